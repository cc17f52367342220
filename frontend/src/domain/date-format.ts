/**
 * The one way DynaQR shows dates to people, on every screen: 'Sat 12 Dec 2026, 18:00–21:00 CET'
 * for a schedule, 'Sat 12 Dec 2026, 18:04 CET' for a moment, always with the zone named. English
 * words and a 24-hour clock, whatever the browser's locale, as the rest of the app's texts.
 * Machine formats (ISO 8601 in the CSV, UTC in the .ics file) live with their files. Pure.
 */
import { isTimeZone, utcOffsetText } from './time-zones'

/** The date and time of an instant in one zone, in pieces. */
interface Moment {
  /** 'Sat 12 Dec 2026'. */
  date: string
  /** 'Sat 12 Dec'. */
  day: string
  /** '18:00'. */
  time: string
  /** 'CET', 'EST', 'UTC', or the offset where the zone has no common abbreviation: 'UTC+05:30'. */
  zone: string
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** Formatters are costly to build and a list shows many dates: one per zone and kind, kept. */
function formatter(kind: 'parts' | 'gb-zone' | 'us-zone', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-GB', {
            timeZone,
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
        : new Intl.DateTimeFormat(kind === 'gb-zone' ? 'en-GB' : 'en-US', { timeZone, timeZoneName: 'short' })
    formats.set(key, format)
  }
  return format
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? ''

/** A bare offset such as 'GMT+1' or 'GMT-3' rather than an abbreviation. */
const BARE_OFFSET = /^GMT[+-]/

/**
 * The zone's short name at that instant. English abbreviations are split between locales (en-GB
 * knows CET and BST, en-US knows EST and PST); a zone neither names gets its offset instead.
 */
function zoneText(date: Date, timeZone: string | undefined): string {
  const british = partOf(formatter('gb-zone', timeZone).formatToParts(date), 'timeZoneName')
  if (british && !BARE_OFFSET.test(british)) return british
  const american = partOf(formatter('us-zone', timeZone).formatToParts(date), 'timeZoneName')
  if (american && !BARE_OFFSET.test(american) && american !== 'GMT') return american
  const zone = timeZone ?? formatter('parts', undefined).resolvedOptions().timeZone
  return utcOffsetText(zone, date.getTime())
}

/** A zone to format in: `zone` when this browser knows it, else the browser's own (undefined). */
const usableZone = (zone: string | undefined) => (isTimeZone(zone) ? zone : undefined)

function moment(seconds: number, zone: string | undefined): Moment {
  const date = new Date(seconds * 1000)
  const timeZone = usableZone(zone)
  const parts = formatter('parts', timeZone).formatToParts(date)
  const day = `${partOf(parts, 'weekday')} ${partOf(parts, 'day')} ${partOf(parts, 'month')}`
  return {
    date: `${day} ${partOf(parts, 'year')}`,
    day,
    time: `${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`,
    zone: zoneText(date, timeZone),
  }
}

/**
 * An instant with its date, time and zone: 'Sat 12 Dec 2026, 18:04 CET', in `zone` (this device's
 * when absent or unknown); '—' when there is none (0).
 */
export function formatDateTime(seconds: number | null | undefined, zone?: string): string {
  if (!seconds || !(seconds > 0)) return '—'
  const at = moment(seconds, zone)
  return `${at.date}, ${at.time} ${at.zone}`
}

/** The time of day with its zone, for a list of today's moments: '18:04 CET'. */
export function formatTimeOfDay(seconds: number, zone?: string): string {
  const at = moment(seconds, zone)
  return `${at.time} ${at.zone}`
}

/** A day without its time: 'Thu 19 Nov' (`withYear`: 'Thu 19 Nov 2026'), in `zone`. */
export function formatDay(seconds: number, zone: string, { withYear = false } = {}): string {
  const at = moment(seconds, zone)
  return withYear ? at.date : at.day
}

/**
 * When something happens, from start to end, in `zone`: 'Sat 12 Dec 2026, 18:00–21:00 CET'; over
 * midnight 'Sat 12 Dec 2026, 22:00 – Sun 13 Dec 2026, 02:00 CET'; a zone that changes its clock
 * in between names both ends' ('Sun 25 Oct 2026, 01:00 CEST – 04:00 CET'). Only a start when the
 * end is not after it; null without a start.
 */
export function formatSchedule(startsAt: number, endsAt: number, zone?: string): string | null {
  if (!(startsAt > 0)) return null
  const start = moment(startsAt, zone)
  if (!(endsAt > startsAt)) return `${start.date}, ${start.time} ${start.zone}`
  const end = moment(endsAt, zone)
  const sameDay = start.date === end.date
  if (start.zone === end.zone) {
    return sameDay
      ? `${start.date}, ${start.time}–${end.time} ${end.zone}`
      : `${start.date}, ${start.time} – ${end.date}, ${end.time} ${end.zone}`
  }
  const endText = sameDay ? `${end.time} ${end.zone}` : `${end.date}, ${end.time} ${end.zone}`
  return `${start.date}, ${start.time} ${start.zone} – ${endText}`
}
