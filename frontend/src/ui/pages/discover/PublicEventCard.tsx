/** An event on the public list: what, when (in the event's zone), where when known, price and seats; it opens the event's page. */
import { Link } from 'react-router-dom'
import { eventPlace, placeLine } from '../../../domain/event/event-place'
import { eventSchedule } from '../../../domain/event/event-time'
import { DISCOVER_MESSAGES } from '../../../domain/event/discover-messages'
import { priceRange } from '../../../domain/event/price-range'
import type { DynaEvent } from '../../../domain/event/event'
import { isHappeningNow } from '../../../domain/event/upcoming-first'
import { eventPagePath } from '../../navigation/event-paths'
import { seatsText } from '../../../domain/event/seats-text'
import { Card } from '../../components/Card'

export function PublicEventCard({ event, nowSeconds }: { event: DynaEvent; nowSeconds: number }) {
  const schedule = eventSchedule(event)
  const place = eventPlace(event.metadata)
  return (
    <Card as="li" className="public-event" data-testid="discover-card" data-event-id={event.eventId}>
      <h2 className="public-event__title">
        <Link className="public-event__link" to={eventPagePath(event.eventId)}>
          {event.eventName}
        </Link>
      </h2>
      {isHappeningNow(event, nowSeconds) && (
        <span className="badge badge--success public-event__now">{DISCOVER_MESSAGES.happeningNow}</span>
      )}
      <dl className="public-event__facts">
        <div>
          <dt>When</dt>
          <dd data-testid="discover-card-when">{schedule ?? DISCOVER_MESSAGES.dateToBeAnnounced}</dd>
        </div>
        {place && (
          <div>
            <dt>Where</dt>
            <dd data-testid="discover-card-where">{placeLine(place)}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd data-testid="discover-card-price">{priceRange(event)}</dd>
        </div>
        <div>
          <dt>Seats</dt>
          <dd data-testid="discover-card-seats">{seatsText(event)}</dd>
        </div>
      </dl>
    </Card>
  )
}
