import { describe, expect, it } from 'vitest'
import { eventPlace, placeLine } from './event-place'

describe('eventPlace', () => {
  it('names the venue, puts the address on one line and searches the map for both', () => {
    const place = eventPlace({
      venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: ' ', country: 'Portugal' },
    })
    expect(place).toEqual({
      name: 'Main Hall',
      address: '1 Chain Street, Lisbon, Portugal',
      mapUrl:
        'https://www.openstreetmap.org/search?query=Main%20Hall%2C%201%20Chain%20Street%2C%20Lisbon%2C%20Portugal',
    })
    expect(placeLine(place)).toBe('Main Hall, 1 Chain Street, Lisbon, Portugal')
  })

  it('uses the first address line as the name when the venue has none', () => {
    expect(
      eventPlace({ venue: { name: '', address: '', city: 'Lisbon', state: '', country: 'Portugal' } }),
    ).toMatchObject({ name: 'Lisbon', address: 'Portugal' })
  })

  it('is null when no venue was entered', () => {
    expect(eventPlace({})).toBeNull()
    expect(eventPlace({ venue: { name: ' ', address: '', city: '', state: '', country: '' } })).toBeNull()
    expect(placeLine(null)).toBe('')
  })
})
