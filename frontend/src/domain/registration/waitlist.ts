/**
 * The waitlist as the organiser works through it: in the order people joined, and whether a seat is
 * free for each, as the contract decides it (offer_seat): the event below its capacity, and the
 * registration's tier below its quantity.
 */
import type { DynaEvent } from '../event/event'
import type { Registration } from './registration'

/** The registrations on the waitlist, first come first: by when they joined, then by round and account. */
export function waitlistOrder(registrations: readonly Registration[]): Registration[] {
  return registrations
    .filter((registration) => registration.status === 'waitlisted')
    .sort(
      (a, b) =>
        a.registrationDate - b.registrationDate ||
        a.registeredRound - b.registeredRound ||
        a.attendeeAddress.localeCompare(b.attendeeAddress),
    )
}

export type SeatForWaitlist = 'free' | 'event-full' | 'tier-full'

/** Whether offer_seat can give this tier's registration a seat now. */
export function seatForWaitlist(
  event: Pick<DynaEvent, 'maxCapacity' | 'registeredCount' | 'tiers'>,
  tierIndex: number,
): SeatForWaitlist {
  if (event.maxCapacity > 0 && event.registeredCount >= event.maxCapacity) return 'event-full'
  const tier = event.tiers[tierIndex]
  if (tier && tier.quantity > 0n && tier.sold >= tier.quantity) return 'tier-full'
  return 'free'
}

/** The account's place on the waitlist (1 = next to be offered a seat) and the list's length; null when it is not on it. */
export function waitlistPlace(
  registrations: readonly Registration[],
  address: string,
): { place: number; total: number } | null {
  const order = waitlistOrder(registrations)
  const index = order.findIndex((registration) => registration.attendeeAddress === address)
  return index < 0 ? null : { place: index + 1, total: order.length }
}
