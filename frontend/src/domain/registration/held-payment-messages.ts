/**
 * What the screens say about payments the app holds for attendees: the organiser's decision
 * deadline, and refunds kept for an account that was closed when they were made.
 */
export const HELD_PAYMENT_MESSAGES = {
  /** The owner's list, once the deadline has passed; `when` formatted. */
  decisionClosed: (when: string) =>
    `The time to decide passed on ${when}: you can no longer approve or offer seats. Declining sends a payment back, and anyone can now send the waiting payments back.`,
  approveClosed: 'The time to decide has passed',
  /** The attendee's page, while their registration waits and the deadline has passed; `when` formatted. */
  notDecided: (when: string) => `The organiser did not decide by ${when}.`,
  /** Under the attendee's page title once the deadline has passed, with or without a payment held. */
  undecided: (paid: boolean) =>
    paid
      ? 'This registration will not be approved any more, and your payment is yours again: take it back below.'
      : 'This registration will not be approved any more.',
  takeBack: 'Get my payment back',
  withdraw: 'Withdraw my registration',
  /** The attendee's page: a refund the app holds for them; `amount` formatted. */
  refundWaiting: (amount: string) => `A refund of ${amount} is waiting for you.`,
  /** Their account holds nothing yet, and a payment this small cannot open it. */
  refundNeedsBalance: (minimum: string) =>
    `It reaches your account once the account holds at least ${minimum}; until then it stays safe here.`,
  claimRefund: 'Take my refund',
  refundClaimed: (amount: string) => `${amount} came back to your account.`,
  claimFailed: 'Could not take the refund',
  /** The asset's issuer froze the attendee's holding: nothing can reach it until they lift that. */
  claimFrozen: (currency: string) =>
    `The issuer of ${currency} has frozen your account's ${currency}, so the refund cannot reach it yet. It stays safe here.`,
  /**
   * The organiser's refund to an account that cannot take it now: closed (ALGO), or not opted in to
   * the event's asset or frozen by its issuer; kept for the attendee to take.
   */
  refundHeld: (amount: string, asset?: string) =>
    asset
      ? `Refunded: the attendee's account cannot take ${asset} now (it left the asset, or its issuer froze it), so the app keeps ${amount} for them to take later.`
      : `Refunded: the attendee's account is closed, so the app keeps ${amount} for them to take when they come back.`,
} as const
