import { Card } from '../../components/Card'
import { DailyScansChart } from '../../components/DailyScansChart'
import { formatAveragePerDay } from '../../../domain/figures/analytics'
import { formatDateTime } from '../../../domain/time/date-format'
import { eventStatistics } from '../../../domain/figures/performance'
import type { DynaEvent } from '../../../domain/event/event'

/** Sidebar 'Performance' from the on-chain 7-day scan histogram, its last day today. */
export function PerformanceCard({ event }: { event: DynaEvent }) {
  const stats = eventStatistics(event)
  const nowSeconds = Math.floor(Date.now() / 1000)
  return (
    <Card title="Performance" data-testid="manage-performance">
      <dl className="kv">
        <dt>Total scans</dt>
        <dd data-testid="perf-total-scans">{stats.totalScans}</dd>
        <dt>Registrations</dt>
        <dd data-testid="perf-registrations">{stats.totalRegistrations}</dd>
        <dt>Average / day</dt>
        <dd data-testid="perf-average">{formatAveragePerDay(stats.averageScansPerDay)}</dd>
        <dt>Last scanned</dt>
        <dd data-testid="perf-last-scanned">
          {stats.lastScanned ? formatDateTime(stats.lastScanned) : 'No scans recorded'}
        </dd>
      </dl>
      <h3 className="page__section-top">Last 7 days</h3>
      <DailyScansChart dailyScans={stats.dailyScans} nowSeconds={nowSeconds} data-testid="perf-bars" />
    </Card>
  )
}
