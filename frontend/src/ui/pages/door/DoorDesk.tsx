/** A paired door device at work: the camera reads tickets, each verdict shows at once, check-ins go on-chain behind it. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { DoorDevice } from '../../../chain'
import { config } from '../../../config'
import { formatAlgoAmount, shortenAddress } from '../../../domain/format'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import type { DynaEvent, Registration } from '../../../domain/types'
import { useChain } from '../../chain/useChain'
import type { DoorKey } from '../../platform/door-key'
import { readJson, versionedKey, writeJson, browserStorage } from '../../platform/json-storage'
import { useQrCamera } from '../registration/useQrCamera'
import { CheckInDesk, type DeskRegistration, type ScanEntry, type ScanVerdict } from './check-in-desk'

/** The same code held in front of the camera is read many times a second: one verdict per few seconds. */
const SAME_CODE_PAUSE_MS = 4_000
/** The door's list for offline checks is read again this often; the chain's clock too. */
const REFRESH_MS = 60_000
/** Below this, the door warns that its fees will soon run out (about 50 check-ins). */
const LOW_BALANCE_MICROALGOS = 150_000n

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const formatTime = (seconds: number) => timeFormat.format(new Date(seconds * 1000))

function deskRegistration(registration: Registration): DeskRegistration {
  return {
    attendee: registration.attendeeAddress,
    status: registration.status,
    ticketCommitment: registration.ticketCommitment,
    attendedAt: registration.attendedAt,
    tierName: registration.ticketTierName,
  }
}

const STATE_TEXT: Record<ScanEntry['state'], string> = {
  sending: 'Recording…',
  queued: 'Waiting for the network',
  recorded: CHECK_IN_MESSAGES.recorded,
  refused: 'Not recorded',
}

interface DoorDeskProps {
  event: DynaEvent
  door: DoorDevice
  doorKey: DoorKey
}

export function DoorDesk({ event, door, doorKey }: DoorDeskProps) {
  const chain = useChain()
  const clockOffset = useRef(0)
  const desk = useMemo(() => {
    const doorChain = chain.doorChain(doorKey)
    const storageKey = versionedKey(`door-queue:${config.appId}:${event.eventId}:${doorKey.address}`, 1)
    return new CheckInDesk({
      appId: config.appId,
      event,
      send: (ticket, seq) => doorChain.checkIn(ticket, seq),
      registration: async (attendee) => {
        const found = await chain.getRegistration(event, attendee)
        return found && deskRegistration(found)
      },
      registrations: async () => (await chain.listRegistrations(event)).map(deskRegistration),
      storage: {
        load: () => {
          const stored = readJson(browserStorage, storageKey)
          return Array.isArray(stored) ? stored : []
        },
        save: (queue) => void writeJson(browserStorage, storageKey, queue),
      },
      chainTime: () => Date.now() / 1000 + clockOffset.current,
      now: () => Date.now(),
      formatTime,
      sha256: async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))),
    })
  }, [chain, event, doorKey])

  useEffect(() => {
    const refresh = () => {
      void desk.refresh()
      void chain.chainTime().then(
        (seconds) => (clockOffset.current = seconds - Date.now() / 1000),
        () => undefined,
      )
      desk.flush()
    }
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    const online = () => desk.retryNow()
    window.addEventListener('online', online)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', online)
      desk.dispose()
    }
  }, [desk, chain])

  const entries = useSyncExternalStore(
    useCallback((listener) => desk.subscribe(listener), [desk]),
    () => desk.entries,
  )
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null)
  const lastCode = useRef({ text: '', at: 0 })
  const videoRef = useRef<HTMLVideoElement>(null)
  const camera = useQrCamera(videoRef, (text) => {
    const now = Date.now()
    if (text === lastCode.current.text && now - lastCode.current.at < SAME_CODE_PAUSE_MS) return false
    lastCode.current = { text, at: now }
    void desk.scan(text).then(setVerdict)
    return false
  })

  const recorded = entries.filter((entry) => entry.state === 'recorded').length
  const waiting = entries.filter((entry) => entry.state === 'queued').length
  return (
    <div className="page door-desk" data-testid="door-desk">
      <header className="door-desk__header">
        <div>
          <p className="muted">{event.eventName}</p>
          <h1 className="page__title" data-testid="door-name">
            {door.name}
          </h1>
        </div>
        <dl className="door-desk__facts">
          <div>
            <dt>Checked in here</dt>
            <dd data-testid="door-recorded-count">{recorded}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd data-testid="door-balance">{formatAlgoAmount(door.balance)}</dd>
          </div>
        </dl>
      </header>
      {door.balance < LOW_BALANCE_MICROALGOS && (
        <p className="alert alert--warning" role="alert">
          {CHECK_IN_MESSAGES.lowBalance}
        </p>
      )}
      {waiting > 0 && (
        <p className="alert alert--info" role="status" data-testid="door-waiting">
          {waiting} {CHECK_IN_MESSAGES.queued}
        </p>
      )}

      <div className="door-desk__scanner">
        <video ref={videoRef} className="door-desk__video" muted playsInline aria-label="Camera: ticket scanner" />
        <p className="muted" role="status" data-testid="door-camera-state">
          {camera === 'scanning'
            ? CHECK_IN_MESSAGES.scanHint
            : camera === 'starting'
              ? CHECK_IN_MESSAGES.cameraStarting
              : camera === 'denied'
                ? CHECK_IN_MESSAGES.cameraDenied
                : CHECK_IN_MESSAGES.cameraUnavailable}
        </p>
      </div>

      <div aria-live="assertive" data-testid="door-verdict">
        {verdict && (
          <section
            className={`door-verdict door-verdict--${verdict.kind}`}
            data-testid={`door-verdict-${verdict.kind}`}
          >
            <h2>{verdict.kind === 'admitted' ? CHECK_IN_MESSAGES.admitted : 'Not admitted'}</h2>
            <p>
              {verdict.kind === 'admitted'
                ? `${verdict.entry.tierName} · ${shortenAddress(verdict.entry.attendee)}`
                : verdict.message}
            </p>
          </section>
        )}
      </div>

      {entries.length > 0 && (
        <section className="card" aria-labelledby="door-recent-title">
          <h2 id="door-recent-title" className="card__title">
            Recent check-ins
          </h2>
          <ul className="door-desk__entries" data-testid="door-entries">
            {entries.map((entry) => (
              <li key={entry.id} className={`door-entry is-${entry.state}`} data-testid="door-entry">
                <span className="mono">{shortenAddress(entry.attendee)}</span>
                <span>{formatTime(entry.scannedAt / 1000)}</span>
                <span data-testid="door-entry-state">
                  {STATE_TEXT[entry.state]}
                  {entry.message ? `: ${entry.message}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
