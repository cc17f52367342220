/**
 * Owner only: every registration of the event, its export as CSV, the refund of one seat, a guest
 * checked in without their ticket, the owner's decision on the registrations waiting for approval
 * (listed first), and the waitlist (in the order people joined). The attendees' names, emails and
 * phones are sealed to the event's guest-list key: the owner's wallet signs once a session to open them on
 * this device, for the table and the CSV.
 */
import { useState } from 'react'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { AttendeeList } from './AttendeeList'
import { checkInClosedReason, decisionClosedReason } from './attendees-model'
import { useAttendeeDecisions, type AttendeeWrites } from './useAttendeeDecisions'
import { useEventRegistrations } from './useEventRegistrations'
import { useGuestList } from './useGuestList'
import './AttendeesCard.css'

interface AttendeesCardProps extends AttendeeWrites {
  event: DynaEvent
  /** True while the page sends a refund. */
  refunding: boolean
  /** Gives an event without one its guest-list key; resolves true once confirmed. */
  onSetSealKey: () => Promise<boolean>
}

export function AttendeesCard({ event, refunding, onSetSealKey, ...writes }: AttendeesCardProps) {
  const { state, reload, latestEvent } = useEventRegistrations(event)
  const registrations = state.status === 'loaded' ? state.value : null
  const { guests, openGuestList } = useGuestList(latestEvent, registrations)
  const decisions = useAttendeeDecisions(writes, reload)
  const checkInClosed = checkInClosedReason(event, Date.now() / 1000)
  const decisionClosed = decisionClosedReason(event, Date.now() / 1000)
  const [settingKey, setSettingKey] = useState(false)

  async function setKey() {
    setSettingKey(true)
    await onSetSealKey()
    setSettingKey(false)
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
          <Button variant="secondary" size="small" onClick={() => void reload()}>
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
              onClick={openGuestList}
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
          event={event}
          registrations={state.value}
          guests={guests.status === 'open' ? guests.details : null}
          refunding={refunding}
          checkInClosed={checkInClosed}
          decisionClosed={decisionClosed}
          decisions={decisions}
        />
      )}
      {event.sealKey && event.active && (
        <details className="attendees__key" data-testid="attendees-key">
          <summary>{GUEST_LIST_MESSAGES.replaceKey}</summary>
          <p className="muted">{GUEST_LIST_MESSAGES.replaceKeyHint}</p>
          <Button
            variant="secondary"
            size="small"
            busy={settingKey}
            busyLabel="Replacing..."
            onClick={() => void setKey()}
            data-testid="attendees-replace-key"
          >
            {GUEST_LIST_MESSAGES.replaceKey}
          </Button>
        </details>
      )}
    </Card>
  )
}
