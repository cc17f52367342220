/**
 * An event's metadata: this browser's copy of the current details, else the note of the owner's own
 * latest create_event or update_details call. That call is found in the block of the round the
 * contract recorded (detailsRound), read from algod; when the node no longer keeps that block,
 * through the indexer (optional). Any other transaction carrying a note for the event (anyone may
 * send one, before the event exists too, even in the same block) is ignored: its texts would reach
 * attendees and their tokens.
 */
import { eventMetadataNoteJson, eventMetadataNotePrefixes } from '../../domain/event-note'
import { parseEventMetadata } from '../../domain/metadata-schema'
import type { EventMetadata } from '../../domain/types'
import type { AppCallRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import { sameBytes, startsWith } from '../node/bytes'
import { methodSelector } from '../node/method-selector'
import type { ReadContext } from '../node/read-context'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const DETAILS_SELECTORS = [methodSelector('create_event'), methodSelector('update_details')]

/**
 * Where the owner's current details can be found: who owns the event and in which round they were
 * written. Without `detailsRound` only this browser's copy and the indexer are asked (a list of
 * events reads no blocks).
 */
export interface EventOrigin {
  owner: string
  detailsRound?: bigint
}

/** The bytes a metadata note of this event starts with: ARC-2, or the bare JSON of older notes. */
const notePrefixes = (eventId: string) => eventMetadataNotePrefixes(eventId).map((prefix) => encoder.encode(prefix))

/**
 * The owner's create_event or update_details call for this event id: the selector, then the id as
 * its first argument.
 */
export function isOwnersDetailsCall(call: AppCallRecord, owner: string, eventId: string): boolean {
  return (
    call.sender === owner &&
    DETAILS_SELECTORS.some((selector) => sameBytes(call.appArgs[0], selector)) &&
    sameBytes(call.appArgs[1], encodeArc4String(eventId))
  )
}

/**
 * The metadata in the note of the owner's latest details call among `calls` (in ledger order), if it
 * is there and well formed.
 */
export function metadataFromCalls(calls: AppCallRecord[], eventId: string, owner: string): EventMetadata | undefined {
  const prefixes = notePrefixes(eventId)
  const creation = calls.findLast(
    (call) => isOwnersDetailsCall(call, owner, eventId) && prefixes.some((prefix) => startsWith(call.note, prefix)),
  )
  if (!creation) return undefined
  const parsed: unknown = JSON.parse(eventMetadataNoteJson(decoder.decode(creation.note)))
  return parseEventMetadata((parsed as { metadata?: unknown }).metadata)
}

/** The details call's block's calls on algod, else (a block the node no longer keeps) the indexer's. */
async function detailsCalls(ctx: ReadContext, eventId: string, origin: EventOrigin): Promise<AppCallRecord[]> {
  const round = origin.detailsRound ?? 0n
  const inBlock = round > 0n ? await ctx.algodRest.getBlockAppCalls(round, ctx.config.appId) : null
  if (inBlock) return inBlock
  if (!ctx.indexerRest) return []
  for (const prefix of notePrefixes(eventId)) {
    const calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, origin.owner, prefix)
    if (calls.length > 0) return calls
  }
  return []
}

/** The metadata of the owner's latest details note, kept in this browser once found. */
export async function metadataFromDetailsNote(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  try {
    const found = metadataFromCalls(await detailsCalls(ctx, eventId, origin), eventId, origin.owner)
    if (!found) return undefined
    const metadata = origin.detailsRound === undefined ? found : { ...found, detailsRound: Number(origin.detailsRound) }
    ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the note is a courtesy: the chain record is enough to render
  }
}

/**
 * This browser's copy when it is of the current details (or nothing says which are current), else
 * the note on chain; the copy still serves when the note cannot be read.
 */
export async function eventMetadata(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  const kept = ctx.metadata.loadEventMetadata(eventId)
  if (kept && (origin.detailsRound === undefined || kept.detailsRound === Number(origin.detailsRound))) return kept
  return (await metadataFromDetailsNote(ctx, eventId, origin)) ?? kept
}
