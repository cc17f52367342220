/**
 * Hard-coded demo figures and demo events. They are shown on the
 * Dashboard, the Test Scan status tiles and the Analytics screen, always labelled as demo, and are
 * not backed by real data. The three demo event ids are created on LocalNet by the seed script,
 * so they resolve for real on Test Scan.
 */

/** Event ids the seed script creates; the Test Scan demo buttons and simulated camera use them. */
export const DEMO_EVENT_IDS = ['DEMO-CONF-2026', 'DEMO-WORKSHOP', 'DEMO-MEETUP'] as const
export type DemoEventId = (typeof DEMO_EVENT_IDS)[number]

export type DemoStatus = 'Active' | 'Updated' | 'Expiring' | 'Expired'
export type DemoAccess = 'Public' | 'Token Gated'

/** Badge tone (components.css badge--*) of each demo status label. */
export const DEMO_STATUS_TONE: Record<DemoStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  Active: 'success',
  Updated: 'info',
  Expiring: 'warning',
  Expired: 'danger',
}

export interface DemoStat {
  label: string
  value: string
  hint: string
}

/** Dashboard tiles: 12 active events, 1,847 scans, 34 URL updates, network online. */
export const DASHBOARD_STATS: readonly DemoStat[] = [
  { label: 'Active Events', value: '12', hint: 'Events with a live QR code' },
  { label: 'Total Scans', value: '1,847', hint: 'QR codes resolved this month' },
  { label: 'URL Updates', value: '34', hint: 'Destinations changed on-chain' },
  { label: 'Network', value: 'Online', hint: 'Algorand network' },
]

export interface DemoRecentEvent {
  name: string
  eventId: string
  scans: number
  status: DemoStatus
  updated: string
}

export const DASHBOARD_RECENT_EVENTS: readonly DemoRecentEvent[] = [
  {
    name: 'Algorand Developer Conference 2026',
    eventId: 'DEMO-CONF-2026',
    scans: 1204,
    status: 'Active',
    updated: '2 hours ago',
  },
  { name: 'Smart Contract Workshop', eventId: 'DEMO-WORKSHOP', scans: 418, status: 'Updated', updated: 'Yesterday' },
  { name: 'Community Meetup', eventId: 'DEMO-MEETUP', scans: 225, status: 'Expiring', updated: '3 days ago' },
]

export interface DemoFeature {
  title: string
  text: string
}

export const KEY_FEATURES: readonly DemoFeature[] = [
  {
    title: 'Dynamic QR codes',
    text: 'Each QR code encodes a permanent resolver address. Change the destination at any time and printed codes stay valid.',
  },
  {
    title: 'Stored on Algorand',
    text: 'The destination, owner and counters live in a smart contract. Only the owner wallet can change them.',
  },
  {
    title: 'Tickets and attendance tokens',
    text: 'Attendees register with their wallet, pay in ALGO when a ticket has a price, and receive a one-of-one token when they attend.',
  },
  {
    title: 'Scan analytics',
    text: 'Every successful resolve is counted on-chain, so organisers see how often their codes are scanned.',
  },
]

/** Analytics (/history) totals: 27 events, 2,194 scans, 81 scans per event on average. */
export const ANALYTICS_TOTALS: readonly DemoStat[] = [
  { label: 'Total Events', value: '27', hint: 'Created since launch' },
  { label: 'Total Scans', value: '2,194', hint: 'Across all events' },
  { label: 'Avg. Scans per Event', value: '81', hint: '2,194 scans / 27 events' },
]

export interface DemoAnalyticsEvent {
  name: string
  eventId: string
  currentUrl: string
  access: DemoAccess
  scans: number
  status: DemoStatus
}

/** The four demo events of the Analytics table, one per status label. */
export const ANALYTICS_EVENTS: readonly DemoAnalyticsEvent[] = [
  {
    name: 'Algorand Developer Conference 2026',
    eventId: 'DEMO-CONF-2026',
    currentUrl: 'https://example.com/conference/schedule',
    access: 'Public',
    scans: 1204,
    status: 'Active',
  },
  {
    name: 'Smart Contract Workshop',
    eventId: 'DEMO-WORKSHOP',
    currentUrl: 'https://example.com/workshop/materials',
    access: 'Token Gated',
    scans: 418,
    status: 'Updated',
  },
  {
    name: 'Community Meetup',
    eventId: 'DEMO-MEETUP',
    currentUrl: 'https://example.com/meetup/venue',
    access: 'Public',
    scans: 225,
    status: 'Expiring',
  },
  {
    name: 'Hackathon Kickoff 2025',
    eventId: 'DEMO-HACK-2025',
    currentUrl: 'https://example.com/hackathon/results',
    access: 'Token Gated',
    scans: 347,
    status: 'Expired',
  },
]

export interface DemoPeriod {
  period: string
  scans: number
}

/** Scans by period (the last row is the all-time total). */
export const ANALYTICS_PERIODS: readonly DemoPeriod[] = [
  { period: 'Today', scans: 64 },
  { period: 'Last 7 days', scans: 412 },
  { period: 'Last 30 days', scans: 1523 },
  { period: 'All time', scans: 2194 },
]

export interface DemoActivity {
  text: string
  eventId: string
  when: string
}

export const ANALYTICS_ACTIVITY: readonly DemoActivity[] = [
  { text: 'Destination URL updated', eventId: 'DEMO-WORKSHOP', when: '35 minutes ago' },
  { text: '25 new scans', eventId: 'DEMO-CONF-2026', when: '2 hours ago' },
  { text: 'Expiry date approaching', eventId: 'DEMO-MEETUP', when: '5 hours ago' },
  { text: 'Event expired', eventId: 'DEMO-HACK-2025', when: '2 days ago' },
]

/** Test Scan system-status tiles: 99.9% uptime, about 245 ms. */
export const SYSTEM_STATUS: readonly DemoStat[] = [
  { label: 'Resolver Uptime', value: '99.9%', hint: 'Last 30 days' },
  { label: 'Avg. Response Time', value: '~245 ms', hint: 'Resolve to redirect' },
  { label: 'Network', value: 'Online', hint: 'Algorand network' },
]

/** A uniformly random demo event id (the simulated camera 'scans' one of these). */
export function randomDemoEventId(random: () => number = Math.random): DemoEventId {
  const index = Math.min(DEMO_EVENT_IDS.length - 1, Math.max(0, Math.floor(random() * DEMO_EVENT_IDS.length)))
  return DEMO_EVENT_IDS[index]
}
