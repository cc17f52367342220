import { describe, expect, it } from 'vitest'
import { listedIndexMbr } from '../../domain/costs/mbr'
import { eventRecord } from '../../testing/event-record-fixture'
import { listingShortfall } from './listing-deposit'

const NOW = 1_700_000_000n
const settings = { checkInOpensBefore: 0n, decideBy: 0n, endsAt: 0n, selfCheckIn: false, startsAt: 0n }
const ENTRY = listedIndexMbr()

describe('listingShortfall', () => {
  it('is what the scan budget lacks to pay a new page entry when the change puts the event back', () => {
    const out = eventRecord({ settings, listedSlot: 0n, active: false, scanBudget: 5_000n })
    expect(listingShortfall(out, { active: true }, NOW)).toBe(ENTRY - 5_000n)
    expect(listingShortfall({ ...out, active: true, listed: false }, { listed: true }, NOW)).toBe(ENTRY - 5_000n)
  })

  it('is nothing when the budget pays, the event is in the index already, or the change does not list it', () => {
    const out = eventRecord({ settings, listedSlot: 0n, active: false, scanBudget: ENTRY })
    expect(listingShortfall(out, { active: true }, NOW)).toBe(0n)
    expect(listingShortfall(eventRecord({ settings, listedSlot: 3n, scanBudget: 0n }), { listed: true }, NOW)).toBe(0n)
    expect(listingShortfall({ ...out, scanBudget: 0n, listed: false }, { active: true }, NOW)).toBe(0n)
  })

  it('is nothing for an event that is over: the index does not take it back', () => {
    const ended = eventRecord({
      settings: { ...settings, endsAt: NOW - 1n },
      listedSlot: 0n,
      active: false,
      scanBudget: 0n,
    })
    expect(listingShortfall(ended, { active: true }, NOW)).toBe(0n)
  })
})
