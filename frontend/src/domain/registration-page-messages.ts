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
    `Each transaction costs a network fee of about 0.001 ALGO. Registering also pays a storage deposit of ${deposit} to the DynaQR app for your registration record.`,
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
