/**
 * An iCalendar (.ics) file for one event, as calendar apps import it: title, start and end (UTC),
 * place, description and the event's page. Pure: no React, no network.
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
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A file name from the event id: 'ALGO-SUMMIT.ics'. */
export function calendarFileName(eventId: string): string {
  return `${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`
}
