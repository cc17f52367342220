/**
 * The guest list as the door shows it: each registration with a name (from the sealed details the
 * door opened), its tier, and its status as this door knows it (a guest let in here a moment ago is
 * checked in before the chain says so). Pure: no React, no network.
 */
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { RegistrationStatus } from '../../../domain/registration/registration-status'
import type { GuestDetails } from '../../../domain/details/registration-note'
import { guestName } from '../../../domain/guest-list/guest-name'
import type { DeskRegistration, ScanEntry } from './check-in-desk'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

export interface DoorGuest {
  attendee: string
  name: string
  tierName: string
  status: RegistrationStatus
  /** 'Registered', 'Checked in at 19:42', 'On the waitlist'… */
  statusText: string
  /** A seat not used yet: the door may check this guest in without their ticket. */
  canCheckIn: boolean
}

const STATUS_TEXT: Record<Exclude<RegistrationStatus, 'attended'>, string> = {
  confirmed: DOOR_MESSAGES.guestRegistered,
  pending: DOOR_MESSAGES.guestWaiting,
  waitlisted: DOOR_MESSAGES.guestWaitlisted,
  cancelled: DOOR_MESSAGES.guestCancelled,
}

/** Every registration the door can name, with its status; `formatTime` writes a unix time for people. */
export function doorGuests(
  registrations: readonly DeskRegistration[],
  details: ReadonlyMap<string, GuestDetails>,
  admitted: ReadonlyMap<string, ScanEntry>,
  formatTime: (seconds: number) => string,
): DoorGuest[] {
  const guests: DoorGuest[] = []
  for (const registration of registrations) {
    const name = guestName(details, registration.attendee)
    if (!name) continue
    const letIn = admitted.get(registration.attendee)
    const attendedAt = letIn ? letIn.scannedAt / 1000 : registration.attendedAt
    const status: RegistrationStatus = letIn ? 'attended' : registration.status
    guests.push({
      attendee: registration.attendee,
      name,
      tierName: registration.tierName,
      status,
      statusText:
        status === 'attended'
          ? attendedAt > 0
            ? CHECK_IN_MESSAGES.checkedInAt(formatTime(attendedAt))
            : DOOR_MESSAGES.guestCheckedIn
          : STATUS_TEXT[status],
      canCheckIn: status === 'confirmed',
    })
  }
  return guests
}
