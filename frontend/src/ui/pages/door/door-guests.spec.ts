import { describe, expect, it } from 'vitest'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { GuestDetails } from '../../../domain/details/registration-note'
import type { DeskRegistration, ScanEntry } from './check-in-desk'
import { guestName } from '../../../domain/guest-list/guest-name'
import { doorGuests } from './door-guests'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const formatTime = (seconds: number) => `t${seconds}`

function registration(attendee: string, changes: Partial<DeskRegistration> = {}): DeskRegistration {
  return {
    attendee,
    status: 'confirmed',
    ticketCommitment: '',
    ticketNumber: 1,
    attendedAt: 0,
    tierName: 'General',
    registeredRound: 5,
    sealKeyVersion: 1,
    ...changes,
  }
}

const sealed = (name: string): GuestDetails => ({ kind: 'sealed', contact: { name, email: '', phone: '' } })

describe('door guests', () => {
  it('lists the registrations the door can name, with tier, status and whether it may check them in', () => {
    const details = new Map<string, GuestDetails>([
      ['A', sealed('Ada Lovelace')],
      ['B', { kind: 'public', contact: { name: 'Grace Hopper', email: '', phone: '' } }],
      ['C', sealed('Alan Turing')],
      ['D', sealed('Edsger Dijkstra')],
      ['E', { kind: 'unreadable' }],
      ['F', sealed('   ')],
    ])
    const guests = doorGuests(
      [
        registration('A', { tierName: 'VIP' }),
        registration('B', { status: 'attended', attendedAt: 1_000 }),
        registration('C', { status: 'waitlisted' }),
        registration('D', { status: 'pending' }),
        registration('E'),
        registration('F'),
        registration('G'),
      ],
      details,
      new Map(),
      formatTime,
    )
    expect(guests).toEqual([
      {
        attendee: 'A',
        name: 'Ada Lovelace',
        tierName: 'VIP',
        status: 'confirmed',
        statusText: DOOR_MESSAGES.guestRegistered,
        canCheckIn: true,
      },
      {
        attendee: 'B',
        name: 'Grace Hopper',
        tierName: 'General',
        status: 'attended',
        statusText: CHECK_IN_MESSAGES.checkedInAt('t1000'),
        canCheckIn: false,
      },
      expect.objectContaining({ attendee: 'C', statusText: DOOR_MESSAGES.guestWaitlisted, canCheckIn: false }),
      expect.objectContaining({ attendee: 'D', statusText: DOOR_MESSAGES.guestWaiting, canCheckIn: false }),
    ])
  })

  it('shows a guest let in here as checked in before the chain says so', () => {
    const entry: ScanEntry = { id: 'A:5000', attendee: 'A', tierName: 'VIP', scannedAt: 5_000_000, state: 'sending' }
    const [guest] = doorGuests(
      [registration('A')],
      new Map([['A', sealed('Ada')]]),
      new Map([['A', entry]]),
      formatTime,
    )
    expect(guest).toMatchObject({
      status: 'attended',
      statusText: CHECK_IN_MESSAGES.checkedInAt('t5000'),
      canCheckIn: false,
    })
  })

  it('names a guest from the details the door opened, else not at all', () => {
    const details = new Map<string, GuestDetails>([
      ['A', sealed(' Ada ')],
      ['B', { kind: 'missing' }],
    ])
    expect(guestName(details, 'A')).toBe('Ada')
    expect(guestName(details, 'B')).toBeNull()
    expect(guestName(details, 'C')).toBeNull()
    expect(guestName(null, 'A')).toBeNull()
  })
})
