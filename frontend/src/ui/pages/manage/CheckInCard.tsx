/**
 * Owner only: when the event happens and how attendance is recorded, as the contract enforces
 * them. Door check-in by default; self-declared attendance only when the owner chooses it.
 */
import { useState, type FormEvent } from 'react'
import { MAX_CHECK_IN_LEAD_SECONDS } from '../../../domain/limits'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import { fromDateTimeInput, toDateTimeInput } from '../../../domain/local-time'
import type { DynaEvent, EventSettings } from '../../../domain/types'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'

interface CheckInCardProps {
  event: DynaEvent
  busy: boolean
  onSave: (settings: EventSettings) => Promise<boolean>
}

export function CheckInCard({ event, busy, onSave }: CheckInCardProps) {
  const { settings } = event
  const [startsAt, setStartsAt] = useState(toDateTimeInput(settings.startsAt))
  const [endsAt, setEndsAt] = useState(toDateTimeInput(settings.endsAt))
  const [leadMinutes, setLeadMinutes] = useState(String(Math.round(settings.checkInOpensBefore / 60)))
  const [selfCheckIn, setSelfCheckIn] = useState(settings.selfCheckIn)

  function save(submitted: FormEvent) {
    submitted.preventDefault()
    const lead = Math.min(MAX_CHECK_IN_LEAD_SECONDS, Math.max(0, Math.round(Number(leadMinutes) * 60) || 0))
    void onSave({
      startsAt: fromDateTimeInput(startsAt),
      endsAt: fromDateTimeInput(endsAt),
      checkInOpensBefore: lead,
      selfCheckIn,
    })
  }

  return (
    <Card
      title="Check-in"
      subtitle={settings.selfCheckIn ? CHECK_IN_MESSAGES.selfDeclared : CHECK_IN_MESSAGES.atTheDoor}
      data-testid="check-in-settings"
    >
      <form className="stack" onSubmit={save}>
        <div className="form-grid">
          <TextField
            id="check-in-starts"
            data-testid="check-in-starts"
            label="Starts"
            type="datetime-local"
            value={startsAt}
            onChange={(changed) => setStartsAt(changed.target.value)}
          />
          <TextField
            id="check-in-ends"
            data-testid="check-in-ends"
            label="Ends"
            type="datetime-local"
            value={endsAt}
            onChange={(changed) => setEndsAt(changed.target.value)}
          />
          <TextField
            id="check-in-lead"
            data-testid="check-in-lead"
            label="Check-in opens (minutes before the start)"
            type="number"
            min="0"
            max={String(MAX_CHECK_IN_LEAD_SECONDS / 60)}
            value={leadMinutes}
            onChange={(changed) => setLeadMinutes(changed.target.value)}
          />
        </div>
        <fieldset className="radio-list">
          <legend className="radio-list__legend">How attendance is recorded</legend>
          <label className="radio-option" htmlFor="check-in-mode-door">
            <input
              id="check-in-mode-door"
              data-testid="check-in-mode-door"
              type="radio"
              name="check-in-mode"
              checked={!selfCheckIn}
              onChange={() => setSelfCheckIn(false)}
            />
            <span className="radio-option__text">
              <span className="radio-option__title">At the door (recommended)</span>
              <span className="radio-option__description">
                Paired door devices scan each attendee's ticket. Tokens say "door check-in".
              </span>
            </span>
          </label>
          <label className="radio-option" htmlFor="check-in-mode-self">
            <input
              id="check-in-mode-self"
              data-testid="check-in-mode-self"
              type="radio"
              name="check-in-mode"
              checked={selfCheckIn}
              onChange={() => setSelfCheckIn(true)}
            />
            <span className="radio-option__text">
              <span className="radio-option__title">Self-declared</span>
              <span className="radio-option__description">
                Attendees confirm their own attendance during the check-in window. Tokens say "self-declared".
              </span>
            </span>
          </label>
        </fieldset>
        <Button type="submit" variant="secondary" busy={busy} busyLabel="Saving..." data-testid="check-in-save">
          Save check-in settings
        </Button>
      </form>
    </Card>
  )
}
