import { describe, expect, it } from 'vitest'
import { attendanceMethodOf, buildArc69Note } from './arc69'
import type { DynaEvent, Registration } from './types'

const details = {
  attendance: 'self-confirmed' as const,
  eventName: 'Algorand Summit',
  eventId: 'SUMMIT-1',
  tierName: 'VIP',
  eventDate: '2025-06-01',
  location: 'Algorand Network',
  attendee: 'A'.repeat(58),
  network: 'TestNet',
}

describe('buildArc69Note', () => {
  it('starts with the prefix the contract checks: the standard, then how attendance was established', () => {
    expect(buildArc69Note(details).startsWith('{"standard":"arc69","properties":{"Attendance":"self-confirmed"')).toBe(
      true,
    )
    expect(
      buildArc69Note({ ...details, attendance: 'door check-in' }).startsWith(
        '{"standard":"arc69","properties":{"Attendance":"door check-in"',
      ),
    ).toBe(true)
  })

  it('carries the spec attributes', () => {
    const note = JSON.parse(buildArc69Note(details))
    expect(Object.keys(note.properties)).toEqual([
      'Attendance',
      'Event',
      'Event ID',
      'Ticket Tier',
      'Event Date',
      'Location',
      'Attendee',
      'Blockchain',
      'Network',
    ])
    expect(note.properties.Blockchain).toBe('Algorand')
    expect(note.properties['Event ID']).toBe('SUMMIT-1')
  })

  it('stays within 1024 bytes with very long texts', () => {
    const note = buildArc69Note({ ...details, eventName: '🎉'.repeat(500), location: 'x'.repeat(5000) })
    expect(new TextEncoder().encode(note).length).toBeLessThanOrEqual(1024)
  })
})

describe('attendanceMethodOf', () => {
  const event = { eventId: 'SUMMIT-1', checkInKey: null } as DynaEvent
  const registration = { attendanceMethod: undefined } as unknown as Registration

  it('takes what the chain recorded', () => {
    expect(
      attendanceMethodOf({ ...event, checkInKey: 'KEY' }, { ...registration, attendanceMethod: 'self-confirmed' }),
    ).toBe('self-confirmed')
  })

  it('for a registration just confirmed, follows whether the event checks door codes', () => {
    expect(attendanceMethodOf({ ...event, checkInKey: 'KEY' }, registration)).toBe('door check-in')
    expect(attendanceMethodOf({ ...event, checkInKey: null }, registration)).toBe('self-confirmed')
  })
})
