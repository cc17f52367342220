/**
 * When an event happens, as its public page shows it: in the visitor's time zone and, when it
 * differs, in the event's own. Pure: no React, no network.
 */
import type { DynaEvent, EventMetadata, EventSettings } from './types'

export interface EventTimes {
  /** In the visitor's zone: 'Thu, 1 May 2031, 09:00 – 17:00 GMT+1'. */
  visitor: string
  /** In the event's zone when that differs from the visitor's, else null. */
  local: string | null
}

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return zone
  } catch {
    return undefined
  }
}

function formatRange(startsAt: number, endsAt: number, timeZone: string | undefined, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
  return format.formatRange(new Date(startsAt * 1000), new Date(endsAt * 1000))
}

/**
 * The event's dates as the contract holds them, in `visitorZone` (this device's when absent) and in
 * the zone the organiser chose; null when the event has no date on chain.
 */
export function eventTimes(
  settings: Pick<EventSettings, 'startsAt' | 'endsAt'>,
  metadata: Pick<EventMetadata, 'timezone'>,
  { visitorZone, locale }: { visitorZone?: string; locale?: string } = {},
): EventTimes | null {
  const { startsAt, endsAt } = settings
  if (!(startsAt > 0) || !(endsAt > startsAt)) return null
  const visitor = validZone(visitorZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  const eventZone = validZone(metadata.timezone)
  const visitorText = formatRange(startsAt, endsAt, visitor, locale)
  const localText = eventZone && eventZone !== visitor ? formatRange(startsAt, endsAt, eventZone, locale) : null
  return { visitor: visitorText, local: localText !== visitorText ? localText : null }
}

/** A chain timestamp (seconds) as this device shows date and time. */
export const dateTimeText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * 'YYYY-MM-DD HH:MM (Zone)' from the wizard metadata; else the dates the contract holds, in this
 * device's zone; null when the event has no date.
 */
export function eventSchedule(
  event: Pick<DynaEvent, 'metadata'> & Partial<Pick<DynaEvent, 'settings'>>,
): string | null {
  const { startDate, startTime, endDate, endTime, timezone } = event.metadata ?? {}
  if (!startDate) {
    const { startsAt = 0, endsAt = 0 } = event.settings ?? {}
    return startsAt > 0 ? `${dateTimeText(startsAt)} – ${dateTimeText(endsAt)}` : null
  }
  const start = [startDate, startTime].filter(Boolean).join(' ')
  const sameDay = !endDate || endDate === startDate
  const end = sameDay ? endTime : [endDate, endTime].filter(Boolean).join(' ')
  const range = end ? `${start} – ${end}` : start
  return timezone ? `${range} (${timezone})` : range
}
