import { describe, expect, it } from 'vitest'
import { attendanceText, attendeeStatus, attendeeStatusText } from './attendee-status'

describe('attendeeStatus', () => {
  it("names a held seat 'registered' and keeps attended and cancelled", () => {
    expect(attendeeStatus('confirmed')).toBe('registered')
    expect(attendeeStatus('attended')).toBe('attended')
    expect(attendeeStatus('cancelled')).toBe('cancelled')
  })

  it('names a registration that waits for the organiser, and one on the waitlist', () => {
    expect(attendeeStatus('pending')).toBe('waiting')
    expect(attendeeStatus('waitlisted')).toBe('waitlisted')
    expect(attendeeStatusText({ status: 'waitlisted', closedToAccount: false })).toBe('on the waitlist')
  })
})

describe('attendanceText', () => {
  it('says how attendance was recorded: at the door, without a ticket, or by the attendee', () => {
    expect(attendanceText({ attendanceMethod: 'door check-in' })).toBe('Checked in at the door')
    expect(attendanceText({ attendanceMethod: 'checked in by the organiser' })).toBe(
      'Checked in by you or your door, without a ticket',
    )
    expect(attendanceText({ attendanceMethod: 'self-declared' })).toBe('Self-declared')
    expect(attendanceText({})).toBe('')
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
