import { attendeesCsv, attendeesCsvFileName } from '../../../domain/attendee-csv'
import { GUEST_LIST_MESSAGES } from '../../../domain/check-in-messages'
import { ATTENDEES_MESSAGES } from '../../../domain/messages'
import type { GuestDetails } from '../../../domain/registration-note'
import type { Registration } from '../../../domain/types'
import { Badge } from '../../components/Badge'
import { Button } from '../../components/Button'
import { CopyButton } from '../../components/CopyButton'
import { saveText } from '../../platform/download'
import {
  attendeeCounts,
  attendeeCountsText,
  attendeeRows,
  declineQuestion,
  refundQuestion,
  type AttendeeRow,
} from './attendees-model'
import { ConfirmWithBan, type ConfirmationTexts } from './ConfirmWithBan'
import type { Deciding, Question } from './useAttendeeDecisions'

const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8'

/** What each question asks, and how its confirmation reads. */
const CONFIRMATIONS: Record<
  Question['kind'],
  { ask: (registration: Registration) => string; texts: ConfirmationTexts }
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
}

export interface AttendeeListProps {
  eventId: string
  registrations: Registration[]
  /** The details the owner opened, by attendee address; null while locked. */
  guests: Map<string, GuestDetails> | null
  question: Question | null
  refunding: boolean
  deciding: Deciding | null
  onAsk: (question: Question) => void
  onCancel: () => void
  onConfirmRefund: (registration: Registration, ban: boolean) => void
  onApprove: (registration: Registration) => void
  onConfirmDecline: (registration: Registration, ban: boolean) => void
  onSetBan: (registration: Registration, banned: boolean) => void
}

/** The attendee table with its counts, CSV export and the confirmation a row asked for. */
export function AttendeeList({
  eventId,
  registrations,
  guests,
  question,
  refunding,
  deciding,
  onAsk,
  onCancel,
  onConfirmRefund,
  onApprove,
  onConfirmDecline,
  onSetBan,
}: AttendeeListProps) {
  function exportCsv() {
    saveText(attendeesCsv(registrations, guests), attendeesCsvFileName(eventId), CSV_MEDIA_TYPE)
  }
  const rows = attendeeRows(registrations)
  const writing = refunding || deciding !== null

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
      {rows.some((row) => row.awaitsDecision) && (
        <p className="muted" data-testid="attendees-waiting-hint">
          {ATTENDEES_MESSAGES.waitingHint}
        </p>
      )}
      {question && (
        <ConfirmWithBan
          key={question.kind}
          registration={question.registration}
          testId={`attendees-${question.kind}`}
          question={CONFIRMATIONS[question.kind].ask(question.registration)}
          texts={CONFIRMATIONS[question.kind].texts}
          busy={question.kind === 'refund' ? refunding : deciding?.kind === 'decline'}
          onConfirm={(ban) =>
            question.kind === 'refund'
              ? onConfirmRefund(question.registration, ban)
              : onConfirmDecline(question.registration, ban)
          }
          onCancel={onCancel}
        />
      )}
      {registrations.length === 0 ? (
        <p className="muted" data-testid="attendees-empty">
          {ATTENDEES_MESSAGES.empty}
        </p>
      ) : (
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
                  disabled={writing || question !== null}
                  approving={deciding?.kind === 'approve' && deciding.address === row.address}
                  onApprove={() => onApprove(row.registration)}
                  onDecline={() => onAsk({ kind: 'decline', registration: row.registration })}
                  onRefund={() => onAsk({ kind: 'refund', registration: row.registration })}
                  onSetBan={(banned) => onSetBan(row.registration, banned)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

interface RowActionProps {
  row: AttendeeRow
  /** While another write is sent or confirmed, no row starts one. */
  disabled: boolean
  /** This row's approval is being sent. */
  approving: boolean
  onApprove: () => void
  onDecline: () => void
  onRefund: () => void
  onSetBan: (banned: boolean) => void
}

interface AttendeeTableRowProps extends RowActionProps {
  guest: GuestDetails | null
}

const UNREADABLE_TEXT: Record<'unreadable' | 'missing' | 'none', string> = {
  unreadable: GUEST_LIST_MESSAGES.unreadable,
  missing: GUEST_LIST_MESSAGES.missing,
  none: GUEST_LIST_MESSAGES.notSealed,
}

/** A registration's name, email and phone, or why they cannot be shown. */
function GuestCell({ guest }: { guest: GuestDetails }) {
  if (guest.kind === 'sealed' || guest.kind === 'public') {
    const { name, email, phone } = guest.contact
    return (
      <td data-testid="attendees-guest">
        <div className="attendees__guest">
          <strong data-testid="attendees-guest-name">{name}</strong>
          {email && <span data-testid="attendees-guest-email">{email}</span>}
          {phone && <span data-testid="attendees-guest-phone">{phone}</span>}
          {guest.kind === 'public' && (
            <Badge tone="warning" title={GUEST_LIST_MESSAGES.publicNote}>
              Public
            </Badge>
          )}
        </div>
      </td>
    )
  }
  return (
    <td className="muted" data-testid="attendees-guest">
      {UNREADABLE_TEXT[guest.kind]}
    </td>
  )
}

function AttendeeTableRow({ guest, ...actions }: AttendeeTableRowProps) {
  const { row } = actions
  return (
    <tr data-testid="attendees-row">
      <th scope="row">
        <span className="attendees__address">
          <code title={row.address}>{row.shortAddress}</code>
          <CopyButton
            variant="ghost"
            size="small"
            text={row.address}
            successMessage={ATTENDEES_MESSAGES.addressCopied}
            failureMessage={ATTENDEES_MESSAGES.copyAddressFailed}
            fallbackLabel="Attendee address"
            aria-label={`Copy address ${row.address}`}
          >
            Copy
          </CopyButton>
        </span>
      </th>
      {guest && <GuestCell guest={guest} />}
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

/** Approve and Decline for a registration waiting for approval, Refund for a live seat, else the ban toggle. */
function RowActions({ row, disabled, approving, onApprove, onDecline, onRefund, onSetBan }: RowActionProps) {
  if (row.awaitsDecision) {
    return (
      <span className="attendees__actions">
        <Button
          variant="primary"
          size="small"
          disabled={disabled}
          busy={approving}
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
