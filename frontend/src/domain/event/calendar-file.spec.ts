import { describe, expect, it } from 'vitest'
import {
  calendarFile,
  calendarFileName,
  escapeText,
  EVENT_REMINDERS_MINUTES_BEFORE,
  foldLine,
  reminderTrigger,
} from './calendar-file'

const entry = {
  uid: 'ALGO-SUMMIT@dynaqr.example',
  title: 'Algorand Builders Summit',
  startsAt: Date.UTC(2031, 4, 1, 8, 0) / 1000,
  endsAt: Date.UTC(2031, 4, 1, 16, 30) / 1000,
  location: 'Main Hall, 1 Chain Street, Lisbon',
  description: 'Talks; workshops\nand more',
  url: 'https://dynaqr.example/events/ALGO-SUMMIT',
  stampedAt: Date.UTC(2026, 10, 25, 12, 0, 5) / 1000,
}

describe('calendarFile', () => {
  it('is one VEVENT with UTC times, escaped texts and CRLF line ends', () => {
    const file = calendarFile(entry)
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//DynaQR//Event calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:ALGO-SUMMIT@dynaqr.example',
      'DTSTAMP:20261125T120005Z',
      'DTSTART:20310501T080000Z',
      'DTEND:20310501T163000Z',
      'SUMMARY:Algorand Builders Summit',
      'LOCATION:Main Hall\\, 1 Chain Street\\, Lisbon',
      'DESCRIPTION:Talks\\; workshops\\nand more',
      'URL:https://dynaqr.example/events/ALGO-SUMMIT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('leaves out an empty place and description', () => {
    const file = calendarFile({ ...entry, location: '', description: '' })
    expect(file).not.toContain('LOCATION')
    expect(file).not.toContain('DESCRIPTION')
  })
})

describe('calendarFile, reminders', () => {
  it('carries a display alarm a day and an hour before the start, inside the event', () => {
    const lines = calendarFile({ ...entry, remindersMinutesBefore: EVENT_REMINDERS_MINUTES_BEFORE }).split('\r\n')
    const alarms = lines.slice(
      lines.indexOf('URL:https://dynaqr.example/events/ALGO-SUMMIT') + 1,
      lines.indexOf('END:VEVENT'),
    )
    expect(alarms).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Algorand Builders Summit',
      'TRIGGER:-P1D',
      'END:VALARM',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Algorand Builders Summit',
      'TRIGGER:-PT1H',
      'END:VALARM',
    ])
  })

  it("escapes the title in the alarm's description and folds long ones", () => {
    const title = `Talks, workshops; ${'é'.repeat(60)}`
    const file = calendarFile({ ...entry, title, remindersMinutesBefore: [60] })
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain(`BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:${escapeText(title)}\r\nTRIGGER:-PT1H`)
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('has no alarm unless asked for one', () => {
    expect(calendarFile(entry)).not.toContain('VALARM')
    expect(calendarFile({ ...entry, remindersMinutesBefore: [] })).not.toContain('VALARM')
  })
})

describe('reminderTrigger', () => {
  it('writes minutes before the start as a negative duration', () => {
    expect(reminderTrigger(60)).toBe('-PT1H')
    expect(reminderTrigger(24 * 60)).toBe('-P1D')
    expect(reminderTrigger(2 * 24 * 60)).toBe('-P2D')
    expect(reminderTrigger(90)).toBe('-PT1H30M')
    expect(reminderTrigger(15)).toBe('-PT15M')
    expect(reminderTrigger(24 * 60 + 30)).toBe('-P1DT30M')
    expect(reminderTrigger(0)).toBe('-PT0M')
  })
})

describe('escapeText', () => {
  it('escapes backslashes first, then separators and newlines', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('escapes a lone carriage return and drops other control characters, keeping tabs', () => {
    expect(escapeText('a\rb\u0007c\td')).toBe('a\\nbc\td')
  })
})

describe('foldLine', () => {
  it('folds at 75 octets, continuation lines starting with a space, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const [index, piece] of folded.entries()) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75)
      if (index > 0) expect(piece.startsWith(' ')).toBe(true)
    }
    expect(folded.map((piece, index) => (index > 0 ? piece.slice(1) : piece)).join('')).toBe(line)
  })

  it('leaves a short line alone', () => {
    expect(foldLine('BEGIN:VEVENT')).toBe('BEGIN:VEVENT')
  })
})

describe('calendarFileName', () => {
  it('is the event id with anything unsafe replaced', () => {
    expect(calendarFileName('ALGO-SUMMIT_1')).toBe('ALGO-SUMMIT_1.ics')
    expect(calendarFileName('a/b c')).toBe('a_b_c.ics')
  })
})
