import { CopyLinkButton } from '../../components/CopyLinkButton'
import { deriveEventStatus } from '../../../domain/event/event-status'
import { formatDateTime } from '../../../domain/time/date-format'
import { eventSchedule } from '../../../domain/event/event-time'
import { TIME_MESSAGES } from '../../../domain/time/time-messages'
import { SHARE_LINK_MESSAGES } from '../../../domain/qr/share-link-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { StatusBadge } from '../../components/StatusBadge'
import { eventPagePath, managePath, registrationPath } from '../../navigation/event-paths'
import { eventPageLink } from '../../navigation/share-links'
import { LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'

export type EventsView = 'grid' | 'list'

interface EventCardProps {
  event: DynaEvent
  view: EventsView
  nowSeconds: number
}

export function EventCard({ event, view, nowSeconds }: EventCardProps) {
  const base = eventPagePath(event.eventId)
  return (
    <Card as="li" className="event-card" data-testid="event-card" data-event-id={event.eventId}>
      <div className="event-card__head">
        <h2 className="event-card__title">{event.eventName}</h2>
        <StatusBadge status={deriveEventStatus(event, nowSeconds)} />
      </div>
      <p className="event-card__when" data-testid="event-card-when">
        {eventSchedule(event) ?? TIME_MESSAGES.noDate}
      </p>
      <p className="event-card__meta mono">{event.eventId}</p>
      {event.description && <p className="muted">{event.description}</p>}
      <p className="event-card__meta">
        Created {formatDateTime(event.createdAt)} · {event.scanCount} scans · {event.registeredCount} registered
      </p>
      <div className="event-card__links">
        <LinkButton variant="primary" size="small" to={managePath(event.eventId)} data-testid="event-manage-link">
          Manage<span className="visually-hidden"> {event.eventName}</span>
        </LinkButton>
        <LinkButton variant="secondary" size="small" to={base} data-testid="event-view-link">
          View<span className="visually-hidden"> {event.eventName}</span>
        </LinkButton>
        {view === 'list' && (
          <LinkButton
            variant="secondary"
            size="small"
            to={registrationPath(event.eventId)}
            data-testid="event-register-link"
          >
            Registration<span className="visually-hidden"> for {event.eventName}</span>
          </LinkButton>
        )}
        <CopyLinkButton
          size="small"
          variant="ghost"
          link={eventPageLink(window.location.origin, event.eventId)}
          aria-label={SHARE_LINK_MESSAGES.copyEventLinkFor(event.eventName)}
          data-testid="event-share"
        />
      </div>
    </Card>
  )
}
