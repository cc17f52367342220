/** The demo events: created on LocalNet by the seed script, so they resolve for real on Test Scan. */

/** Event ids the seed script creates; the Test Scan demo buttons and simulated camera use them. */
export const DEMO_EVENT_IDS = ['DEMO-CONF-2026', 'DEMO-WORKSHOP', 'DEMO-MEETUP'] as const
export type DemoEventId = (typeof DEMO_EVENT_IDS)[number]

/** A uniformly random demo event id (the simulated camera 'scans' one of these). */
export function randomDemoEventId(random: () => number = Math.random): DemoEventId {
  const index = Math.min(DEMO_EVENT_IDS.length - 1, Math.max(0, Math.floor(random() * DEMO_EVENT_IDS.length)))
  return DEMO_EVENT_IDS[index]
}
