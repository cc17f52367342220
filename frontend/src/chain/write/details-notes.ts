/** What a create or an edit does with the notes that carry an event's details (domain/details/event-note.ts). */
import type { Transaction } from 'algosdk'
import type { DetailsNotes } from '../../domain/details/event-note'
import type { ChainContext } from './client'
import { payment } from './payments'
import type { Landed, WriteValidity } from './settle'

/**
 * The transactions that carry the parts a group's own calls cannot: 0-ALGO payments from the owner
 * to themselves, each with one part as its note. Each costs the minimum fee and moves nothing.
 */
export function detailsCarriers(
  ctx: ChainContext,
  owner: string,
  notes: readonly Uint8Array[],
  validity: WriteValidity,
): Promise<Transaction[]> {
  return Promise.all(notes.map((note) => payment(ctx, owner, owner, 0n, validity, { note })))
}

/**
 * This browser's copy after a create or an edit: exactly the details the notes carry, as every
 * reader gets them, marked as the chain's copy of the round they landed in.
 */
export function keepWrittenDetails(ctx: ChainContext, eventId: string, { sent }: DetailsNotes, landed: Landed): void {
  const round = landed.confirmation.confirmedRound
  ctx.metadata.saveEventMetadata(
    eventId,
    round ? { ...sent, detailsRound: Number(round), detailsSource: 'chain' } : sent,
  )
}
