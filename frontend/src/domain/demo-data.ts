/**
 * Hard-coded demo figures: the Test Scan status tiles, labelled as demo, not backed by real data.
 * The three demo event ids are created on LocalNet by the seed script, so they resolve for real on
 * Test Scan.
 */

/** Event ids the seed script creates; the Test Scan demo buttons and simulated camera use them. */
export const DEMO_EVENT_IDS = ['DEMO-CONF-2026', 'DEMO-WORKSHOP', 'DEMO-MEETUP'] as const
export type DemoEventId = (typeof DEMO_EVENT_IDS)[number]

export interface DemoStat {
  label: string
  value: string
  hint: string
}

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
