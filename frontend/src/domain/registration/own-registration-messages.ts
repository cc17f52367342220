/**
 * The attendee's own registration: joining the waitlist of a sold-out ticket, their place on it, and
 * cancelling (or leaving the list) themselves. Read by passkey attendees too, so held to the same word
 * list as PLAIN_REGISTRATION_MESSAGES; amounts come formatted in their currency.
 */
export const OWN_REGISTRATION_MESSAGES = {
  /** Beside a sold-out ticket in the form's list. */
  soldOutOption: 'Sold out: waitlist',
  /** The form, when the chosen ticket (or the whole event) is sold out. */
  waitlistNotice: 'This ticket is sold out, but you can join the waitlist.',
  waitlistHowItWorks:
    'When a seat frees up, the organiser offers it to the people on the list in the order they joined, and this page then shows your ticket.',
  /** `amount` formatted: what is paid now and held. */
  waitlistHeldPayment: (amount: string) =>
    `You pay the ${amount} now and the app holds it: it goes to the organiser only if you get a seat. If no seat comes, leave the waitlist on this page, or the organiser takes you off it: either way it comes back to you at once.`,
  waitlistFree: 'Joining costs nothing, and you can leave the list at any time.',
  joinWaitlist: 'Join the waitlist',
  waitlistStep: 'Wait for a seat: if the organiser offers you one, your ticket appears on this page.',
  joiningWaitlist: 'Joining the waitlist...',
  joinedWaitlist: 'You are on the waitlist: this page shows your ticket if a seat is offered to you.',
  /** The completion page's place on the list, in the order the organiser offers seats. */
  place: (place: number, total: number) => `Your place on the waitlist: ${place} of ${total}.`,
  first: 'You are first on the waitlist: the next seat that frees up is offered to you.',
  seatOffered: 'A seat is yours: you are registered.',

  cancel: 'Cancel my registration',
  leaveWaitlist: 'Leave the waitlist',
  confirmCancelFree:
    'Cancel your registration? Your ticket was free, so there is nothing to pay back. Your seat goes back to the event, and you can register again while seats are free.',
  /** `amount` formatted: the payment the app holds while the organiser approves. */
  confirmCancelHeld: (amount: string) =>
    `Cancel your registration? The ${amount} the app holds for it comes back to you at once, and you can register again while seats are free.`,
  confirmLeaveFree:
    'Leave the waitlist? Joining cost nothing, so there is nothing to pay back. You can join again later.',
  /** `amount` formatted: the payment the app holds while on the list. */
  confirmLeaveHeld: (amount: string) =>
    `Leave the waitlist? The ${amount} the app holds for you comes back to you at once.`,
  /** `deposit` formatted: the record's storage deposit, paid by the attendee, that stays with it. */
  depositStays: (deposit: string) =>
    `The ${deposit} storage deposit for your registration record stays with it: registering again for this event needs no new one.`,
  yesCancel: 'Yes, cancel my registration',
  yesLeave: 'Yes, leave the waitlist',
  keep: 'Keep my registration',
  stay: 'Stay on the list',
  cancelling: 'Cancelling...',
  /** A paid, confirmed registration: the contract lets only the organiser cancel it, with a refund. */
  paidByOrganiser:
    'You paid for this ticket, so only the organiser can cancel it, and they refund you when they do. Contact them if you cannot come.',
  cancelled: 'Your registration is cancelled.',
  /** `amount` formatted. */
  cancelledReturned: (amount: string) => `Your registration is cancelled: ${amount} came back to you.`,
  leftWaitlist: 'You have left the waitlist.',
  /** `amount` formatted. */
  leftWaitlistReturned: (amount: string) => `You have left the waitlist: ${amount} came back to you.`,
  cancelFailed: 'Could not cancel',
  registerAgain: 'Register again',
} as const
