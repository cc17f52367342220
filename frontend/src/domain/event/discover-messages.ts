/**
 * The texts of the public list of events (/discover). Apart from messages.ts, which every screen
 * loads, so that only Discover carries them.
 */

/** The public list of events (/discover), for visitors without a wallet. */
export const DISCOVER_MESSAGES = {
  title: 'Discover events',
  intro: 'Public events, happening now and coming up first. You need no wallet to look around.',
  loading: 'Loading events…',
  empty: 'No public events yet',
  emptyHint: 'When organisers make an event public, it appears here.',
  /** Only older events are left to look through. */
  noneRecent: 'None of the newest events are public. Load more to look further back.',
  loadFailed: 'Could not load the events. Check your connection and try again.',
  loadMoreFailed: 'Could not load more events. Try again.',
  dateToBeAnnounced: 'Date to be announced',
  happeningNow: 'Happening now',
  shown: (count: number) => (count === 1 ? 'Showing 1 event' : `Showing ${count} events`),
} as const
