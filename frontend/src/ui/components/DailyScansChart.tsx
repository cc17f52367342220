import { useId } from 'react'
import { barWidths } from '../../domain/figures/analytics'
import { formatCount } from '../../domain/text/format'
import { OWNER_FIGURES_MESSAGES } from '../../domain/figures/owner-figures-messages'
import { weekDayLabels } from '../../domain/figures/scan-days'
import './DailyScansChart.css'

/** Scans per day as bars, oldest first, each labelled with its UTC date (and saying so); the last is today. */
export function DailyScansChart({
  dailyScans,
  nowSeconds,
  'data-testid': testId,
}: {
  dailyScans: readonly number[]
  nowSeconds: number
  'data-testid'?: string
}) {
  const widths = barWidths(dailyScans)
  const labels = weekDayLabels(nowSeconds, dailyScans.length)
  const noteId = useId()
  return (
    <>
      <ol className="perf-bars" data-testid={testId} aria-describedby={noteId}>
        {dailyScans.map((count, index) => (
          <li className="perf-bars__row" key={labels[index]}>
            <span>{index === dailyScans.length - 1 ? 'Today' : labels[index]}</span>
            <span className="perf-bars__track" aria-hidden="true">
              <span className="perf-bars__bar" style={{ width: `${widths[index]}%` }} />
            </span>
            <span className="perf-bars__count">
              {formatCount(count)}
              <span className="visually-hidden"> scans</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="muted perf-bars__note" id={noteId} data-testid={testId && `${testId}-note`}>
        {OWNER_FIGURES_MESSAGES.utcDays}
      </p>
    </>
  )
}
