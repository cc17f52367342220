/**
 * The contract's reasons for refusing an attendee's registration or cancellation, told in the app's
 * words (REGISTRATION_REFUSAL_MESSAGES). A reason the app does not know is passed on as it came.
 */
import { REGISTRATION_REFUSAL_MESSAGES } from './registration-refusal-messages'

export function refusalInAppWords(reason: string): string {
  return REGISTRATION_REFUSAL_MESSAGES[reason.trim()] ?? reason
}

/** Reasons that mean the seats changed since the page read the event: it reads them again. */
const SEATS_CHANGED = new Set([
  'Event is full',
  'Tier sold out',
  'Seats are still free: register instead of joining the waitlist',
])

export function seatsChanged(reason: string): boolean {
  return SEATS_CHANGED.has(reason.trim())
}
