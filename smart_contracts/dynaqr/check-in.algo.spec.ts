import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  CHECK_IN_NONE,
  CHECK_IN_SELF,
  MAX_CHECK_IN_LEAD_SECONDS,
  MAX_DOOR_NAME_BYTES,
  STATUS_ATTENDED,
  STATUS_CONFIRMED,
} from './records.algo'
import {
  DAY,
  doorMbr,
  Harness,
  MIN_FEE,
  OPEN_SETTINGS,
  ROUND0,
  SEAL_KEY,
  T0,
  ticketCommitment,
  ticketSecret,
  tier,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
let attendee: Account
let scanner: Account

const NOT_A_DOOR = 'This device is not a door of this event'
const START = OPEN_SETTINGS.startsAt
const END = OPEN_SETTINGS.endsAt
const OPENS = START - OPEN_SETTINGS.checkInOpensBefore

beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
  h.createEvent(owner)
  attendee = h.account()
  h.register(attendee)
  scanner = h.account()
  h.addDoor(owner, scanner, 'Main entrance')
})
afterEach(() => ctx.reset())

describe('add_door', () => {
  it('pairs a device under d + event seq + device, paid by the owner, and it starts with no check-ins', () => {
    const door = h.door(scanner)
    expect([door.name, door.pairedAt, door.pairedRound, door.checkIns]).toEqual(['Main entrance', T0, ROUND0, 0])
    const key = Bytes('d').concat(Bytes.fromHex('0000000000000000')).concat(scanner.bytes)
    expect(ctx.ledger.getBox(h.contract, key).length).toEqual(8 + 2 + 8 + 8 + 2 + 'Main entrance'.length)
  })

  it('requires exactly the box MBR and refuses one microALGO less', () => {
    const other = h.account()
    expect(() => h.addDoor(owner, other, 'Side', 'EVT-1', h.pay(owner, doorMbr('Side') - 1))).toThrow(
      'Payment does not cover the minimum balance',
    )
    expect(h.hasDoor(other)).toBe(false)
    h.addDoor(owner, other, 'Side', 'EVT-1', h.pay(owner, doorMbr('Side')))
    expect(h.hasDoor(other)).toBe(true)
  })

  it.each([
    ['another account', () => [h.account(), h.account(), 'X'] as const, 'Only the event owner can do this'],
    ['an empty name', () => [owner, h.account(), ''] as const, 'Door name is required'],
    [
      'a name over the limit',
      () => [owner, h.account(), 'n'.repeat(MAX_DOOR_NAME_BYTES + 1)] as const,
      'Door name too long',
    ],
    ['a device already paired', () => [owner, scanner, 'Again'] as const, 'Door device already paired'],
  ])('refuses %s', (_, args, message) => {
    const [sender, device, name] = args()
    expect(() => h.addDoor(sender, device, name)).toThrow(message)
  })

  it('refuses a deactivated event', () => {
    h.deactivate(owner)
    expect(() => h.addDoor(owner, h.account(), 'Late')).toThrow('Event is not active')
  })
})

describe('remove_door', () => {
  it('deletes the box and pays its deposit back to the owner with a zero-fee inner payment', () => {
    expect(h.removeDoor(owner, scanner)).toEqual(doorMbr('Main entrance'))
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([owner, doorMbr('Main entrance'), 0])
    expect(h.hasDoor(scanner)).toBe(false)
  })

  it('leaves a revoked device unable to check anyone in', () => {
    h.removeDoor(owner, scanner)
    expect(() => h.checkIn(scanner, attendee)).toThrow(NOT_A_DOOR)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('is the owner’s, for a paired device', () => {
    expect(() => h.removeDoor(h.account(), scanner)).toThrow('Only the event owner can do this')
    expect(() => h.removeDoor(owner, h.account())).toThrow('Door device not paired')
  })

  it('works after deactivation, so the owner gets the deposit back', () => {
    h.deactivate(owner)
    h.removeDoor(owner, scanner)
    expect(h.hasDoor(scanner)).toBe(false)
  })
})

describe('check_in', () => {
  it('marks the registration attended at the door, counts it for the event and the door', () => {
    expect(h.at(T0 + 60).checkIn(scanner, attendee)).toEqual(T0 + 60)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.attendedAt, r.checkInMethod]).toEqual([STATUS_ATTENDED, T0 + 60, CHECK_IN_DOOR])
    expect(h.event().attendedCount).toEqual(1)
    expect(h.door(scanner).checkIns).toEqual(1)
  })

  it('refuses a ticket used once already', () => {
    h.checkIn(scanner, attendee)
    const second = h.account()
    h.addDoor(owner, second, 'Side')
    expect(() => h.checkIn(second, attendee)).toThrow('Ticket already used')
    expect(h.event().attendedCount).toEqual(1)
  })

  it('never checks in another registered account with a secret a check-in revealed', () => {
    const other = h.account()
    h.register(other)
    const revealed = h.ticketOf(attendee).secret
    h.checkIn(scanner, attendee)
    expect(() => h.checkIn(scanner, other, 'EVT-1', revealed)).toThrow('Ticket is not valid for this registration')
    expect(h.registration('EVT-1', other).status).toEqual(STATUS_CONFIRMED)
  })

  it('takes a secret for its own event only', () => {
    h.createEvent(owner, { id: 'EVT-2' })
    h.register(attendee, 'EVT-2')
    const door2 = h.account()
    h.addDoor(owner, door2, 'Door 2', 'EVT-2')
    expect(() => h.checkIn(door2, attendee, 'EVT-2', h.ticketOf(attendee, 'EVT-1').secret)).toThrow(
      'Ticket is not valid for this registration',
    )
    expect(() => h.checkIn(door2, attendee, 'EVT-1')).toThrow(NOT_A_DOOR)
    h.checkIn(door2, attendee, 'EVT-2')
  })

  it.each([
    ['the attendee', () => attendee],
    ['a stranger', () => h.account()],
  ])('refuses %s, who is neither a paired door nor the owner', (_, sender) => {
    expect(() => h.checkIn(sender(), attendee)).toThrow(NOT_A_DOOR)
  })

  it('lets the owner check a ticket in as a door would', () => {
    h.checkIn(owner, attendee)
    expect(h.registration('EVT-1', attendee).checkInMethod).toEqual(CHECK_IN_DOOR)
    expect(h.door(scanner).checkIns).toEqual(0)
  })

  it('refuses a wrong secret', () => {
    expect(() => h.checkIn(scanner, attendee, 'EVT-1', ticketSecret('guess'))).toThrow(
      'Ticket is not valid for this registration',
    )
  })

  it('refuses an account that is not registered, a refunded one and an unknown event', () => {
    expect(() => h.checkIn(scanner, h.account(), 'EVT-1', ticketSecret('x'))).toThrow('Not registered')
    h.refund(owner, attendee)
    expect(() => h.checkIn(scanner, attendee)).toThrow('Registration is not confirmed')
    expect(() => h.checkIn(scanner, attendee, 'nope', ticketSecret('x'))).toThrow('Event not found')
  })

  it('refuses a deactivated event', () => {
    h.deactivate(owner)
    expect(() => h.checkIn(scanner, attendee)).toThrow('Event is not active')
  })

  it('is open from the lead time before the start until the end, by block time', () => {
    expect(() => h.at(OPENS - 1).checkIn(scanner, attendee)).toThrow('Check-in is not open yet')
    expect(() => h.at(END + 1).checkIn(scanner, attendee)).toThrow('Check-in has closed: the event has ended')
    h.at(OPENS).checkIn(scanner, attendee)
    const late = h.account()
    h.at(T0).register(late)
    h.at(END).checkIn(scanner, late)
  })

  it('is closed for an event without a date', () => {
    h.createEvent(owner, {
      id: 'UNDATED',
      settings: { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false },
    })
    h.register(attendee, 'UNDATED')
    const door = h.account()
    h.addDoor(owner, door, 'Door', 'UNDATED')
    expect(() => h.checkIn(door, attendee, 'UNDATED')).toThrow('The event has no date yet, so check-in is closed')
  })

  it('takes a new ticket after a refund and a new registration, never the old one', () => {
    const used = h.ticketOf(attendee).secret
    h.checkIn(scanner, attendee)
    h.refund(owner, attendee)
    h.register(attendee, 'EVT-1', { mbr: 0 })
    expect(() => h.checkIn(scanner, attendee, 'EVT-1', used)).toThrow('Ticket is not valid for this registration')
    h.checkIn(scanner, attendee)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_ATTENDED)
  })
})

describe('check_in without a ticket (an all-zero secret)', () => {
  it('lets a paired door check a registered guest in by name: recorded as admitted, counted for the door', () => {
    expect(h.at(T0 + 90).admit(scanner, attendee)).toEqual(T0 + 90)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.attendedAt, r.checkInMethod, r.ticketRevealed]).toEqual([
      STATUS_ATTENDED,
      T0 + 90,
      CHECK_IN_ADMITTED,
      false,
    ])
    expect(h.event().attendedCount).toEqual(1)
    expect(h.door(scanner).checkIns).toEqual(1)
  })

  it('lets the owner check a guest in from the attendee list', () => {
    h.admit(owner, attendee)
    expect(h.registration('EVT-1', attendee).checkInMethod).toEqual(CHECK_IN_ADMITTED)
    expect(h.door(scanner).checkIns).toEqual(0)
  })

  it.each([
    ['the attendee', () => attendee],
    ['a stranger', () => h.account()],
    [
      'a door of another event',
      () => {
        h.createEvent(owner, { id: 'EVT-2' })
        const other = h.account()
        h.addDoor(owner, other, 'Other', 'EVT-2')
        return other
      },
    ],
  ])('refuses %s', (_, sender) => {
    expect(() => h.admit(sender(), attendee)).toThrow(NOT_A_DOOR)
  })

  it('refuses a guest checked in already, one not confirmed, one not registered', () => {
    h.checkIn(scanner, attendee)
    expect(() => h.admit(owner, attendee)).toThrow('Ticket already used')
    const refunded = h.account()
    h.register(refunded)
    h.refund(owner, refunded)
    expect(() => h.admit(owner, refunded)).toThrow('Registration is not confirmed')
    expect(() => h.admit(owner, h.account())).toThrow('Not registered')
  })

  it('keeps to the check-in window and an active event', () => {
    expect(() => h.at(OPENS - 1).admit(owner, attendee)).toThrow('Check-in is not open yet')
    expect(() => h.at(END + 1).admit(owner, attendee)).toThrow('Check-in has closed: the event has ended')
    h.at(T0).deactivate(owner)
    expect(() => h.admit(owner, attendee)).toThrow('Event is not active')
  })

  it('says so on the attendance token', () => {
    h.admit(scanner, attendee)
    h.mint(attendee)
    const method = h.tokenCalls.at(-1)!.args[3] as { asUint8Array(): Uint8Array }
    expect(new DataView(Uint8Array.from(method.asUint8Array()).buffer).getBigUint64(0)).toEqual(
      BigInt(CHECK_IN_ADMITTED),
    )
  })
})

describe('check_in reveals the ticket', () => {
  it('marks the box so it is kept: its secret is public now', () => {
    expect(h.registration('EVT-1', attendee).ticketRevealed).toBe(false)
    h.checkIn(scanner, attendee)
    expect(h.registration('EVT-1', attendee).ticketRevealed).toBe(true)
  })
})

describe('register_event: the ticket commitment', () => {
  it('is stored with the registration, with the round and no check-in yet', () => {
    const r = h.registration('EVT-1', attendee)
    expect(r.ticketCommitment.bytes).toEqual(Bytes(h.ticketOf(attendee).commitment))
    expect([r.checkInMethod, r.attendedAt, r.registeredRound]).toEqual([CHECK_IN_NONE, 0, 1_000])
  })

  it('refuses an all-zero commitment', () => {
    expect(() => h.register(h.account(), 'EVT-1', { commitment: new Uint8Array(32) })).toThrow(
      'Ticket commitment required',
    )
  })

  it('numbers an account’s registrations for the event: 1, then one more after each refund', () => {
    expect(h.registration('EVT-1', attendee).ticketNumber).toEqual(1)
    h.refund(owner, attendee)
    h.register(attendee, 'EVT-1', { mbr: 0 })
    expect(h.registration('EVT-1', attendee).ticketNumber).toEqual(2)
    expect(h.ticketOf(attendee).number).toEqual(2)
    h.checkIn(scanner, attendee)
  })

  it('never takes a secret a check-in revealed again, even registered again with the same commitment', () => {
    const first = h.ticketOf(attendee)
    h.checkIn(scanner, attendee)
    h.refund(owner, attendee)
    h.register(attendee, 'EVT-1', { mbr: 0, commitment: first.commitment })
    expect(() => h.checkIn(scanner, attendee, 'EVT-1', first.secret)).toThrow(
      'Ticket is not valid for this registration',
    )
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('binds the commitment to the app, the event, the attendee and the number', () => {
    const secret = ticketSecret('bound')
    const seq = h.event().seq
    const other = h.account()
    const commitments = {
      'another app': ticketCommitment(h.ctx.any.application(), seq, attendee, 1, secret),
      'another event': ticketCommitment(h.app, Number(seq) + 1, attendee, 1, secret),
      'another attendee': ticketCommitment(h.app, seq, other, 1, secret),
      'another number': ticketCommitment(h.app, seq, attendee, 2, secret),
    }
    for (const [what, commitment] of Object.entries(commitments)) {
      h.refund(owner, attendee)
      h.register(attendee, 'EVT-1', { mbr: 0, commitment })
      expect(() => h.checkIn(scanner, attendee, 'EVT-1', secret), what).toThrow(
        'Ticket is not valid for this registration',
      )
    }
    h.refund(owner, attendee)
    const number = Number(h.registration('EVT-1', attendee).ticketNumber) + 1
    h.register(attendee, 'EVT-1', { mbr: 0, commitment: ticketCommitment(h.app, seq, attendee, number, secret) })
    h.checkIn(scanner, attendee, 'EVT-1', secret)
  })
})

describe('confirm_attendance (self-declared attendance)', () => {
  beforeEach(() => {
    h.createEvent(owner, { id: 'SELF', settings: { ...OPEN_SETTINGS, selfCheckIn: true } })
    h.register(attendee, 'SELF')
  })

  it('records the attendee’s own word, inside the check-in window', () => {
    expect(h.at(T0 + 5).confirm(attendee, 'SELF')).toEqual(T0 + 5)
    const r = h.registration('SELF', attendee)
    expect([r.status, r.attendedAt, r.checkInMethod]).toEqual([STATUS_ATTENDED, T0 + 5, CHECK_IN_SELF])
    expect(h.event('SELF').attendedCount).toEqual(1)
  })

  it('is refused where attendance is recorded at the door', () => {
    expect(() => h.confirm(attendee)).toThrow('Attendance is recorded at the door: show your ticket there')
  })

  it('is refused outside the window, twice, unregistered, refunded or for an unknown event', () => {
    expect(() => h.at(OPENS - 1).confirm(attendee, 'SELF')).toThrow('Check-in is not open yet')
    expect(() => h.at(END + 1).confirm(attendee, 'SELF')).toThrow('Check-in has closed: the event has ended')
    h.at(T0).confirm(attendee, 'SELF')
    expect(() => h.confirm(attendee, 'SELF')).toThrow('Attendance already confirmed')
    expect(() => h.confirm(h.account(), 'SELF')).toThrow('Not registered')
    const refunded = h.account()
    h.register(refunded, 'SELF')
    h.refund(owner, refunded, 'SELF')
    expect(() => h.confirm(refunded, 'SELF')).toThrow('Registration is not confirmed')
    expect(() => h.confirm(attendee, 'nope')).toThrow('Event not found')
  })

  it('a door can still check a ticket in at a self-declared event', () => {
    const door = h.account()
    h.addDoor(owner, door, 'Door', 'SELF')
    h.checkIn(door, attendee, 'SELF')
    expect(h.registration('SELF', attendee).checkInMethod).toEqual(CHECK_IN_DOOR)
  })
})

describe('event settings', () => {
  const settings = (startsAt: number, endsAt: number, checkInOpensBefore = 0, selfCheckIn = false) => ({
    startsAt,
    endsAt,
    checkInOpensBefore,
    selfCheckIn,
  })

  it.each([
    ['an end without a start', settings(0, T0), 'An end needs a start'],
    ['an end before the start', settings(T0, T0 - 1), 'The event must end after it starts'],
    ['an end at the start', settings(T0, T0), 'The event must end after it starts'],
    [
      'check-in opening more than 30 days ahead',
      settings(T0, T0 + DAY, MAX_CHECK_IN_LEAD_SECONDS + 1),
      'Check-in may open at most 30 days before the start',
    ],
  ])('create_event and set_settings refuse %s', (_, bad, message) => {
    expect(() => h.createEvent(owner, { id: 'BAD', settings: bad })).toThrow(message)
    expect(() => h.setSettings(owner, bad)).toThrow(message)
  })

  it('set_settings changes dates and the attendance mode, for the owner of an active event', () => {
    const next = settings(T0 + DAY, T0 + 2 * DAY, MAX_CHECK_IN_LEAD_SECONDS, true)
    h.setSettings(owner, next)
    const stored = h.event().settings
    expect([stored.startsAt, stored.endsAt, stored.checkInOpensBefore, stored.selfCheckIn]).toEqual([
      T0 + DAY,
      T0 + 2 * DAY,
      MAX_CHECK_IN_LEAD_SECONDS,
      true,
    ])
    expect(() => h.setSettings(attendee, next)).toThrow('Only the event owner can do this')
    h.deactivate(owner)
    expect(() => h.setSettings(owner, next)).toThrow('Event is not active')
  })

  it('a later start closes check-in until the new window opens', () => {
    h.setSettings(owner, settings(T0 + DAY, T0 + 2 * DAY, 3_600))
    expect(() => h.checkIn(scanner, attendee)).toThrow('Check-in is not open yet')
    h.at(T0 + DAY - 3_600).checkIn(scanner, attendee)
  })
})

describe('names that stand in the token as they are', () => {
  it.each([
    ['an event name with a quote', { name: 'The "Launch"' }, 'Event name may not contain'],
    ['an event name with a backslash', { name: 'a\\b' }, 'Event name may not contain'],
    ['an event name with a newline', { name: 'a\nb' }, 'Event name may not contain'],
    ['a tier name with a quote', { tiers: [tier('"VIP"')] }, 'Tier name may not contain'],
    ['a tier name with a control byte', { tiers: [tier('VIP\u0001')] }, 'Tier name may not contain'],
  ])('create_event refuses %s', (_, overrides, message) => {
    expect(() => h.createEvent(owner, { id: 'QUOTED', ...overrides })).toThrow(message)
  })

  it('takes apostrophes, braces, brackets and any non-ASCII text', () => {
    h.createEvent(owner, { id: 'FINE', name: "Zé's {Fest} [2025] 🎉", tiers: [tier('Día ½')] })
    expect(h.event('FINE').name).toEqual("Zé's {Fest} [2025] 🎉")
  })
})

describe('set_seal_key', () => {
  const zero = new Uint8Array(32)
  const key = new Uint8Array(32).fill(9)

  it('stores the key given at creation', () => {
    expect(h.event().sealKey.bytes).toEqual(Bytes(SEAL_KEY))
  })

  it('counts versions: 1 for a key given at creation, 0 without one', () => {
    expect(h.event().sealKeyVersion).toEqual(1)
    h.createEvent(owner, { id: 'OLD', sealKey: zero })
    expect(h.event('OLD').sealKeyVersion).toEqual(0)
  })

  it('gives an event created without a key one; only its owner can, and never an all-zero key', () => {
    h.createEvent(owner, { id: 'OLD', sealKey: zero })
    expect(() => h.setSealKey(attendee, key, 'OLD')).toThrow('Only the event owner can do this')
    expect(() => h.setSealKey(owner, zero, 'OLD')).toThrow('Invalid guest list key')
    h.setSealKey(owner, key, 'OLD')
    expect([h.event('OLD').sealKey.bytes, h.event('OLD').sealKeyVersion]).toEqual([Bytes(key), 1])
  })

  it('replaces a key with the next version; each registration keeps the version it was sealed to', () => {
    const sealedToFirst = h.registration('EVT-1', attendee)
    expect(sealedToFirst.sealKeyVersion).toEqual(1)
    h.setSealKey(owner, key)
    expect([h.event().sealKey.bytes, h.event().sealKeyVersion]).toEqual([Bytes(key), 2])
    const later = h.account()
    h.register(later)
    expect(h.registration('EVT-1', later).sealKeyVersion).toEqual(2)
    expect(h.registration('EVT-1', attendee).sealKeyVersion).toEqual(1)
    h.setSealKey(owner, new Uint8Array(32).fill(1))
    expect(h.event().sealKeyVersion).toEqual(3)
  })

  it('is refused on a deactivated event', () => {
    h.deactivate(owner)
    expect(() => h.setSealKey(owner, key)).toThrow('Event is not active')
  })
})

describe('fees', () => {
  it('check_in needs no op-up: a door pays one minimum fee per check-in', () => {
    h.checkIn(scanner, attendee)
    expect(h.ctx.txn.lastGroup.getApplicationCallTransaction().fee).toEqual(MIN_FEE)
  })
})
