import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_EVENT_ID_BYTES, MAX_TIER_NAME_BYTES, MAX_TIERS, OWNER_PAGE_CAPACITY } from './records.algo'
import {
  boxMbr,
  DEFAULT_BUDGET_PAYMENT,
  defaultEvent,
  eventBoxMbr,
  eventValueSize,
  Harness,
  NEXT_EVENT_INDEX_MBR,
  tier,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const pageKey = (account: Account, page: number) =>
  Bytes('p')
    .concat(account.bytes)
    .concat(Bytes.fromHex(page.toString(16).padStart(16, '0')))

const NEWEST = 2n ** 64n - 1n

/** Every id of an owner, oldest first, paging get_owner_event_records (newest first) as a client does. */
function ownerIds(account: Account): string[] {
  const ids: string[] = []
  let before: bigint = NEWEST
  for (;;) {
    const page = h.ownerEventRecords(account, before, 30)
    ids.push(...page.entries.map((entry) => entry.eventId))
    const lowest = Number(page.count) - ids.length
    if (page.entries.length === 0 || lowest === 0) return ids.reverse()
    before = BigInt(lowest)
  }
}

/** A 32-byte id, distinct for each i. */
const id32 = (i: number) => `event-${String(i).padStart(26, '0')}`

describe('owner index', () => {
  it('is empty for an account that created nothing', () => {
    expect(h.ownerEventCount(owner)).toEqual(0)
    expect(ownerIds(owner)).toEqual([])
  })

  it('lists each owner’s ids in creation order, separately from other owners', () => {
    const other = h.account()
    h.createEvent(owner, { id: 'a1' })
    h.createEvent(other, { id: 'b1' })
    h.createEvent(owner, { id: 'A-two_2' })
    h.createEvent(owner, { id: 'x'.repeat(MAX_EVENT_ID_BYTES) })
    expect(h.ownerEventCount(owner)).toEqual(3)
    expect(ownerIds(owner)).toEqual(['a1', 'A-two_2', 'x'.repeat(32)])
    expect(h.ownerEventCount(other)).toEqual(1)
    expect(ownerIds(other)).toEqual(['b1'])
  })

  it('round-trips ids of every length from 1 to 32 bytes (slots are unpadded by bisection)', () => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const ids = Array.from({ length: MAX_EVENT_ID_BYTES }, (_, i) => chars.slice(i, i + i + 1))
    expect(ids.map((id) => id.length)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1))
    for (const id of ids) h.createEvent(owner, { id })
    expect(ownerIds(owner)).toEqual(ids)
    // ids ending in each kind of allowed byte, alone in a fresh owner's index (lengths 2 to 32)
    for (const [i, last] of ['A', 'z', '0', '9', '-', '_'].entries()) {
      const account = h.account()
      const id = 'w' + 'q'.repeat(i * 6) + last
      h.createEvent(account, { id })
      expect(ownerIds(account)).toEqual([id])
    }
  })

  it('stores ids in 32-byte zero-padded slots of one page box', () => {
    h.createEvent(owner, { id: 'a1' })
    h.createEvent(owner, { id: 'b22' })
    const page = ctx.ledger.getBox(h.contract, pageKey(owner, 0))
    expect(page.length).toEqual(64)
    expect(Bytes(page)).toEqual(
      Bytes('a1')
        .concat(Bytes(new Uint8Array(30)))
        .concat(Bytes('b22'))
        .concat(Bytes(new Uint8Array(29))),
    )
  })

  it('is not touched by a rejected create_event', () => {
    h.createEvent(owner, { id: 'a1' })
    expect(() => h.createEvent(owner, { id: 'a2', url: 'ftp://x' })).toThrow('URL must start with https:// or http://')
    expect(() => h.createEvent(owner, { id: 'a1' })).toThrow('Event ID already exists')
    expect(ownerIds(owner)).toEqual(['a1'])
  })

  it(`rolls over to a new page after ${OWNER_PAGE_CAPACITY} events, charges that page's MBR and reads across it`, () => {
    const id = (i: number) => `E${i}`
    for (let i = 0; i < OWNER_PAGE_CAPACITY; i++) h.createEvent(owner, { id: id(i) })
    expect(h.event(id(OWNER_PAGE_CAPACITY - 1)).scanBudget).toEqual(
      DEFAULT_BUDGET_PAYMENT - eventBoxMbr(defaultEvent({ id: id(OWNER_PAGE_CAPACITY - 1) })) - NEXT_EVENT_INDEX_MBR,
    )
    expect(ctx.ledger.getBox(h.contract, pageKey(owner, 0)).length).toEqual(OWNER_PAGE_CAPACITY * 32) // 2 KB

    const last = id(OWNER_PAGE_CAPACITY)
    h.createEvent(owner, { id: last })
    expect(h.event(last).scanBudget).toEqual(
      // the owner's second page, and the app's (its 65th event)
      DEFAULT_BUDGET_PAYMENT - eventBoxMbr(defaultEvent({ id: last })) - boxMbr(41, 32) - boxMbr(9, 32),
    )
    expect(h.ownerEventCount(owner)).toEqual(OWNER_PAGE_CAPACITY + 1)
    expect(h.ownerEventRecords(owner, NEWEST, 1).entries.map((entry) => entry.eventId)).toEqual([last])
    expect(ctx.ledger.getBox(h.contract, pageKey(owner, 0)).length).toEqual(OWNER_PAGE_CAPACITY * 32)
    // a page of get_owner_event_records that spans the two pages, newest first
    const records = h.ownerEventRecords(owner, OWNER_PAGE_CAPACITY + 1, 20)
    expect(records.entries.map((entry) => entry.eventId)).toEqual(
      Array.from({ length: 20 }, (_, i) => id(OWNER_PAGE_CAPACITY - i)),
    )
    expect(records.count).toEqual(OWNER_PAGE_CAPACITY + 1)
  }, 30_000)

  it('lists all 114 ids of 32 bytes', () => {
    const ids = Array.from({ length: 114 }, (_, i) => id32(i))
    for (const id of ids) h.createEvent(owner, { id })
    expect(ownerIds(owner)).toEqual(ids)
  }, 30_000)
})

// Readonly calls are simulated without allowMoreLogging (algokit-utils 9.2 AppClient), so the ABI
// return (4-byte prefix + value) must fit the AVM's 1,024-byte log limit. The emulator does not
// enforce that limit; these tests compute the size from the ARC-4 layout and check it against what
// the call logged. (The emulator encodes a returned dynamic array without its 2-byte length prefix,
// so it logs 2 bytes less than the AVM would.)
describe('readonly returns within the AVM log limit', () => {
  const MAX_LOG = 1_024
  const EMULATOR_SHORTFALL = 2

  it('get_event returns the largest event create_event accepts', () => {
    const largest = {
      id: 'x'.repeat(MAX_EVENT_ID_BYTES),
      name: 'n'.repeat(64),
      url: 'https://' + 'u'.repeat(248),
      accessType: 'time-based',
      tiers: Array.from({ length: MAX_TIERS }, (_, i) => tier(String(i).repeat(MAX_TIER_NAME_BYTES), 1, 1)),
    }
    h.createEvent(owner, largest)
    const avmBytes = 4 + eventValueSize(largest)
    expect(avmBytes).toEqual(1_020)
    expect(avmBytes).toBeLessThanOrEqual(MAX_LOG)
    expect(h.loggedBytes(() => h.contract.getEvent(largest.id))).toEqual(avmBytes - EMULATOR_SHORTFALL)
  })

  it('get_registration and a count of get_owner_event_records stay far below it', () => {
    h.createEvent(owner)
    const attendee = h.account()
    h.register(attendee)
    expect(h.loggedBytes(() => h.contract.getRegistration('EVT-1', attendee))).toEqual(4 + 123)
    expect(h.loggedBytes(() => h.contract.getOwnerEventRecords(owner, 0, 0))).toEqual(4 + 8)
  })
})

describe('get_owner_event_records', () => {
  const idsOf = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)
  const newestFirst = (first: number, last: number) =>
    Array.from({ length: last - first + 1 }, (_, i) => `e${last - i}`)

  it('logs nothing and returns 0 for an owner without events', () => {
    h.createEvent(h.account(), { id: 'someone-else' })
    const page = h.ownerEventRecords(owner, NEWEST, 20)
    expect(page.entries).toEqual([])
    expect(page.count).toEqual(0)
  })

  it('logs the newest events first, each as the ARC-4 tuple (id, record) with the event box value', () => {
    const other = h.account()
    for (let i = 0; i < 25; i++) {
      h.createEvent(owner, { id: `e${i}` })
      if (i % 10 === 0) h.createEvent(other, { id: `other${i}` })
    }
    h.createEvent(owner, { id: 'x'.repeat(MAX_EVENT_ID_BYTES) })
    const page = h.ownerEventRecords(owner, NEWEST, 20)
    expect(page.count).toEqual(26)
    expect(idsOf(page)).toEqual(['x'.repeat(32), ...newestFirst(6, 24)])
    for (const entry of page.entries) {
      expect(entry.head).toEqual([4, 4 + 2 + entry.eventId.length])
      expect(entry.record).toEqual(ctx.ledger.getBox(h.contract, Bytes('e').concat(Bytes(entry.eventId))))
    }
    // the ABI return: its prefix and the count
    expect(Bytes(page.returned)).toEqual(Bytes.fromHex('151f7c75').concat(Bytes.fromHex('000000000000001a')))
  })

  it('pages down from `before` to a partial last page', () => {
    for (let i = 0; i < 25; i++) h.createEvent(owner, { id: `e${i}` })
    expect(idsOf(h.ownerEventRecords(owner, 25, 20))).toEqual(newestFirst(5, 24))
    expect(idsOf(h.ownerEventRecords(owner, 5, 20))).toEqual(newestFirst(0, 4))
    expect(idsOf(h.ownerEventRecords(owner, 13, 3))).toEqual(newestFirst(10, 12))
    expect(idsOf(h.ownerEventRecords(owner, 1, 20))).toEqual(['e0'])
  })

  it.each<[string, number | bigint, number | bigint, number]>([
    ['`before` one past the count', 26, 20, 20],
    ['`before` far past the count', 2n ** 32n, 20, 20],
    ['the largest `before`', NEWEST, 20, 20],
    ['the largest limit', NEWEST, NEWEST, 25],
    ['a limit of 0', NEWEST, 0, 0],
    ['`before` 0', 0, 20, 0],
  ])('with %s, logs from the newest event as far as the limit', (_, before, limit, listed) => {
    for (let i = 0; i < 25; i++) h.createEvent(owner, { id: `e${i}` })
    const page = h.ownerEventRecords(owner, before, limit)
    expect(idsOf(page)).toEqual(newestFirst(25 - listed, 24))
    expect(page.count).toEqual(25)
  })

  it('rejects a page whose event box is missing', () => {
    h.createEvent(owner, { id: 'e0' })
    h.createEvent(owner, { id: 'e1' })
    ctx.ledger.deleteBox(h.contract, Bytes('e').concat(Bytes('e0')))
    expect(idsOf(h.ownerEventRecords(owner, NEWEST, 1))).toEqual(['e1'])
    expect(() => h.ownerEventRecords(owner, NEWEST, 2)).toThrow('Event not found')
  })
})
