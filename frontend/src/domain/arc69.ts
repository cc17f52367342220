/**
 * ARC-69 metadata note for the attendance token. The contract requires the note to
 * start with {"standard":"arc69" and to be at most 1024 bytes.
 */
import { MAX_NOTE_BYTES } from './limits'
import { truncateUtf8, utf8Length } from './text-bytes'

export interface AttendanceTokenDetails {
  eventName: string
  eventId: string
  tierName: string
  eventDate: string
  location: string
  attendee: string
  network: string
}

const MAX_VALUE_BYTES = 96

export function buildArc69Note(details: AttendanceTokenDetails): string {
  const clip = (text: string) => truncateUtf8(text, MAX_VALUE_BYTES)
  const note = {
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
  }
  const json = JSON.stringify(note)
  // Every value is clipped, so this only guards against future additions.
  if (utf8Length(json) > MAX_NOTE_BYTES) throw new Error('ARC-69 note is longer than 1024 bytes')
  return json
}
