/**
 * The seats an event has left, as the public pages show it (Discover's cards, the event's page).
 * Apart from event-display.ts (which re-exports it), whose other texts only the organiser's
 * screens show.
 */
import { formatCount } from '../text/format'
import type { DynaEvent } from './event'

/** Seats left of the capacity, or that there is no limit (0 = unlimited on-chain). */
export function seatsText(event: Pick<DynaEvent, 'maxCapacity' | 'registeredCount'>): string {
  if (event.maxCapacity <= 0) return 'No limit'
  const left = Math.max(0, event.maxCapacity - event.registeredCount)
  if (left === 0) return `Sold out (${formatCount(event.maxCapacity)} ${event.maxCapacity === 1 ? 'seat' : 'seats'})`
  return `${formatCount(left)} of ${formatCount(event.maxCapacity)} left`
}
