import { describe, expect, it } from 'vitest'
import { closesEventToAccount, holdsPayment, holdsSeat, isDecline, registrationStatus } from './registration-status'

describe('isDecline', () => {
  it('is the change from waiting for approval to cancelled, and no other', () => {
    expect(isDecline('pending', 'cancelled')).toBe(true)
    expect(isDecline('confirmed', 'cancelled')).toBe(false)
    expect(isDecline('attended', 'cancelled')).toBe(false)
    expect(isDecline('pending', 'confirmed')).toBe(false)
    expect(isDecline('cancelled', 'cancelled')).toBe(false)
  })
})

describe('registrationStatus', () => {
  it("names the contract's codes; a banned registration is cancelled, and closes the event to its account", () => {
    expect([1, 2, 3, 4, 5, 6].map((code) => registrationStatus(code))).toEqual([
      'confirmed',
      'attended',
      'cancelled',
      'cancelled',
      'pending',
      'waitlisted',
    ])
    expect([3, 4].map((code) => closesEventToAccount(BigInt(code)))).toEqual([false, true])
  })

  it('tells a held payment from a live seat', () => {
    const all = ['pending', 'waitlisted', 'confirmed', 'attended', 'cancelled'] as const
    expect(all.filter(holdsPayment)).toEqual(['pending', 'waitlisted'])
    expect(all.filter(holdsSeat)).toEqual(['confirmed', 'attended'])
  })
})
