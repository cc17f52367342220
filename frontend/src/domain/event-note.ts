/**
 * The create_event transaction note: `dynaqr:j{"type":"event_metadata","eventId":…,"metadata":…}`,
 * an ARC-2 note (the dapp name, `:j` for JSON, then the JSON). Notes written before the prefix are
 * the bare JSON and are still read. A note holds at most 1024 bytes, so optional metadata is
 * trimmed, least useful first, until it fits. The full metadata stays in browser storage.
 */
import { MAX_NOTE_BYTES } from './limits'
import { truncateUtf8, utf8Length } from './text-bytes'
import type { EventMetadata } from './types'

export interface EventMetadataNote {
  type: 'event_metadata'
  eventId: string
  metadata: EventMetadata
}

const SHORT_DESCRIPTION_BYTES = 200

type Trim = (metadata: EventMetadata) => EventMetadata

const TRIMS: Trim[] = [
  (m) => ({ ...m, ticketTiers: m.ticketTiers?.map((tier) => ({ ...tier, benefits: [] })) }),
  (m) => ({ ...m, ticketTiers: m.ticketTiers?.map((tier) => ({ ...tier, description: '' })) }),
  (m) => ({ ...m, resolverUrl: undefined }),
  (m) => ({ ...m, description: m.description && truncateUtf8(m.description, SHORT_DESCRIPTION_BYTES) }),
  (m) => ({ ...m, organizer: m.organizer && { ...m.organizer, phone: undefined } }),
  (m) => ({ ...m, venue: m.venue && { ...m.venue, address: undefined } }),
  (m) => ({ ...m, tags: m.tags?.slice(0, 5) }),
  (m) => ({ ...m, ticketTiers: undefined }),
  (m) => ({ ...m, description: undefined }),
  (m) => ({ ...m, venue: undefined, tags: undefined }),
  (m) => ({ ...m, organizer: undefined }),
  () => ({}),
]

export const EVENT_NOTE_ARC2_PREFIX = 'dynaqr:j'

function encode(note: EventMetadataNote): string {
  return EVENT_NOTE_ARC2_PREFIX + JSON.stringify(note)
}

/** The JSON of a metadata note, with or without its ARC-2 prefix. */
export function eventMetadataNoteJson(note: string): string {
  return note.startsWith(EVENT_NOTE_ARC2_PREFIX) ? note.slice(EVENT_NOTE_ARC2_PREFIX.length) : note
}

export function buildEventMetadataNote(
  eventId: string,
  metadata: EventMetadata,
): { note: string; sent: EventMetadata } {
  let current = metadata
  for (const trim of [(m: EventMetadata) => m, ...TRIMS]) {
    current = trim(current)
    const note = encode({ type: 'event_metadata', eventId, metadata: current })
    if (utf8Length(note) <= MAX_NOTE_BYTES) {
      return { note, sent: JSON.parse(eventMetadataNoteJson(note)).metadata as EventMetadata }
    }
  }
  // Unreachable for valid event ids (≤ 32 bytes): the empty metadata note is about 80 bytes.
  throw new Error('Event metadata note does not fit in a transaction note')
}

/** How the JSON of an event's metadata note starts. */
export function eventMetadataNotePrefix(eventId: string): string {
  return `{"type":"event_metadata","eventId":${JSON.stringify(eventId)},`
}

/** What an event's creation note starts with: the ARC-2 note first, then the older bare JSON. */
export function eventMetadataNotePrefixes(eventId: string): string[] {
  const json = eventMetadataNotePrefix(eventId)
  return [EVENT_NOTE_ARC2_PREFIX + json, json]
}
