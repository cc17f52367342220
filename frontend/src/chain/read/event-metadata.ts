/**
 * An event's metadata: this browser's copy, else the note of the owner's own create_event call,
 * found through the indexer. Any other transaction carrying a note for the event (anyone may send
 * one, before the event exists too) is ignored: its texts would reach attendees and their tokens.
 */
import { eventMetadataNotePrefix } from '../../domain/event-note'
import { parseEventMetadata } from '../../domain/metadata-schema'
import type { EventMetadata } from '../../domain/types'
import { encodeArc4String } from './arc4-codec'
import { sameBytes } from './bytes'
import type { IndexedAppCall } from './indexer-rest'
import { methodSelector } from './method-selector'
import type { ReadContext } from './read-context'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const CREATE_EVENT_SELECTOR = methodSelector('create_event')

/** The owner's create_event call for this event id: the selector, then the id as its first argument. */
export function isOwnersCreation(call: IndexedAppCall, owner: string, eventId: string): boolean {
  return (
    call.sender === owner &&
    sameBytes(call.appArgs[0], CREATE_EVENT_SELECTOR) &&
    sameBytes(call.appArgs[1], encodeArc4String(eventId))
  )
}

/** The metadata of the owner's creation note, kept in this browser once found. */
export async function metadataFromCreationNote(
  ctx: ReadContext,
  eventId: string,
  owner: string,
): Promise<EventMetadata | undefined> {
  if (!ctx.indexerRest) return undefined
  try {
    const prefix = encoder.encode(eventMetadataNotePrefix(eventId))
    const calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, owner, prefix)
    const creation = calls.find((call) => isOwnersCreation(call, owner, eventId))
    if (!creation) return undefined
    const parsed: unknown = JSON.parse(decoder.decode(creation.note))
    const metadata = parseEventMetadata((parsed as { metadata?: unknown }).metadata)
    if (metadata) ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the indexer is optional; the chain record is enough to render
  }
}

export async function eventMetadata(
  ctx: ReadContext,
  eventId: string,
  owner: string,
): Promise<EventMetadata | undefined> {
  return ctx.metadata.loadEventMetadata(eventId) ?? (await metadataFromCreationNote(ctx, eventId, owner))
}
