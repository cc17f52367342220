/**
 * The texts of the organiser's attendee list that only the Manage page shows: checking a guest in
 * without their ticket, how attendance was recorded, and the waitlist. Apart from messages.ts (whose
 * ATTENDEES_MESSAGES the chain layer shares with every screen), so that only Manage carries them.
 */

export const ATTENDEE_LIST_MESSAGES = {
  checkInFailed: 'Check-in failed',
  /** The confirmation step before the owner checks a guest in without their ticket. */
  checkInQuestion: (guest: string) =>
    `Check ${guest} in without their ticket? Their attendance is recorded now as checked in by you, their token will say so, and it cannot be undone.`,
  checkInConfirm: 'Check in',
  checkingIn: 'Checking in...',
  /** Why the list's 'Check in' waits: the door screen and the Check-in card say when it opens. */
  checkInNotOpen: 'Check-in has not opened yet: the Check-in card says when it does.',
  attendedAtDoor: 'Checked in at the door',
  attendedWithoutTicket: 'Checked in by you or your door, without a ticket',
  attendedSelfDeclared: 'Self-declared',
  waitlistTitle: 'Waitlist',
  /** No seat of the event as a whole, or of the registration's tier, is free. */
  noSeatInTier: (tier: string) => `No ${tier} seat is free yet: refund or wait for a cancellation first.`,
  offeringSeat: 'Offering...',
  removeFromWaitlist: 'Remove from waitlist',
  removedFromWaitlist: 'Taken off the waitlist',
  removeFromWaitlistFailed: 'Could not take the registration off the waitlist',
  /** The confirmation step before taking a registration off the waitlist: where the held payment goes. */
  removeQuestion: (attendee: string, heldAmount: string | null) =>
    heldAmount
      ? `Take ${attendee} off the waitlist? The ${heldAmount} the app holds goes back to them.`
      : `Take ${attendee} off the waitlist?`,
} as const
