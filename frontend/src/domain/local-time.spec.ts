import { describe, expect, it } from 'vitest'
import { fromDateTimeInput, toDateTimeInput } from './local-time'

/** 2026-06-01 09:05 in this device's time zone, whichever it is. */
const LOCAL = new Date(2026, 5, 1, 9, 5)
const LOCAL_SECONDS = LOCAL.getTime() / 1000

describe('toDateTimeInput', () => {
  it("writes a time as the datetime-local input's text, in this device's time zone, to the minute", () => {
    expect(toDateTimeInput(LOCAL_SECONDS)).toBe('2026-06-01T09:05')
    expect(toDateTimeInput(LOCAL_SECONDS + 59)).toBe('2026-06-01T09:05')
    expect(toDateTimeInput(new Date(2026, 11, 31, 23, 59).getTime() / 1000)).toBe('2026-12-31T23:59')
  })

  it('pads months, days, hours and minutes to two digits', () => {
    expect(toDateTimeInput(new Date(2027, 0, 2, 3, 4).getTime() / 1000)).toBe('2027-01-02T03:04')
  })

  it('writes nothing for no time', () => {
    expect(toDateTimeInput(0)).toBe('')
    expect(toDateTimeInput(-5)).toBe('')
  })
})

describe('fromDateTimeInput', () => {
  it("reads the input's text as this device's local time", () => {
    expect(fromDateTimeInput('2026-06-01T09:05')).toBe(LOCAL_SECONDS)
  })

  it('round-trips whole minutes', () => {
    for (const seconds of [LOCAL_SECONDS, LOCAL_SECONDS + 86_400 * 200, 1_800_000_000 - (1_800_000_000 % 60)]) {
      expect(fromDateTimeInput(toDateTimeInput(seconds))).toBe(seconds)
    }
  })

  it('is 0 (no time) for an empty or unreadable input', () => {
    expect(fromDateTimeInput('')).toBe(0)
    expect(fromDateTimeInput('not a date')).toBe(0)
    expect(fromDateTimeInput('2026-13-45T99:99')).toBe(0)
  })
})
