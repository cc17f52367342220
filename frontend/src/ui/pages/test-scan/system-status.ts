export interface DemoStat {
  label: string
  value: string
  hint: string
}

/** Test Scan's system-status tiles (99.9% uptime, about 245 ms): fixed figures, not measurements. */
export const SYSTEM_STATUS: readonly DemoStat[] = [
  { label: 'Resolver Uptime', value: '99.9%', hint: 'Last 30 days' },
  { label: 'Avg. Response Time', value: '~245 ms', hint: 'Resolve to redirect' },
  { label: 'Network', value: 'Online', hint: 'Algorand network' },
]
