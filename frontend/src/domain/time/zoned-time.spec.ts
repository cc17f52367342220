import { describe, expect, it } from 'vitest'
import { fromDateTimeInput, toDateTimeInput, wallClock, zonedDateTimeToUnix } from './zoned-time'

/** 2026-06-01 09:05 in Stockholm (CEST, UTC+2). */
const STOCKHOLM_MORNING = Date.UTC(2026, 5, 1, 7, 5) / 1000

describe('zonedDateTimeToUnix', () => {
  it('reads a wall clock in the zone given, with its summer time', () => {
    expect(zonedDateTimeToUnix('2026-06-01', '09:05', 'Europe/Stockholm')).toBe(STOCKHOLM_MORNING)
    expect(zonedDateTimeToUnix('2026-01-10', '09:00', 'America/New_York')).toBe(Date.UTC(2026, 0, 10, 14, 0) / 1000)
    expect(zonedDateTimeToUnix('2026-07-10', '09:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 10, 13, 0) / 1000)
  })

  it('counts an unknown zone as UTC, and refuses what is not a date or a time', () => {
    expect(zonedDateTimeToUnix('2026-06-01', '09:05', 'Not/AZone')).toBe(Date.UTC(2026, 5, 1, 9, 5) / 1000)
    expect(zonedDateTimeToUnix('06/01/2026', '09:05', 'UTC')).toBeNull()
    expect(zonedDateTimeToUnix('2026-13-45', '09:05', 'UTC')).toBeNull()
    expect(zonedDateTimeToUnix('2026-06-01', '24:00', 'UTC')).toBeNull()
  })
})

describe('wallClock', () => {
  it('gives the date and time fields of an instant in a zone', () => {
    expect(wallClock(STOCKHOLM_MORNING, 'Europe/Stockholm')).toEqual({ date: '2026-06-01', time: '09:05' })
    expect(wallClock(STOCKHOLM_MORNING, 'America/New_York')).toEqual({ date: '2026-06-01', time: '03:05' })
  })
})

describe('datetime-local inputs in a zone', () => {
  it("writes a time as the input's text in the zone, to the minute, padded", () => {
    expect(toDateTimeInput(STOCKHOLM_MORNING, 'Europe/Stockholm')).toBe('2026-06-01T09:05')
    expect(toDateTimeInput(STOCKHOLM_MORNING + 59, 'Europe/Stockholm')).toBe('2026-06-01T09:05')
    expect(toDateTimeInput(STOCKHOLM_MORNING, 'Asia/Tokyo')).toBe('2026-06-01T16:05')
    expect(toDateTimeInput(Date.UTC(2027, 0, 2, 3, 4) / 1000, 'UTC')).toBe('2027-01-02T03:04')
  })

  it('writes nothing for no time', () => {
    expect(toDateTimeInput(0, 'UTC')).toBe('')
    expect(toDateTimeInput(-5, 'UTC')).toBe('')
  })

  it("reads the input's text in the zone, and round-trips whole minutes", () => {
    expect(fromDateTimeInput('2026-06-01T09:05', 'Europe/Stockholm')).toBe(STOCKHOLM_MORNING)
    for (const seconds of [STOCKHOLM_MORNING, STOCKHOLM_MORNING + 86_400 * 200, 1_800_000_000 - (1_800_000_000 % 60)]) {
      expect(fromDateTimeInput(toDateTimeInput(seconds, 'America/New_York'), 'America/New_York')).toBe(seconds)
    }
  })

  it('is 0 (no time) for an empty or unreadable input', () => {
    expect(fromDateTimeInput('', 'UTC')).toBe(0)
    expect(fromDateTimeInput('not a date', 'UTC')).toBe(0)
    expect(fromDateTimeInput('2026-13-45T99:99', 'UTC')).toBe(0)
  })
})
