/**
 * A time zone as this browser knows it: whether a name is one, the device's own, and its offset
 * from UTC at an instant. Small, for every screen that shows a date; choosing among all zones is
 * time-zones.ts, loaded by the event form only. Pure: no React, no network.
 */
import { dateTimeFormat } from './date-time-formats'

export const UTC = 'UTC'

/** Whether `zone` names a time zone this browser can show times in. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false
  try {
    dateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zone this browser runs in, as it reports it (undefined when it reports none). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * The zone's offset from UTC at `atMs`: 'UTC+01:00', 'UTC-03:00', 'UTC+05:45', 'UTC+00:00'; this
 * device's zone when none is given.
 */
export function utcOffsetText(zone: string | undefined, atMs: number): string {
  const offset =
    dateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(atMs))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  // 'GMT' alone is the zero offset; otherwise 'GMT+01:00'.
  return offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC')
}
