import { describe, expect, it } from 'vitest'
import { attendeeStatus } from './attendee-status'

describe('attendeeStatus', () => {
  it("names a held seat 'registered' and keeps attended and cancelled", () => {
    expect(attendeeStatus('confirmed')).toBe('registered')
    expect(attendeeStatus('pending')).toBe('registered')
    expect(attendeeStatus('attended')).toBe('attended')
    expect(attendeeStatus('cancelled')).toBe('cancelled')
  })
})
