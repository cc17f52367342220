/**
 * ARC-69 metadata note for the attendance token. The contract requires the note to start with
 * {"standard":"arc69","properties":{"Attendance":"<how>" (how attendance was established, as the
 * registration records it) and to be at most 1024 bytes.
 */
import { MAX_NOTE_BYTES } from './limits'
import { truncateUtf8, utf8Length } from './text-bytes'
import type { AttendanceMethod, DynaEvent, Registration } from './types'

export interface AttendanceTokenDetails {
  attendance: AttendanceMethod
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
    properties: {
      Attendance: details.attendance,
      Event: clip(details.eventName),
      'Event ID': details.eventId,
      'Ticket Tier': clip(details.tierName),
      'Event Date': clip(details.eventDate),
      Location: clip(details.location),
      Attendee: details.attendee,
      Blockchain: 'Algorand',
      Network: details.network,
    },
    description: clip(`Proof of attendance for ${details.eventName}`),
  }
  const json = JSON.stringify(note)
  // Every value is clipped, so this only guards against future additions.
  if (utf8Length(json) > MAX_NOTE_BYTES) throw new Error('ARC-69 note is longer than 1024 bytes')
  return json
}

/**
 * How the registration's attendance was established: as stored once read back from the chain; for a
 * registration the screen has just confirmed, by whether the event checks door codes.
 */
export function attendanceMethodOf(event: DynaEvent, registration: Registration): AttendanceMethod {
  return registration.attendanceMethod ?? (event.checkInKey ? 'door check-in' : 'self-confirmed')
}
