/** How the organiser's attendee list names a registration's state. */
import type { Registration, RegistrationStatus } from './types'

export type AttendeeStatus = 'waiting' | 'registered' | 'attended' | 'cancelled'

/** In the order the list's counts give them; registrations waiting for approval come first. */
export const ATTENDEE_STATUSES: readonly AttendeeStatus[] = ['waiting', 'registered', 'attended', 'cancelled']

const STATUS_TEXT: Record<AttendeeStatus, string> = {
  waiting: 'waiting for approval',
  registered: 'registered',
  attended: 'attended',
  cancelled: 'cancelled',
}

/** A seat held but not yet used reads 'registered' (the contract's 'confirmed'). */
export function attendeeStatus(status: RegistrationStatus): AttendeeStatus {
  if (status === 'attended' || status === 'cancelled') return status
  return status === 'pending' ? 'waiting' : 'registered'
}

/** The status in words: 'waiting for approval', 'registered', 'attended', 'cancelled'. */
export function attendeeStatusName(status: AttendeeStatus): string {
  return STATUS_TEXT[status]
}

/** The status as the list and its export write it: a refund that closed the event says so. */
export function attendeeStatusText(registration: Pick<Registration, 'status' | 'closedToAccount'>): string {
  const status = attendeeStatus(registration.status)
  return status === 'cancelled' && registration.closedToAccount ? 'cancelled, banned' : attendeeStatusName(status)
}
