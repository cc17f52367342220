/**
 * ARC-69 metadata of the attendance token. The client writes the note's opening; the contract
 * closes it with how attendance was established (,"Attendance":"<how>"}}), the last key of
 * `properties`. So the opening must leave `properties` open and hold no '}' at all, which would
 * let it close an object early: a '}' inside a text is written as the JSON escape \u007d.
 */
import { MAX_NOTE_BYTES } from './limits'
import { truncateUtf8, utf8Length } from './text-bytes'
import type { AttendanceMethod } from './types'

export interface AttendanceTokenDetails {
  eventName: string
  eventId: string
  tierName: string
  eventDate: string
  location: string
  attendee: string
  network: string
}

/** What the contract appends to the opening, by how attendance was established. */
export const ARC69_CLOSINGS: Record<AttendanceMethod, string> = {
  'door check-in': ',"Attendance":"door check-in"}}',
  'self-confirmed': ',"Attendance":"self-confirmed"}}',
}
const LONGEST_CLOSING = Math.max(...Object.values(ARC69_CLOSINGS).map(utf8Length))
/** Each text is clipped to this many bytes; shorter limits are tried when escapes make the note too long. */
const VALUE_BYTE_LIMITS = [96, 48, 24]

function opening(details: AttendanceTokenDetails, maxValueBytes: number): string {
  const clip = (text: string) => truncateUtf8(text, maxValueBytes)
  const json = JSON.stringify({
    standard: 'arc69',
    description: clip(`Proof of attendance for ${details.eventName}`),
    properties: {
      Event: clip(details.eventName),
      'Event ID': details.eventId,
      'Ticket Tier': clip(details.tierName),
      'Event Date': clip(details.eventDate),
      Location: clip(details.location),
      Attendee: details.attendee,
      Blockchain: 'Algorand',
      Network: details.network,
    },
  })
  // Only the last two braces close objects (every value is a string): drop them, escape the rest.
  return json.slice(0, -2).replace(/}/g, '\\u007d')
}

/** The note's opening, as mint_nft takes it. */
export function buildArc69Note(details: AttendanceTokenDetails): string {
  for (const limit of VALUE_BYTE_LIMITS) {
    const note = opening(details, limit)
    if (utf8Length(note) + LONGEST_CLOSING <= MAX_NOTE_BYTES) return note
  }
  throw new Error('ARC-69 note is longer than 1024 bytes')
}

/** The note as the token carries it: the opening closed by the contract. */
export function mintedArc69Note(openingText: string, attendance: AttendanceMethod): string {
  return openingText + ARC69_CLOSINGS[attendance]
}
