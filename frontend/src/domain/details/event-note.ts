/**
 * An event's details (description, venue, organiser, tier texts...) as transaction notes.
 *
 * Details that fit in one note are written as they always were: the ARC-2 note
 * `dynaqr:j{"type":"event_metadata","eventId":…,"metadata":…}` on the owner's create_event or
 * update_details call (notes written before the prefix are the bare JSON and are still read).
 *
 * Longer details are one JSON document, `{"type":"event_metadata","eventId":…,"parts":n,"metadata":…}`,
 * whose UTF-8 bytes are cut into n parts (a cut may fall inside a character). Part k is the note
 * `dynaqr:b{k}:` followed by its bytes (ARC-2 format `b`: bytes). Part 1 is the details call's note;
 * parts 2..n are the notes of the owner's next transactions in the same atomic group, in group
 * order. Nothing is ever trimmed: details that do not fit in MAX_DETAILS_PARTS notes are refused.
 */
import { MAX_GROUP_TRANSACTIONS, MAX_NOTE_BYTES } from '../contract/limits'
import type { EventMetadata } from './details'
import { DETAILS_MESSAGES } from '../messages/details-messages'
import { parseEventMetadata } from './metadata-schema'
import { fail, ok, type Result } from '../messages/result'

export const EVENT_NOTE_ARC2_PREFIX = 'dynaqr:j'
/** Every part of a details document split across notes starts with this, then `{k}:`. */
export const DETAILS_PART_PREFIX = 'dynaqr:b'

/**
 * The most notes one event's details may take. The creation group is the binding one: the payment
 * to the app, create_event (part 1) and one transaction per further part, within the 16 a group
 * holds. An edit's group (update_details, set_settings, one update_tier per tier) carries parts on
 * each of those calls before it adds payments, so it holds as many.
 */
export const MAX_DETAILS_PARTS = MAX_GROUP_TRANSACTIONS - 1

const encoder = new TextEncoder()
/** Refuses bytes that are not UTF-8, so a damaged part is not read as replacement characters. */
const strictDecoder = new TextDecoder('utf-8', { fatal: true })

export interface EventMetadataNote {
  type: 'event_metadata'
  eventId: string
  /** Only in a document split across notes: how many. */
  parts?: number
  metadata: EventMetadata
}

/** The fields a browser's copy keeps about itself, which are not details and never go on chain. */
export function withoutCopyFields(metadata: EventMetadata): EventMetadata {
  const details = { ...metadata }
  delete details.detailsRound
  delete details.detailsSource
  return details
}

/** The JSON of a metadata note, with or without its ARC-2 prefix. */
export function eventMetadataNoteJson(note: string): string {
  return note.startsWith(EVENT_NOTE_ARC2_PREFIX) ? note.slice(EVENT_NOTE_ARC2_PREFIX.length) : note
}

/** How the JSON of an event's details document starts. */
export function eventMetadataNotePrefix(eventId: string): string {
  return `{"type":"event_metadata","eventId":${JSON.stringify(eventId)},`
}

const partHeader = (part: number) => `${DETAILS_PART_PREFIX}${part}:`

/**
 * What the note of an event's details call starts with: the one-note ARC-2 form, the first part of
 * a split document, and the bare JSON of notes written before the ARC-2 prefix.
 */
export function eventMetadataNotePrefixes(eventId: string): string[] {
  const json = eventMetadataNotePrefix(eventId)
  return [EVENT_NOTE_ARC2_PREFIX + json, partHeader(1) + json, json]
}

/** The bytes part `part` of a split document carries at most. */
export const partCapacity = (part: number) => MAX_NOTE_BYTES - encoder.encode(partHeader(part)).length

const documentBytes = (note: EventMetadataNote) => encoder.encode(JSON.stringify(note))

/** The bytes the parts 1..n carry together. */
function capacityOf(parts: number): number {
  let total = 0
  for (let part = 1; part <= parts; part++) total += partCapacity(part)
  return total
}

function split(document: Uint8Array): Uint8Array[] {
  const notes: Uint8Array[] = []
  for (let offset = 0, part = 1; offset < document.length; part++) {
    const header = encoder.encode(partHeader(part))
    const body = document.subarray(offset, offset + partCapacity(part))
    const note = new Uint8Array(header.length + body.length)
    note.set(header)
    note.set(body, header.length)
    notes.push(note)
    offset += body.length
  }
  return notes
}

/** The details' own bytes on chain: their JSON, which is what the form's limits add up to. */
export const detailsBytes = (metadata: EventMetadata) => encoder.encode(JSON.stringify(metadata)).length

/**
 * The most bytes of details an event with this id can put on chain: the JSON of its metadata in a
 * document split into MAX_DETAILS_PARTS notes.
 */
export function maxDetailsBytes(eventId: string): number {
  const envelope = documentBytes({ type: 'event_metadata', eventId, parts: MAX_DETAILS_PARTS, metadata: {} }).length - 2
  return capacityOf(MAX_DETAILS_PARTS) - envelope
}

export interface DetailsNotes {
  /** The notes in group order: the first on the details call, the others on the transactions after it. */
  notes: Uint8Array[]
  /** The details exactly as a reader of these notes gets them. */
  sent: EventMetadata
}

/**
 * The notes that carry an event's details, every text whole, or the reason they cannot all go on
 * chain (said before anything is signed).
 */
export function buildEventDetailsNotes(eventId: string, metadata: EventMetadata): Result<DetailsNotes> {
  const details = withoutCopyFields(metadata)
  const single = encoder.encode(
    EVENT_NOTE_ARC2_PREFIX + JSON.stringify({ type: 'event_metadata', eventId, metadata: details }),
  )
  let notes: Uint8Array[] | null = single.length <= MAX_NOTE_BYTES ? [single] : null
  for (let parts = 2; !notes && parts <= MAX_DETAILS_PARTS; parts++) {
    const document = documentBytes({ type: 'event_metadata', eventId, parts, metadata: details })
    // The smallest count whose parts hold the document: it fills exactly that many.
    if (document.length <= capacityOf(parts)) notes = split(document)
  }
  if (!notes) return fail(DETAILS_MESSAGES.tooLong(detailsBytes(details), maxDetailsBytes(eventId)))
  const sent = readEventDetailsNotes(eventId, notes[0], notes.slice(1))
  if (!sent) throw new Error('Event details notes do not read back') // a bug in this module, not in the input
  return ok({ notes, sent })
}

/** How many notes the details take, or null when they do not fit. */
export function detailsNoteCount(eventId: string, metadata: EventMetadata): number | null {
  const built = buildEventDetailsNotes(eventId, metadata)
  return built.ok ? built.value.notes.length : null
}

function startsWithText(bytes: Uint8Array, text: string): boolean {
  const prefix = encoder.encode(text)
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte)
}

/** Whether a note is a details call's note for this event, in any of its forms. */
export function isEventDetailsNote(note: Uint8Array, eventId: string): boolean {
  return eventMetadataNotePrefixes(eventId).some((prefix) => startsWithText(note, prefix))
}

function parsedDocument(json: string, eventId: string, parts: number | undefined): EventMetadata | undefined {
  const document: unknown = JSON.parse(json)
  if (typeof document !== 'object' || document === null) return undefined
  const { type, eventId: id, parts: declared, metadata } = document as Partial<EventMetadataNote>
  if (type !== 'event_metadata' || id !== eventId || declared !== parts) return undefined
  return parseEventMetadata(metadata)
}

/** Part k's bytes, when the note is part k; undefined otherwise. */
function partBody(note: Uint8Array, part: number): Uint8Array | undefined {
  const header = partHeader(part)
  return startsWithText(note, header) ? note.subarray(encoder.encode(header).length) : undefined
}

function reassembled(eventId: string, head: Uint8Array, followers: Uint8Array[]): EventMetadata | undefined {
  const parts = [head, ...followers.filter((note) => startsWithText(note, DETAILS_PART_PREFIX))]
  const bodies = parts.map((note, index) => partBody(note, index + 1))
  if (bodies.some((body) => body === undefined)) return undefined
  const document = new Uint8Array(bodies.reduce((sum, body) => sum + body!.length, 0))
  let offset = 0
  for (const body of bodies) {
    document.set(body!, offset)
    offset += body!.length
  }
  return parsedDocument(strictDecoder.decode(document), eventId, parts.length)
}

/**
 * The details written by a details call: `head` is its note, `followers` the notes of the owner's
 * transactions after it in the same group, in group order (a note that is not a part, such as an
 * empty one, is passed over). Undefined unless the notes hold the whole of this event's details:
 * a missing, extra, misnumbered or damaged part refuses the lot.
 */
export function readEventDetailsNotes(
  eventId: string,
  head: Uint8Array,
  followers: Uint8Array[] = [],
): EventMetadata | undefined {
  try {
    const [single, split, bare] = eventMetadataNotePrefixes(eventId)
    if (startsWithText(head, split)) return reassembled(eventId, head, followers)
    if (startsWithText(head, single) || startsWithText(head, bare)) {
      return parsedDocument(eventMetadataNoteJson(strictDecoder.decode(head)), eventId, undefined)
    }
    return undefined
  } catch {
    return undefined // not JSON, not UTF-8: not details this app wrote
  }
}
