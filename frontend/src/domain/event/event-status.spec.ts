import { describe, expect, it } from 'vitest'
import { countEvents, deriveEventStatus, isUnfiltered, matchesQuery } from './event-status'
import type { DynaEvent } from './event'

const NOW = 1_750_000_000

function event(
  patch: Partial<DynaEvent> = {},
): Pick<
  DynaEvent,
  'active' | 'expiryDate' | 'registeredCount' | 'scanCount' | 'eventId' | 'eventName' | 'description' | 'metadata'
> {
  return {
    active: true,
    expiryDate: 0,
    registeredCount: 0,
    scanCount: 0,
    eventId: 'EV-1',
    eventName: 'Algorand Summit',
    description: 'Talks and workshops',
    metadata: { tags: ['blockchain', 'Berlin'] },
    ...patch,
  }
}

describe('deriveEventStatus', () => {
  it('active without expiry is active', () => {
    expect(deriveEventStatus(event(), NOW)).toBe('active')
  })
  it('active with a future expiry is active', () => {
    expect(deriveEventStatus(event({ expiryDate: NOW + 60 }), NOW)).toBe('active')
  })
  it('active with a past expiry is ended', () => {
    expect(deriveEventStatus(event({ expiryDate: NOW - 1 }), NOW)).toBe('ended')
  })
  it('inactive with registrations or scans is ended', () => {
    expect(deriveEventStatus(event({ active: false, registeredCount: 1 }), NOW)).toBe('ended')
    expect(deriveEventStatus(event({ active: false, scanCount: 3 }), NOW)).toBe('ended')
  })
  it('inactive and untouched is draft', () => {
    expect(deriveEventStatus(event({ active: false }), NOW)).toBe('draft')
  })
})

describe('countEvents', () => {
  it('counts totals per derived status; published is never derived', () => {
    const counters = countEvents(
      [event(), event({ active: false }), event({ active: false, scanCount: 1 }), event({ expiryDate: NOW - 5 })],
      NOW,
    )
    expect(counters).toEqual({ total: 4, active: 1, published: 0, drafts: 1 })
  })
})

describe('matchesQuery', () => {
  it('matches name, id, description and tags case-insensitively', () => {
    expect(matchesQuery(event(), { text: 'summit', status: 'all' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: 'ev-1', status: 'all' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: 'WORKSHOP', status: 'all' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: 'berlin', status: 'all' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: 'tokyo', status: 'all' }, NOW)).toBe(false)
  })
  it('filters by derived status', () => {
    expect(matchesQuery(event(), { text: '', status: 'active' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: '', status: 'draft' }, NOW)).toBe(false)
    expect(matchesQuery(event({ active: false }), { text: '', status: 'draft' }, NOW)).toBe(true)
    expect(matchesQuery(event(), { text: '', status: 'published' }, NOW)).toBe(false)
    expect(matchesQuery(event(), { text: '', status: 'cancelled' }, NOW)).toBe(false)
  })
  it('treats missing tags as none', () => {
    expect(matchesQuery(event({ metadata: {} }), { text: 'berlin', status: 'all' }, NOW)).toBe(false)
  })
})

describe('isUnfiltered', () => {
  it('is true only for all statuses and blank text', () => {
    expect(isUnfiltered({ text: '  ', status: 'all' })).toBe(true)
    expect(isUnfiltered({ text: 'x', status: 'all' })).toBe(false)
    expect(isUnfiltered({ text: '', status: 'draft' })).toBe(false)
  })
})
