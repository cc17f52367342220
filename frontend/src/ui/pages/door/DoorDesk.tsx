/**
 * A paired door device at work: the camera reads tickets, the guest list finds a guest by name, each
 * verdict shows at once (with a tone and a vibration) and clears by itself, check-ins go on-chain
 * behind it.
 */
import { useMemo } from 'react'
import type { DoorDevice } from '../../../chain'
import type { CheckInWindow } from '../../../domain/check-in/check-in-window'
import { shortenAddress } from '../../../domain/text/format'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { GuestDetails } from '../../../domain/details/registration-note'
import type { DoorKey } from '../../platform/door-key'
import type { ScanEntry } from './check-in-desk'
import { guestName } from '../../../domain/guest-list/guest-name'
import { doorGuests } from './door-guests'
import { DoorVerdict } from './DoorVerdict'
import { GuestSearch } from './GuestSearch'
import { useCheckInDesk, type DoorTimes } from './useCheckInDesk'
import { useDoorGuestList } from './useDoorGuestList'
import { useFeedbackSettings, useVerdictFeedback, type FeedbackSettings } from './useVerdictFeedback'
import { Card } from '../../components/Card'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

/** Below this, the door warns that its fees will soon run out (about 50 check-ins). */
const LOW_BALANCE_MICROALGOS = 150_000n

const STATE_TEXT: Record<ScanEntry['state'], string> = {
  sending: 'Recording…',
  queued: 'Waiting for the network',
  recorded: CHECK_IN_MESSAGES.recorded,
  refused: 'Not recorded',
}

/** The door's switches for how verdicts are announced besides the screen. */
const FEEDBACK_SWITCHES: { setting: keyof FeedbackSettings; label: string }[] = [
  { setting: 'sound', label: DOOR_MESSAGES.soundOn },
  { setting: 'vibration', label: DOOR_MESSAGES.vibrationOn },
]

interface DoorDeskProps {
  event: DynaEvent
  door: DoorDevice
  doorKey: DoorKey
  /** A check-in was refused because this device is no door of the event (revoked, most likely). */
  onNotADoor: () => void
}

export function DoorDesk({ event, door, doorKey, onNotADoor }: DoorDeskProps) {
  const { snapshot, shown, dismiss, admit, videoRef, camera, windowState, times } = useCheckInDesk(
    event,
    doorKey,
    onNotADoor,
  )
  const list = useDoorGuestList(event, door, doorKey, snapshot.listed ? snapshot.registrations : null)
  const details = list.status === 'open' ? list.details : null
  const guests = useMemo(
    () => (details ? doorGuests(snapshot.registrations, details, snapshot.admitted, times.clock) : []),
    [details, snapshot.registrations, snapshot.admitted, times],
  )
  const [feedback, setFeedback] = useFeedbackSettings()
  useVerdictFeedback(shown, feedback)

  const { entries } = snapshot
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
      <WindowNotice state={windowState} times={times} />
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

      <div className="door-desk__work">
        <div className="door-desk__scanner">
          <video ref={videoRef} className="door-desk__video" muted playsInline aria-label="Camera: ticket scanner" />
          <p className="muted" role="status" data-testid="door-camera-state">
            {camera === 'scanning'
              ? DOOR_MESSAGES.scanHint
              : camera === 'starting'
                ? DOOR_MESSAGES.cameraStarting
                : camera === 'denied'
                  ? DOOR_MESSAGES.cameraDenied
                  : DOOR_MESSAGES.cameraUnavailable}
          </p>
          <div className="door-desk__feedback">
            {FEEDBACK_SWITCHES.map(({ setting, label }) => (
              <label key={setting}>
                <input
                  type="checkbox"
                  checked={feedback[setting]}
                  onChange={(change) => setFeedback({ [setting]: change.target.checked })}
                  data-testid={`door-${setting}`}
                />{' '}
                {label}
              </label>
            ))}
          </div>
        </div>

        <div className="door-desk__side">
          <GuestSearch
            list={list}
            guests={guests}
            open={windowState.state === 'open'}
            onCheckIn={(attendee) => admit(attendee)}
          />
          {entries.length > 0 && <RecentCheckIns entries={entries} details={details} times={times} />}
        </div>
      </div>

      <DoorVerdict shown={shown} guests={details} formatTime={times.clock} onDismiss={dismiss} />
    </div>
  )
}

/** Before check-in opens, after it closes, or for an event without a date: said before anyone scans. */
function WindowNotice({ state, times }: { state: CheckInWindow; times: DoorTimes }) {
  if (state.state === 'open') return null
  const text =
    state.state === 'not-yet'
      ? CHECK_IN_MESSAGES.notOpenYet(times.moment(state.opensAt))
      : state.state === 'closed'
        ? CHECK_IN_MESSAGES.closed
        : CHECK_IN_MESSAGES.undated
  return (
    <p className="alert alert--warning door-desk__window" role="status" data-testid="door-window">
      {text}
    </p>
  )
}

function RecentCheckIns({
  entries,
  details,
  times,
}: {
  entries: ScanEntry[]
  details: ReadonlyMap<string, GuestDetails> | null
  times: DoorTimes
}) {
  return (
    <Card titleId="door-recent-title" title="Recent check-ins">
      <ul className="door-desk__entries" data-testid="door-entries">
        {entries.map((entry) => {
          const name = guestName(details, entry.attendee)
          return (
            <li key={entry.id} className={`door-entry is-${entry.state}`} data-testid="door-entry">
              <span className={name ? undefined : 'mono'}>{name ?? shortenAddress(entry.attendee)}</span>
              <span>{times.clock(entry.scannedAt / 1000)}</span>
              <span data-testid="door-entry-state">
                {STATE_TEXT[entry.state]}
                {entry.message ? `: ${entry.message}` : ''}
                {entry.withoutTicket ? ` · ${DOOR_MESSAGES.withoutTicket}` : ''}
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
