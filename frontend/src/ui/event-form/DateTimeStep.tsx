import { SelectField, TextField } from '../components/Field'
import { TIMEZONES } from './wizard'
import type { StepProps } from './types'
import './event-form.css'

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone, label: zone }))

export function DateTimeStep({ draft, update }: StepProps) {
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-start-date"
        data-testid="wizard-start-date"
        label="Start Date"
        type="date"
        required
        value={draft.startDate}
        onChange={(event) => update({ startDate: event.target.value })}
      />
      <TextField
        id="wizard-end-date"
        data-testid="wizard-end-date"
        label="End Date"
        type="date"
        required
        min={draft.startDate || undefined}
        value={draft.endDate}
        onChange={(event) => update({ endDate: event.target.value })}
      />
      <TextField
        id="wizard-start-time"
        data-testid="wizard-start-time"
        label="Start Time"
        type="time"
        required
        value={draft.startTime}
        onChange={(event) => update({ startTime: event.target.value })}
      />
      <TextField
        id="wizard-end-time"
        data-testid="wizard-end-time"
        label="End Time"
        type="time"
        required
        value={draft.endTime}
        onChange={(event) => update({ endTime: event.target.value })}
      />
      <SelectField
        id="wizard-timezone"
        data-testid="wizard-timezone"
        label="Timezone"
        required
        options={TIMEZONE_OPTIONS}
        value={draft.timezone}
        hint="The end date and time in this timezone become the event's expiry."
        onChange={(event) => update({ timezone: event.target.value })}
        fieldClassName="wizard-grid__full"
      />
    </div>
  )
}
