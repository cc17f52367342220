import { describe, expect, it } from 'vitest'
import {
  CodeSightings,
  JUST_CHECKED_IN_MS,
  justCheckedIn,
  SIGHTING_GAP_MS,
  VERDICT_SHOWN_MS,
  verdictRemainingMs,
} from './verdict-timing'

describe('verdict timing', () => {
  it('clears every verdict within a few seconds, a refusal last so that its reason can be read', () => {
    for (const shown of Object.values(VERDICT_SHOWN_MS)) {
      expect(shown).toBeGreaterThanOrEqual(3_000)
      expect(shown).toBeLessThanOrEqual(8_000)
    }
    expect(VERDICT_SHOWN_MS.refused).toBeGreaterThan(VERDICT_SHOWN_MS.admitted)
  })

  it('counts a verdict down to zero, and no further', () => {
    expect(verdictRemainingMs('admitted', 10_000, 10_000)).toBe(VERDICT_SHOWN_MS.admitted)
    expect(verdictRemainingMs('admitted', 10_000, 11_500)).toBe(VERDICT_SHOWN_MS.admitted - 1_500)
    expect(verdictRemainingMs('refused', 10_000, 10_000 + VERDICT_SHOWN_MS.refused)).toBe(0)
    expect(verdictRemainingMs('refused', 10_000, 99_000)).toBe(0)
  })

  it('calls a guest "just checked in" for a minute after they were let in', () => {
    expect(JUST_CHECKED_IN_MS).toBe(60_000)
    expect(justCheckedIn(1_000, 1_000)).toBe(true)
    expect(justCheckedIn(1_000, 60_999)).toBe(true)
    expect(justCheckedIn(1_000, 61_000)).toBe(false)
    // A clock set back is no reason to call someone just checked in.
    expect(justCheckedIn(1_000, 999)).toBe(false)
  })
})

describe('CodeSightings', () => {
  it('gives one showing to a code held up without a break, however long', () => {
    const sightings = new CodeSightings()
    expect(sightings.seen('TICKET-A', 0)).toBe(true)
    for (let at = 100; at <= 30_000; at += 100) expect(sightings.seen('TICKET-A', at)).toBe(false)
  })

  it('takes a code back in view after a break as a new showing, and another code at once', () => {
    const sightings = new CodeSightings()
    expect(sightings.seen('TICKET-A', 0)).toBe(true)
    expect(sightings.seen('TICKET-A', SIGHTING_GAP_MS - 1)).toBe(false)
    expect(sightings.seen('TICKET-A', 2 * SIGHTING_GAP_MS)).toBe(true)
    expect(sightings.seen('TICKET-B', 2 * SIGHTING_GAP_MS + 10)).toBe(true)
    expect(sightings.seen('TICKET-A', 2 * SIGHTING_GAP_MS + 20)).toBe(true)
  })
})
