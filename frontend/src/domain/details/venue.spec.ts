import { describe, expect, it } from 'vitest'
import { filledVenue, trimmedVenue } from './venue'

describe('venue', () => {
  it('fills the fields a stored venue lacks with empty text', () => {
    expect(filledVenue({ name: 'Main Hall', city: 'Lisbon' })).toEqual({
      name: 'Main Hall',
      address: '',
      city: 'Lisbon',
      state: '',
      country: '',
    })
    expect(filledVenue()).toEqual({ name: '', address: '', city: '', state: '', country: '' })
  })

  it('trims every field, keeping their order', () => {
    const trimmed = trimmedVenue({ name: ' Hall ', address: ' 1 Street', city: 'Lisbon ', state: ' ', country: 'PT' })
    expect(trimmed).toEqual({ name: 'Hall', address: '1 Street', city: 'Lisbon', state: '', country: 'PT' })
    expect(Object.keys(trimmed)).toEqual(['name', 'address', 'city', 'state', 'country'])
  })
})
