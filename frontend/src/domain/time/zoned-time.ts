/**
 * Wall clocks in a named time zone and the instants the chain holds (Unix seconds), both ways: the
 * event form's date and time fields, the Manage page's date-time inputs. Pure: no React, no network.
 */
import { dateTimeFormat } from './date-time-formats'
import { UTC } from './zone-offset'

function parseDate(date: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return [year, month, day]
}

function parseTime(time: string): [number, number] | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  return [hours, minutes]
}

/** The wall clock of `timeZone` at the instant `utcMs`: year, month (1-12), day, hour (0-23), minute, second. */
export function wallClockParts(utcMs: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** Offset of `timeZone` from UTC at the instant `utcMs`, in milliseconds (east positive). */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockParts(utcMs, timeZone)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  return asUtc - (utcMs - (utcMs % 1000))
}

/**
 * A wall-clock date and time in an IANA time zone → Unix seconds. Unknown zones count as UTC.
 * DST is handled by re-evaluating the offset at the candidate instant.
 */
export function zonedDateTimeToUnix(date: string, time: string, timeZone: string = UTC): number | null {
  const day = parseDate(date)
  const clock = parseTime(time)
  if (!day || !clock) return null
  const wallAsUtc = Date.UTC(day[0], day[1] - 1, day[2], clock[0], clock[1])
  if (Number.isNaN(wallAsUtc)) return null
  let offset = 0
  try {
    offset = zoneOffsetMs(wallAsUtc, timeZone)
    const corrected = zoneOffsetMs(wallAsUtc - offset, timeZone)
    if (corrected !== offset) offset = corrected
  } catch {
    offset = 0
  }
  return Math.floor((wallAsUtc - offset) / 1000)
}

/** A unix time as date and time fields show it in `timeZone` (YYYY-MM-DD, HH:MM). */
export function wallClock(seconds: number, timeZone: string): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallClockParts(seconds * 1000, timeZone)
  const two = (value: number) => String(value).padStart(2, '0')
  return { date: `${year}-${two(month)}-${two(day)}`, time: `${two(hour)}:${two(minute)}` }
}

/** 'YYYY-MM-DDTHH:MM', a `datetime-local` input's text, for a time in `timeZone`; '' for 0 (no time). */
export function toDateTimeInput(seconds: number, timeZone: string): string {
  if (seconds <= 0) return ''
  const { date, time } = wallClock(seconds, timeZone)
  return `${date}T${time}`
}

/** A `datetime-local` input's text read in `timeZone` as unix seconds; 0 when it is empty or not a time. */
export function fromDateTimeInput(text: string, timeZone: string): number {
  const [date = '', time = ''] = text.split('T')
  return zonedDateTimeToUnix(date, time, timeZone) ?? 0
}
