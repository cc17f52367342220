/** The door's verdict, large enough to read from a step away; it counts down and clears by itself. */
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { shortenAddress } from '../../../domain/text/format'
import type { GuestDetails } from '../../../domain/details/registration-note'
import { Button } from '../../components/Button'
import { guestName } from '../../../domain/guest-list/guest-name'
import type { ShownVerdict } from './useCheckInDesk'
import { VERDICT_SHOWN_MS } from './verdict-timing'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const TITLE = {
  admitted: CHECK_IN_MESSAGES.admitted,
  again: DOOR_MESSAGES.justCheckedIn,
  refused: DOOR_MESSAGES.notAdmitted,
} as const

interface DoorVerdictProps {
  shown: ShownVerdict | null
  /** The names the door can read; null without the guest list. */
  guests: ReadonlyMap<string, GuestDetails> | null
  formatTime: (seconds: number) => string
  onDismiss: () => void
}

export function DoorVerdict({ shown, guests, formatTime, onDismiss }: DoorVerdictProps) {
  return (
    <div aria-live="assertive" data-testid="door-verdict">
      {shown && (
        <VerdictPanel key={shown.id} shown={shown} guests={guests} formatTime={formatTime} onDismiss={onDismiss} />
      )}
    </div>
  )
}

function VerdictPanel({ shown, guests, formatTime, onDismiss }: DoorVerdictProps & { shown: ShownVerdict }) {
  const { verdict } = shown
  const attendee = verdict.kind === 'refused' ? verdict.attendee : verdict.entry.attendee
  const name = attendee ? (guestName(guests, attendee) ?? shortenAddress(attendee)) : null
  return (
    <section
      className={`door-verdict door-verdict--${verdict.kind}`}
      data-testid={`door-verdict-${verdict.kind}`}
      style={{ ['--verdict-ms' as string]: `${VERDICT_SHOWN_MS[verdict.kind]}ms` }}
    >
      <h2 className="door-verdict__title">{TITLE[verdict.kind]}</h2>
      {name && (
        <p className="door-verdict__name" data-testid="door-verdict-name">
          {name}
        </p>
      )}
      {verdict.kind === 'refused' ? (
        <p className="door-verdict__detail">{verdict.message}</p>
      ) : (
        <>
          <p className="door-verdict__tier" data-testid="door-verdict-tier">
            {verdict.entry.tierName}
          </p>
          <p className="door-verdict__detail">
            {verdict.kind === 'again'
              ? DOOR_MESSAGES.admittedAt(formatTime(verdict.entry.scannedAt / 1000))
              : verdict.entry.withoutTicket
                ? DOOR_MESSAGES.withoutTicket
                : null}
          </p>
        </>
      )}
      <div className="door-verdict__countdown" aria-hidden="true" data-testid="door-verdict-countdown" />
      <Button variant="secondary" size="small" onClick={onDismiss} data-testid="door-verdict-next">
        {DOOR_MESSAGES.nextGuest}
      </Button>
    </section>
  )
}
