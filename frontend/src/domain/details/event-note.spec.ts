import { describe, expect, it } from 'vitest'
import {
  buildEventDetailsNotes,
  detailsBytes,
  detailsNoteCount,
  eventMetadataNoteJson,
  eventMetadataNotePrefix,
  eventMetadataNotePrefixes,
  isEventDetailsNote,
  MAX_DETAILS_PARTS,
  maxDetailsBytes,
  partCapacity,
  readEventDetailsNotes,
  type DetailsNotes,
} from './event-note'
import { DETAILS_MESSAGES } from '../messages/messages'
import type { EventMetadata } from './details'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const text = (bytes: Uint8Array) => decoder.decode(bytes)
const EVENT_ID = 'EV-1'

const tier = {
  id: 'general',
  name: 'General Admission',
  description: 'Standard access to the event',
  price: 10,
  currency: 'ALGO' as const,
  quantity: 100,
  benefits: ['Event access', 'Welcome kit'],
  transferable: true,
}

function built(metadata: EventMetadata, eventId = EVENT_ID): DetailsNotes {
  const result = buildEventDetailsNotes(eventId, metadata)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

/** The bytes of the document the parts carry, joined again. */
function documentOf(notes: Uint8Array[]): string {
  const bodies = notes.map((note, index) => note.subarray(`dynaqr:b${index + 1}:`.length))
  const joined = new Uint8Array(bodies.reduce((sum, body) => sum + body.length, 0))
  bodies.reduce((offset, body) => (joined.set(body, offset), offset + body.length), 0)
  return decoder.decode(joined)
}

/** A description of `bytes` bytes of JSON made of `unit` (one character), padded with 'x'. */
function descriptionOf(bytes: number, unit = 'x'): string {
  const size = encoder.encode(unit).length
  return unit.repeat(Math.floor(bytes / size)) + 'x'.repeat(bytes % size)
}

/** The one-note length of the details with a description of `bytes` bytes. */
const oneNoteLength = (bytes: number) =>
  encoder.encode(
    `dynaqr:j${JSON.stringify({ type: 'event_metadata', eventId: EVENT_ID, metadata: { description: descriptionOf(bytes) } })}`,
  ).length
/** The description's bytes that make the one-note form exactly 1,024 bytes long. */
const ONE_NOTE_DESCRIPTION = 1024 - oneNoteLength(0)

describe('buildEventDetailsNotes', () => {
  it('writes small details as one ARC-2 note of the dapp dynaqr in JSON, in the spec shape, unchanged', () => {
    const metadata: EventMetadata = { description: 'Hi', tags: ['a'], ticketTiers: [tier] }
    const { notes, sent } = built(metadata)
    expect(notes).toHaveLength(1)
    expect(text(notes[0])).toBe(
      `dynaqr:j{"type":"event_metadata","eventId":"EV-1","metadata":${JSON.stringify(metadata)}}`,
    )
    expect(sent).toEqual(metadata)
  })

  it('reads the JSON of a note with or without the ARC-2 prefix', () => {
    const json = '{"type":"event_metadata","eventId":"EV-1","metadata":{}}'
    expect(eventMetadataNoteJson(`dynaqr:j${json}`)).toBe(json)
    expect(eventMetadataNoteJson(json)).toBe(json)
  })

  it('keeps details of exactly 1,024 bytes in one note, and splits them one byte over into two parts', () => {
    const exact = built({ description: descriptionOf(ONE_NOTE_DESCRIPTION) })
    expect(exact.notes.map((note) => note.length)).toEqual([1024])
    expect(text(exact.notes[0]).startsWith('dynaqr:j{')).toBe(true)

    const over = { description: descriptionOf(ONE_NOTE_DESCRIPTION + 1) }
    const { notes, sent } = built(over)
    const document = `{"type":"event_metadata","eventId":"EV-1","parts":2,"metadata":${JSON.stringify(over)}}`
    expect(notes.map((note) => note.length)).toEqual([1024, encoder.encode(document).length - 1014 + 10])
    expect(text(notes[0].subarray(0, 10))).toBe('dynaqr:b1:')
    expect(text(notes[1].subarray(0, 10))).toBe('dynaqr:b2:')
    expect(documentOf(notes)).toBe(document)
    expect(sent).toEqual(over)
  })

  it('cuts inside a multi-byte character and puts it back together whole', () => {
    for (const unit of ['é', '€', '🎟']) {
      const metadata = { description: descriptionOf(3_000, unit) }
      const { notes, sent } = built(metadata)
      expect(notes.length).toBeGreaterThan(1)
      // Each part's bytes alone are not UTF-8: the cut falls inside a character.
      const cutInside = notes.slice(0, -1).some((note) => {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(note)
          return false
        } catch {
          return true
        }
      })
      expect(cutInside).toBe(true)
      expect(sent.description).toBe(metadata.description)
      expect(readEventDetailsNotes(EVENT_ID, notes[0], notes.slice(1))).toEqual(metadata)
    }
  })

  it('fills at most 15 notes of 1,024 bytes, and refuses one byte more, naming the sizes and trimming nothing', () => {
    const eventId = 'E'.repeat(32)
    expect(MAX_DETAILS_PARTS).toBe(15)
    const max = maxDetailsBytes(eventId)
    expect(max).toBe(
      9 * 1014 +
        6 * 1013 -
        encoder.encode(`{"type":"event_metadata","eventId":"${eventId}","parts":15,"metadata":}`).length,
    )
    const emptyDescription = detailsBytes({ description: '' })
    const longest = { description: descriptionOf(max - emptyDescription, 'é') }
    expect(detailsBytes(longest)).toBe(max)
    const { notes, sent } = built(longest, eventId)
    expect(notes).toHaveLength(15)
    expect(notes.every((note) => note.length === 1024)).toBe(true)
    expect(sent).toEqual(longest)

    const tooLong = { description: `${longest.description}x` }
    expect(buildEventDetailsNotes(eventId, tooLong)).toEqual({
      ok: false,
      error: DETAILS_MESSAGES.tooLong(max + 1, max),
    })
    expect(DETAILS_MESSAGES.tooLong(max + 1, max)).toContain('1 more than the 15,')
    expect(detailsNoteCount(eventId, tooLong)).toBeNull()
  })

  it('keeps every tier description, benefit and the street address whole, however long the description', () => {
    const metadata: EventMetadata = {
      description: 'Agenda: '.repeat(500),
      ticketTiers: Array.from({ length: 6 }, (_, index) => ({
        ...tier,
        id: `tier-${index}`,
        benefits: ['x'.repeat(200)],
      })),
      venue: { name: 'Hall', address: '1 Chain Street, Building B, Floor 3', city: 'Lisbon', country: 'Portugal' },
      organizer: { name: 'Org', phone: '+1 555 0100' },
      tags: Array.from({ length: 20 }, (_, i) => `tag-${i}`),
    }
    const { notes, sent } = built(metadata)
    expect(notes.length).toBe(detailsNoteCount(EVENT_ID, metadata))
    expect(notes.length).toBeGreaterThan(1)
    expect(sent).toEqual(metadata)
  })

  it('refuses what no group can carry instead of dropping it', () => {
    const result = buildEventDetailsNotes(EVENT_ID, { organizer: { name: 'n'.repeat(20_000) } })
    expect(result).toEqual({
      ok: false,
      error: DETAILS_MESSAGES.tooLong(
        detailsBytes({ organizer: { name: 'n'.repeat(20_000) } }),
        maxDetailsBytes(EVENT_ID),
      ),
    })
  })

  it("never writes what only this browser's copy records about itself", () => {
    const { notes, sent } = built({ description: 'Hi', detailsRound: 12, detailsSource: 'chain' })
    expect(text(notes[0])).toBe('dynaqr:j{"type":"event_metadata","eventId":"EV-1","metadata":{"description":"Hi"}}')
    expect(sent).toEqual({ description: 'Hi' })
  })

  it('escapes the event id in the search prefixes, and knows a details note in each of its forms', () => {
    expect(eventMetadataNotePrefix('A-1')).toBe('{"type":"event_metadata","eventId":"A-1",')
    expect(eventMetadataNotePrefixes('A-1')).toEqual([
      'dynaqr:j{"type":"event_metadata","eventId":"A-1",',
      'dynaqr:b1:{"type":"event_metadata","eventId":"A-1",',
      '{"type":"event_metadata","eventId":"A-1",',
    ])
    const split = built({ description: descriptionOf(2_000) }).notes
    expect(isEventDetailsNote(split[0], EVENT_ID)).toBe(true)
    expect(isEventDetailsNote(split[1], EVENT_ID)).toBe(false)
    expect(isEventDetailsNote(split[0], 'EV-2')).toBe(false)
  })
})

describe('readEventDetailsNotes', () => {
  const metadata = { description: descriptionOf(2_500, 'ü'), venue: { address: '1 Chain Street' } }
  const { notes } = built(metadata)
  const [head, ...rest] = notes

  it('reads the parts in order, passing over notes that are no part (an update_tier without one)', () => {
    expect(notes).toHaveLength(3)
    expect(readEventDetailsNotes(EVENT_ID, head, rest)).toEqual(metadata)
    expect(
      readEventDetailsNotes(EVENT_ID, head, [new Uint8Array(), rest[0], encoder.encode('hello'), rest[1]]),
    ).toEqual(metadata)
    expect(partCapacity(1)).toBe(1014)
    expect(partCapacity(10)).toBe(1013)
  })

  it('refuses a missing part, an extra one, parts out of order, a damaged part, or another event', () => {
    expect(readEventDetailsNotes(EVENT_ID, head, [rest[0]])).toBeUndefined()
    expect(readEventDetailsNotes(EVENT_ID, head, [rest[1]])).toBeUndefined()
    expect(readEventDetailsNotes(EVENT_ID, head, [])).toBeUndefined()
    expect(readEventDetailsNotes(EVENT_ID, head, [...rest, rest[1]])).toBeUndefined()
    expect(readEventDetailsNotes(EVENT_ID, head, [rest[1], rest[0]])).toBeUndefined()
    const damaged = rest[0].slice()
    damaged[20] = 0xff
    expect(readEventDetailsNotes(EVENT_ID, head, [damaged, rest[1]])).toBeUndefined()
    expect(readEventDetailsNotes('EV-2', head, rest)).toBeUndefined()
    expect(readEventDetailsNotes(EVENT_ID, rest[0], [rest[1]])).toBeUndefined()
  })

  it('still reads the one-note forms: the ARC-2 note and the bare JSON of older notes', () => {
    const one = built({ description: 'Hello' }).notes[0]
    expect(readEventDetailsNotes(EVENT_ID, one)).toEqual({ description: 'Hello' })
    expect(readEventDetailsNotes(EVENT_ID, encoder.encode(eventMetadataNoteJson(text(one))))).toEqual({
      description: 'Hello',
    })
    expect(readEventDetailsNotes(EVENT_ID, encoder.encode('dynaqr:j{"type":"event_metadata","eventId":"EV-1",'))).toBe(
      undefined,
    )
  })
})
