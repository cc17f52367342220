import { describe, expect, it } from 'vitest'
import { eventSchedule, eventTimes, eventZone } from './event-time'
import type { EventSettings } from './event'

/** Thu 1 May 2031, 08:00 to 16:00 UTC. */
const STARTS = Date.UTC(2031, 4, 1, 8, 0) / 1000
const settings: EventSettings = {
  startsAt: STARTS,
  endsAt: STARTS + 8 * 3_600,
  checkInOpensBefore: 0,
  selfCheckIn: false,
  decideBy: 0,
}
const undated: EventSettings = { ...settings, startsAt: 0, endsAt: 0 }

describe('eventSchedule', () => {
  it("writes the contract's dates in the event's zone, named", () => {
    expect(eventSchedule({ settings, metadata: { timezone: 'Europe/Stockholm' } })).toBe(
      'Thu 1 May 2031, 10:00–18:00 CEST',
    )
    expect(eventSchedule({ settings, metadata: { timezone: 'Asia/Tokyo' } })).toBe(
      'Thu 1 May 2031, 17:00 – Fri 2 May 2031, 01:00 UTC+09:00',
    )
  })

  it('is null without dates on chain, whatever the note says', () => {
    expect(eventSchedule({ settings: undated, metadata: { timezone: 'UTC' } })).toBeNull()
    expect(eventSchedule({ settings: { ...settings, endsAt: STARTS }, metadata: {} })).toBeNull()
  })
})

describe('eventZone', () => {
  it("is the organiser's zone, or this device's when the event names none this browser knows", () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(eventZone({ metadata: { timezone: 'Europe/Madrid' } })).toBe('Europe/Madrid')
    expect(eventZone({ metadata: { timezone: 'Mars/Olympus_Mons' } })).toBe(device)
    expect(eventZone({ metadata: {} })).toBe(device)
  })
})

describe('eventTimes', () => {
  it("adds the visitor's time when the visitor's clock reads otherwise", () => {
    expect(
      eventTimes({ settings, metadata: { timezone: 'Europe/Stockholm' } }, { visitorZone: 'America/New_York' }),
    ).toEqual({
      event: 'Thu 1 May 2031, 10:00–18:00 CEST',
      visitor: 'Thu 1 May 2031, 04:00–12:00 EDT',
    })
  })

  it("gives one time when the visitor is in the event's zone, or another whose clock reads the same", () => {
    const stockholm = { settings, metadata: { timezone: 'Europe/Stockholm' } }
    expect(eventTimes(stockholm, { visitorZone: 'Europe/Stockholm' })).toEqual({
      event: 'Thu 1 May 2031, 10:00–18:00 CEST',
      visitor: null,
    })
    expect(eventTimes(stockholm, { visitorZone: 'Europe/Berlin' })?.visitor).toBeNull()
    expect(
      eventTimes({ settings, metadata: { timezone: 'Asia/Calcutta' } }, { visitorZone: 'Asia/Kolkata' })?.visitor,
    ).toBeNull()
  })

  it("shows an event that names no zone in this device's zone, once", () => {
    expect(eventTimes({ settings, metadata: {} })).toEqual({
      event: eventSchedule({ settings, metadata: {} }),
      visitor: null,
    })
  })

  it('is null without dates on chain', () => {
    expect(eventTimes({ settings: undated, metadata: { timezone: 'UTC' } }, { visitorZone: 'Asia/Tokyo' })).toBeNull()
  })
})
