import { describe, expect, it } from 'vitest'
import { attendeeStatus, attendeeStatusText } from './attendee-status'

describe('attendeeStatus', () => {
  it("names a held seat 'registered' and keeps attended and cancelled", () => {
    expect(attendeeStatus('confirmed')).toBe('registered')
    expect(attendeeStatus('attended')).toBe('attended')
    expect(attendeeStatus('cancelled')).toBe('cancelled')
  })

  it('names a registration that waits for the organiser', () => {
    expect(attendeeStatus('pending')).toBe('waiting')
  })
})

describe('attendeeStatusText', () => {
  it('writes the status in words, and says when a refund closed the event to the account', () => {
    expect(attendeeStatusText({ status: 'pending', closedToAccount: false })).toBe('waiting for approval')
    expect(attendeeStatusText({ status: 'confirmed', closedToAccount: false })).toBe('registered')
    expect(attendeeStatusText({ status: 'cancelled', closedToAccount: false })).toBe('cancelled')
    expect(attendeeStatusText({ status: 'cancelled', closedToAccount: true })).toBe('cancelled, banned')
  })
})
