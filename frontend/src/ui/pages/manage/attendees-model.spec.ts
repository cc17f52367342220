import { describe, expect, it } from 'vitest'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import { ATTENDEE, makeEvent, makeRegistration } from '../../../testing/fake-chain'
import {
  attendeeCounts,
  attendeeCountsText,
  attendeeRow,
  attendeeRows,
  checkInClosedReason,
  checkInQuestion,
  declineQuestion,
  refundQuestion,
  removeQuestion,
  waitlistRows,
} from './attendees-model'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'

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
    expect(door).toMatchObject({
      status: 'attended',
      attendanceMethod: 'Checked in at the door',
      token: '4242 (claimed)',
      checkInable: false,
    })
    const self = attendeeRow(makeRegistration({ status: 'attended', attendanceMethod: 'self-declared', nftAssetId: 7 }))
    expect(self).toMatchObject({ attendanceMethod: 'Self-declared', token: '7 (not claimed)', refundable: true })
    const admitted = attendeeRow(
      makeRegistration({ status: 'attended', attendanceMethod: 'checked in by the organiser' }),
    )
    expect(admitted.attendanceMethod).toBe('Checked in by you or your door, without a ticket')
    expect(attendeeRow(makeRegistration()).attendanceMethod).toBe('—')
  })

  it('offers a check-in without a ticket, and a refund, for a seat not used yet', () => {
    expect(attendeeRow(makeRegistration())).toMatchObject({ status: 'registered', checkInable: true, refundable: true })
    expect(attendeeRow(makeRegistration({ status: 'pending' }))).toMatchObject({ checkInable: false })
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
    expect(counts).toEqual({ waiting: 0, waitlisted: 0, registered: 1, attended: 2, cancelled: 1, total: 4 })
    expect(attendeeCountsText(counts)).toBe('Registered 1 · Attended 2 · Cancelled 1 · Total 4')
  })

  it('counts the registrations waiting for approval first, while there are any', () => {
    const counts = attendeeCounts([makeRegistration({ status: 'pending' }), makeRegistration()])
    expect(counts).toEqual({ waiting: 1, waitlisted: 0, registered: 1, attended: 0, cancelled: 0, total: 2 })
    expect(attendeeCountsText(counts)).toBe(
      'Waiting for approval 1 · Registered 1 · Attended 0 · Cancelled 0 · Total 2',
    )
  })

  it('counts the waitlist, while anyone is on it', () => {
    const counts = attendeeCounts([
      makeRegistration({ status: 'waitlisted' }),
      makeRegistration({ status: 'waitlisted' }),
    ])
    expect(counts).toMatchObject({ waitlisted: 2, registered: 0, total: 2 })
    expect(attendeeCountsText(counts)).toBe('On the waitlist 2 · Registered 0 · Attended 0 · Cancelled 0 · Total 2')
  })
})

describe('waitlistRows', () => {
  it('lists the waitlist in the order people joined, apart from the other rows, each with whether a seat is free', () => {
    const registrations = [
      makeRegistration({
        attendeeAddress: 'SECOND',
        status: 'waitlisted',
        registrationDate: 200,
        ticketTierIndex: 1,
        ticketTierName: 'VIP',
      }),
      makeRegistration({ attendeeAddress: 'SEATED' }),
      makeRegistration({
        attendeeAddress: 'FIRST',
        status: 'waitlisted',
        registrationDate: 100,
        paymentAmountMicroAlgos: 5_000_000n,
      }),
    ]
    expect(attendeeRows(registrations).map((row) => row.address)).toEqual(['SEATED'])
    const tier = { priceMicroAlgos: 0n, transferable: true }
    const event = makeEvent({
      maxCapacity: 10,
      registeredCount: 5,
      tiers: [
        { ...tier, name: 'General', quantity: 0n, sold: 5n },
        { ...tier, name: 'VIP', quantity: 2n, sold: 2n },
      ],
    })
    expect(waitlistRows(event, registrations)).toEqual([
      expect.objectContaining({ address: 'FIRST', position: 1, held: '5 ALGO', noSeat: null }),
      expect.objectContaining({
        address: 'SECOND',
        position: 2,
        tier: 'VIP',
        noSeat: ATTENDEE_LIST_MESSAGES.noSeatInTier('VIP'),
      }),
    ])
    const full = waitlistRows({ ...event, registeredCount: 10 }, registrations)
    expect(full.map((row) => row.noSeat)).toEqual([ATTENDEES_MESSAGES.noSeatFree, ATTENDEES_MESSAGES.noSeatFree])
  })
})

describe('checkInClosedReason', () => {
  const settings = { startsAt: 10_000, endsAt: 20_000, checkInOpensBefore: 1_000, selfCheckIn: false, decideBy: 0 }
  it('lets the owner check guests in while the window is open, and says why not otherwise', () => {
    expect(checkInClosedReason({ active: true, settings }, 9_000)).toBeNull()
    expect(checkInClosedReason({ active: true, settings }, 8_999)).toBe(ATTENDEE_LIST_MESSAGES.checkInNotOpen)
    expect(checkInClosedReason({ active: true, settings }, 20_001)).toBe(CHECK_IN_MESSAGES.closed)
    expect(checkInClosedReason({ active: true, settings: { ...settings, startsAt: 0 } }, 9_000)).toBe(
      CHECK_IN_MESSAGES.undated,
    )
    expect(checkInClosedReason({ active: false, settings }, 9_000)).toBe(CHECK_IN_MESSAGES.eventInactive)
  })
})

describe('checkInQuestion and removeQuestion', () => {
  it('name the guest where the guest list is open, else their short address', () => {
    expect(checkInQuestion(makeRegistration(), 'Ada Lovelace')).toBe(
      ATTENDEE_LIST_MESSAGES.checkInQuestion('Ada Lovelace'),
    )
    expect(checkInQuestion(makeRegistration(), null)).toBe(ATTENDEE_LIST_MESSAGES.checkInQuestion('ATTEND...ADDR'))
    expect(removeQuestion(makeRegistration({ status: 'waitlisted', paymentAmountMicroAlgos: 2_000_000n }))).toBe(
      'Take ATTEND...ADDR off the waitlist? The 2 ALGO the app holds goes back to them.',
    )
    expect(removeQuestion(makeRegistration({ status: 'waitlisted', paymentAmountMicroAlgos: 0n }))).toBe(
      'Take ATTEND...ADDR off the waitlist?',
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
