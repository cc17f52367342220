import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  DAY,
  DEFAULT_BUDGET_PAYMENT,
  EVENT_HEAD,
  defaultEvent,
  eventBoxMbr,
  FIRST_APP_INDEX_MBR,
  FIRST_OWNER_INDEX_MBR,
  Harness,
  MIN_FEE,
  NEXT_APP_INDEX_MBR,
  OPEN_SETTINGS,
  T0,
} from './test-fixtures.algo.test'
import { LISTED_SLOT_AT } from './records.algo'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const NEWEST = 2n ** 64n - 1n
const listedIds = (before: number | bigint = NEWEST, limit = 50) =>
  h.listedEventRecords(before, limit).entries.map((entry) => entry.eventId)

const listedPage = (page = 0) => {
  const box = ctx.ledger.getBox(h.contract, Bytes('g').concat(Bytes(new Uint8Array(8).fill(0, 0, 7).fill(page, 7))))
  return new Uint8Array(box as Uint8Array)
}
const hasListedPage = (page = 0) =>
  ctx.ledger.boxExists(h.contract, Bytes('g').concat(Bytes(new Uint8Array(8).fill(0, 0, 7).fill(page, 7))))

describe('get_listed_event_records', () => {
  it('lists the listed events, each with its record, and returns the size of the listed index', () => {
    h.createEvent(owner, { id: 'A' })
    h.createEvent(h.account(), { id: 'B' })
    h.createEvent(owner, { id: 'HIDDEN', listed: false })
    const page = h.listedEventRecords(NEWEST, 50)
    expect(page.entries.map((entry) => entry.eventId)).toEqual(['B', 'A'])
    expect(page.count).toEqual(2)
    expect(page.entries[0].record).toEqual(new Uint8Array(ctx.ledger.getBox(h.contract, Bytes('eB')) as Uint8Array))
  })

  it('pages by index position: [before - limit, before), before capped at the index size', () => {
    for (const id of ['E0', 'E1', 'E2', 'E3', 'E4']) h.createEvent(owner, { id })
    expect(listedIds(NEWEST, 2)).toEqual(['E4', 'E3'])
    expect(listedIds(3, 2)).toEqual(['E2', 'E1'])
    expect(listedIds(1, 2)).toEqual(['E0'])
    expect(listedIds(0, 2)).toEqual([])
  })

  it('keeps an event that is over until it is pruned: readers leave it out', () => {
    h.at(T0)
    h.createEvent(owner, { id: 'ENDED', settings: { ...OPEN_SETTINGS, startsAt: T0 - 2 * DAY, endsAt: T0 - DAY } })
    expect(listedIds()).toEqual(['ENDED'])
    h.pruneListed(h.account(), 'ENDED')
    expect(listedIds()).toEqual([])
  })
})

describe('the listed index holds only the events the public list shows', () => {
  it('leaves out an unlisted event from its creation, which pays no entry for it', () => {
    h.createEvent(owner, { id: 'HIDDEN', listed: false })
    expect(h.event('HIDDEN').listedSlot).toEqual(0n)
    expect(hasListedPage()).toBe(false)
    expect(h.event('HIDDEN').scanBudget).toEqual(
      BigInt(DEFAULT_BUDGET_PAYMENT - eventBoxMbr(defaultEvent({ id: 'HIDDEN' })) - FIRST_OWNER_INDEX_MBR),
    )
  })

  it('stores 32 bytes per entry, the id then zero bytes, and each event its position + 1', () => {
    h.createEvent(owner, { id: 'A' })
    h.createEvent(h.account(), { id: 'BB' })
    const page = listedPage()
    expect(page.length).toEqual(64)
    expect(new TextDecoder().decode(page.subarray(32, 34))).toEqual('BB')
    expect(page.subarray(34, 64).every((byte) => byte === 0)).toBe(true)
    expect([h.event('A').listedSlot, h.event('BB').listedSlot]).toEqual([1n, 2n])
  })

  it('follows the owner: unlisting and deactivating take the event out, listing and reactivating put it back', () => {
    h.createEvent(owner, { id: 'A' })
    h.setVisibility(owner, false, false, 'A')
    expect(listedIds()).toEqual([])
    h.setVisibility(owner, true, false, 'A')
    expect(listedIds()).toEqual(['A'])
    h.deactivate(owner, 'A')
    expect(listedIds()).toEqual([])
    expect(h.event('A').listedSlot).toEqual(0n)
    h.reactivate(owner, 'A')
    expect(listedIds()).toEqual(['A'])
  })

  it('moves the last entry into the place an event leaves, with its slot, and shrinks the page', () => {
    expect(LISTED_SLOT_AT).toEqual(EVENT_HEAD.offsets.listedSlot)
    for (const id of ['E0', 'E1', 'E2', 'E3', 'E4']) h.createEvent(owner, { id })
    h.setVisibility(owner, false, false, 'E1')
    expect(listedIds()).toEqual(['E3', 'E2', 'E4', 'E0'])
    expect(h.event('E4').listedSlot).toEqual(2n)
    expect(listedPage().length).toEqual(4 * 32)
    h.setVisibility(owner, false, false, 'E4')
    expect(listedIds()).toEqual(['E2', 'E3', 'E0'])
    expect(h.event('E3').listedSlot).toEqual(2n)
  })

  it('gives the space an entry frees back to the scan budget, and takes it from there to list again', () => {
    h.createEvent(owner, { id: 'A' })
    h.createEvent(owner, { id: 'B' })
    const before = h.event('B').scanBudget
    h.setVisibility(owner, false, false, 'B')
    expect(h.event('B').scanBudget).toEqual(Number(before) + NEXT_APP_INDEX_MBR)
    h.setVisibility(owner, true, false, 'B')
    expect(h.event('B').scanBudget).toEqual(before)
  })

  it("deletes a page its last entry leaves, and the second page's entry moves into the first", () => {
    const ids = Array.from({ length: 65 }, (_, i) => `E${i}`)
    for (const id of ids) h.createEvent(owner, { id })
    expect(hasListedPage(1)).toBe(true)
    const before = h.event('E0').scanBudget
    h.deactivate(owner, 'E0')
    expect(hasListedPage(1)).toBe(false)
    expect(h.event('E0').scanBudget).toEqual(Number(before) + FIRST_APP_INDEX_MBR)
    expect(h.event('E64').listedSlot).toEqual(1n)
    expect(h.listedEventRecords(NEWEST, 0).count).toEqual(64)
    expect(listedIds(1, 1)).toEqual(['E64'])
  })

  it('refuses to list an event again when its scan budget cannot pay the entry', () => {
    h.createEvent(owner, { id: 'A' })
    h.deactivate(owner, 'A')
    h.withdraw(owner, 'A')
    expect(() => h.reactivate(owner, 'A')).toThrow('Scan budget too low to list the event')
    expect(h.event('A').active).toBe(false)
    expect(listedIds()).toEqual([])
  })

  it('puts a pruned event back once its owner moves its end later', () => {
    h.at(T0)
    const soon = { ...OPEN_SETTINGS, startsAt: T0 + DAY, endsAt: T0 + 2 * DAY }
    h.createEvent(owner, { id: 'A', settings: soon })
    h.at(T0 + 3 * DAY)
    h.pruneListed(h.account(), 'A')
    h.setSettings(owner, { ...soon, endsAt: T0 + 4 * DAY }, 'A')
    expect(listedIds()).toEqual(['A'])
  })
})

describe('prune_listed_event', () => {
  it('lets anyone take out an event that is over, and pays them what the entry freed', () => {
    h.at(T0)
    h.createEvent(owner, { id: 'A', expiry: T0 + 10 })
    const before = h.event('A').scanBudget
    h.at(T0 + 10)
    const pruner = h.account()
    h.pruneListed(pruner, 'A', 2 * MIN_FEE)
    const payment = h.lastItxns.getPaymentInnerTxn(0)
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([pruner, BigInt(FIRST_APP_INDEX_MBR), 0n])
    expect(h.event('A').listedSlot).toEqual(0n)
    expect(h.event('A').scanBudget).toEqual(before)
    expect(listedIds(NEWEST, 0)).toEqual([])
  })

  it('refuses an event that is not over, and one that is not in the index', () => {
    h.createEvent(owner, { id: 'A' })
    expect(() => h.pruneListed(h.account(), 'A')).toThrow(
      'The event is not over: its owner decides whether it is listed',
    )
    h.createEvent(owner, { id: 'HIDDEN', listed: false })
    expect(() => h.pruneListed(h.account(), 'HIDDEN')).toThrow('The event is not in the listed index')
  })
})
