/**
 * The registration page's own texts, in words an attendee uses: the side panels beside the form and
 * the attendance token's steps on the completion page. Apart from messages.ts, which the app's first
 * screen loads, so that only the registration page carries them.
 */

/** The side panels: what registering gives, what it costs, and why it is on Algorand. */
export const REGISTRATION_PANEL_MESSAGES = {
  getTitle: 'What You Get',
  getSpot: 'Your spot at the event, recorded on Algorand',
  getToken: 'Your own attendance token once you are checked in: proof that you were there',
  paymentTitle: 'Payment Info',
  paidToOrganiser:
    "Paid tickets are paid in ALGO straight to the organizer's wallet, in one step with your registration: you never pay without being registered.",
  /** `deposit` already formatted. */
  fees: (deposit: string) =>
    `Each transaction costs a network fee of about 0.001 ALGO. Registering also pays a storage deposit of ${deposit} to the DynaQR app for your registration record. It stays with the record: registering again for this event needs none.`,
  whyTitle: 'Why Algorand',
  whyRecord: 'Your registration is kept by the DynaQR app on Algorand, where nobody can alter it',
  whyProof: 'Proof of attendance that you own and anyone can check',
  whyDirect: 'No middleman between you and the organizer',
  whyVisible: 'Every payment can be checked on a public explorer',
} as const

/** The completion page while the attendance token comes (mint, then claim). */
export const ATTENDANCE_PAGE_MESSAGES = {
  /** Self-declared attendance: the one button that records it and then brings the token. */
  confirmAndGetToken: 'Confirm Attendance & Get Attendance Token',
  /** The steps the page shows while the token comes. */
  stepRecorded: 'Attendance recorded',
  stepCreate: 'Create your attendance token',
  stepClaim: 'Claim it to your wallet',
  /** A transaction the attendee signed on the page, by what it did. */
  signedClaim: 'Attendance token claim',
  tokenId: 'Attendance token ID',
} as const

/**
 * What an attendee reads who registers with a passkey for an event whose organiser covers every
 * cost: plain words only, held to the same word list as PASSKEY_MESSAGES.
 */
export const PLAIN_REGISTRATION_MESSAGES = {
  register: 'Register with a passkey',
  createAndRegister: 'Create a passkey and register',
  explained:
    'A passkey is the screen lock you already use — Face ID, fingerprint or PIN: it keeps your ticket with you, with nothing to install.',
  free: 'Free',
  costsCovered: 'The organiser covers every cost: you pay nothing.',
  whatIsPublic: 'Public, for anyone to see: your passkey account number, your ticket type and when you registered.',
  whatIsSealed:
    'Your name, email and phone are locked in this browser before they leave it: only the organiser can read them.',
  noKey:
    'The organiser has not set up private details for this event: only your account number, ticket type and registration time are recorded.',
  otherWays: 'Other ways to register',
  success: 'You are registered! Your ticket is below.',
  sentForApproval:
    'You are registered: the organiser approves each registration, and this page shows your ticket once they do.',
  joinedWaitlist: 'You are on the waitlist: this page shows your ticket if a seat is offered to you.',
  keepPasskey: 'Keep your passkey at hand: your ticket opens with it, on any device where it is saved.',
  tokenStep: 'Get your attendance token: it is kept for you as proof that you were there.',
  tokenKept:
    'Your attendance token is kept for you. Thank you for attending! You can move it into an app of your own any time.',
  checkedIn: 'Welcome! Get your attendance token below: it is kept for you as proof that you were there.',
  account: 'Account',
  price: 'Price',
  attendanceToken: 'Attendance token',
  tokenHeld: 'Kept for you',
  keepLink: 'Open this link on any device and continue with your passkey to see your registration and ticket again.',
  ticketOpens: 'Your ticket opens with your passkey on this device: nothing is sent and nothing is paid.',
  confirmed: 'Attendance confirmed! Your attendance token is kept for you.',
  alreadyRegistered: 'Registered already? Open your ticket',
  whatItCostsTitle: 'What It Costs',
} as const

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
