import { averagePerDay, barWidths, formatAveragePerDay } from '../../../domain/figures/analytics'
import { formatCount } from '../../../domain/text/format'
import type { OwnerSummary } from '../../../domain/figures/owner-summary'
import { DailyScansChart } from '../../components/DailyScansChart'

/** Scans today, this week and all time, then the week day by day with its dates. */
export function ScanPeriods({ summary, nowSeconds }: { summary: OwnerSummary; nowSeconds: number }) {
  const periods = [
    { label: 'Today', scans: summary.scansToday },
    { label: 'Last 7 days', scans: summary.scansThisWeek },
    { label: 'All time', scans: summary.scans },
  ]
  const widths = barWidths([...periods.map((period) => period.scans), 1])
  return (
    <>
      <h3 className="analytics__subhead">By period</h3>
      <ul className="analytics__periods" data-testid="analytics-periods">
        {periods.map((period, index) => (
          <li key={period.label} className="analytics__period">
            <span className="analytics__period-label">{period.label}</span>
            <span className="analytics__bar-track" aria-hidden="true">
              <span className="analytics__bar" style={{ width: `${widths[index]}%` }} />
            </span>
            <span className="analytics__num">{formatCount(period.scans)} scans</span>
          </li>
        ))}
      </ul>
      <h3 className="analytics__subhead">Last 7 days</h3>
      <p className="analytics__average" data-testid="analytics-average">
        Average <strong>{formatAveragePerDay(averagePerDay(summary.scansThisWeek))}</strong> scans per day
      </p>
      <DailyScansChart dailyScans={summary.dailyScans} nowSeconds={nowSeconds} data-testid="analytics-days" />
    </>
  )
}
