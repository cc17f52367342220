import { describe, expect, it } from 'vitest'
import { recentActivity, summariseEvents } from './owner-summary'

const NOW = Date.UTC(2026, 10, 25, 15, 0, 0) / 1000
const DAY = 86_400

function event(overrides: Partial<Parameters<typeof summariseEvents>[0][number]> = {}) {
  return {
    active: true,
    expiryDate: 0,
    registeredCount: 0,
    attendedCount: 0,
    scanCount: 0,
    urlUpdateCount: 0,
    dailyScans: [0, 0, 0, 0, 0, 0, 0],
    ...overrides,
  }
}

describe('summariseEvents', () => {
  it('adds up scans, registrations, check-ins and updates, and the week day by day', () => {
    const summary = summariseEvents(
      [
        event({
          scanCount: 40,
          registeredCount: 3,
          attendedCount: 2,
          urlUpdateCount: 1,
          dailyScans: [1, 0, 0, 0, 0, 2, 5],
        }),
        event({ scanCount: 9, registeredCount: 1, dailyScans: [0, 0, 0, 0, 0, 4, 3] }),
        event({ active: false, scanCount: 1, urlUpdateCount: 2, dailyScans: [1, 0, 0, 0, 0, 0, 0] }),
      ],
      NOW,
    )
    expect(summary).toEqual({
      events: 3,
      active: 2,
      scans: 50,
      registrations: 4,
      attended: 2,
      destinationUpdates: 3,
      dailyScans: [2, 0, 0, 0, 0, 6, 8],
      scansToday: 8,
      scansThisWeek: 16,
      ticketSales: [],
    })
  })

  it('counts an expired event as not active', () => {
    expect(summariseEvents([event({ expiryDate: NOW - 1 })], NOW).active).toBe(0)
  })

  it('is all zeros with no events', () => {
    const summary = summariseEvents([], NOW)
    expect(summary.events).toBe(0)
    expect(summary.scans).toBe(0)
    expect(summary.dailyScans).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})

describe('recentActivity', () => {
  const base = { eventName: 'Summit', createdAt: 0, lastScannedAt: 0, lastUpdatedAt: 0, urlUpdateCount: 0 }

  it('lists creations, destination updates and last scans, newest first', () => {
    const items = recentActivity([
      { ...base, eventId: 'A', createdAt: NOW - 3 * DAY, lastScannedAt: NOW - 60 },
      { ...base, eventId: 'B', createdAt: NOW - DAY, lastUpdatedAt: NOW - 600, urlUpdateCount: 1 },
    ])
    expect(items.map((item) => `${item.eventId} ${item.kind}`)).toEqual([
      'A scanned',
      'B destination-updated',
      'B created',
      'A created',
    ])
  })

  it('leaves out what never happened and keeps the newest few', () => {
    const events = Array.from({ length: 12 }, (_, index) => ({ ...base, eventId: `E${index}`, createdAt: index + 1 }))
    const items = recentActivity(events, 3)
    expect(items.map((item) => item.eventId)).toEqual(['E11', 'E10', 'E9'])
    expect(items.every((item) => item.kind === 'created')).toBe(true)
  })
})
