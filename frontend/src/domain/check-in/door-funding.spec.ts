import { describe, expect, it } from 'vitest'
import { ACCOUNT_MIN_BALANCE_ALGOS, checkInsPaidFor, DEFAULT_DOOR_FUNDING_ALGOS, doorFundingText } from './door-funding'
import { CHECK_IN_MESSAGES } from './check-in-messages'

describe('checkInsPaidFor', () => {
  it('keeps the 0.1 ALGO minimum balance and pays 0.001 ALGO per check-in with the rest', () => {
    expect(ACCOUNT_MIN_BALANCE_ALGOS).toBe(0.1)
    expect(checkInsPaidFor(0.3)).toBe(200)
    expect(checkInsPaidFor(1)).toBe(900)
    expect(checkInsPaidFor(0.1015)).toBe(1)
  })

  it('is exact for amounts that binary floating point cannot hold (0.3 - 0.1 is 0.19999…)', () => {
    expect(checkInsPaidFor(0.7)).toBe(600)
    expect(checkInsPaidFor(0.101)).toBe(1)
  })

  it('pays for none at or below the minimum balance', () => {
    expect(checkInsPaidFor(0.1)).toBe(0)
    expect(checkInsPaidFor(0.1009)).toBe(0)
    expect(checkInsPaidFor(0.05)).toBe(0)
    expect(checkInsPaidFor(0)).toBe(0)
    expect(checkInsPaidFor(-1)).toBe(0)
  })
})

describe('doorFundingText', () => {
  it('says how many check-ins the amount pays for, grouped for reading', () => {
    expect(doorFundingText(DEFAULT_DOOR_FUNDING_ALGOS)).toBe(CHECK_IN_MESSAGES.fundingHint('200'))
    expect(doorFundingText(10.1)).toBe(CHECK_IN_MESSAGES.fundingHint('10,000'))
    expect(doorFundingText(10.1)).toContain('about 10,000 check-ins at 0.001 ALGO each')
  })
})
