import { describe, expect, it } from 'vitest'
import { dateTimeText, eventSchedule, eventTimes } from './event-time'

const STARTS = Date.UTC(2031, 4, 1, 8, 0) / 1000
const dated = { startsAt: STARTS, endsAt: STARTS + 8 * 3_600 }

describe('eventTimes', () => {
  it("shows the visitor's zone and the event's when they differ", () => {
    const times = eventTimes(dated, { timezone: 'Asia/Tokyo' }, { visitorZone: 'Europe/Lisbon', locale: 'en-GB' })
    expect(times?.visitor).toContain('09:00')
    expect(times?.visitor).toContain('17:00')
    expect(times?.visitor).toContain('1 May 2031')
    expect(times?.local).toContain('17:00')
    expect(times?.local).toContain('01:00')
    expect(times?.local).toContain('2 May')
  })

  it("shows one time when the visitor is in the event's zone, or the event names no valid zone", () => {
    expect(eventTimes(dated, { timezone: 'UTC' }, { visitorZone: 'UTC', locale: 'en-GB' })?.local).toBeNull()
    expect(eventTimes(dated, { timezone: 'Mars/Olympus' }, { visitorZone: 'UTC', locale: 'en-GB' })?.local).toBeNull()
    expect(eventTimes(dated, {}, { visitorZone: 'UTC', locale: 'en-GB' })?.visitor).toContain('08:00')
  })

  it('is null without dates on chain', () => {
    expect(eventTimes({ startsAt: 0, endsAt: 0 }, {})).toBeNull()
    expect(eventTimes({ startsAt: STARTS, endsAt: STARTS }, {})).toBeNull()
  })
})

describe('eventSchedule', () => {
  it("formats the wizard's schedule", () => {
    expect(eventSchedule({ metadata: {} })).toBeNull()
    const metadata = {
      startDate: '2026-06-01',
      startTime: '09:00',
      endDate: '2026-06-01',
      endTime: '17:00',
      timezone: 'UTC',
    }
    expect(eventSchedule({ metadata })).toBe('2026-06-01 09:00 – 17:00 (UTC)')
    expect(eventSchedule({ metadata: { startDate: '2026-06-01', endDate: '2026-06-03' } })).toBe(
      '2026-06-01 – 2026-06-03',
    )
  })

  it("falls back to the dates the contract holds, in this device's zone", () => {
    expect(eventSchedule({ metadata: {}, settings: { ...dated, checkInOpensBefore: 0, selfCheckIn: false } })).toBe(
      `${dateTimeText(dated.startsAt)} – ${dateTimeText(dated.endsAt)}`,
    )
  })
})
