import { describe, expect, it } from 'vitest'
import { ATTENDEE, makeRegistration } from '../testing/fake-chain'
import { attendeeCounts, attendeeCountsText, attendeeRow, refundQuestion } from './attendees-model'

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
      refundable: true,
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
      refundable: false,
    })
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
    expect(counts).toEqual({ registered: 1, attended: 2, cancelled: 1, total: 4 })
    expect(attendeeCountsText(counts)).toBe('Registered 1 · Attended 2 · Cancelled 1 · Total 4')
  })
})

describe('refundQuestion', () => {
  it('states the amount and who gets it back', () => {
    expect(refundQuestion(makeRegistration({ paymentAmountMicroAlgos: 0n }))).toBe(
      'Refund 0 ALGO to ATTEND...ADDR? The amount paid goes back from your wallet and the seat is freed.',
    )
  })
})
