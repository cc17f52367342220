import { describe, expect, it } from 'vitest'
import { makeEvent, makeRegistration } from '../../testing/fake-chain'
import { seatForWaitlist, waitlistOrder, waitlistPlace } from './waitlist'

describe('waitlistOrder', () => {
  it('lists only those on the waitlist, first come first, then by round and account', () => {
    const list = waitlistOrder([
      makeRegistration({ attendeeAddress: 'LATE', status: 'waitlisted', registrationDate: 300, registeredRound: 30 }),
      makeRegistration({ attendeeAddress: 'SEATED', status: 'confirmed', registrationDate: 100 }),
      makeRegistration({ attendeeAddress: 'B-SAME', status: 'waitlisted', registrationDate: 200, registeredRound: 20 }),
      makeRegistration({ attendeeAddress: 'A-SAME', status: 'waitlisted', registrationDate: 200, registeredRound: 20 }),
      makeRegistration({
        attendeeAddress: 'EARLIER-ROUND',
        status: 'waitlisted',
        registrationDate: 200,
        registeredRound: 19,
      }),
      makeRegistration({ attendeeAddress: 'GONE', status: 'cancelled', registrationDate: 50 }),
    ])
    expect(list.map((registration) => registration.attendeeAddress)).toEqual([
      'EARLIER-ROUND',
      'A-SAME',
      'B-SAME',
      'LATE',
    ])
  })
})

describe('seatForWaitlist', () => {
  const tier = { name: 'VIP', priceMicroAlgos: 0n, transferable: true }
  it('is free below the capacity and the tier quantity, or where they are unlimited', () => {
    expect(
      seatForWaitlist(
        makeEvent({ maxCapacity: 10, registeredCount: 9, tiers: [{ ...tier, quantity: 5n, sold: 4n }] }),
        0,
      ),
    ).toBe('free')
    expect(
      seatForWaitlist(
        makeEvent({ maxCapacity: 0, registeredCount: 900, tiers: [{ ...tier, quantity: 0n, sold: 900n }] }),
        0,
      ),
    ).toBe('free')
    expect(seatForWaitlist(makeEvent({ maxCapacity: 10, registeredCount: 2, tiers: [] }), 0)).toBe('free')
  })

  it('is not while the event is full, or the tier sold out', () => {
    expect(seatForWaitlist(makeEvent({ maxCapacity: 10, registeredCount: 10 }), 0)).toBe('event-full')
    expect(
      seatForWaitlist(
        makeEvent({ maxCapacity: 10, registeredCount: 3, tiers: [{ ...tier, quantity: 3n, sold: 3n }] }),
        0,
      ),
    ).toBe('tier-full')
  })
})

describe('waitlistPlace', () => {
  const list = [
    makeRegistration({ attendeeAddress: 'SECOND', status: 'waitlisted', registrationDate: 200 }),
    makeRegistration({ attendeeAddress: 'SEATED', status: 'confirmed', registrationDate: 50 }),
    makeRegistration({ attendeeAddress: 'FIRST', status: 'waitlisted', registrationDate: 100 }),
  ]

  it("is the account's place in the order seats are offered, of the list's length", () => {
    expect(waitlistPlace(list, 'FIRST')).toEqual({ place: 1, total: 2 })
    expect(waitlistPlace(list, 'SECOND')).toEqual({ place: 2, total: 2 })
  })

  it('is null for an account not on the list', () => {
    expect(waitlistPlace(list, 'SEATED')).toBeNull()
    expect(waitlistPlace(list, 'NOBODY')).toBeNull()
  })
})
