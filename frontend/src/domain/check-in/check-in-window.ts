/**
 * When attendance can be recorded, as the contract decides it: from `checkInOpensBefore` seconds
 * before the start until the end, by the chain's clock; never for an event without a date.
 */
import type { EventSettings } from '../event/event'

export type CheckInWindow =
  | { state: 'undated' }
  | { state: 'not-yet'; opensAt: number }
  | { state: 'open'; closesAt: number }
  | { state: 'closed'; closedAt: number }

export function checkInWindow(settings: EventSettings, nowSeconds: number): CheckInWindow {
  if (settings.startsAt === 0) return { state: 'undated' }
  const opensAt = settings.startsAt - settings.checkInOpensBefore
  if (nowSeconds < opensAt) return { state: 'not-yet', opensAt }
  if (nowSeconds > settings.endsAt) return { state: 'closed', closedAt: settings.endsAt }
  return { state: 'open', closesAt: settings.endsAt }
}
