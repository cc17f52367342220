/**
 * The waitlist on the attendee list: in the order people joined, each with 'Offer seat' (waiting,
 * with the reason, while no seat is free) and 'Remove from waitlist'.
 */
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import type { GuestDetails } from '../../../domain/details/registration-note'
import type { RegistrationQuestion } from '../../../domain/details/registration-questions'
import type { Registration } from '../../../domain/registration/registration'
import { Button } from '../../components/Button'
import { AddressCell, GuestCell } from './attendee-cells'
import type { WaitlistRow } from './attendees-model'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'

interface WaitlistProps {
  rows: WaitlistRow[]
  guests: Map<string, GuestDetails> | null
  /** The event's questions, whose answers the guest cell shows. */
  questions?: readonly RegistrationQuestion[]
  /** While another write is sent or confirmed, no row starts one. */
  disabled: boolean
  /** The decision deadline has passed: no seat can be offered any more. */
  decisionClosed?: boolean
  /** The address whose seat is being offered, if any. */
  offering: string | null
  onOfferSeat: (registration: Registration) => void
  onRemove: (registration: Registration) => void
}

export function Waitlist({
  rows,
  guests,
  questions = [],
  disabled,
  decisionClosed = false,
  offering,
  onOfferSeat,
  onRemove,
}: WaitlistProps) {
  return (
    <section
      className="attendees__waitlist"
      aria-labelledby="attendees-waitlist-title"
      data-testid="attendees-waitlist"
    >
      <h3 id="attendees-waitlist-title" className="attendees__subtitle">
        {ATTENDEE_LIST_MESSAGES.waitlistTitle} ({rows.length})
      </h3>
      <p className="muted">{ATTENDEES_MESSAGES.waitlistHint}</p>
      <div className="attendees__table-wrap" role="region" aria-label="Waitlist, scrolls sideways" tabIndex={0}>
        <table className="attendees__table attendees__table--waitlist">
          <thead>
            <tr>
              <th scope="col">Attendee</th>
              <th scope="col">Place</th>
              {guests && <th scope="col">Name and contact</th>}
              <th scope="col">Tier</th>
              <th scope="col">Held by the app</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.address} data-testid="attendees-waitlist-row">
                <AddressCell address={row.address} shortAddress={row.shortAddress} />
                <td className="attendees__num" data-testid="attendees-waitlist-position">
                  {row.position}
                </td>
                {guests && <GuestCell guest={guests.get(row.address) ?? { kind: 'missing' }} questions={questions} />}
                <td>{row.tier}</td>
                <td className="attendees__num">{row.held}</td>
                <td>
                  <span className="attendees__actions attendees__actions--wrap">
                    <Button
                      variant="primary"
                      size="small"
                      disabled={disabled || decisionClosed || row.noSeat !== null}
                      busy={offering === row.address}
                      busyLabel={ATTENDEE_LIST_MESSAGES.offeringSeat}
                      onClick={() => onOfferSeat(row.registration)}
                      aria-label={`${ATTENDEES_MESSAGES.offerSeat} to ${row.shortAddress}`}
                      aria-describedby={row.noSeat ? `attendees-no-seat-${row.position}` : undefined}
                      data-testid="attendees-offer-seat"
                    >
                      {ATTENDEES_MESSAGES.offerSeat}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={disabled}
                      onClick={() => onRemove(row.registration)}
                      aria-label={`${ATTENDEE_LIST_MESSAGES.removeFromWaitlist}: ${row.shortAddress}`}
                      data-testid="attendees-remove"
                    >
                      {ATTENDEE_LIST_MESSAGES.removeFromWaitlist}
                    </Button>
                  </span>
                  {row.noSeat && (
                    <p
                      className="muted attendees__no-seat"
                      id={`attendees-no-seat-${row.position}`}
                      data-testid="attendees-no-seat"
                    >
                      {row.noSeat}
                    </p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
