import { describe, expect, it } from 'vitest'
import { buildArc69Note } from './arc69'

const details = {
  eventName: 'Algorand Summit',
  eventId: 'SUMMIT-1',
  tierName: 'VIP',
  eventDate: '2025-06-01',
  location: 'Algorand Network',
  attendee: 'A'.repeat(58),
  network: 'TestNet',
}

describe('buildArc69Note', () => {
  it('starts with the ARC-69 standard key the contract checks', () => {
    expect(buildArc69Note(details).startsWith('{"standard":"arc69"')).toBe(true)
  })

  it('carries the spec attributes', () => {
    const note = JSON.parse(buildArc69Note(details))
    expect(Object.keys(note.properties)).toEqual([
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
