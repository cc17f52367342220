/** A paired door device at work: the camera reads tickets, each verdict shows at once, check-ins go on-chain behind it. */
import type { DoorDevice } from '../../../chain'
import { formatAlgoAmount, shortenAddress } from '../../../domain/format'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import type { DynaEvent } from '../../../domain/types'
import type { DoorKey } from '../../platform/door-key'
import type { ScanEntry } from './check-in-desk'
import { useCheckInDesk } from './useCheckInDesk'
import { formatTimeOfDay } from '../../../domain/date-format'
import { eventZone } from '../../../domain/event-time'
import { Card } from '../../components/Card'

/** Below this, the door warns that its fees will soon run out (about 50 check-ins). */
const LOW_BALANCE_MICROALGOS = 150_000n

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
  const { entries, verdict, videoRef, camera } = useCheckInDesk(event, doorKey)

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
        <Card titleId="door-recent-title" title="Recent check-ins">
          <ul className="door-desk__entries" data-testid="door-entries">
            {entries.map((entry) => (
              <li key={entry.id} className={`door-entry is-${entry.state}`} data-testid="door-entry">
                <span className="mono">{shortenAddress(entry.attendee)}</span>
                <span>{formatTimeOfDay(entry.scannedAt / 1000, eventZone(event))}</span>
                <span data-testid="door-entry-state">
                  {STATE_TEXT[entry.state]}
                  {entry.message ? `: ${entry.message}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
