import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_NAME_BYTES } from './records.algo'
import {
  DEFAULT_BUDGET_PAYMENT,
  eventBoxMbr,
  defaultEvent,
  FIRST_EVENT_INDEX_MBR,
  Harness,
  ROUND0,
  T0,
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

describe('update_details', () => {
  beforeEach(() => h.createEvent(owner, { capacity: 10 }))

  it('stores the new name and capacity and the round whose note holds the other texts', () => {
    h.at(T0 + 60)
      .atRound(ROUND0 + 7)
      .updateDetails(owner, 'Launch Party (moved)', 20)
    const e = h.event()
    expect([e.name, e.capacity, e.detailsRound, e.lastUpdatedAt]).toEqual([
      'Launch Party (moved)',
      20,
      ROUND0 + 7,
      T0 + 60,
    ])
  })

  it('moves the registration deadline (expiry), 0 for none', () => {
    h.updateDetails(owner, 'Launch Party', 10, 'EVT-1', T0 + 5)
    expect(h.event().expiry).toEqual(T0 + 5)
    expect(() => h.at(T0 + 5).register(h.account())).toThrow('Event has expired')
    h.updateDetails(owner, 'Launch Party', 10, 'EVT-1', 0)
    h.at(T0 + 5).register(h.account())
    expect(h.event().registeredCount).toEqual(1)
  })

  it('pays a longer name from the scan budget and returns a shorter one’s freed bytes to it', () => {
    const budget = DEFAULT_BUDGET_PAYMENT - eventBoxMbr(defaultEvent()) - FIRST_EVENT_INDEX_MBR
    expect(h.event().scanBudget).toEqual(budget)
    h.updateDetails(owner, 'Launch Party!!!', 10) // 3 bytes longer
    expect(h.event().scanBudget).toEqual(budget - 3 * 400)
    h.updateDetails(owner, 'Launch', 10) // 9 bytes shorter than that
    expect(h.event().scanBudget).toEqual(budget - 3 * 400 + 9 * 400)
  })

  it('refuses a longer name the scan budget cannot pay for', () => {
    h.setVisibility(owner, false, false)
    h.deactivate(owner)
    h.withdraw(owner)
    h.reactivate(owner)
    expect(() => h.updateDetails(owner, 'Launch Party, the longer one', 10)).toThrow(
      'Scan budget too low to store a longer name',
    )
    h.updateDetails(owner, 'Launch', 10)
    expect(h.event().name).toEqual('Launch')
  })

  it('checks the name as create_event does', () => {
    expect(() => h.updateDetails(owner, '', 10)).toThrow('Event name is required')
    expect(() => h.updateDetails(owner, 'n'.repeat(MAX_NAME_BYTES + 1), 10)).toThrow('Event name too long')
    expect(() => h.updateDetails(owner, 'The "best" party', 10)).toThrow(
      'Event name may not contain quotes, backslashes or control characters',
    )
  })

  it('keeps the capacity at or above the registrations made; 0 is unlimited', () => {
    for (let i = 0; i < 3; i++) h.register(h.account())
    expect(() => h.updateDetails(owner, 'Launch Party', 2)).toThrow('Capacity is below the registrations already made')
    h.updateDetails(owner, 'Launch Party', 3)
    expect(() => h.register(h.account())).toThrow('Event is full')
    h.updateDetails(owner, 'Launch Party', 0)
    h.register(h.account())
    expect(h.event().registeredCount).toEqual(4)
  })

  it('is the owner’s, on an active event', () => {
    expect(() => h.updateDetails(h.account(), 'Mine now', 10)).toThrow('Only the event owner can do this')
    h.deactivate(owner)
    expect(() => h.updateDetails(owner, 'Renamed', 10)).toThrow('Event is not active')
  })
})

describe('update_tier', () => {
  beforeEach(() => h.createEvent(owner, { tiers: [tier('Early', 1_000_000, 2), tier('Door', 2_000_000)] }))

  it('changes a tier’s price and quantity', () => {
    h.updateTier(owner, 1, 3_000_000, 50)
    expect(h.event().tiers.map((t) => [t.name, t.price, t.quantity])).toEqual([
      ['Early', 1_000_000, 2],
      ['Door', 3_000_000, 50],
    ])
  })

  it('keeps a quantity at or above the tickets sold; 0 is unlimited', () => {
    h.register(h.account(), 'EVT-1', { tier: 0, ticket: 1_000_000 })
    h.register(h.account(), 'EVT-1', { tier: 0, ticket: 1_000_000 })
    expect(() => h.updateTier(owner, 0, 1_000_000, 1)).toThrow('Tier quantity is below the tickets sold')
    h.updateTier(owner, 0, 1_000_000, 0)
    h.register(h.account(), 'EVT-1', { tier: 0, ticket: 1_000_000 })
    expect(h.event().tierSold[0]).toEqual(3)
  })

  it('refuses a tier the event does not have, another account, and a deactivated event', () => {
    expect(() => h.updateTier(owner, 2, 0, 0)).toThrow('Invalid ticket tier')
    expect(() => h.updateTier(h.account(), 0, 0, 0)).toThrow('Only the event owner can do this')
    h.deactivate(owner)
    expect(() => h.updateTier(owner, 0, 0, 0)).toThrow('Event is not active')
  })
})
