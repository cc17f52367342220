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
