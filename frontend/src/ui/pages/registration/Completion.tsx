import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import type { ChainApi } from '../../../chain'
import { checkInWindow, type CheckInWindow } from '../../../domain/check-in-window'
import { formatPrice, shortenAddress } from '../../../domain/format'
import {
  ATTENDANCE_STEPS,
  completionStage,
  completionText,
  completionTitle,
  eventSchedule,
  progressFromRegistration,
  registrationStatusLabel,
  type AttendanceProgress,
  type AttendanceStep,
} from './registration-model'
import { isDecline } from '../../../domain/registration-status'
import { ATTENDANCE_MESSAGES, REGISTRATION_MESSAGES, SHARE_MESSAGES, WALLET_MESSAGES } from '../../../domain/messages'
import { CopyButton } from '../../components/CopyButton'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import type { DynaEvent, Registration } from '../../../domain/types'
import { registrationPageUrl } from '../create-event/wizard'
import { AddToCalendar } from './AddToCalendar'
import { TicketPanel } from './TicketPanel'

interface CompletionProps {
  chain: ChainApi
  event: DynaEvent
  registration: Registration
  walletAddress: string | null
  /** Transaction of the registration, when it was made in this session. */
  registerTxId?: string
  onRegistrationChange: (registration: Registration) => void
}

interface SignedTx {
  label: string
  txId: string
}

const STATE_TEXT: Record<AttendanceProgress[AttendanceStep], string> = {
  pending: 'Waiting',
  active: 'In progress',
  done: 'Done',
  failed: 'Failed',
}

/**
 * While the attendee waits for the organiser's approval, or at the door, the page asks this often
 * whether the registration changed.
 */
const CHECK_IN_POLL_MS = 5_000

const timeText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function windowText(window: CheckInWindow): string | null {
  if (window.state === 'undated') return CHECK_IN_MESSAGES.undated
  if (window.state === 'not-yet') return CHECK_IN_MESSAGES.notOpenYet(timeText(window.opensAt))
  if (window.state === 'closed') return CHECK_IN_MESSAGES.closed
  return null
}

/**
 * Completion screen: the registration, the ticket the attendee shows at the door, and once they
 * are checked in, their attendance token in one step. Where the organiser chose self-declared
 * attendance, the attendee confirms it here during the check-in window. Where the organiser
 * approves each registration, the ticket appears once they do; a decline says so.
 */
export function Completion({
  chain,
  event,
  registration,
  walletAddress,
  registerTxId,
  onRegistrationChange,
}: CompletionProps) {
  const [progress, setProgress] = useState<AttendanceProgress>(() => progressFromRegistration(registration))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [started, setStarted] = useState(false)
  // Seen here going from waiting to cancelled: the record alone cannot tell a decline from a refund.
  const [declined, setDeclined] = useState(false)
  const [signed, setSigned] = useState<SignedTx[]>(() =>
    registerTxId ? [{ label: 'Registration', txId: registerTxId }] : [],
  )
  // The page that replaces the form opens at its first card, not where the form's button was.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.closest('section')?.scrollIntoView?.({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const metadata = registration.metadata
  const registrationLink = registrationPageUrl(window.location.origin, event.eventId)
  const attended = registration.status === 'attended'
  const waiting = registration.status === 'pending'
  const cancelled = registration.status === 'cancelled'
  const stage = completionStage(registration, declined)
  const schedule = eventSchedule(event)
  // The contract decides by the chain's clock: the page follows it, the device's until it answers.
  const [chainNow, setChainNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    void chain.chainTime().then(setChainNow, () => undefined)
  }, [chain])
  const checkIn = checkInWindow(event.settings, chainNow)
  const selfDeclared = event.settings.selfCheckIn
  const isAttendee = walletAddress === registration.attendeeAddress

  // Waiting for the organiser's approval, or at the door: the page follows the registration until
  // the organiser decides, or a door device checks it in.
  useEffect(() => {
    if ((registration.status !== 'confirmed' && registration.status !== 'pending') || !walletAddress) return
    const timer = setInterval(() => {
      void chain.getRegistration(event, registration.attendeeAddress).then(
        (latest) => {
          if (!latest || latest.status === registration.status) return
          if (isDecline(registration.status, latest.status)) setDeclined(true)
          onRegistrationChange(latest)
        },
        () => undefined,
      )
    }, CHECK_IN_POLL_MS)
    return () => clearInterval(timer)
  }, [chain, event, registration.attendeeAddress, registration.status, walletAddress, onRegistrationChange])

  const mark = (patch: Partial<AttendanceProgress>) => setProgress((current) => ({ ...current, ...patch }))

  function walletReady(): boolean {
    if (!walletAddress) {
      toast.error(REGISTRATION_MESSAGES.connectWallet)
      setError(REGISTRATION_MESSAGES.walletNotConnected)
      return false
    }
    if (!isAttendee) {
      toast.error(WALLET_MESSAGES.attendeeMismatch)
      setError(WALLET_MESSAGES.attendeeMismatch)
      return false
    }
    return true
  }

  async function declareAttendance() {
    if (!walletReady()) return
    setBusy(true)
    setStarted(true)
    setError('')
    mark({ confirm: 'active' })
    const confirmed = await chain.confirmAttendance(event)
    if (!confirmed.ok) {
      mark({ confirm: 'failed' })
      setError(confirmed.error || ATTENDANCE_MESSAGES.confirmFailed)
      toast.error(ATTENDANCE_MESSAGES.confirmFailed)
      setBusy(false)
      return
    }
    const confirmTx = confirmed.value.txId
    if (confirmTx) setSigned((list) => [...list, { label: 'Attendance', txId: confirmTx }])
    const current: Registration = {
      ...registration,
      status: 'attended',
      attendedAt: Math.floor(Date.now() / 1000),
      attendanceMethod: 'self-declared',
    }
    onRegistrationChange(current)
    await claimToken(current)
  }

  async function claimToken(current: Registration = registration) {
    if (!walletReady()) return
    setBusy(true)
    setStarted(true)
    setError('')
    mark({
      confirm: 'done',
      mint: current.nftMinted ? 'done' : 'active',
      claim: current.nftMinted ? 'active' : 'pending',
    })
    // The asset minted in this attempt, so that a retry after a failed claim does not mint again.
    const minted = { assetId: 0 }
    const token = await chain.mintAndClaimToken(event, current, (step) => {
      if (step.step === 'mint') {
        mark({ mint: 'active' })
        return
      }
      minted.assetId = step.assetId
      mark({ mint: 'done', claim: 'active' })
    })
    if (token.ok) {
      mark({ mint: 'done', claim: 'done' })
      const claimTx = token.value.txId
      if (claimTx) setSigned((list) => [...list, { label: 'NFT claim', txId: claimTx }])
      onRegistrationChange({ ...current, nftMinted: true, nftClaimed: true, nftAssetId: token.value.assetId })
      toast.success(ATTENDANCE_MESSAGES.confirmed)
    } else {
      setProgress((now) => ({
        ...now,
        mint: now.mint === 'done' ? 'done' : 'failed',
        claim: now.mint === 'done' ? 'failed' : 'pending',
      }))
      if (minted.assetId > 0 && !current.nftMinted) {
        onRegistrationChange({ ...current, nftMinted: true, nftAssetId: minted.assetId })
      }
      const assetExists = minted.assetId > 0 || current.nftMinted
      setError(token.error || ATTENDANCE_MESSAGES.mintFailed)
      toast.error(
        assetExists ? ATTENDANCE_MESSAGES.mintFailedButConfirmed : ATTENDANCE_MESSAGES.creationFailedButConfirmed,
      )
    }
    setBusy(false)
  }

  const showProgress = started || registration.status === 'attended'

  return (
    <div className="registration__complete" data-testid="registration-complete">
      <section className="card registration__card" aria-labelledby="registration-complete-title">
        <p className="registration__eyebrow">{event.eventName}</p>
        <h1 id="registration-complete-title" className="registration__title" ref={heading} tabIndex={-1}>
          {completionTitle(stage)}
        </h1>
        <p data-testid="registration-outcome">{completionText(stage, registration, selfDeclared)}</p>

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
            <dd>{formatPrice(registration.paymentAmountAlgos)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="registration-status">{registrationStatusLabel(registration.status, declined)}</dd>
          </div>
          {attended && registration.attendedAt > 0 && (
            <div>
              <dt>Attendance</dt>
              <dd data-testid="registration-checked-in">
                {CHECK_IN_MESSAGES.checkedInAt(timeText(registration.attendedAt))}
                {registration.attendanceMethod === 'self-declared' ? ' (self-declared)' : ''}
              </dd>
            </div>
          )}
          {registration.registrationDate > 0 && (
            <div>
              <dt>Registered on</dt>
              <dd>{new Date(registration.registrationDate * 1000).toLocaleString()}</dd>
            </div>
          )}
          <div>
            <dt>Wallet</dt>
            <dd className="mono" title={registration.attendeeAddress}>
              {shortenAddress(registration.attendeeAddress)}
            </dd>
          </div>
          {registration.nftClaimed && registration.nftAssetId > 0 && (
            <div>
              <dt>NFT asset ID</dt>
              <dd data-testid="registration-asset-id">{registration.nftAssetId}</dd>
            </div>
          )}
        </dl>
        {!cancelled && (
          <div className="registration__keep" data-testid="registration-keep">
            <AddToCalendar event={event} />
            <p>{REGISTRATION_MESSAGES.keepLink}</p>
            <code className="mono registration__link" data-testid="registration-link">
              {registrationLink}
            </code>
            <CopyButton
              size="small"
              text={registrationLink}
              successMessage={SHARE_MESSAGES.registrationLinkCopied}
              failureMessage={SHARE_MESSAGES.shareFailed}
              fallbackLabel="Your registration link"
            >
              Copy link
            </CopyButton>
          </div>
        )}

        {signed.length > 0 && (
          <ul className="registration__txs" aria-label="Your transactions">
            {signed.map((tx) => {
              const url = chain.explorerTxUrl(tx.txId)
              return (
                <li key={tx.txId}>
                  <span>{tx.label}: </span>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" data-testid="registration-explorer-link">
                      View transaction<span className="visually-hidden"> {tx.label} (opens in a new tab)</span>
                    </a>
                  ) : (
                    <code className="mono">{tx.txId}</code>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {registration.status === 'confirmed' && isAttendee && (
        <TicketPanel chain={chain} event={event} registration={registration} showAtOnce={Boolean(registerTxId)} />
      )}

      <section className="card registration__card" aria-labelledby="registration-next-title">
        <h2 id="registration-next-title" className="card__title">
          Next Steps
        </h2>
        {/* A cancelled (refunded or declined) registration has no steps left to take. */}
        {!cancelled && (
          <ol className="steps-list registration__steps">
            {waiting && <li data-testid="registration-approval-step">{REGISTRATION_MESSAGES.approvalStep}</li>}
            <li>Keep this wallet at hand: your registration and ticket belong to it.</li>
            <li>Go to the event{schedule ? ` (${schedule})` : ''}.</li>
            <li>
              {selfDeclared
                ? 'Confirm your attendance on this page during the event.'
                : 'Show your ticket at the entrance: the door device checks you in.'}
            </li>
            <li>Get your one-of-one attendance token: it is minted and sent to your wallet as proof of attendance.</li>
          </ol>
        )}

        {registration.status === 'confirmed' && windowText(checkIn) && (
          <p className="muted" role="status" data-testid="registration-window">
            {windowText(checkIn)}
          </p>
        )}

        {showProgress && (
          <ol className="registration__progress" aria-label="Attendance progress" data-testid="registration-progress">
            {ATTENDANCE_STEPS.map((step) => (
              <li
                key={step.key}
                className={`registration__progress-step is-${progress[step.key]}`}
                data-testid={`registration-progress-${step.key}`}
              >
                <span className="registration__progress-dot" aria-hidden="true" />
                <span className="registration__progress-label">{step.label}</span>
                <span className="registration__progress-state">{STATE_TEXT[progress[step.key]]}</span>
              </li>
            ))}
          </ol>
        )}

        <p className="field__error registration__error" role="alert" data-testid="registration-confirm-error">
          {error}
        </p>

        <div className="registration__actions">
          {attended && !registration.nftClaimed && (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="registration-claim"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void claimToken()}
            >
              {busy ? 'Getting your token...' : 'Get My Attendance Token'}
            </button>
          )}
          {registration.status === 'confirmed' && selfDeclared && checkIn.state === 'open' && (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="registration-confirm"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void declareAttendance()}
            >
              {busy ? 'Confirming...' : 'Confirm Attendance & Get NFT'}
            </button>
          )}
          <Link to="/discover" className="btn btn--secondary" data-testid="registration-browse-more">
            Browse More Events
          </Link>
        </div>
      </section>
    </div>
  )
}
