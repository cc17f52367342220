/** The door's guest list: find a guest by name as it is typed, and check in one who has no ticket. */
import { useDeferredValue, useMemo, useState } from 'react'
import { searchGuests } from '../../../domain/guest-list/guest-search'
import { Badge, type BadgeTone } from '../../components/Badge'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'
import type { DoorGuest } from './door-guests'
import type { DoorGuestListState } from './useDoorGuestList'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const STATUS_TONE: Record<DoorGuest['status'], BadgeTone> = {
  confirmed: 'info',
  attended: 'success',
  pending: 'warning',
  waitlisted: 'warning',
  cancelled: 'neutral',
}

const LIST_TEXT: Record<Exclude<DoorGuestListState['status'], 'open'>, string> = {
  loading: DOOR_MESSAGES.guestListLoading,
  'not-shared': DOOR_MESSAGES.guestListNotShared,
  unreadable: DOOR_MESSAGES.guestListUnreadable,
  failed: DOOR_MESSAGES.guestListFailed,
}

interface GuestSearchProps {
  list: DoorGuestListState
  guests: readonly DoorGuest[]
  /** Check-in is open: the door may let guests in now. */
  open: boolean
  onCheckIn: (attendee: string) => Promise<void>
}

export function GuestSearch({ list, guests, open, onCheckIn }: GuestSearchProps) {
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const typed = useDeferredValue(query)
  const results = useMemo(() => searchGuests(guests, typed), [guests, typed])

  async function checkIn(attendee: string) {
    setBusy(attendee)
    try {
      await onCheckIn(attendee)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card titleId="door-search-title" title={DOOR_MESSAGES.searchLabel} data-testid="door-search">
      {list.status !== 'open' ? (
        <p
          className={list.status === 'loading' ? 'muted' : 'alert alert--info'}
          role="status"
          data-testid="door-search-state"
        >
          {LIST_TEXT[list.status]}
        </p>
      ) : (
        <>
          <TextField
            label={DOOR_MESSAGES.searchName}
            hint={DOOR_MESSAGES.searchHint}
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            data-testid="door-search-input"
          />
          {typed.trim() !== '' && results.length === 0 && (
            <p className="muted" role="status" data-testid="door-search-empty">
              {DOOR_MESSAGES.noMatch(typed.trim())}
            </p>
          )}
          {results.length > 0 && (
            <ul className="door-guests" data-testid="door-search-results">
              {results.map((guest) => (
                <li key={guest.attendee} className="door-guest" data-testid="door-guest">
                  <div className="door-guest__who">
                    <strong data-testid="door-guest-name">{guest.name}</strong>
                    <span className="muted" data-testid="door-guest-tier">
                      {guest.tierName}
                    </span>
                  </div>
                  <Badge tone={STATUS_TONE[guest.status]} data-testid="door-guest-status">
                    {guest.statusText}
                  </Badge>
                  {guest.canCheckIn && (
                    <Button
                      size="small"
                      disabled={!open || (busy !== null && busy !== guest.attendee)}
                      busy={busy === guest.attendee}
                      busyLabel={DOOR_MESSAGES.checkingIn}
                      onClick={() => void checkIn(guest.attendee)}
                      aria-label={`${DOOR_MESSAGES.checkInGuest}: ${guest.name}`}
                      data-testid="door-guest-check-in"
                    >
                      {DOOR_MESSAGES.checkInGuest}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  )
}
