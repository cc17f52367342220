import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { encodeTicket } from '../../../domain/check-in/ticket'
import { makeEvent, makeRegistration } from '../../../testing/fake-chain'
import { reconciledTicket, savedTicketFrom, savedTicketNotice, worthShowing } from './saved-ticket-model'

const ADA = addressFromPublicKey(new Uint8Array(32).fill(8))
const event = makeEvent({
  settings: { startsAt: 1_900_000_000, endsAt: 1_900_003_600, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
  metadata: { ...makeEvent().metadata, timezone: 'Asia/Tokyo' },
})
const registration = makeRegistration({ attendeeAddress: ADA, ticketCommitment: 'cd'.repeat(32) })
const code = encodeTicket({ appId: 7n, eventId: event.eventId, attendee: ADA, secret: new Uint8Array(32).fill(1) })
const saved = savedTicketFrom(7n, event, registration, code, 100)

describe('savedTicketFrom', () => {
  it("keeps the code with the event's facts in its own zone, the tier and the registration's commitment", () => {
    expect(saved).toMatchObject({
      appId: '7',
      eventId: event.eventId,
      attendee: ADA,
      code,
      commitment: 'cd'.repeat(32),
      eventName: event.eventName,
      startsAt: 1_900_000_000,
      endsAt: 1_900_003_600,
      zone: 'Asia/Tokyo',
      tierName: registration.ticketTierName,
      attendeeName: '',
      state: 'confirmed',
      savedAt: 100,
    })
  })
})

describe('reconciledTicket', () => {
  it('changes nothing when the chain says what is kept (so the page writes nothing)', () => {
    expect(reconciledTicket(saved, event, registration)).toBeNull()
  })

  it("follows the registration's state, and a ticket replaced by a new registration", () => {
    expect(reconciledTicket(saved, event, { ...registration, status: 'attended' })).toMatchObject({ state: 'attended' })
    expect(reconciledTicket(saved, event, { ...registration, status: 'cancelled' })).toMatchObject({
      state: 'cancelled',
    })
    expect(reconciledTicket(saved, event, { ...registration, ticketCommitment: 'ef'.repeat(32) })).toMatchObject({
      state: 'cancelled',
    })
    expect(reconciledTicket(saved, event, null)).toMatchObject({ state: 'missing' })
  })

  it("takes the event's edited name and dates, and the attendee's name when the registration has it", () => {
    const edited = { ...event, eventName: 'Moved', settings: { ...event.settings, startsAt: 1_900_007_200 } }
    expect(reconciledTicket(saved, edited, registration)).toMatchObject({ eventName: 'Moved', startsAt: 1_900_007_200 })
    const named = { ...registration, metadata: { attendeeName: 'Ada' } as typeof registration.metadata }
    expect(reconciledTicket(saved, event, named)).toMatchObject({ attendeeName: 'Ada' })
  })
})

describe('what the page says of a kept ticket', () => {
  it('speaks of the state first, then of the chain while it is checked or out of reach', () => {
    expect(savedTicketNotice({ ...saved, state: 'attended' }, 'unreachable')).toMatch(/checked in/)
    expect(savedTicketNotice({ ...saved, state: 'cancelled' }, 'answered')).toMatch(/no longer opens/)
    expect(savedTicketNotice(saved, 'checking')).toMatch(/Checking/)
    expect(savedTicketNotice(saved, 'unreachable')).toMatch(/No connection/)
    expect(savedTicketNotice(saved, 'answered')).toBeNull()
  })

  it('opens the page on a kept ticket unless the chain holds no such registration', () => {
    expect(worthShowing(saved)).toBe(true)
    expect(worthShowing({ ...saved, state: 'attended' })).toBe(true)
    expect(worthShowing({ ...saved, state: 'missing' })).toBe(false)
    expect(worthShowing(undefined)).toBe(false)
  })
})
