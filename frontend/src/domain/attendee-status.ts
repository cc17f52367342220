/** How the organiser's attendee list names a registration's state. */
import type { Registration, RegistrationStatus } from './types'

export type AttendeeStatus = 'registered' | 'attended' | 'cancelled'

export const ATTENDEE_STATUSES: readonly AttendeeStatus[] = ['registered', 'attended', 'cancelled']

/** A seat held but not yet used reads 'registered' (the contract's 'confirmed'). */
export function attendeeStatus(status: RegistrationStatus): AttendeeStatus {
  if (status === 'attended' || status === 'cancelled') return status
  return 'registered'
}

/** The status as the list and its export write it: a refund that closed the event says so. */
export function attendeeStatusText(registration: Pick<Registration, 'status' | 'closedToAccount'>): string {
  const status = attendeeStatus(registration.status)
  return status === 'cancelled' && registration.closedToAccount ? 'cancelled, banned' : status
}
