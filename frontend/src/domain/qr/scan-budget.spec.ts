import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SCAN_BUDGET_MICROALGOS,
  DEFAULT_SPONSORED_PER_DAY,
  DEFAULT_SPONSORED_PER_ROUND,
} from '../contract/limits'
import { countingOutlook, daysAtDailyCap, scanDepositNote, scanLimitsProblem, sponsoredScansLeft } from './scan-budget'

describe('sponsoredScansLeft', () => {
  it.each<[bigint, number]>([
    [0n, 0],
    [1_999n, 0],
    [2_000n, 1],
    [1_000_000n, 500],
    [-5n, 0],
  ])('%s microALGO pays for %s scans at 2,000 each', (budget, scans) => {
    expect(sponsoredScansLeft(budget)).toBe(scans)
  })
})

describe('daysAtDailyCap', () => {
  it('counts hundreds of scans a day by default, and a drained default deposit still lasts two days', () => {
    expect(DEFAULT_SPONSORED_PER_DAY).toBeGreaterThanOrEqual(200)
    expect(daysAtDailyCap(DEFAULT_SCAN_BUDGET_MICROALGOS, DEFAULT_SPONSORED_PER_DAY)).toBe(2)
  })

  it('counts whole days only', () => {
    expect(daysAtDailyCap(2_000n * 99n, 10)).toBe(9)
    expect(daysAtDailyCap(0n, 10)).toBe(0)
  })
})

describe('countingOutlook', () => {
  it('says how many scans are left before any is counted today', () => {
    expect(countingOutlook(1_000_000n, 250, 0)).toBe('Counting stops after 500 more scans, unless you top up.')
  })

  it("projects today's pace in whole days", () => {
    expect(countingOutlook(1_000_000n, 250, 50)).toBe(
      "At today's pace, counting stops in about 10 days, unless you top up.",
    )
    expect(countingOutlook(4_000n, 250, 50)).toBe("At today's pace, counting stops within a day, unless you top up.")
  })

  it('says when the daily limit stops counting until tomorrow', () => {
    expect(countingOutlook(1_000_000n, 250, 250)).toContain("Today's limit is reached")
  })

  it('says when the budget is used up, before the daily limit', () => {
    expect(countingOutlook(1_999n, 250, 250)).toBe(
      'Counting has stopped: the budget is used up. Top up to count scans again.',
    )
  })
})

describe('scanLimitsProblem', () => {
  it('accepts the defaults and any rate up to the daily cap', () => {
    expect(scanLimitsProblem(DEFAULT_SPONSORED_PER_ROUND, DEFAULT_SPONSORED_PER_DAY)).toBeNull()
    expect(scanLimitsProblem(1, 1)).toBeNull()
  })

  it.each<[number, number, string]>([
    [0, 10, 'Sponsored scans per round must be at least 1'],
    [1.5, 10, 'Sponsored scans per round must be at least 1'],
    [Number.NaN, 10, 'Sponsored scans per round must be at least 1'],
    [5, 4, 'Daily cap must be at least the sponsored scans per round'],
    [5, Number.NaN, 'Daily cap must be at least the sponsored scans per round'],
  ])('refuses %s per round and %s per day, with the contract reason', (perRound, perDay, reason) => {
    expect(scanLimitsProblem(perRound, perDay)).toBe(reason)
  })
})

describe('scanDepositNote', () => {
  it('states the default deposit and that it comes back', () => {
    expect(scanDepositNote()).toContain('deposits 1 ALGO as its scan budget')
    expect(scanDepositNote()).toContain("'Withdraw' on the Manage page")
  })
})
