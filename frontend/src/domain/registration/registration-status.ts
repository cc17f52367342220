/**
 * A registration's status: the contract's codes, decoded here and nowhere else, into the one set of
 * names the app uses. Screens put their own words on these names (the guest list's 'waiting',
 * 'registered', the completion page's labels). On its own: the /resolve page needs it (a gated
 * code opens only for a live registration) without the rest of compose.ts.
 */

/**
 * 'pending': waiting for the organiser's approval; 'waitlisted': on the waitlist of a full event or
 * tier; 'cancelled': refunded, declined, taken off the waitlist or cancelled by the attendee.
 */
export type RegistrationStatus = 'pending' | 'waitlisted' | 'confirmed' | 'attended' | 'cancelled'

/** A registration's status as the contract stores it (smart_contracts/dynaqr/records.algo.ts). */
export const STATUS_CONFIRMED = 1
export const STATUS_ATTENDED = 2
export const STATUS_CANCELLED = 3
/** Cancelled by a refund that also closed the event to this account. */
export const STATUS_BANNED = 4
/** Waiting for the owner's approval: a ticket payment is held by the app until then. */
export const STATUS_PENDING = 5
/** On the waitlist of a full event or tier: no seat yet; a ticket payment is held by the app. */
export const STATUS_WAITLISTED = 6

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

/** Whether a stored status is the cancellation by a refund that also closed the event to the account. */
export function closesEventToAccount(stored: bigint | number): boolean {
  return Number(stored) === STATUS_BANNED
}

/** Waiting for approval or on the waitlist: the app holds its ticket payment, and it has no seat yet. */
export function holdsPayment(status: RegistrationStatus): boolean {
  return status === 'pending' || status === 'waitlisted'
}

/** A live seat: confirmed, or already used. */
export function holdsSeat(status: RegistrationStatus): boolean {
  return status === 'confirmed' || status === 'attended'
}

/**
 * Whether a registration seen waiting for approval, and now cancelled, was declined. Its record
 * cannot tell: a decline stores the same cancelled (or banned) status as a refund. But the contract
 * refuses to refund a registration that waits, so the change from waiting to cancelled is a decline.
 */
export function isDecline(before: RegistrationStatus, after: RegistrationStatus): boolean {
  return holdsPayment(before) && after === 'cancelled'
}
