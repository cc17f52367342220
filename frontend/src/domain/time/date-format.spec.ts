import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, formatSchedule, formatTimeOfDay } from './date-format'

const at = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h, min) / 1000
/** Sat 12 Dec 2026, 17:00 to 20:00 UTC. */
const START = at(2026, 12, 12, 17)
const END = at(2026, 12, 12, 20)

describe('formatSchedule', () => {
  it('writes a day, the hours and the zone named: the same instants in two zones', () => {
    expect(formatSchedule(START, END, 'Europe/Stockholm')).toBe('Sat 12 Dec 2026, 18:00–21:00 CET')
    expect(formatSchedule(START, END, 'America/New_York')).toBe('Sat 12 Dec 2026, 12:00–15:00 EST')
  })

  it('names zones by their abbreviation, or by their offset where they have none', () => {
    expect(formatSchedule(START, END, 'Europe/London')).toBe('Sat 12 Dec 2026, 17:00–20:00 GMT')
    expect(formatSchedule(START, END, 'UTC')).toBe('Sat 12 Dec 2026, 17:00–20:00 UTC')
    expect(formatSchedule(START, END, 'America/Los_Angeles')).toBe('Sat 12 Dec 2026, 09:00–12:00 PST')
    expect(formatSchedule(START, END, 'Asia/Kolkata')).toBe('Sat 12 Dec 2026, 22:30 – Sun 13 Dec 2026, 01:30 UTC+05:30')
    expect(formatSchedule(START, END, 'America/Sao_Paulo')).toBe('Sat 12 Dec 2026, 14:00–17:00 UTC-03:00')
  })

  it('gives both dates for an event over midnight', () => {
    expect(formatSchedule(at(2026, 12, 12, 21), at(2026, 12, 13, 1), 'Europe/Stockholm')).toBe(
      'Sat 12 Dec 2026, 22:00 – Sun 13 Dec 2026, 02:00 CET',
    )
  })

  it("names both ends' zones when the clocks change during the event", () => {
    // Stockholm leaves summer time at 03:00 CEST on Sun 25 Oct 2026 (01:00 UTC).
    expect(formatSchedule(at(2026, 10, 24, 23), at(2026, 10, 25, 3), 'Europe/Stockholm')).toBe(
      'Sun 25 Oct 2026, 01:00 CEST – 04:00 CET',
    )
    expect(formatSchedule(at(2026, 10, 24, 16), at(2026, 10, 25, 12), 'Europe/Stockholm')).toBe(
      'Sat 24 Oct 2026, 18:00 CEST – Sun 25 Oct 2026, 13:00 CET',
    )
  })

  it('is null without a start, and the start alone when the end is not after it', () => {
    expect(formatSchedule(0, 0, 'UTC')).toBeNull()
    expect(formatSchedule(0, END, 'UTC')).toBeNull()
    expect(formatSchedule(START, START, 'Europe/Stockholm')).toBe('Sat 12 Dec 2026, 18:00 CET')
  })

  it("falls back to this device's zone for a zone it does not know", () => {
    expect(formatSchedule(START, END, 'Mars/Olympus_Mons')).toBe(formatSchedule(START, END))
  })
})

describe('formatDateTime', () => {
  it('writes a moment with its date, time and zone', () => {
    expect(formatDateTime(at(2026, 12, 12, 17, 4), 'Europe/Stockholm')).toBe('Sat 12 Dec 2026, 18:04 CET')
    expect(formatDateTime(at(2026, 7, 1, 23, 30), 'Europe/Stockholm')).toBe('Thu 2 Jul 2026, 01:30 CEST')
    expect(formatDateTime(at(2026, 1, 1, 0, 0), 'UTC')).toBe('Thu 1 Jan 2026, 00:00 UTC')
  })

  it('writes a dash for no moment', () => {
    expect(formatDateTime(0)).toBe('—')
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime(undefined)).toBe('—')
  })
})

describe('formatTimeOfDay and formatDay', () => {
  it('writes the time with its zone, and the day in the zone given', () => {
    expect(formatTimeOfDay(at(2026, 12, 12, 18, 42), 'Europe/Stockholm')).toBe('19:42 CET')
    expect(formatDay(at(2026, 11, 19, 23, 59), 'UTC')).toBe('Thu 19 Nov')
    expect(formatDay(at(2026, 11, 19, 23, 59), 'Europe/Stockholm')).toBe('Fri 20 Nov')
  })
})
