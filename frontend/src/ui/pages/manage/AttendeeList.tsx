import { attendeesCsv, attendeesCsvFileName } from '../../../domain/guest-list/attendee-csv'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import type { GuestDetails } from '../../../domain/details/registration-note'
import { guestName } from '../../../domain/guest-list/guest-name'
import type { RegistrationQuestion } from '../../../domain/details/registration-questions'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { Badge } from '../../components/Badge'
import { Button } from '../../components/Button'
import { saveText } from '../../platform/download'
import {
  attendeeCounts,
  attendeeCountsText,
  attendeeRows,
  checkInQuestion,
  declineQuestion,
  refundQuestion,
  removeQuestion,
  waitlistRows,
  type AttendeeRow,
} from './attendees-model'
import { ConfirmWithBan, type ConfirmationTexts } from './ConfirmWithBan'
import type { AttendeeDecisions, Deciding, Question } from './useAttendeeDecisions'
import { Waitlist } from './Waitlist'
import { AddressCell, GuestCell } from './attendee-cells'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'
import { HELD_PAYMENT_MESSAGES } from '../../../domain/registration/held-payment-messages'

const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8'

/** What each question asks, and how its confirmation reads. */
const CONFIRMATIONS: Record<
  Question['kind'],
  { ask: (registration: Registration, name: string | null) => string; texts: ConfirmationTexts }
> = {
  refund: {
    ask: refundQuestion,
    texts: {
      label: 'Confirm refund',
      banOption: ATTENDEES_MESSAGES.banOption,
      confirmLabel: 'Confirm refund',
      busyLabel: 'Refunding...',
    },
  },
  decline: {
    ask: declineQuestion,
    texts: {
      label: 'Confirm decline',
      banOption: ATTENDEES_MESSAGES.declineBanOption,
      confirmLabel: 'Decline registration',
      busyLabel: 'Declining...',
    },
  },
  'check-in': {
    ask: checkInQuestion,
    texts: {
      label: 'Confirm check-in',
      confirmLabel: ATTENDEE_LIST_MESSAGES.checkInConfirm,
      busyLabel: ATTENDEE_LIST_MESSAGES.checkingIn,
      confirmVariant: 'primary',
    },
  },
  remove: {
    ask: removeQuestion,
    texts: {
      label: 'Confirm taking off the waitlist',
      banOption: ATTENDEES_MESSAGES.declineBanOption,
      confirmLabel: ATTENDEE_LIST_MESSAGES.removeFromWaitlist,
      busyLabel: 'Removing...',
    },
  },
}

export interface AttendeeListProps {
  event: DynaEvent
  registrations: Registration[]
  /** The details the owner opened, by attendee address; null while locked. */
  guests: Map<string, GuestDetails> | null
  refunding: boolean
  /** Why guests cannot be checked in now, or null while check-in is open. */
  checkInClosed: string | null
  /** Why registrations can no longer be approved or given seats, or null while they can. */
  decisionClosed: string | null
  decisions: AttendeeDecisions
}

/** The attendee table with its counts, CSV export, the waitlist and the confirmation a row asked for. */
export function AttendeeList({
  event,
  registrations,
  guests,
  refunding,
  checkInClosed,
  decisionClosed,
  decisions,
}: AttendeeListProps) {
  const { question, deciding } = decisions
  const questions = event.metadata?.questions ?? []
  function exportCsv() {
    saveText(attendeesCsv(registrations, guests, questions), attendeesCsvFileName(event.eventId), CSV_MEDIA_TYPE)
  }
  const rows = attendeeRows(registrations)
  const waitlist = waitlistRows(event, registrations)
  const writing = refunding || deciding !== null
  const busyQuestion = question ? (question.kind === 'refund' ? refunding : deciding?.kind === question.kind) : false

  function confirm(current: Question, ban: boolean) {
    switch (current.kind) {
      case 'refund':
        return decisions.confirmRefund(current.registration, ban)
      case 'decline':
        return decisions.confirmDecline(current.registration, ban)
      case 'check-in':
        return decisions.confirmCheckIn(current.registration)
      case 'remove':
        return decisions.confirmRemove(current.registration, ban)
    }
  }

  return (
    <>
      <div className="attendees__toolbar">
        <p className="attendees__counts" data-testid="attendees-counts">
          {attendeeCountsText(attendeeCounts(registrations))}
        </p>
        <Button variant="secondary" size="small" onClick={exportCsv} data-testid="attendees-export">
          Export CSV
        </Button>
      </div>
      {!decisionClosed && rows.some((row) => row.awaitsDecision) && (
        <p className="muted" data-testid="attendees-waiting-hint">
          {ATTENDEES_MESSAGES.waitingHint}
        </p>
      )}
      {decisionClosed && (rows.some((row) => row.awaitsDecision) || waitlist.length > 0) && (
        <p className="alert alert--warning" role="status" data-testid="attendees-decision-closed">
          {decisionClosed}
        </p>
      )}
      {checkInClosed && rows.some((row) => row.checkInable) && (
        <p className="muted" data-testid="attendees-check-in-closed">
          {checkInClosed}
        </p>
      )}
      {question && (
        <ConfirmWithBan
          key={`${question.kind}:${question.registration.attendeeAddress}`}
          registration={question.registration}
          testId={`attendees-${question.kind}`}
          question={CONFIRMATIONS[question.kind].ask(
            question.registration,
            guestName(guests, question.registration.attendeeAddress),
          )}
          texts={CONFIRMATIONS[question.kind].texts}
          busy={busyQuestion}
          onConfirm={(ban) => confirm(question, ban)}
          onCancel={decisions.cancel}
        />
      )}
      {registrations.length === 0 ? (
        <p className="muted" data-testid="attendees-empty">
          {ATTENDEES_MESSAGES.empty}
        </p>
      ) : (
        rows.length > 0 && (
          <div className="attendees__table-wrap" role="region" aria-label="Attendees, scrolls sideways" tabIndex={0}>
            <table className="attendees__table" data-testid="attendees-table">
              <thead>
                <tr>
                  <th scope="col">Attendee</th>
                  {guests && <th scope="col">Name and contact</th>}
                  <th scope="col">Tier</th>
                  <th scope="col">Amount paid</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attendance</th>
                  <th scope="col">Token</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <AttendeeTableRow
                    key={row.address}
                    row={row}
                    guest={guests ? (guests.get(row.address) ?? { kind: 'missing' }) : null}
                    questions={questions}
                    disabled={writing || question !== null}
                    checkInClosed={checkInClosed}
                    decisionClosed={decisionClosed}
                    deciding={deciding?.address === row.address ? deciding : null}
                    onApprove={() => decisions.approve(row.registration)}
                    onDecline={() => decisions.ask({ kind: 'decline', registration: row.registration })}
                    onRefund={() => decisions.ask({ kind: 'refund', registration: row.registration })}
                    onCheckIn={() => decisions.ask({ kind: 'check-in', registration: row.registration })}
                    onSetBan={(banned) => decisions.setBan(row.registration, banned)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      {waitlist.length > 0 && (
        <Waitlist
          rows={waitlist}
          guests={guests}
          questions={questions}
          disabled={writing || question !== null}
          decisionClosed={decisionClosed !== null}
          offering={deciding?.kind === 'offer' ? deciding.address : null}
          onOfferSeat={decisions.offerSeat}
          onRemove={(registration) => decisions.ask({ kind: 'remove', registration })}
        />
      )}
    </>
  )
}

interface RowActionProps {
  row: AttendeeRow
  /** While another write is sent or confirmed, no row starts one. */
  disabled: boolean
  /** Why 'Check in' waits, or null while check-in is open. */
  checkInClosed: string | null
  /** Why 'Approve' is no longer offered, or null while the owner may decide. */
  decisionClosed: string | null
  /** The decision being sent on this row, if any. */
  deciding: Deciding | null
  onApprove: () => void
  onDecline: () => void
  onRefund: () => void
  onCheckIn: () => void
  onSetBan: (banned: boolean) => void
}

interface AttendeeTableRowProps extends RowActionProps {
  guest: GuestDetails | null
  questions: readonly RegistrationQuestion[]
}

function AttendeeTableRow({ guest, questions, ...actions }: AttendeeTableRowProps) {
  const { row } = actions
  return (
    <tr data-testid="attendees-row">
      <AddressCell address={row.address} shortAddress={row.shortAddress} />
      {guest && <GuestCell guest={guest} questions={questions} />}
      <td>{row.tier}</td>
      <td className="attendees__num">{row.amountPaid}</td>
      <td>
        <Badge tone={row.statusTone} data-testid="attendees-status">
          {row.statusText}
        </Badge>
      </td>
      <td data-testid="attendees-method">{row.attendanceMethod}</td>
      <td className="attendees__num" data-testid="attendees-token">
        {row.token}
      </td>
      <td>
        <RowActions {...actions} />
      </td>
    </tr>
  )
}

/**
 * Approve and Decline for a registration waiting for approval; Check in and Refund for a seat not
 * used yet; Refund for an attended one; else the ban toggle.
 */
function RowActions({
  row,
  disabled,
  checkInClosed,
  decisionClosed,
  deciding,
  onApprove,
  onDecline,
  onRefund,
  onCheckIn,
  onSetBan,
}: RowActionProps) {
  if (row.awaitsDecision) {
    return (
      <span className="attendees__actions">
        <Button
          variant="primary"
          size="small"
          disabled={disabled || decisionClosed !== null}
          title={decisionClosed ? HELD_PAYMENT_MESSAGES.approveClosed : undefined}
          busy={deciding?.kind === 'approve'}
          busyLabel="Approving..."
          onClick={onApprove}
          aria-label={`Approve ${row.shortAddress}`}
          data-testid="attendees-approve"
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={disabled}
          onClick={onDecline}
          aria-label={`Decline ${row.shortAddress}`}
          data-testid="attendees-decline"
        >
          Decline
        </Button>
      </span>
    )
  }
  if (row.refundable) {
    return (
      <span className="attendees__actions">
        {row.checkInable && (
          <Button
            variant="primary"
            size="small"
            disabled={disabled || checkInClosed !== null}
            title={checkInClosed ?? undefined}
            busy={deciding?.kind === 'check-in'}
            busyLabel={ATTENDEE_LIST_MESSAGES.checkingIn}
            onClick={onCheckIn}
            aria-label={`${ATTENDEES_MESSAGES.checkIn} ${row.shortAddress}`}
            data-testid="attendees-check-in"
          >
            {ATTENDEES_MESSAGES.checkIn}
          </Button>
        )}
        <Button
          variant="secondary"
          size="small"
          disabled={disabled}
          onClick={onRefund}
          aria-label={`Refund ${row.shortAddress}`}
          data-testid="attendees-refund"
        >
          Refund
        </Button>
      </span>
    )
  }
  const banned = row.registration.closedToAccount
  return (
    <Button
      variant="ghost"
      size="small"
      disabled={disabled}
      onClick={() => onSetBan(!banned)}
      aria-label={`${banned ? 'Reopen the event to' : 'Close the event to'} ${row.shortAddress}`}
      data-testid="attendees-ban-toggle"
    >
      {banned ? 'Reopen' : 'Close to account'}
    </Button>
  )
}
