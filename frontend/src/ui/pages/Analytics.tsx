/** Analytics (/history): entirely static demo content, labelled as such. */
import { Badge } from '../components'
import { averagePerDay, barWidths, dayLabels, formatAveragePerDay, splitDailyScans } from '../../domain/analytics'
import {
  ANALYTICS_ACTIVITY,
  ANALYTICS_EVENTS,
  ANALYTICS_PERIODS,
  ANALYTICS_TOTALS,
  DEMO_STATUS_TONE,
} from '../../domain/demo-data'
import { formatCount } from '../../domain/format'
import './Analytics.css'

const ACTIONS = ['Update', 'Extend', 'View QR', 'Archive'] as const
/** The weekly chart spreads the 'Last 7 days' demo figure over 7 daily buckets. */
const WEEK_SCANS = ANALYTICS_PERIODS.find((period) => period.period === 'Last 7 days')?.scans ?? 0

export default function Analytics() {
  const daily = splitDailyScans(WEEK_SCANS)
  const widths = barWidths(daily)
  const labels = dayLabels()
  const allTime = Math.max(...ANALYTICS_PERIODS.map((period) => period.scans), 1)

  return (
    <div className="page analytics">
      <header className="page__header">
        <div>
          <h1 className="page__title">Analytics</h1>
          <p className="page__intro">Scan history and QR code performance across your events.</p>
        </div>
        <p className="analytics__demo-note" data-testid="analytics-demo-note">
          <span className="badge badge--neutral">Demo data</span>
          These figures and events are examples, not live data.
        </p>
      </header>

      <section aria-labelledby="analytics-totals-title">
        <h2 id="analytics-totals-title" className="visually-hidden">
          Totals
        </h2>
        <ul className="stat-grid analytics__totals" data-testid="analytics-totals">
          {ANALYTICS_TOTALS.map((tile) => (
            <li key={tile.label} className="stat analytics__tile">
              <span className="stat__value">{tile.value}</span>
              <span className="stat__label">{tile.label}</span>
              <span className="muted analytics__hint">{tile.hint}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card analytics__card" aria-labelledby="analytics-events-title">
        <h2 id="analytics-events-title" className="card__title">
          Events
        </h2>
        <div
          className="analytics__table-wrap"
          role="region"
          aria-label="Demo events table, scrolls sideways"
          tabIndex={0}
        >
          <table className="analytics__table" data-testid="analytics-table">
            <caption className="analytics__caption">Demo events. Actions are disabled for demo data.</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Event ID</th>
                <th scope="col">Current URL</th>
                <th scope="col">Access</th>
                <th scope="col">Scans</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {ANALYTICS_EVENTS.map((event) => (
                <tr key={event.eventId}>
                  <th scope="row" className="analytics__event-name">
                    {event.name}
                  </th>
                  <td className="mono analytics__mono">{event.eventId}</td>
                  <td className="analytics__url">{event.currentUrl}</td>
                  <td>
                    <span className={`badge ${event.access === 'Public' ? 'badge--info' : 'badge--neutral'}`}>
                      {event.access}
                    </span>
                  </td>
                  <td className="analytics__num">{formatCount(event.scans)}</td>
                  <td>
                    <Badge tone={DEMO_STATUS_TONE[event.status]}>{event.status}</Badge>
                  </td>
                  <td>
                    <div className="analytics__actions">
                      {ACTIONS.map((action) => (
                        <button
                          key={action}
                          type="button"
                          className="btn btn--secondary btn--small"
                          disabled
                          aria-label={`${action} ${event.name} (demo)`}
                        >
                          {action}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="analytics__columns">
        <section className="card analytics__card" aria-labelledby="analytics-periods-title">
          <h2 id="analytics-periods-title" className="card__title">
            Scan Analytics
          </h2>
          <h3 className="analytics__subhead">By period</h3>
          <ul className="analytics__periods" data-testid="analytics-periods">
            {ANALYTICS_PERIODS.map((period) => (
              <li key={period.period} className="analytics__period">
                <span className="analytics__period-label">{period.period}</span>
                <span className="analytics__bar-track" aria-hidden="true">
                  <span className="analytics__bar" style={{ width: `${barWidths([period.scans, allTime])[0]}%` }} />
                </span>
                <span className="analytics__num">{formatCount(period.scans)} scans</span>
              </li>
            ))}
          </ul>
          <h3 className="analytics__subhead">Last 7 days</h3>
          <p className="analytics__average">
            Average <strong>{formatAveragePerDay(averagePerDay(WEEK_SCANS))}</strong> scans per day
          </p>
          <ul className="analytics__days" data-testid="analytics-days">
            {daily.map((count, day) => (
              <li key={labels[day]} className="analytics__period">
                <span className="analytics__period-label">{labels[day]}</span>
                <span className="analytics__bar-track" aria-hidden="true">
                  <span className="analytics__bar" style={{ width: `${widths[day]}%` }} />
                </span>
                <span className="analytics__num">{count}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="card analytics__card" aria-labelledby="analytics-activity-title">
          <h2 id="analytics-activity-title" className="card__title">
            Recent Activity
          </h2>
          <ol className="analytics__activity" data-testid="analytics-activity">
            {ANALYTICS_ACTIVITY.map((item) => (
              <li key={`${item.eventId}-${item.text}`} className="analytics__activity-item">
                <span className="analytics__activity-text">{item.text}</span>
                <span className="mono analytics__mono">{item.eventId}</span>
                <span className="analytics__activity-when">{item.when}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}
