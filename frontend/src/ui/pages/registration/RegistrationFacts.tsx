import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import {
  ATTENDANCE_PAGE_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
} from '../../../domain/registration/registration-page-messages'
import { shortenAddress } from '../../../domain/text/format'
import { priceLabel } from '../../../domain/money/money-format'
import { formatDateTime } from '../../../domain/time/date-format'
import { eventSchedule } from '../../../domain/event/event-time'
import { registrationStatusLabel } from './completion-model'

interface RegistrationFactsProps {
  event: DynaEvent
  registration: Registration
  /** The page saw the organiser decline this registration. */
  declined: boolean
  /** A passkey attendee: their account, and a token the app keeps for them, named plainly. */
  plain?: boolean
}

/** The registration as the completion page lists it: event, attendee, tier, payment, status, token. */
export function RegistrationFacts({ event, registration, declined, plain = false }: RegistrationFactsProps) {
  const metadata = registration.metadata
  const schedule = eventSchedule(event)
  const attended = registration.status === 'attended'
  return (
    <dl className="kv registration__facts" data-testid="registration-details">
      <div>
        <dt>Event</dt>
        <dd>{event.eventName}</dd>
      </div>
      {schedule && (
        <div>
          <dt>When</dt>
          <dd>{schedule}</dd>
        </div>
      )}
      {metadata?.attendeeName && (
        <div>
          <dt>Attendee</dt>
          <dd>{metadata.attendeeName}</dd>
        </div>
      )}
      {metadata?.attendeeEmail && (
        <div>
          <dt>Email</dt>
          <dd>{metadata.attendeeEmail}</dd>
        </div>
      )}
      <div>
        <dt>Ticket tier</dt>
        <dd data-testid="registration-tier-name">{registration.ticketTierName}</dd>
      </div>
      <div>
        <dt>Amount paid</dt>
        <dd data-testid="registration-amount-paid">{priceLabel(registration.amountPaid)}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd data-testid="registration-status">{registrationStatusLabel(registration.status, declined)}</dd>
      </div>
      {attended && registration.attendedAt > 0 && (
        <div>
          <dt>Attendance</dt>
          <dd data-testid="registration-checked-in">
            {CHECK_IN_MESSAGES.checkedInAt(formatDateTime(registration.attendedAt))}
            {registration.attendanceMethod === 'self-declared' ? ' (self-declared)' : ''}
          </dd>
        </div>
      )}
      {registration.registrationDate > 0 && (
        <div>
          <dt>Registered on</dt>
          <dd data-testid="registration-registered-on">{formatDateTime(registration.registrationDate)}</dd>
        </div>
      )}
      <div>
        <dt>{plain ? PLAIN_REGISTRATION_MESSAGES.account : 'Wallet'}</dt>
        <dd className="mono" title={registration.attendeeAddress}>
          {shortenAddress(registration.attendeeAddress)}
        </dd>
      </div>
      {registration.nftClaimed && registration.nftAssetId > 0 && (
        <div>
          <dt>{ATTENDANCE_PAGE_MESSAGES.tokenId}</dt>
          <dd data-testid="registration-asset-id">{registration.nftAssetId}</dd>
        </div>
      )}
      {plain && registration.nftMinted && !registration.nftClaimed && (
        <div>
          <dt>{PLAIN_REGISTRATION_MESSAGES.attendanceToken}</dt>
          <dd data-testid="registration-token-kept">{PLAIN_REGISTRATION_MESSAGES.tokenHeld}</dd>
        </div>
      )}
    </dl>
  )
}
