import { describe, expect, it } from 'vitest'
import { isHappeningNow, upcomingFirst } from './upcoming-first'

const NOW = 1_800_000_000
const HOUR = 3_600

const event = (name: string, startsAt = 0, endsAt = 0) => ({ name, settings: { startsAt, endsAt } })
const namesOf = (events: { name: string }[]) => events.map((item) => item.name)

describe('upcomingFirst', () => {
  it('puts events happening now first, then upcoming ones by start, then those without a date', () => {
    const listed = [
      event('undated, newest'),
      event('next week', NOW + 168 * HOUR, NOW + 170 * HOUR),
      event('now, ends tonight', NOW - HOUR, NOW + 6 * HOUR),
      event('tomorrow', NOW + 24 * HOUR, NOW + 26 * HOUR),
      event('undated, older'),
      event('now, ends in a month', NOW - 24 * HOUR, NOW + 720 * HOUR),
      event('in an hour', NOW + HOUR, NOW + 2 * HOUR),
    ]
    expect(namesOf(upcomingFirst(listed, NOW))).toEqual([
      'now, ends tonight',
      'now, ends in a month',
      'in an hour',
      'tomorrow',
      'next week',
      'undated, newest',
      'undated, older',
    ])
  })

  it('counts an event from its start to its end, both included, as happening now', () => {
    const listed = [
      event('starts later', NOW + 1, NOW + HOUR),
      event('ends now', NOW - HOUR, NOW),
      event('starts now', NOW, NOW + HOUR),
    ]
    expect(namesOf(upcomingFirst(listed, NOW))).toEqual(['ends now', 'starts now', 'starts later'])
    expect(listed.map((item) => isHappeningNow(item, NOW))).toEqual([false, true, true])
    expect(isHappeningNow(event('undated'), NOW)).toBe(false)
  })

  it('puts an event already over by this clock after the upcoming ones, before those without a date', () => {
    const listed = [
      event('undated'),
      event('ended an hour ago', NOW - 3 * HOUR, NOW - HOUR),
      event('tomorrow', NOW + 24 * HOUR, NOW + 25 * HOUR),
    ]
    expect(namesOf(upcomingFirst(listed, NOW))).toEqual(['tomorrow', 'ended an hour ago', 'undated'])
  })

  it('keeps the order of events that tie, and leaves the list it was given as it was', () => {
    const listed = [
      event('first', NOW + HOUR, NOW + 2 * HOUR),
      event('second', NOW + HOUR, NOW + 3 * HOUR),
      event('undated'),
    ]
    const copy = [...listed]
    expect(namesOf(upcomingFirst(listed, NOW))).toEqual(['first', 'second', 'undated'])
    expect(listed).toEqual(copy)
  })

  it('treats a start without a valid end as no date, as the event page does', () => {
    const listed = [event('start only', NOW + HOUR, 0), event('tomorrow', NOW + 24 * HOUR, NOW + 25 * HOUR)]
    expect(namesOf(upcomingFirst(listed, NOW))).toEqual(['tomorrow', 'start only'])
  })
})
