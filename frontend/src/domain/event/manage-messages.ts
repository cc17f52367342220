/**
 * The texts of the organiser's Manage and Edit pages (and of the chain layer's writes behind them):
 * editing an event, its scan budget, attendees, who can register. Apart from messages.ts, which
 * every screen loads, so that only those screens and the write path carry them.
 */

/** Editing an event after creation (its own page, reached from Manage). */
export const EDIT_MESSAGES = {
  title: 'Edit event',
  editLink: 'Edit details',
  intro:
    "Change what attendees see: the title, description, date and time, venue, capacity, and each ticket tier's price, quantity, description and benefits. Printed QR codes keep working, and registrations already made stay as they are.",
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Event updated. Attendees see the new details now.',
  failed: 'Could not save the changes',
  nothingChanged: 'Nothing has changed yet.',
  backToManage: 'Back to Manage',
  ticketsTitle: 'Ticket tiers',
  ticketsHint:
    'Tier names and their number are fixed once the event exists. A quantity cannot go below the tickets already sold; leave it empty for unlimited.',
  capacityBelowRegistrations: (registered: number) =>
    `Capacity cannot be below the ${registered} registrations already made.`,
  quantityBelowSold: (tier: string, sold: number) => `${tier}: the quantity cannot be below the ${sold} tickets sold.`,
  /** Above the tiers' prices: the event's currency is the one it was created with. */
  tierCurrency: (currency: string) =>
    `Prices are in ${currency}, the currency this event was created in: attendees pay, and are refunded, in ${currency}.`,
  tierPriceInvalid: (tier: string) => `${tier}: the price must be 0 or more, with at most 2 decimals.`,
  tierQuantityInvalid: (tier: string) =>
    `${tier}: the quantity must be a whole number of at least 1; leave it empty for unlimited.`,
  inactive: 'This event is deactivated. Reactivate it on the Manage page to edit it.',
} as const

/** The owner's scan budget on the Manage page. */
export const SCAN_BUDGET_MESSAGES = {
  budgetUsedUp: 'Counting has stopped: the budget is used up. Top up to count scans again.',
  dailyLimitReached: "Today's limit is reached: scans are counted again tomorrow (UTC), or raise the daily limit.",
  /** `scans` already formatted. */
  stopsAfter: (scans: string) => `Counting stops after ${scans} more scans, unless you top up.`,
  stopsAtPace: (days: number) =>
    days <= 1
      ? "At today's pace, counting stops within a day, unless you top up."
      : `At today's pace, counting stops in about ${days.toLocaleString('en-US')} days, unless you top up.`,
  /** `scans` already formatted. */
  extend: (scans: string) => `Each ALGO you add counts ${scans} more scans.`,
  perRoundTooLow: 'Sponsored scans per round must be at least 1',
  perDayTooLow: 'Daily cap must be at least the sponsored scans per round',
  invalidTopUp: 'Enter an amount of ALGO to add to the scan budget',
  limitsSaved: 'Scan limits updated',
  limitsFailed: 'Could not update the scan limits',
  toppedUp: 'Scan budget topped up',
  topUpFailed: 'Top-up failed',
  withdrawn: 'Scan budget withdrawn',
  withdrawFailed: 'Withdrawal failed',
  /** Why the page cannot say how many scans went uncounted. */
  skippedUnknown:
    'Scans over these limits, or once the budget is empty, still reach the destination but are not counted. The chain keeps no trace of a refused count, so how many were skipped cannot be known.',
} as const

/** The organiser's attendee list on the Manage page. */
export const ATTENDEES_MESSAGES = {
  loadFailed: 'Could not load the attendee list',
  refunded: 'Registration refunded',
  refundFailed: 'Refund failed',
  empty: 'No one has registered for this event yet.',
  /** The confirmation step before a refund: what moves where, and what the attendee loses. */
  refundQuestion: (amount: string, attendee: string) =>
    `Refund ${amount} to ${attendee}? The amount paid goes back from your wallet and the seat is freed.`,
  /** The refund's option: without it the same account may take the freed seat again at once. */
  banOption: 'Also close this event to this account: it may not register again',
  banned: 'Event closed to this account',
  unbanned: 'This account may register again',
  banFailed: 'Could not change whether this account may register',
  approved: 'Registration approved',
  approveFailed: 'Approval failed',
  declined: 'Registration declined',
  declineFailed: 'Decline failed',
  /** The confirmation step before declining: where the held payment goes. */
  declineQuestion: (attendee: string, heldAmount: string | null) =>
    heldAmount
      ? `Decline the registration of ${attendee}? The ${heldAmount} the app holds goes back to them and the seat is freed.`
      : `Decline the registration of ${attendee}? The seat is freed.`,
  /** Declining's option: the account may not register for this event again. */
  declineBanOption: "Don't let this account register again",
  /** Beside the registrations that wait: what approving moves. */
  waitingHint: 'Approving sends the payment the app holds to your wallet; declining sends it back to the attendee.',
  offerSeat: 'Offer seat',
  seatOffered: 'Seat given: the registration is confirmed',
  offerSeatFailed: 'Could not give the seat',
  noSeatFree: 'No seat is free yet: refund or wait for a cancellation first.',
  waitlistHint:
    'In the order they joined. Offering a seat confirms the registration and sends any payment the app holds to your wallet.',
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  addressCopied: 'Attendee address copied',
  copyAddressFailed: 'Unable to copy the attendee address',
} as const

/** The owner's 'Who can register' card on the Manage page. */
export const REGISTRATION_POLICY_MESSAGES = {
  saved: 'Registration settings saved',
  saveFailed: 'Could not save who can register',
  /** An unlisted event whose registrations wait for approval is the wizard's 'Private'. */
  privateHint: 'Unlisted with approval is by invitation: only the people you approve get a ticket.',
  /** Turning approval off leaves the registrations already waiting to be decided. */
  waitingStay: 'Registrations already waiting stay waiting until you approve or decline them.',
} as const

/** Writes of the attendee budget (the organiser paying attendees' costs); the card's texts are in attendee-costs-messages.ts. */
export const ATTENDEE_COSTS_MESSAGES = {
  saved: 'Attendee costs updated',
  saveFailed: 'Could not change who pays attendee costs',
  invalidTopUp: 'Enter an amount of ALGO to add to the attendee budget',
  toppedUp: 'Attendee budget topped up',
  topUpFailed: 'Top-up failed',
} as const
