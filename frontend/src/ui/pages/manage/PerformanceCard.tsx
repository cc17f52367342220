import { Card } from '../../components/Card'
import { barWidths, formatAveragePerDay } from '../../../domain/analytics'
import { formatUnixTime } from '../../../domain/format'
import { eventStatistics } from '../../../domain/performance'
import type { DynaEvent } from '../../../domain/types'

/** Sidebar 'Performance' from the on-chain 7-day scan histogram (Day 7 is today). */
export function PerformanceCard({ event }: { event: DynaEvent }) {
  const stats = eventStatistics(event)
  const widths = barWidths(stats.dailyScans)
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
          {stats.lastScanned ? formatUnixTime(stats.lastScanned) : 'No scans recorded'}
        </dd>
      </dl>
      <h3 className="page__section-top">Last 7 days</h3>
      <ol className="perf-bars" data-testid="perf-bars">
        {stats.dailyScans.map((count, index) => (
          <li className="perf-bars__row" key={index}>
            <span>Day {index + 1}</span>
            <span className="perf-bars__track" aria-hidden="true">
              <span className="perf-bars__bar" style={{ width: `${widths[index]}%` }} />
            </span>
            <span>
              {count}
              <span className="visually-hidden"> scans</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  )
}
