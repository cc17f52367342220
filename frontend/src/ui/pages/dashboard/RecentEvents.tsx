import { Link } from 'react-router-dom'
import { deriveEventStatus } from '../../../domain/event/event-status'
import { formatCount } from '../../../domain/text/format'
import { formatDateTime } from '../../../domain/time/date-format'
import type { DynaEvent } from '../../../domain/event/event'
import { managePath } from '../../navigation/event-paths'
import { StatusBadge } from '../../components/StatusBadge'

/** How many of the newest events the Dashboard lists. */
export const RECENT_EVENTS_SHOWN = 5

/** The owner's newest events, each linking to its Manage page; the first is marked newest. */
export function RecentEvents({ events, nowSeconds }: { events: readonly DynaEvent[]; nowSeconds: number }) {
  return (
    <ul className="dashboard__recent" data-testid="dashboard-recent-events">
      {events.slice(0, RECENT_EVENTS_SHOWN).map((event, index) => (
        <li key={event.eventId} className="dashboard__recent-item" data-event-id={event.eventId}>
          <div className="dashboard__recent-main">
            <Link className="dashboard__recent-name" to={managePath(event.eventId)} data-testid="dashboard-recent-link">
              {event.eventName}
            </Link>
            <span className="dashboard__recent-id">{event.eventId}</span>
          </div>
          <div className="dashboard__recent-meta">
            {index === 0 && <span className="badge badge--info">Newest</span>}
            <span>{formatCount(event.scanCount)} scans</span>
            <span>{formatCount(event.registeredCount)} registered</span>
            <StatusBadge status={deriveEventStatus(event, nowSeconds)} />
            <span className="dashboard__recent-when">Created {formatDateTime(event.createdAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
