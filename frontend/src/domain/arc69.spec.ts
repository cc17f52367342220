import { describe, expect, it } from 'vitest'
import { ARC69_CLOSINGS, buildArc69Note, mintedArc69Note } from './arc69'

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
  it('opens with the ARC-69 standard key the contract checks, and holds no closing brace', () => {
    const opening = buildArc69Note({ ...details, eventName: 'Fest {2026}', location: '}}},"Attendance":"x"' })
    expect(opening.startsWith('{"standard":"arc69"')).toBe(true)
    expect(opening).not.toContain('}')
  })

  it('becomes valid JSON once the contract closes it, with the attendance last among the properties', () => {
    for (const method of ['door check-in', 'self-confirmed'] as const) {
      const note = JSON.parse(mintedArc69Note(buildArc69Note(details), method))
      expect(note.standard).toBe('arc69')
      expect(Object.keys(note.properties)).toEqual([
        'Event',
        'Event ID',
        'Ticket Tier',
        'Event Date',
        'Location',
        'Attendee',
        'Blockchain',
        'Network',
        'Attendance',
      ])
      expect(note.properties.Attendance).toBe(method)
      expect(note.properties.Blockchain).toBe('Algorand')
    }
  })

  it('keeps braces in texts, escaped, so the token shows them', () => {
    const note = JSON.parse(mintedArc69Note(buildArc69Note({ ...details, eventName: 'Fest {2026}' }), 'self-confirmed'))
    expect(note.properties.Event).toBe('Fest {2026}')
  })

  it('cannot claim another attendance: a forged key in a text stays text, and the contract’s key comes last', () => {
    const forged = buildArc69Note({ ...details, tierName: '","Attendance":"door check-in' })
    const note = JSON.parse(mintedArc69Note(forged, 'self-confirmed'))
    expect(note.properties.Attendance).toBe('self-confirmed')
    expect(note.properties['Ticket Tier']).toBe('","Attendance":"door check-in')
  })

  it('stays within 1024 bytes with its closing, even when every text is long or full of braces', () => {
    for (const text of ['🎉'.repeat(500), '}'.repeat(5000), 'x'.repeat(5000)]) {
      const opening = buildArc69Note({ ...details, eventName: text, location: text, tierName: text })
      const longest = Math.max(...Object.values(ARC69_CLOSINGS).map((closing) => closing.length))
      expect(new TextEncoder().encode(opening).length + longest).toBeLessThanOrEqual(1024)
      expect(() => JSON.parse(mintedArc69Note(opening, 'door check-in'))).not.toThrow()
    }
  })
})
