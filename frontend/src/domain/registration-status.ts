/**
 * A registration's status as the contract stores it, named. On its own: the /resolve page needs it
 * (a gated code opens only for a live registration) without the rest of compose.ts.
 */
import { STATUS_ATTENDED, STATUS_BANNED, STATUS_CANCELLED, STATUS_CONFIRMED } from './limits'
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
    default:
      return 'pending'
  }
}
