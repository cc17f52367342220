import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DAY, Harness, OPEN_SETTINGS, T0 } from './test-fixtures.algo.test'

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

describe('get_listed_event_records', () => {
  it('lists listed events newest first, each with its record, and returns how many events exist', () => {
    h.createEvent(owner, { id: 'A' })
    h.createEvent(h.account(), { id: 'B' })
    h.createEvent(owner, { id: 'HIDDEN', listed: false })
    const page = h.listedEventRecords(NEWEST, 50)
    expect(page.entries.map((entry) => entry.eventId)).toEqual(['B', 'A'])
    expect(page.count).toEqual(3)
    expect(page.entries[0].record).toEqual(new Uint8Array(ctx.ledger.getBox(h.contract, Bytes('eB')) as Uint8Array))
  })

  it('leaves out deactivated, expired and ended events, and keeps those with no date yet', () => {
    h.at(T0)
    h.createEvent(owner, { id: 'OFF' })
    h.deactivate(owner, 'OFF')
    h.createEvent(owner, { id: 'EXPIRED', expiry: T0 + 10 })
    h.createEvent(owner, { id: 'ENDED', settings: { ...OPEN_SETTINGS, startsAt: T0 - 2 * DAY, endsAt: T0 - DAY } })
    h.createEvent(owner, {
      id: 'UNDATED',
      settings: { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false },
    })
    h.createEvent(owner, { id: 'SOON', settings: { ...OPEN_SETTINGS, startsAt: T0 + DAY, endsAt: T0 + 2 * DAY } })
    expect(listedIds()).toEqual(['SOON', 'UNDATED', 'EXPIRED'])
    h.at(T0 + 10)
    expect(listedIds()).toEqual(['SOON', 'UNDATED'])
  })

  it('pages by creation position: [before - limit, before), before capped at the count', () => {
    for (const id of ['E0', 'E1', 'E2', 'E3', 'E4']) h.createEvent(owner, { id })
    h.setVisibility(owner, false, false, 'E3')
    expect(listedIds(NEWEST, 2)).toEqual(['E4']) // positions 4 and 3
    expect(listedIds(3, 2)).toEqual(['E2', 'E1'])
    expect(listedIds(1, 2)).toEqual(['E0'])
    expect(listedIds(0, 2)).toEqual([])
  })

  it('follows the owner’s visibility: unlisting hides the event, listing shows it again', () => {
    h.createEvent(owner, { id: 'A' })
    h.setVisibility(owner, false, false, 'A')
    expect(listedIds()).toEqual([])
    h.setVisibility(owner, true, false, 'A')
    expect(listedIds()).toEqual(['A'])
  })

  it('keeps every event id in the app index, 32 bytes each, by creation position', () => {
    h.createEvent(owner, { id: 'A' })
    h.createEvent(h.account(), { id: 'BB' })
    const page = new Uint8Array(
      ctx.ledger.getBox(h.contract, Bytes('g').concat(Bytes(new Uint8Array(8)))) as Uint8Array,
    )
    expect(page.length).toEqual(64)
    expect(new TextDecoder().decode(page.subarray(32, 34))).toEqual('BB')
    expect(page.subarray(34, 64).every((byte) => byte === 0)).toBe(true)
  })
})
