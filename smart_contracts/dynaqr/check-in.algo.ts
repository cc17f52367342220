import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  Bytes,
  clone,
  emit,
  Global,
  gtxn,
  itxn,
  op,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import type { EventRecord, EventSettings, RegistrationKey, RegistrationRecord } from './records.algo'
import {
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  CHECK_IN_SELF,
  MAX_DOOR_NAME_BYTES,
  STATUS_ATTENDED,
  STATUS_CONFIRMED,
  TICKET_DOMAIN,
} from './records.algo'
import { boxMbr } from './store.algo'
import { DynaQrRegistrations } from './registrations.algo'

type CheckedIn = { eventId: string; attendee: Account; scanner: Account }
type AttendanceDeclared = { eventId: string; attendee: Account }
type DoorPaired = { eventId: string; scanner: Account; name: string }
type DoorRevoked = { eventId: string; scanner: Account }

/**
 * Attendance: the owner pairs and revokes door devices; a door (or the owner) checks an attendee in
 * with their ticket's secret or without it, inside the check-in window; where the owner chose it,
 * attendees declare their own attendance.
 */
export abstract class DynaQrCheckIn extends DynaQrRegistrations {
  /**
   * The owner pairs a door device with the event: `scanner` is the device's own account, which can
   * then do nothing but check tickets in for this event. `mbrPayment` covers the door's box.
   */
  @abimethod({ name: 'add_door' })
  addDoor(mbrPayment: gtxn.PaymentTxn, eventId: string, scanner: Account, name: string): void {
    const event = this.ownedActiveEvent(eventId)
    assert(Bytes(name).length > 0, 'Door name is required')
    assert(Bytes(name).length <= MAX_DOOR_NAME_BYTES, 'Door name too long')
    const door = this.doors({ eventSeq: event.seq, scanner: scanner })
    assert(!door.exists, 'Door device already paired')
    door.value = { name: name, pairedAt: Global.latestTimestamp, pairedRound: Global.round, checkIns: 0 }
    this.assertPaymentToApp(mbrPayment, boxMbr(door.key.length, door.length))
    emit<DoorPaired>({ eventId: eventId, scanner: scanner, name: name })
  }

  /** The owner revokes a door device; the box's deposit goes back to the owner. */
  @abimethod({ name: 'remove_door' })
  removeDoor(eventId: string, scanner: Account): uint64 {
    const event = this.ownedEvent(eventId)
    const door = this.doors({ eventSeq: event.seq, scanner: scanner })
    assert(door.exists, 'Door device not paired')
    const deposit = boxMbr(door.key.length, door.length)
    door.delete()
    itxn.payment({ receiver: event.owner, amount: deposit, fee: 0 }).submit()
    emit<DoorRevoked>({ eventId: eventId, scanner: scanner })
    return deposit
  }

  /**
   * A paired door device, or the owner, checks an attendee in. With the secret of their ticket,
   * whose SHA-256 the registration holds: the secret works for that registration only, and only
   * once (it is public once this call lands, and the ticket is then used). With an all-zero secret,
   * without their ticket (a phone that died, a name found on the guest list): recorded as such, and
   * the attendance token says so.
   */
  @abimethod({ name: 'check_in' })
  checkIn(eventId: string, attendee: Account, ticketSecret: bytes<32>): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    const door = this.doors({ eventSeq: event.seq, scanner: Txn.sender })
    assert(door.exists || Txn.sender === event.owner, 'This device is not a door of this event')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Ticket already used')
    assert(registration.status === STATUS_CONFIRMED, 'Registration is not confirmed')
    const withTicket = ticketSecret !== op.bzero(32)
    if (withTicket) {
      const bound = Bytes(TICKET_DOMAIN)
        .concat(op.itob(Global.currentApplicationId.id))
        .concat(op.itob(event.seq))
        .concat(attendee.bytes)
        .concat(op.itob(registration.ticketNumber))
        .concat(ticketSecret)
      assert(op.sha256(bound) === registration.ticketCommitment.bytes, 'Ticket is not valid for this registration')
      registration.ticketRevealed = true
    }
    this.assertCheckInOpen(event.settings)

    this.recordAttendance(eventId, event, key, registration, withTicket ? CHECK_IN_DOOR : CHECK_IN_ADMITTED)
    if (door.exists) {
      door.value.checkIns = door.value.checkIns + 1
    }
    emit<CheckedIn>({ eventId: eventId, attendee: attendee, scanner: Txn.sender })
    return Global.latestTimestamp
  }

  /**
   * The attendee declares their own attendance, where the owner chose self-declared attendance.
   * Sponsored: [the attendee sponsor's fee payment, confirm_attendance].
   */
  @abimethod({ name: 'confirm_attendance' })
  confirmAttendance(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    assert(event.settings.selfCheckIn, 'Attendance is recorded at the door: show your ticket there')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Attendance already confirmed')
    assert(registration.status === STATUS_CONFIRMED, 'Registration is not confirmed')
    this.assertCheckInOpen(event.settings)

    this.recordAttendance(eventId, event, key, registration, CHECK_IN_SELF)
    if (this.paidByAttendeeSponsor()) {
      this.chargeAttendeeCosts(eventId, 2, 0)
    }
    emit<AttendanceDeclared>({ eventId: eventId, attendee: Txn.sender })
    return Global.latestTimestamp
  }

  protected recordAttendance(
    eventId: string,
    event: EventRecord,
    key: RegistrationKey,
    registration: RegistrationRecord,
    method: uint64,
  ): void {
    registration.status = STATUS_ATTENDED
    registration.attendedAt = Global.latestTimestamp
    registration.checkInMethod = method
    this.registrations(key).value = clone(registration)
    this.events(eventId).value.attendedCount = event.attendedCount + 1
  }

  /** Attendance is recorded from checkInOpensBefore before the start until the end, by block time. */
  protected assertCheckInOpen(settings: EventSettings): void {
    assert(settings.startsAt !== 0, 'The event has no date yet, so check-in is closed')
    const now = Global.latestTimestamp
    assert(now + settings.checkInOpensBefore >= settings.startsAt, 'Check-in is not open yet')
    assert(now <= settings.endsAt, 'Check-in has closed: the event has ended')
  }
}
