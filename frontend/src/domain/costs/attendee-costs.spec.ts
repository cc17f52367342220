import { describe, expect, it } from 'vitest'
import {
  attendeeCost,
  attendeesCovered,
  budgetCoversRegistration,
  budgetFor,
  sponsoredCancelFee,
  sponsoredRegistrationFee,
  SPONSORED_CONFIRM_FEE,
  TYPICAL_SPONSORED_MINT_FEE,
} from './attendee-costs'
import { registrationBoxMbr } from './mbr'

describe("what an attendee costs the organiser who pays attendees' costs", () => {
  it("prices each sponsored call: the sponsor's payment, the call and the app's payment back", () => {
    expect(sponsoredRegistrationFee(false)).toBe(3_000n)
    expect(sponsoredRegistrationFee(true)).toBe(4_000n)
    expect(SPONSORED_CONFIRM_FEE).toBe(3_000n)
    expect(sponsoredCancelFee(false)).toBe(3_000n)
    expect(sponsoredCancelFee(true)).toBe(4_000n)
    expect(TYPICAL_SPONSORED_MINT_FEE).toBe(8_000n)
  })

  it('adds up one attendee: registration fee and deposit, the token fee and deposit, and self-declared attendance', () => {
    const door = 3_000n + registrationBoxMbr() + 8_000n + 100_000n
    expect(attendeeCost({ selfCheckIn: false })).toBe(door)
    expect(attendeeCost({ selfCheckIn: true })).toBe(door + 3_000n)
  })

  it('says how many more attendees a budget covers, and what a number of them needs', () => {
    const cost = attendeeCost({ selfCheckIn: false })
    expect(attendeesCovered(budgetFor(25, cost), cost)).toBe(25)
    expect(attendeesCovered(budgetFor(25, cost) - 1n, cost)).toBe(24)
    expect(attendeesCovered(0n, cost)).toBe(0)
    expect(budgetFor(-3, cost)).toBe(0n)
    expect(budgetFor(2.9, cost)).toBe(2n * cost)
  })

  it('covers a registration only where the owner pays and the budget holds its fee and deposit', () => {
    const exact = sponsoredRegistrationFee(false) + registrationBoxMbr()
    expect(budgetCoversRegistration({ paysAttendeeCosts: true, attendeeBudgetMicroAlgos: exact }, false, false)).toBe(
      true,
    )
    expect(
      budgetCoversRegistration({ paysAttendeeCosts: true, attendeeBudgetMicroAlgos: exact - 1n }, false, false),
    ).toBe(false)
    // A refunded registration's box is reused: no deposit.
    expect(budgetCoversRegistration({ paysAttendeeCosts: true, attendeeBudgetMicroAlgos: 3_000n }, false, true)).toBe(
      true,
    )
    expect(
      budgetCoversRegistration({ paysAttendeeCosts: false, attendeeBudgetMicroAlgos: exact * 10n }, false, false),
    ).toBe(false)
  })
})
