/**
 * The one way DynaQR shows dates to people, on every screen: 'Sat 12 Dec 2026, 18:00–21:00 CET'
 * for a schedule, 'Sat 12 Dec 2026, 18:04 CET' for a moment, always with the zone named. English
 * words and a 24-hour clock, whatever the browser's locale, as the rest of the app's texts.
 * Machine formats (ISO 8601 in the CSV, UTC in the .ics file) live with their files. Pure.
 */
import { dateTimeFormat } from './date-time-formats'
import { isTimeZone, utcOffsetText } from './zone-offset'

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

/** An instant's parts by type (weekday, day, month, year, hour, minute, timeZoneName) in a locale. */
function partsOf(locale: string, date: Date, timeZone: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {}
  const format = dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  })
  for (const { type, value } of format.formatToParts(date)) parts[type] = value
  return parts
}

/** A bare offset such as 'GMT+1' or 'GMT-3', or GMT named by en-US for any zero-offset zone. */
const BARE_OFFSET = /^GMT([+-]|$)/

function moment(seconds: number, zone: string | undefined): Moment {
  const date = new Date(seconds * 1000)
  const timeZone = isTimeZone(zone) ? zone : undefined
  const parts = partsOf('en-GB', date, timeZone)
  // English abbreviations are split between locales (en-GB knows CET and BST, en-US knows EST and
  // PST); a zone neither names gets its offset instead. en-GB's own 'GMT' is London's name.
  let name = parts.timeZoneName
  if (name !== 'GMT' && BARE_OFFSET.test(name)) {
    const american = partsOf('en-US', date, timeZone).timeZoneName
    name = BARE_OFFSET.test(american) ? utcOffsetText(timeZone, date.getTime()) : american
  }
  const day = `${parts.weekday} ${parts.day} ${parts.month}`
  return { date: `${day} ${parts.year}`, day, time: `${parts.hour}:${parts.minute}`, zone: name }
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

/** A day without its year or time, for a chart of recent days: 'Thu 19 Nov', in `zone`. */
export function formatDay(seconds: number, zone: string): string {
  return moment(seconds, zone).day
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
