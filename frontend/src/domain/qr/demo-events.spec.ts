import { describe, expect, it } from 'vitest'
import { DEMO_EVENT_IDS, randomDemoEventId } from './demo-events'

const EVENT_ID = /^[A-Za-z0-9_-]{1,32}$/

describe('demo events', () => {
  it('uses the three seeded demo ids, all valid contract event ids', () => {
    expect(DEMO_EVENT_IDS).toEqual(['DEMO-CONF-2026', 'DEMO-WORKSHOP', 'DEMO-MEETUP'])
    for (const id of DEMO_EVENT_IDS) expect(id).toMatch(EVENT_ID)
  })

  it('picks a demo id from a random number, never out of range', () => {
    expect(randomDemoEventId(() => 0)).toBe('DEMO-CONF-2026')
    expect(randomDemoEventId(() => 0.5)).toBe('DEMO-WORKSHOP')
    expect(randomDemoEventId(() => 0.9999)).toBe('DEMO-MEETUP')
    expect(randomDemoEventId(() => 1)).toBe('DEMO-MEETUP')
  })
})
