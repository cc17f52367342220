import { eventPlace } from '../../../domain/event/event-place'
import { eventTimes } from '../../../domain/event/event-time'
import { TIME_MESSAGES } from '../../../domain/time/time-messages'
import { formatCount } from '../../../domain/text/format'
import { priceRange } from '../../../domain/event/price-range'
import type { DynaEvent } from '../../../domain/event/event'
import { AddToCalendar } from './AddToCalendar'
import { seatsText } from '../../../domain/event/seats-text'
import { publicContact } from '../../../domain/event/public-contact'
import { eventCategory, eventDescription } from '../../../domain/event/event-summary'
import { OrganiserContact } from './OrganiserContact'
import { Card } from '../../components/Card'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { eventPageLink } from '../../navigation/share-links'

/** The event's public page: what, when (the event's zone, and the visitor's where it differs), where, who, seats. */
export function EventSummary({ event }: { event: DynaEvent }) {
  const times = eventTimes(event)
  const place = eventPlace(event.metadata)
  const organiser = publicContact(event.metadata?.organizer)
  return (
    <Card
      className="registration__summary"
      aria-labelledby="registration-event-title"
      data-testid="registration-summary"
    >
      <div className="registration__badges">
        <span className="badge badge--info" data-testid="registration-category">
          {eventCategory(event)}
        </span>
        <span className={`badge ${event.active ? 'badge--success' : 'badge--neutral'}`}>
          {event.active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <h1 id="registration-event-title" className="registration__title">
        {event.eventName}
      </h1>
      <p className="registration__description" data-testid="registration-description">
        {eventDescription(event)}
      </p>
      <dl className="kv registration__facts">
        <div>
          <dt>When</dt>
          <dd className="registration__stacked" data-testid="registration-when">
            {times ? (
              <>
                <span data-testid="registration-when-event">{times.event}</span>
                {times.visitor && (
                  <span className="registration__local-time" data-testid="registration-when-visitor">
                    {TIME_MESSAGES.inYourZone(times.visitor)}
                  </span>
                )}
              </>
            ) : (
              'Date to be announced'
            )}
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd className="registration__stacked" data-testid="registration-location">
            {place ? (
              <>
                <span>{place.name}</span>
                {place.address && <span>{place.address}</span>}
                <a href={place.mapUrl} target="_blank" rel="noopener noreferrer" data-testid="registration-map-link">
                  Open in a map
                </a>
              </>
            ) : (
              'Venue to be announced'
            )}
          </dd>
        </div>
        {organiser && (
          <div>
            <dt>Organised by</dt>
            <dd className="registration__stacked">
              <OrganiserContact contact={organiser} />
            </dd>
          </div>
        )}
        <div>
          <dt>Seats</dt>
          <dd data-testid="registration-capacity">{seatsText(event)}</dd>
        </div>
        <div>
          <dt>Ticket price</dt>
          <dd data-testid="registration-ticket-price">{priceRange(event)}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{formatCount(event.registeredCount)}</dd>
        </div>
        <div>
          <dt>Event ID</dt>
          <dd className="mono">{event.eventId}</dd>
        </div>
      </dl>
      <div className="registration__actions">
        <AddToCalendar event={event} />
        <CopyLinkButton
          size="small"
          link={eventPageLink(window.location.origin, event.eventId)}
          data-testid="registration-copy-event-link"
        />
      </div>
    </Card>
  )
}
