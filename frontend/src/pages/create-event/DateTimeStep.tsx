import { TIMEZONES } from '../../lib/wizard'
import { SelectField, TextField } from './fields'
import type { StepProps } from './types'

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone, label: zone }))

export function DateTimeStep({ draft, update }: StepProps) {
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-start-date"
        testId="wizard-start-date"
        label="Start Date"
        type="date"
        required
        value={draft.startDate}
        onValue={(startDate) => update({ startDate })}
      />
      <TextField
        id="wizard-end-date"
        testId="wizard-end-date"
        label="End Date"
        type="date"
        required
        min={draft.startDate || undefined}
        value={draft.endDate}
        onValue={(endDate) => update({ endDate })}
      />
      <TextField
        id="wizard-start-time"
        testId="wizard-start-time"
        label="Start Time"
        type="time"
        required
        value={draft.startTime}
        onValue={(startTime) => update({ startTime })}
      />
      <TextField
        id="wizard-end-time"
        testId="wizard-end-time"
        label="End Time"
        type="time"
        required
        value={draft.endTime}
        onValue={(endTime) => update({ endTime })}
      />
      <SelectField
        id="wizard-timezone"
        testId="wizard-timezone"
        label="Timezone"
        required
        options={TIMEZONE_OPTIONS}
        value={draft.timezone}
        hint="The end date and time in this timezone become the event's expiry."
        onValue={(timezone) => update({ timezone })}
        className="wizard-grid__full"
      />
    </div>
  )
}
