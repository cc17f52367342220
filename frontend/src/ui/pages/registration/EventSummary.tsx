import { formatPrice, formatRevenue } from '../../../domain/format'
import { displayCapacity, eventCategory, eventDescription, eventLocation, eventSchedule } from './registration-model'
import type { DynaEvent } from '../../../domain/types'

/** Event summary card; missing details show placeholder text instead. */
export function EventSummary({ event }: { event: DynaEvent }) {
  const schedule = eventSchedule(event)
  return (
    <section
      className="card registration__summary"
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
          <dt>Location</dt>
          <dd data-testid="registration-location">{eventLocation(event)}</dd>
        </div>
        {schedule && (
          <div>
            <dt>When</dt>
            <dd>{schedule}</dd>
          </div>
        )}
        <div>
          <dt>Registered</dt>
          <dd data-testid="registration-capacity">
            {event.registeredCount} / {displayCapacity(event)}
          </dd>
        </div>
        <div>
          <dt>Ticket price</dt>
          <dd>{formatPrice(event.ticketPriceAlgos)}</dd>
        </div>
        <div>
          <dt>Revenue</dt>
          <dd data-testid="registration-revenue">{formatRevenue(event.ticketPriceAlgos, event.registeredCount)}</dd>
        </div>
        <div>
          <dt>Event ID</dt>
          <dd className="mono">{event.eventId}</dd>
        </div>
      </dl>
    </section>
  )
}
