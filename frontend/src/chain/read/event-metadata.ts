/** An event's metadata: this browser's copy, else the creation note found through the indexer. */
import { eventMetadataNotePrefix } from '../../domain/event-note'
import { parseEventMetadata } from '../../domain/metadata-schema'
import type { EventMetadata } from '../../domain/types'
import type { ReadContext } from './read-context'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The metadata of the creation note, kept in this browser once found. */
export async function metadataFromCreationNote(ctx: ReadContext, eventId: string): Promise<EventMetadata | undefined> {
  if (!ctx.indexerRest) return undefined
  try {
    const note = await ctx.indexerRest.findNote(ctx.config.appId, encoder.encode(eventMetadataNotePrefix(eventId)))
    if (!note) return undefined
    const parsed: unknown = JSON.parse(decoder.decode(note))
    const metadata = parseEventMetadata((parsed as { metadata?: unknown }).metadata)
    if (metadata) ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the indexer is optional; the chain record is enough to render
  }
}

export async function eventMetadata(ctx: ReadContext, eventId: string): Promise<EventMetadata | undefined> {
  return ctx.metadata.loadEventMetadata(eventId) ?? (await metadataFromCreationNote(ctx, eventId))
}
