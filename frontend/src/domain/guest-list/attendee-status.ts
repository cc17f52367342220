/** How the organiser's attendee list names a registration's state, and how its attendance was recorded. */
import type { AttendanceMethod, Registration } from '../registration/registration'
import type { RegistrationStatus } from '../registration/registration-status'
import { ATTENDEE_LIST_MESSAGES } from './attendee-list-messages'

/**
 * The guest list's word for each registration status: a seat held but not yet used reads
 * 'registered' (the contract's 'confirmed'), one waiting for approval 'waiting'.
 */
const LIST_WORD = {
  pending: 'waiting',
  waitlisted: 'waitlisted',
  confirmed: 'registered',
  attended: 'attended',
  cancelled: 'cancelled',
} as const satisfies Record<RegistrationStatus, string>

export type AttendeeStatus = (typeof LIST_WORD)[RegistrationStatus]

/** In the order the list's counts give them; registrations waiting for approval come first. */
export const ATTENDEE_STATUSES: readonly AttendeeStatus[] = [
  'waiting',
  'waitlisted',
  'registered',
  'attended',
  'cancelled',
]

const STATUS_TEXT: Record<AttendeeStatus, string> = {
  waiting: 'waiting for approval',
  waitlisted: 'on the waitlist',
  registered: 'registered',
  attended: 'attended',
  cancelled: 'cancelled',
}

export function attendeeStatus(status: RegistrationStatus): AttendeeStatus {
  return LIST_WORD[status]
}

/** The status in words: 'waiting for approval', 'on the waitlist', 'registered', 'attended', 'cancelled'. */
export function attendeeStatusName(status: AttendeeStatus): string {
  return STATUS_TEXT[status]
}

/** The status as the list and its export write it: a refund that closed the event says so. */
export function attendeeStatusText(registration: Pick<Registration, 'status' | 'closedToAccount'>): string {
  const status = attendeeStatus(registration.status)
  return status === 'cancelled' && registration.closedToAccount ? 'cancelled, banned' : attendeeStatusName(status)
}

const ATTENDANCE_TEXT: Record<AttendanceMethod, string> = {
  'door check-in': ATTENDEE_LIST_MESSAGES.attendedAtDoor,
  'checked in by the organiser': ATTENDEE_LIST_MESSAGES.attendedWithoutTicket,
  'self-declared': ATTENDEE_LIST_MESSAGES.attendedSelfDeclared,
}

/** How attendance was recorded, in the owner's words; '' before attendance. */
export function attendanceText(registration: Pick<Registration, 'attendanceMethod'>): string {
  return registration.attendanceMethod ? ATTENDANCE_TEXT[registration.attendanceMethod] : ''
}
