/**
 * An iCalendar (.ics) file for one event, as calendar apps import it: title, start and end (UTC),
 * place, description, the event's page and reminders before the start. Pure: no React, no network.
 */

export interface CalendarEntry {
  /** Unique and stable, so importing twice updates rather than duplicates. */
  uid: string
  title: string
  /** Unix seconds. */
  startsAt: number
  endsAt: number
  location: string
  description: string
  url: string
  /** Unix seconds: when the file was made. */
  stampedAt: number
  /** Reminders the calendar shows, in minutes before the start. */
  remindersMinutesBefore?: readonly number[]
}

/** What the registration page's file asks calendars for: a reminder the day before and one an hour before. */
export const EVENT_REMINDERS_MINUTES_BEFORE = [24 * 60, 60] as const

/** A duration before the start, as a VALARM trigger: '-P1D', '-PT1H', '-PT1H30M', '-PT0M'. */
export function reminderTrigger(minutesBefore: number): string {
  const minutes = Math.max(0, Math.round(minutesBefore))
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  const rest = minutes % 60
  const time = `${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`
  if (days && !time) return `-P${days}D`
  return `-P${days ? `${days}D` : ''}T${time || '0M'}`
}

/** One display alarm per reminder, each showing the event's title. */
function alarmLines(title: string, minutesBefore: readonly number[]): string[] {
  return minutesBefore.flatMap((minutes) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(title)}`,
    `TRIGGER:${reminderTrigger(minutes)}`,
    'END:VALARM',
  ])
}

/** Lines of at most 75 octets; each continuation starts with a space. */
const MAX_LINE_OCTETS = 75

function utcStamp(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Control characters other than line breaks, which a text value may not hold. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Text values escape backslash, semicolon, comma and line breaks, and drop other control characters. */
export function escapeText(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

export function calendarFile(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DynaQR//Event calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcStamp(entry.stampedAt)}`,
    `DTSTART:${utcStamp(entry.startsAt)}`,
    `DTEND:${utcStamp(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    `URL:${entry.url}`,
    ...alarmLines(entry.title, entry.remindersMinutesBefore ?? []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A file name from the event id: 'ALGO-SUMMIT.ics'. */
export function calendarFileName(eventId: string): string {
  return `${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`
}
