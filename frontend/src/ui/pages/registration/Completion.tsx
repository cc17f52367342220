import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useLocation } from 'react-router-dom'
import type { ChainApi } from '../../../chain/api'
import { doorCodeFromSearch, parseDoorCode, type DoorCode } from '../../../domain/door-code'
import { formatPrice, shortenAddress } from '../../../domain/format'
import {
  ATTENDANCE_STEPS,
  eventSchedule,
  progressFromRegistration,
  registrationStatusLabel,
  type AttendanceProgress,
  type AttendanceStep,
} from './registration-model'
import { ATTENDANCE_MESSAGES, REGISTRATION_MESSAGES, WALLET_MESSAGES } from '../../../domain/messages'
import type { DynaEvent, Registration } from '../../../domain/types'
import { DoorCodeScanner } from './DoorCodeScanner'

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
 * Completion screen: details, next steps, and the confirm → mint → claim attendance flow. On an
 * event with door check-in, confirming takes a door code: the one in the page link when the
 * attendee came from the door QR, otherwise one scanned or typed in the door code scanner.
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
  const [signed, setSigned] = useState<SignedTx[]>(() =>
    registerTxId ? [{ label: 'Registration', txId: registerTxId }] : [],
  )
  const { search } = useLocation()
  // The code in the link the attendee opened from the door QR: used once, later codes are scanned.
  const [linkDoorCode, setLinkDoorCode] = useState(() => doorCodeFromSearch(search))
  const [scanning, setScanning] = useState(false)
  // The owner may turn door check-in on after this page read the event: a refusal re-reads it.
  const [doorCheckIn, setDoorCheckIn] = useState(event.checkInKey !== null)
  const metadata = registration.metadata
  const complete = registration.status === 'attended' && registration.nftClaimed
  const cancelled = registration.status === 'cancelled'
  const schedule = eventSchedule(event)

  const mark = (patch: Partial<AttendanceProgress>) => setProgress((current) => ({ ...current, ...patch }))

  function walletReady(): boolean {
    if (!walletAddress) {
      toast.error(REGISTRATION_MESSAGES.connectWallet)
      setError(REGISTRATION_MESSAGES.walletNotConnected)
      return false
    }
    if (walletAddress !== registration.attendeeAddress) {
      toast.error(WALLET_MESSAGES.attendeeMismatch)
      setError(WALLET_MESSAGES.attendeeMismatch)
      return false
    }
    return true
  }

  function start() {
    if (!walletReady()) return
    if (!doorCheckIn || registration.status === 'attended') {
      void confirmAndClaim()
      return
    }
    if (linkDoorCode !== null) {
      setLinkDoorCode(null)
      const parsed = parseDoorCode(linkDoorCode, event.eventId)
      if (parsed.ok) {
        void confirmAndClaim(parsed.value)
        return
      }
      setError(parsed.error)
    }
    setScanning(true)
  }

  function takeDoorCode(doorCode: DoorCode) {
    setScanning(false)
    void confirmAndClaim(doorCode)
  }

  async function doorCheckInTurnedOn(): Promise<boolean> {
    const latest = await chain.getEvent(event.eventId).catch(() => null)
    if (!latest?.checkInKey) return false
    setDoorCheckIn(true)
    return true
  }

  async function confirmAndClaim(doorCode?: DoorCode) {
    if (!walletReady()) return
    setBusy(true)
    setStarted(true)
    setError('')
    let current = registration

    if (current.status !== 'attended') {
      mark({ confirm: 'active', mint: 'pending', claim: 'pending' })
      const confirmed = doorCode ? await chain.confirmAttendance(event, doorCode) : await chain.confirmAttendance(event)
      if (!confirmed.ok) {
        mark({ confirm: 'failed' })
        setError(confirmed.error || ATTENDANCE_MESSAGES.confirmFailed)
        toast.error(ATTENDANCE_MESSAGES.confirmFailed)
        setBusy(false)
        // A refused door code (expired, not valid yet) is answered by scanning a fresh one.
        if (doorCode || (await doorCheckInTurnedOn())) setScanning(true)
        return
      }
      const confirmTx = confirmed.value.txId
      if (confirmTx) setSigned((list) => [...list, { label: 'Attendance', txId: confirmTx }])
      current = { ...current, status: 'attended', attendedAt: Math.floor(Date.now() / 1000) }
      onRegistrationChange(current)
    }

    mark({
      confirm: 'done',
      mint: current.nftMinted ? 'done' : 'active',
      claim: current.nftMinted ? 'active' : 'pending',
    })
    // The asset minted in this attempt, so that a retry after a failed claim does not mint again.
    const minted = { assetId: 0 }
    const token = await chain.mintAndClaimToken(event, current, (progress) => {
      if (progress.step === 'mint') {
        mark({ mint: 'active' })
        return
      }
      minted.assetId = progress.assetId
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
        <h1 id="registration-complete-title" className="registration__title">
          {complete ? 'Attendance Confirmed' : cancelled ? 'Registration Cancelled' : 'Registration Complete'}
        </h1>
        <p>
          {complete
            ? 'Your NFT ticket is in your wallet. Thank you for attending!'
            : cancelled
              ? registration.closedToAccount
                ? REGISTRATION_MESSAGES.cancelledAndClosed
                : 'The organizer cancelled this registration and refunded it.'
              : 'You are registered. Confirm your attendance at the event to receive your NFT ticket.'}
        </p>

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
            <dd data-testid="registration-status">{registrationStatusLabel(registration.status)}</dd>
          </div>
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

      <section className="card registration__card" aria-labelledby="registration-next-title">
        <h2 id="registration-next-title" className="card__title">
          Next Steps
        </h2>
        <ol className="steps-list registration__steps">
          <li>Keep this wallet at hand: your registration belongs to it.</li>
          <li>Go to the event{schedule ? ` (${schedule})` : ''}.</li>
          <li>Confirm your attendance below and sign the transactions in your wallet.</li>
          <li>Your one-of-one NFT ticket is minted and sent to your wallet as proof of attendance.</li>
        </ol>

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

        {scanning && (
          <DoorCodeScanner eventId={event.eventId} onCode={takeDoorCode} onClose={() => setScanning(false)} />
        )}

        <div className="registration__actions">
          {!complete && !cancelled && (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="registration-confirm"
              disabled={busy || scanning}
              aria-busy={busy || undefined}
              onClick={start}
            >
              {busy ? 'Confirming...' : 'Confirm Attendance & Get NFT'}
            </button>
          )}
          <Link to="/events" className="btn btn--secondary" data-testid="registration-browse-more">
            Browse More Events
          </Link>
        </div>
      </section>
    </div>
  )
}
