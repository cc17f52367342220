/** How the organiser's attendee list names a registration's state. */
import type { RegistrationStatus } from './types'

export type AttendeeStatus = 'registered' | 'attended' | 'cancelled'

export const ATTENDEE_STATUSES: readonly AttendeeStatus[] = ['registered', 'attended', 'cancelled']

/** A seat held but not yet used reads 'registered' (the contract's 'confirmed'). */
export function attendeeStatus(status: RegistrationStatus): AttendeeStatus {
  if (status === 'attended' || status === 'cancelled') return status
  return 'registered'
}
