/**
 * Owner only: every registration of the event, its export as CSV and the refund of one seat. The
 * attendees' names, emails and phones are sealed to the event's guest-list key: the owner's wallet
 * signs once to open them on this device, for the table and the CSV.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { attendeesCsv, attendeesCsvFileName } from '../../../domain/attendee-csv'
import { ATTENDEES_MESSAGES } from '../../../domain/messages'
import { GUEST_LIST_MESSAGES } from '../../../domain/check-in-messages'
import type { GuestDetails } from '../../../domain/registration-note'
import type { DynaEvent, Registration } from '../../../domain/types'
import { useChain } from '../../chain/useChain'
import { useChainData } from '../../chain/useChainData'
import { Badge } from '../../components/Badge'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { CopyButton } from '../../components/CopyButton'
import { saveText } from '../../platform/download'
import { attendeeCounts, attendeeCountsText, attendeeRow, refundQuestion, type AttendeeRow } from './attendees-model'
import './AttendeesCard.css'

const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8'

interface AttendeesCardProps {
  event: DynaEvent
  /** True while the page sends a refund. */
  refunding: boolean
  /** Sends the refund; resolves true once it is confirmed (the page reports success or failure). */
  onRefund: (registration: Registration, ban: boolean) => Promise<boolean>
  /** Closes the event to a refunded account, or opens it again; resolves true once confirmed. */
  onSetBan: (registration: Registration, banned: boolean) => Promise<boolean>
  /** Gives an event without one its guest-list key; resolves true once confirmed. */
  onSetSealKey: () => Promise<boolean>
}

type GuestList =
  | { status: 'locked' }
  | { status: 'opening' }
  | { status: 'open'; details: Map<string, GuestDetails> }
  | { status: 'failed'; error: string }

export function AttendeesCard({ event, refunding, onRefund, onSetBan, onSetSealKey }: AttendeesCardProps) {
  const chain = useChain()
  // The page hands down a fresh event object after each of its reloads; the list reads the latest
  // one, and loads again only when the event's counters show its registrations changed (or after
  // a refund), not on every page refresh.
  const latestEvent = useRef(event)
  useEffect(() => {
    latestEvent.current = event
  })
  const load = useCallback(() => chain.listRegistrations(latestEvent.current), [chain])
  const { state, reload } = useChainData(load, {
    failedMessage: ATTENDEES_MESSAGES.loadFailed,
    onFailed: (message) => toast.error(message),
  })
  const registrationsVersion = `${event.registeredCount}:${event.attendedCount}:${event.mintedCount}`
  const listedVersion = useRef(registrationsVersion)
  useEffect(() => {
    if (listedVersion.current === registrationsVersion) return
    listedVersion.current = registrationsVersion
    void reload()
  }, [registrationsVersion, reload])
  const [pending, setPending] = useState<Registration | null>(null)
  const [guests, setGuests] = useState<GuestList>({ status: 'locked' })
  const [settingKey, setSettingKey] = useState(false)
  const registrations = state.status === 'loaded' ? state.value : null

  async function openGuestList() {
    if (!registrations) return
    setGuests({ status: 'opening' })
    const opened = await chain.readGuestList(latestEvent.current, registrations)
    setGuests(opened.ok ? { status: 'open', details: opened.value } : { status: 'failed', error: opened.error })
  }

  // A list read again (a new registration, a refund) is opened again with the key already made.
  useEffect(() => {
    if (guests.status === 'open' && registrations?.some((r) => !guests.details.has(r.attendeeAddress))) {
      void openGuestList()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registrations])

  async function setKey() {
    setSettingKey(true)
    await onSetSealKey()
    setSettingKey(false)
  }

  async function confirmRefund(registration: Registration, ban: boolean) {
    if (!(await onRefund(registration, ban))) return
    setPending(null)
    await reload()
  }

  async function setBan(registration: Registration, banned: boolean) {
    if (await onSetBan(registration, banned)) await reload()
  }

  return (
    <Card title="Attendees" className="attendees" data-testid="attendees">
      {state.status === 'loading' && (
        <p className="muted" role="status" data-testid="attendees-loading">
          Loading attendees…
        </p>
      )}
      {state.status === 'failed' && (
        <div className="alert alert--danger" role="alert" data-testid="attendees-load-failed">
          <p>{state.error}</p>
          <Button variant="secondary" size="small" onClick={reload}>
            Try again
          </Button>
        </div>
      )}
      <div className="attendees__guests" data-testid="attendees-guests">
        {!event.sealKey && (
          <div className="alert alert--info" role="status">
            <p>{GUEST_LIST_MESSAGES.keyMissing}</p>
            <Button variant="secondary" size="small" busy={settingKey} onClick={() => void setKey()}>
              {GUEST_LIST_MESSAGES.setKey}
            </Button>
          </div>
        )}
        {guests.status !== 'open' && registrations && registrations.length > 0 && (
          <div className="attendees__unlock">
            <Button
              variant="secondary"
              size="small"
              busy={guests.status === 'opening'}
              busyLabel="Opening..."
              onClick={() => void openGuestList()}
              data-testid="attendees-unlock"
            >
              {GUEST_LIST_MESSAGES.unlock}
            </Button>
            <span className="muted">{GUEST_LIST_MESSAGES.unlockHint}</span>
          </div>
        )}
        {guests.status === 'failed' && (
          <p className="field__error" role="alert" data-testid="attendees-unlock-error">
            {guests.error}
          </p>
        )}
      </div>
      {state.status === 'loaded' && (
        <AttendeeList
          eventId={event.eventId}
          registrations={state.value}
          guests={guests.status === 'open' ? guests.details : null}
          pending={pending}
          refunding={refunding}
          onAskRefund={setPending}
          onCancelRefund={() => setPending(null)}
          onConfirmRefund={confirmRefund}
          onSetBan={setBan}
        />
      )}
    </Card>
  )
}

interface AttendeeListProps {
  eventId: string
  registrations: Registration[]
  /** The details the owner opened, by attendee address; null while locked. */
  guests: Map<string, GuestDetails> | null
  pending: Registration | null
  refunding: boolean
  onAskRefund: (registration: Registration) => void
  onCancelRefund: () => void
  onConfirmRefund: (registration: Registration, ban: boolean) => void
  onSetBan: (registration: Registration, banned: boolean) => void
}

function AttendeeList({
  eventId,
  registrations,
  guests,
  pending,
  refunding,
  onAskRefund,
  onCancelRefund,
  onConfirmRefund,
  onSetBan,
}: AttendeeListProps) {
  function exportCsv() {
    saveText(attendeesCsv(registrations, guests), attendeesCsvFileName(eventId), CSV_MEDIA_TYPE)
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
      {pending && (
        <RefundConfirmation
          registration={pending}
          refunding={refunding}
          onConfirm={(ban) => onConfirmRefund(pending, ban)}
          onCancel={onCancelRefund}
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
              {registrations.map(attendeeRow).map((row) => (
                <AttendeeTableRow
                  key={row.address}
                  row={row}
                  guest={guests ? (guests.get(row.address) ?? { kind: 'missing' }) : null}
                  refundDisabled={refunding || pending !== null}
                  onRefund={() => onAskRefund(row.registration)}
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

interface AttendeeTableRowProps {
  row: AttendeeRow
  guest: GuestDetails | null
  refundDisabled: boolean
  onRefund: () => void
  onSetBan: (banned: boolean) => void
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

function AttendeeTableRow({ row, guest, refundDisabled, onRefund, onSetBan }: AttendeeTableRowProps) {
  const banned = row.registration.closedToAccount
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
        {row.refundable && (
          <Button
            variant="secondary"
            size="small"
            disabled={refundDisabled}
            onClick={onRefund}
            aria-label={`Refund ${row.shortAddress}`}
            data-testid="attendees-refund"
          >
            Refund
          </Button>
        )}
        {!row.refundable && (
          <Button
            variant="ghost"
            size="small"
            disabled={refundDisabled}
            onClick={() => onSetBan(!banned)}
            aria-label={`${banned ? 'Reopen the event to' : 'Close the event to'} ${row.shortAddress}`}
            data-testid="attendees-ban-toggle"
          >
            {banned ? 'Reopen' : 'Close to account'}
          </Button>
        )}
      </td>
    </tr>
  )
}

interface RefundConfirmationProps {
  registration: Registration
  refunding: boolean
  onConfirm: (ban: boolean) => void
  onCancel: () => void
}

function RefundConfirmation({ registration, refunding, onConfirm, onCancel }: RefundConfirmationProps) {
  const panel = useRef<HTMLDivElement>(null)
  const [ban, setBan] = useState(false)
  useEffect(() => {
    panel.current?.focus()
  }, [registration])

  return (
    <div
      ref={panel}
      className="alert alert--warning attendees__confirm"
      role="group"
      aria-label="Confirm refund"
      tabIndex={-1}
      data-testid="attendees-refund-confirm"
    >
      <p>{refundQuestion(registration)}</p>
      <label className="attendees__ban">
        <input
          type="checkbox"
          checked={ban}
          disabled={refunding}
          onChange={(change) => setBan(change.target.checked)}
          data-testid="attendees-refund-ban"
        />{' '}
        {ATTENDEES_MESSAGES.banOption}
      </label>
      <div className="attendees__confirm-actions">
        <Button
          variant="danger"
          size="small"
          busy={refunding}
          busyLabel="Refunding..."
          onClick={() => onConfirm(ban)}
          data-testid="attendees-refund-confirm-button"
        >
          Confirm refund
        </Button>
        <Button variant="secondary" size="small" disabled={refunding} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
