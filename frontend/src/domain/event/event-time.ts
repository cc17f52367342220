/**
 * When an event happens, as the screens show it: the dates the contract holds, in the zone the
 * organiser chose, and on its public page in the visitor's zone as well when that differs.
 * Pure: no React, no network.
 */
import { formatSchedule } from '../time/date-format'
import { browserTimeZone, isTimeZone, utcOffsetText } from '../time/zone-offset'
import type { DynaEvent } from './event'

type TimedEvent = Pick<DynaEvent, 'settings'> & { metadata?: Pick<DynaEvent['metadata'], 'timezone'> }

/**
 * The zone the event's times are shown in: the one its organiser chose, when this browser knows it;
 * else this device's (events made without the wizard name none).
 */
export function eventZone(event: Pick<TimedEvent, 'metadata'>): string | undefined {
  const zone = event.metadata?.timezone
  return isTimeZone(zone) ? zone : browserTimeZone()
}

/** 'Sat 12 Dec 2026, 18:00–21:00 CET', in the event's zone; null when it has no date on chain. */
export function eventSchedule(event: TimedEvent): string | null {
  const { startsAt, endsAt } = event.settings
  if (!(startsAt > 0) || !(endsAt > startsAt)) return null
  return formatSchedule(startsAt, endsAt, eventZone(event))
}

export interface EventTimes {
  /** In the event's zone. */
  event: string
  /** In the visitor's zone, when that is another zone, else null. */
  visitor: string | null
}

/** Whether two zones' clocks read the same at both instants (Lisbon and London in winter do). */
function sameClocks(a: string, b: string, instants: number[]): boolean {
  return instants.every((seconds) => utcOffsetText(a, seconds * 1000) === utcOffsetText(b, seconds * 1000))
}

/**
 * The event's schedule, and the same in `visitorZone` (this device's when absent) where the
 * visitor's clock reads otherwise; null when the event has no date.
 */
export function eventTimes(event: TimedEvent, { visitorZone }: { visitorZone?: string } = {}): EventTimes | null {
  const schedule = eventSchedule(event)
  if (!schedule) return null
  const { startsAt, endsAt } = event.settings
  const visitor = isTimeZone(visitorZone) ? visitorZone : browserTimeZone()
  const zone = eventZone(event)
  if (!visitor || !zone || sameClocks(visitor, zone, [startsAt, endsAt])) return { event: schedule, visitor: null }
  return { event: schedule, visitor: formatSchedule(startsAt, endsAt, visitor) }
}
