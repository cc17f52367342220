import { accessTypeLabel } from '../../../domain/event/event-display'
import { deriveEventStatus } from '../../../domain/event/event-status'
import { formatCount } from '../../../domain/text/format'
import type { DynaEvent } from '../../../domain/event/event'
import { managePath, posterPath } from '../../navigation/event-paths'
import { StatusBadge } from '../../components/StatusBadge'
import { LinkButton } from '../../components/Button'

/** Every event read so far, newest first, with its figures and the way to manage it or print its QR. */
export function EventsTable({ events, nowSeconds }: { events: readonly DynaEvent[]; nowSeconds: number }) {
  return (
    <div className="analytics__table-wrap" role="region" aria-label="Your events, scrolls sideways" tabIndex={0}>
      <table className="analytics__table" data-testid="analytics-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Event ID</th>
            <th scope="col">Current URL</th>
            <th scope="col">Access</th>
            <th scope="col">Scans</th>
            <th scope="col">Registered</th>
            <th scope="col">Checked in</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.eventId} data-event-id={event.eventId}>
              <th scope="row" className="analytics__event-name">
                {event.eventName}
              </th>
              <td className="mono analytics__mono">{event.eventId}</td>
              <td className="analytics__url">{event.currentUrl}</td>
              <td>
                <span className={`badge ${event.accessType === 'public' ? 'badge--info' : 'badge--neutral'}`}>
                  {accessTypeLabel(event.accessType)}
                </span>
              </td>
              <td className="analytics__num">{formatCount(event.scanCount)}</td>
              <td className="analytics__num">{formatCount(event.registeredCount)}</td>
              <td className="analytics__num">{formatCount(event.attendedCount)}</td>
              <td>
                <StatusBadge status={deriveEventStatus(event, nowSeconds)} />
              </td>
              <td>
                <div className="analytics__actions">
                  <LinkButton
                    variant="secondary"
                    size="small"
                    to={managePath(event.eventId)}
                    aria-label={`Manage ${event.eventName}`}
                  >
                    Manage
                  </LinkButton>
                  <LinkButton
                    variant="secondary"
                    size="small"
                    to={posterPath(event.eventId)}
                    aria-label={`QR poster of ${event.eventName}`}
                  >
                    View QR
                  </LinkButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
