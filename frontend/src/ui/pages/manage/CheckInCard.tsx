/**
 * Owner only: when the event happens and how attendance is recorded, as the contract enforces
 * them. Door check-in by default; self-declared attendance only when the owner chooses it.
 */
import { useState, type FormEvent } from 'react'
import { MAX_CHECK_IN_LEAD_SECONDS } from '../../../domain/contract/limits'
import type { DynaEvent, EventSettings } from '../../../domain/event/event'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { eventZone } from '../../../domain/event/event-time'
import { UTC } from '../../../domain/time/zone-offset'
import { fromDateTimeInput, toDateTimeInput } from '../../../domain/time/zoned-time'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'
import { CHECK_IN_MODES, RadioChoices } from '../../components/RadioChoices'

interface CheckInCardProps {
  event: DynaEvent
  busy: boolean
  onSave: (settings: EventSettings) => Promise<boolean>
}

export function CheckInCard({ event, busy, onSave }: CheckInCardProps) {
  const { settings } = event
  // The dates are typed in the event's own zone, as its pages show them.
  const zone = eventZone(event) ?? UTC
  const [startsAt, setStartsAt] = useState(toDateTimeInput(settings.startsAt, zone))
  const [endsAt, setEndsAt] = useState(toDateTimeInput(settings.endsAt, zone))
  const [leadMinutes, setLeadMinutes] = useState(String(Math.round(settings.checkInOpensBefore / 60)))
  const [selfCheckIn, setSelfCheckIn] = useState(settings.selfCheckIn)

  function save(submitted: FormEvent) {
    submitted.preventDefault()
    const lead = Math.min(MAX_CHECK_IN_LEAD_SECONDS, Math.max(0, Math.round(Number(leadMinutes) * 60) || 0))
    void onSave({
      startsAt: fromDateTimeInput(startsAt, zone),
      endsAt: fromDateTimeInput(endsAt, zone),
      checkInOpensBefore: lead,
      selfCheckIn,
      // The decision deadline is set with the registration policy; saving the dates keeps it.
      decideBy: settings.decideBy,
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
            label={`Starts (${zone})`}
            type="datetime-local"
            value={startsAt}
            onChange={(changed) => setStartsAt(changed.target.value)}
          />
          <TextField
            id="check-in-ends"
            data-testid="check-in-ends"
            label={`Ends (${zone})`}
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
        <RadioChoices
          name="check-in-mode"
          legend="How attendance is recorded"
          choices={CHECK_IN_MODES}
          value={selfCheckIn ? 'self' : 'door'}
          onChange={(mode) => setSelfCheckIn(mode === 'self')}
        />
        <Button type="submit" variant="secondary" busy={busy} busyLabel="Saving..." data-testid="check-in-save">
          Save check-in settings
        </Button>
      </form>
    </Card>
  )
}
