/**
 * The texts of the organiser's figures and lists: the Dashboard, Analytics and the Events list.
 * Apart from messages.ts, which every screen loads, so that only those screens carry them.
 */

/** The Manage Event screen: loading, the destination, deactivation, and who may change them. */
export const EVENTS_LIST_MESSAGES = {
  loadFailed: 'Failed to load events from the blockchain.',
  loadMoreFailed: 'Failed to load more events from the blockchain.',
} as const

/** The Dashboard's and Analytics' figures, read from the owner's events. */
export const OWNER_FIGURES_MESSAGES = {
  connect: 'Connect your wallet to see your events, their scans, registrations and check-ins, read from Algorand.',
  readFailed: 'Could not read your events from the chain. Check your connection and try again.',
  noEvents: 'No events yet. The events you create with this wallet appear here.',
  recentAfterConnect: 'Your newest events appear here once your wallet is connected.',
  /** Under the ticket sales figure: how it is counted. */
  salesHint: 'Seats taken × their price, per currency',
  newestOnly: (shown: string, total: string) =>
    `Scans, registrations and check-ins of your ${shown} newest events. Analytics adds up all ${total}.`,
  allEvents: 'Read from Algorand just now, across all your events.',
  utcDays: 'Days are UTC days, as the contract counts them.',
} as const
