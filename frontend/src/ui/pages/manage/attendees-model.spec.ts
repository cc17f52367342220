import { describe, expect, it } from 'vitest'
import { ATTENDEE, makeRegistration } from '../../../testing/fake-chain'
import {
  attendeeCounts,
  attendeeCountsText,
  attendeeRow,
  attendeeRows,
  declineQuestion,
  refundQuestion,
} from './attendees-model'

describe('attendeeRow', () => {
  it("shows a held seat as 'registered', refundable, without attendance or token", () => {
    const row = attendeeRow(makeRegistration({ paymentAmountMicroAlgos: 10_500_000n }))
    expect(row).toMatchObject({
      address: ATTENDEE,
      shortAddress: 'ATTEND...ADDR',
      tier: 'General Admission',
      amountPaid: '10.5 ALGO',
      status: 'registered',
      statusTone: 'info',
      attendanceMethod: '—',
      token: '—',
      awaitsDecision: false,
      refundable: true,
    })
  })

  it('offers a decision, and no refund, for a registration waiting for approval', () => {
    expect(attendeeRow(makeRegistration({ status: 'pending' }))).toMatchObject({
      status: 'waiting',
      statusText: 'waiting for approval',
      statusTone: 'warning',
      awaitsDecision: true,
      refundable: false,
    })
  })

  it('shows how attendance was established and whether the token was claimed', () => {
    const door = attendeeRow(
      makeRegistration({ status: 'attended', attendanceMethod: 'door check-in', nftAssetId: 4242, nftClaimed: true }),
    )
    expect(door).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in', token: '4242 (claimed)' })
    const self = attendeeRow(makeRegistration({ status: 'attended', attendanceMethod: 'self-declared', nftAssetId: 7 }))
    expect(self).toMatchObject({ attendanceMethod: 'self-declared', token: '7 (not claimed)', refundable: true })
  })

  it('offers no refund for a cancelled registration', () => {
    expect(attendeeRow(makeRegistration({ status: 'cancelled' }))).toMatchObject({
      status: 'cancelled',
      awaitsDecision: false,
      refundable: false,
    })
  })
})

describe('attendeeRows', () => {
  it('lists the registrations waiting for approval first, the others in the order read', () => {
    const rows = attendeeRows([
      makeRegistration({ attendeeAddress: 'A' }),
      makeRegistration({ attendeeAddress: 'B', status: 'pending' }),
      makeRegistration({ attendeeAddress: 'C', status: 'cancelled' }),
      makeRegistration({ attendeeAddress: 'D', status: 'pending' }),
    ])
    expect(rows.map((row) => row.address)).toEqual(['B', 'D', 'A', 'C'])
  })
})

describe('attendeeCounts', () => {
  it('counts each status and the total', () => {
    const counts = attendeeCounts([
      makeRegistration(),
      makeRegistration({ status: 'attended' }),
      makeRegistration({ status: 'attended' }),
      makeRegistration({ status: 'cancelled' }),
    ])
    expect(counts).toEqual({ waiting: 0, registered: 1, attended: 2, cancelled: 1, total: 4 })
    expect(attendeeCountsText(counts)).toBe('Registered 1 · Attended 2 · Cancelled 1 · Total 4')
  })

  it('counts the registrations waiting for approval first, while there are any', () => {
    const counts = attendeeCounts([makeRegistration({ status: 'pending' }), makeRegistration()])
    expect(counts).toEqual({ waiting: 1, registered: 1, attended: 0, cancelled: 0, total: 2 })
    expect(attendeeCountsText(counts)).toBe(
      'Waiting for approval 1 · Registered 1 · Attended 0 · Cancelled 0 · Total 2',
    )
  })
})

describe('declineQuestion', () => {
  it('states who gets the held payment back', () => {
    expect(declineQuestion(makeRegistration({ status: 'pending', paymentAmountMicroAlgos: 2_500_000n }))).toBe(
      'Decline the registration of ATTEND...ADDR? The 2.5 ALGO the app holds goes back to them and the seat is freed.',
    )
  })

  it('speaks of no payment for a free seat', () => {
    expect(declineQuestion(makeRegistration({ status: 'pending', paymentAmountMicroAlgos: 0n }))).toBe(
      'Decline the registration of ATTEND...ADDR? The seat is freed.',
    )
  })
})

describe('refundQuestion', () => {
  it('states the amount and who gets it back', () => {
    expect(refundQuestion(makeRegistration({ paymentAmountMicroAlgos: 0n }))).toBe(
      'Refund 0 ALGO to ATTEND...ADDR? The amount paid goes back from your wallet and the seat is freed.',
    )
  })
})
