import { describe, expect, it } from 'vitest'
import { checkInWindow } from './check-in-window'
import type { EventSettings } from '../event/event'

const START = 1_800_000_000
const END = START + 4 * 3_600
const settings: EventSettings = {
  startsAt: START,
  endsAt: END,
  checkInOpensBefore: 3_600,
  selfCheckIn: false,
  decideBy: 0,
}

describe('checkInWindow', () => {
  it('is closed for good for an event without a date, whatever the time', () => {
    const undated = { ...settings, startsAt: 0 }
    expect(checkInWindow(undated, 0)).toEqual({ state: 'undated' })
    expect(checkInWindow(undated, START)).toEqual({ state: 'undated' })
    expect(checkInWindow(undated, END + 1)).toEqual({ state: 'undated' })
  })

  it('is not open yet until checkInOpensBefore seconds before the start', () => {
    expect(checkInWindow(settings, START - 3_601)).toEqual({ state: 'not-yet', opensAt: START - 3_600 })
    expect(checkInWindow(settings, 0)).toEqual({ state: 'not-yet', opensAt: START - 3_600 })
  })

  it('opens at that moment exactly and stays open until the end, inclusive', () => {
    expect(checkInWindow(settings, START - 3_600)).toEqual({ state: 'open', closesAt: END })
    expect(checkInWindow(settings, START)).toEqual({ state: 'open', closesAt: END })
    expect(checkInWindow(settings, END)).toEqual({ state: 'open', closesAt: END })
  })

  it('is closed once the event has ended', () => {
    expect(checkInWindow(settings, END + 1)).toEqual({ state: 'closed', closedAt: END })
  })

  it('opens at the start itself without a lead time', () => {
    const noLead = { ...settings, checkInOpensBefore: 0 }
    expect(checkInWindow(noLead, START - 1)).toEqual({ state: 'not-yet', opensAt: START })
    expect(checkInWindow(noLead, START)).toEqual({ state: 'open', closesAt: END })
  })

  it('does not depend on how attendance is recorded', () => {
    expect(checkInWindow({ ...settings, selfCheckIn: true }, START)).toEqual(checkInWindow(settings, START))
  })
})
