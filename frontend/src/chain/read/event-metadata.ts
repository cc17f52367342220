/**
 * An event's metadata: this browser's copy, else the note of the owner's own create_event call.
 * That call is found in the block of the round the contract recorded at creation, read from algod;
 * when the node no longer keeps that block, through the indexer (optional). Any other transaction
 * carrying a note for the event (anyone may send one, before the event exists too, even in the same
 * block) is ignored: its texts would reach attendees and their tokens.
 */
import { eventMetadataNoteJson, eventMetadataNotePrefixes } from '../../domain/event-note'
import { parseEventMetadata } from '../../domain/metadata-schema'
import type { EventMetadata } from '../../domain/types'
import type { AppCallRecord } from './app-call'
import { encodeArc4String } from './arc4-codec'
import { sameBytes, startsWith } from './bytes'
import { methodSelector } from './method-selector'
import type { ReadContext } from './read-context'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const CREATE_EVENT_SELECTOR = methodSelector('create_event')

/**
 * Where the owner's creation can be found: who owns the event and in which round it was created.
 * Without `createdRound` only the indexer is asked (a list of events reads no blocks).
 */
export interface EventOrigin {
  owner: string
  createdRound?: bigint
}

/** The bytes a metadata note of this event starts with: ARC-2, or the bare JSON of older notes. */
const notePrefixes = (eventId: string) => eventMetadataNotePrefixes(eventId).map((prefix) => encoder.encode(prefix))

/** The owner's create_event call for this event id: the selector, then the id as its first argument. */
export function isOwnersCreation(call: AppCallRecord, owner: string, eventId: string): boolean {
  return (
    call.sender === owner &&
    sameBytes(call.appArgs[0], CREATE_EVENT_SELECTOR) &&
    sameBytes(call.appArgs[1], encodeArc4String(eventId))
  )
}

/** The metadata in the note of the owner's creation among `calls`, if it is there and well formed. */
export function metadataFromCalls(calls: AppCallRecord[], eventId: string, owner: string): EventMetadata | undefined {
  const prefixes = notePrefixes(eventId)
  const creation = calls.find(
    (call) => isOwnersCreation(call, owner, eventId) && prefixes.some((prefix) => startsWith(call.note, prefix)),
  )
  if (!creation) return undefined
  const parsed: unknown = JSON.parse(eventMetadataNoteJson(decoder.decode(creation.note)))
  return parseEventMetadata((parsed as { metadata?: unknown }).metadata)
}

/** The creation's calls: from its block on algod, else (a block the node no longer keeps) the indexer. */
async function creationCalls(ctx: ReadContext, eventId: string, origin: EventOrigin): Promise<AppCallRecord[]> {
  const round = origin.createdRound ?? 0n
  const inBlock = round > 0n ? await ctx.algodRest.getBlockAppCalls(round, ctx.config.appId) : null
  if (inBlock) return inBlock
  if (!ctx.indexerRest) return []
  for (const prefix of notePrefixes(eventId)) {
    const calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, origin.owner, prefix)
    if (calls.length > 0) return calls
  }
  return []
}

/** The metadata of the owner's creation note, kept in this browser once found. */
export async function metadataFromCreationNote(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  try {
    const metadata = metadataFromCalls(await creationCalls(ctx, eventId, origin), eventId, origin.owner)
    if (metadata) ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the note is a courtesy: the chain record is enough to render
  }
}

export async function eventMetadata(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  return ctx.metadata.loadEventMetadata(eventId) ?? (await metadataFromCreationNote(ctx, eventId, origin))
}
