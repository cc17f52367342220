/**
 * The resolver tester (/scan): what it is for, and the figures it measures itself (the node it reads
 * from, how long a resolve took). Apart from messages.ts, which the app's first screen loads, so that
 * only the tester carries them.
 */
export const RESOLVER_TESTER_MESSAGES = {
  /** Under the 'Tools' label of the navigation, as the page's own eyebrow says. */
  tools: 'Tools',
  title: 'Resolver tester',
  intro:
    "Check an event's QR code before you print or share it: enter its event ID, or paste the QR code's link, and see where a phone that scans it is sent and what access rule applies. A test is not counted as a scan and costs nothing.",
  nodeTitle: 'Algorand node',
  nodeChecking: 'Asking the node…',
  nodeOnline: 'Answering',
  nodeOffline: 'Not answering',
  nodeState: 'Status',
  latestBlock: 'Latest block',
  answeredIn: 'Answered in',
  checkAgain: 'Check again',
  /** Under a resolve's result: how long reading the event and its access rule took here. */
  resolvedIn: 'Resolved in',
  /** `ms` measured in this browser. */
  milliseconds: (ms: number) => (ms < 1_000 ? `${Math.max(0, Math.round(ms))} ms` : `${(ms / 1_000).toFixed(1)} s`),
} as const
