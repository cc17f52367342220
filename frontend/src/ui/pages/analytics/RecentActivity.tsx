import { Link } from 'react-router-dom'
import { formatDateTime } from '../../../domain/time/date-format'
import { ACTIVITY_TEXT, type ActivityItem } from '../../../domain/figures/owner-summary'
import { managePath } from '../../navigation/event-paths'

/** What happened last across the events: creations, destination updates, last scans. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  if (items.length === 0) return <p className="muted">Nothing has happened yet.</p>
  return (
    <ol className="analytics__activity" data-testid="analytics-activity">
      {items.map((item) => (
        <li key={`${item.eventId}-${item.kind}`} className="analytics__activity-item">
          <span className="analytics__activity-text">
            {ACTIVITY_TEXT[item.kind]}: <Link to={managePath(item.eventId)}>{item.eventName}</Link>
          </span>
          <span className="mono analytics__mono">{item.eventId}</span>
          <span className="analytics__activity-when">{formatDateTime(item.at)}</span>
        </li>
      ))}
    </ol>
  )
}
