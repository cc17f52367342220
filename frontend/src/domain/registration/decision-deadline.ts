/**
 * Until when the organiser decides on registrations whose payment the app holds (waiting for
 * approval, or on the waitlist): their decide-by time, or else the event's end, as the contract
 * counts it. After it, approving and offering seats are refused and anyone may send a held payment
 * back to its attendee.
 */
import type { EventSettings } from '../event/event'

/** Unix seconds of the deadline, or 0 for an event with neither a decide-by time nor an end. */
export function decisionDeadline(settings: Pick<EventSettings, 'decideBy' | 'endsAt'>): number {
  return settings.decideBy !== 0 ? settings.decideBy : settings.endsAt
}

/** Whether the deadline has passed at `nowSeconds` (by this device's clock; the contract uses the chain's). */
export function decisionClosed(settings: Pick<EventSettings, 'decideBy' | 'endsAt'>, nowSeconds: number): boolean {
  const deadline = decisionDeadline(settings)
  return deadline !== 0 && nowSeconds > deadline
}
