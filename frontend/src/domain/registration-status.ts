/**
 * A registration's status as the contract stores it, named. On its own: the /resolve page needs it
 * (a gated code opens only for a live registration) without the rest of compose.ts.
 */
import {
  STATUS_ATTENDED,
  STATUS_BANNED,
  STATUS_CANCELLED,
  STATUS_CONFIRMED,
  STATUS_PENDING,
  STATUS_WAITLISTED,
} from './limits'
import type { RegistrationStatus } from './types'

export function registrationStatus(stored: bigint | number): RegistrationStatus {
  switch (Number(stored)) {
    case STATUS_CONFIRMED:
      return 'confirmed'
    case STATUS_ATTENDED:
      return 'attended'
    case STATUS_CANCELLED:
    case STATUS_BANNED:
      return 'cancelled'
    case STATUS_PENDING:
      return 'pending'
    case STATUS_WAITLISTED:
      return 'waitlisted'
    default:
      // A status this version does not know is not a live seat: nothing opens for it.
      return 'pending'
  }
}

/**
 * Whether a registration seen waiting for approval, and now cancelled, was declined. Its record
 * cannot tell: a decline stores the same cancelled (or banned) status as a refund. But the contract
 * refuses to refund a registration that waits, so the change from waiting to cancelled is a decline.
 */
export function isDecline(before: RegistrationStatus, after: RegistrationStatus): boolean {
  return (before === 'pending' || before === 'waitlisted') && after === 'cancelled'
}
