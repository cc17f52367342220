import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SCAN_BUDGET_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import { DEFAULT_SPONSORED_PER_DAY, DEFAULT_SPONSORED_PER_ROUND } from './records.algo'
import {
  DAY,
  defaultEvent,
  eventBoxMbr,
  FIRST_EVENT_INDEX_MBR,
  Harness,
  MIN_FEE,
  NEXT_EVENT_INDEX_MBR,
  ROUND0,
  T0,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const DEFAULT_DEPOSIT = Number(DEFAULT_SCAN_BUDGET_MICROALGOS)

/** T0 is 80,000 s into its day: the next day starts 6,400 s later. */
const NEXT_MIDNIGHT = DAY - (T0 % DAY)

describe('increment_scan by a wallet', () => {
  it('counts scans, returns the count and stamps the time', () => {
    h.createEvent(owner)
    expect(h.scan(h.account())).toEqual(1)
    expect(h.at(T0 + 42).scan(h.account())).toEqual(2)
    const e = h.event()
    expect([e.scanCount, e.lastScannedAt]).toEqual([2, T0 + 42])
  })

  it('is not bound by the scan budget: the sender pays its own fee', () => {
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    h.createEvent(owner, {}, { amount: mbr }) // budget 0
    for (let i = 0; i < 3; i++) h.scan(h.account(), 'EVT-1', 5 * MIN_FEE)
    expect([h.event().scanCount, h.event().scanBudget, h.event().lastSponsoredRound]).toEqual([3, 0, 0])
    expect(ctx.txn.lastGroup.itxnGroups).toHaveLength(0)
  })

  it('rejects an unknown event', () => {
    expect(() => h.scan(h.account(), 'nope')).toThrow('Event not found')
  })
})

describe('the 7-day scan histogram', () => {
  it.each<[string, number[], number[]]>([
    ['two scans the same second', [0, 0], [0, 0, 0, 0, 0, 0, 2]],
    ['the last second of the same day', [0, NEXT_MIDNIGHT - 1], [0, 0, 0, 0, 0, 0, 2]],
    ['the first second of the next day', [0, NEXT_MIDNIGHT], [0, 0, 0, 0, 0, 1, 1]],
    ['24 hours later', [0, DAY], [0, 0, 0, 0, 0, 1, 1]],
    ['3 days later', [0, 3 * DAY], [0, 0, 0, 1, 0, 0, 1]],
    ['6 days later (oldest bucket kept)', [0, 6 * DAY], [1, 0, 0, 0, 0, 0, 1]],
    ['7 days later (all shifted out)', [0, 7 * DAY], [0, 0, 0, 0, 0, 0, 1]],
    ['8 days later', [0, 8 * DAY], [0, 0, 0, 0, 0, 0, 1]],
    ['30 days later', [0, 30 * DAY], [0, 0, 0, 0, 0, 0, 1]],
    ['a first scan 2 days after creation', [2 * DAY], [0, 0, 0, 0, 0, 0, 1]],
    ['a busy week', [0, 0, DAY, 2 * DAY, 2 * DAY, 2 * DAY, 4 * DAY], [0, 0, 2, 1, 3, 0, 1]],
  ])('%s', (_, offsets, expected) => {
    h.createEvent(owner)
    for (const offset of offsets) h.at(T0 + offset).scan(h.account())
    const e = h.event()
    expect([...e.dailyScans]).toEqual(expected)
    expect(e.histogramDay).toEqual(Math.floor((T0 + offsets[offsets.length - 1]) / DAY))
  })
})

describe('set_links', () => {
  it('is reserved to the app creator', () => {
    h.createEvent(owner)
    expect(() => h.setSponsor(owner, owner)).toThrow('Only the deployer can set the links')
    expect(() => h.setSponsor(h.account(), h.account())).toThrow('Only the deployer can set the links')
    expect(h.contract.scanSponsor.hasValue).toBe(false)
  })

  it('stores the sponsor account', () => {
    const sponsor = h.account()
    h.setSponsor(h.creator, sponsor)
    expect(h.contract.scanSponsor.value).toEqual(sponsor)
  })
})

describe('increment_scan by the scan sponsor', () => {
  let sponsor: Account
  beforeEach(() => {
    sponsor = h.account()
    h.setSponsor(h.creator, sponsor)
  })

  const createWithBudget = (budget: number, id = 'EVT-1', first = true) =>
    h.createEvent(
      owner,
      { id },
      { amount: eventBoxMbr(defaultEvent({ id })) + (first ? FIRST_EVENT_INDEX_MBR : NEXT_EVENT_INDEX_MBR) + budget },
    )

  it('reimburses exactly the fee from the budget with a zero-fee inner payment', () => {
    createWithBudget(10_000)
    expect(h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)).toEqual(1)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect(payment.receiver).toEqual(sponsor)
    expect([payment.amount, payment.fee]).toEqual([2 * MIN_FEE, 0])
    const e = h.event()
    expect([e.scanBudget, e.lastSponsoredRound, e.scanCount]).toEqual([10_000 - 2 * MIN_FEE, ROUND0, 1])
  })

  it("allows the event's rate of sponsored scans per round, then refuses until the next round", () => {
    createWithBudget(100_000)
    createWithBudget(100_000, 'EVT-2', false)
    expect(h.event().sponsoredPerRound).toEqual(DEFAULT_SPONSORED_PER_ROUND)
    for (let i = 0; i < DEFAULT_SPONSORED_PER_ROUND; i++) h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    expect(() => h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)).toThrow('Sponsored scan rate limit reached')
    h.scan(sponsor, 'EVT-2', 2 * MIN_FEE) // another event, same round
    h.atRound(ROUND0 + 1).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    const e = h.event()
    expect([e.scanCount, e.sponsoredInRound, e.lastSponsoredRound]).toEqual([
      DEFAULT_SPONSORED_PER_ROUND + 1,
      1,
      ROUND0 + 1,
    ])
    expect(e.scanBudget).toEqual(100_000 - (DEFAULT_SPONSORED_PER_ROUND + 1) * 2 * MIN_FEE)
  })

  it('counts sponsored scans per day of block time up to the daily cap, then refuses until the next day', () => {
    createWithBudget(1_000_000)
    h.setScanLimits(owner, 2, 3)
    h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    h.atRound(ROUND0 + 1).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    h.atRound(ROUND0 + 2).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    const capped = () => h.atRound(ROUND0 + 3).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    expect(capped).toThrow('Daily sponsored scan cap reached')
    expect(h.event().sponsoredToday).toEqual(3)
    h.scan(h.account()) // a wallet's own scan still counts, whatever the cap
    h.at(T0 + NEXT_MIDNIGHT)
      .atRound(ROUND0 + 4)
      .scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    const e = h.event()
    expect([e.scanCount, e.sponsoredToday, e.scanBudget]).toEqual([5, 1, 1_000_000 - 4 * 2 * MIN_FEE])
  })

  it("starts a new day's count when an unsponsored scan moved the day first", () => {
    createWithBudget(1_000_000)
    h.setScanLimits(owner, 1, 1)
    h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    h.at(T0 + NEXT_MIDNIGHT)
      .atRound(ROUND0 + 1)
      .scan(h.account())
    h.atRound(ROUND0 + 2).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    expect([h.event().sponsoredToday, h.event().scanCount]).toEqual([1, 3])
  })

  it('refuses a fee above twice the minimum fee, and follows Global.minTxnFee', () => {
    createWithBudget(10_000)
    expect(() => h.scan(sponsor, 'EVT-1', 2 * MIN_FEE + 1)).toThrow('Sponsored scan fee too high')
    ctx.ledger.patchGlobalData({ minTxnFee: 2 * MIN_FEE })
    h.scan(sponsor, 'EVT-1', 4 * MIN_FEE)
    expect(h.event().scanBudget).toEqual(10_000 - 4 * MIN_FEE)
  })

  it('spends the budget down to exactly 0, then refuses', () => {
    createWithBudget(4 * MIN_FEE)
    h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    h.atRound(ROUND0 + 1).scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    expect(h.event().scanBudget).toEqual(0)
    expect(() => h.atRound(ROUND0 + 2).scan(sponsor, 'EVT-1', 2 * MIN_FEE)).toThrow('Scan budget exhausted')
    h.scan(h.account()) // wallet scans still count
    expect(h.event().scanCount).toEqual(3)
  })

  it('refuses a fee one microALGO above the budget', () => {
    createWithBudget(2 * MIN_FEE - 1)
    expect(() => h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)).toThrow('Scan budget exhausted')
    expect(h.event().scanBudget).toEqual(2 * MIN_FEE - 1)
  })

  it('rejects sponsored scans of a deactivated event', () => {
    createWithBudget(10_000)
    h.deactivate(owner)
    expect(() => h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)).toThrow('Event is not active')
  })

  it('no longer reimburses a replaced sponsor', () => {
    createWithBudget(10_000)
    h.setSponsor(h.creator, h.account())
    h.scan(sponsor, 'EVT-1', 2 * MIN_FEE)
    expect(h.event().scanBudget).toEqual(10_000)
    expect(ctx.txn.lastGroup.itxnGroups).toHaveLength(0)
  })
})

describe('set_scan_limits', () => {
  it('starts every event at the defaults: hundreds of scans a day, and a drained deposit still lasts two days', () => {
    h.createEvent(owner)
    const e = h.event()
    expect([e.sponsoredPerRound, e.sponsoredPerDay]).toEqual([DEFAULT_SPONSORED_PER_ROUND, DEFAULT_SPONSORED_PER_DAY])
    expect(DEFAULT_SPONSORED_PER_DAY).toBeGreaterThanOrEqual(200)
    const perDay = DEFAULT_SPONSORED_PER_DAY * 2 * MIN_FEE
    expect(Math.floor(DEFAULT_DEPOSIT / perDay)).toBeGreaterThanOrEqual(2)
  })

  it('lets the owner set both limits', () => {
    h.createEvent(owner)
    h.setScanLimits(owner, 10, 500)
    expect([h.event().sponsoredPerRound, h.event().sponsoredPerDay]).toEqual([10, 500])
  })

  it.each<[string, number, number, string]>([
    ['a rate of 0', 0, 10, 'Sponsored scans per round must be at least 1'],
    ['a daily cap below the rate', 5, 4, 'Daily cap must be at least the sponsored scans per round'],
  ])('refuses %s', (_, perRound, perDay, reason) => {
    h.createEvent(owner)
    expect(() => h.setScanLimits(owner, perRound, perDay)).toThrow(reason)
    expect(h.event().sponsoredPerRound).toEqual(DEFAULT_SPONSORED_PER_ROUND)
  })

  it('is reserved to the owner of an active event', () => {
    h.createEvent(owner)
    expect(() => h.setScanLimits(h.account(), 1, 1)).toThrow('Only the event owner can do this')
    h.deactivate(owner)
    expect(() => h.setScanLimits(owner, 1, 1)).toThrow('Event is not active')
  })
})
