import { TextField } from '../components/Field'
import { formatSchedule } from '../../domain/time/date-format'
import { TIME_MESSAGES } from '../../domain/time/time-messages'
import { decidesAfterEnd, draftSettings, endsAfterStart } from './wizard'
import { TimeZoneField } from './TimeZoneField'
import type { StepProps } from './types'
import './event-form.css'

/** The dates as attendees will see them, once the start and end are filled and in order. */
function SchedulePreview({ draft }: StepProps) {
  const { startsAt, endsAt } = draftSettings(draft)
  const schedule = formatSchedule(startsAt, endsAt, draft.timezone)
  if (!schedule) return null
  return (
    <p className="wizard-schedule-preview wizard-grid__full" data-testid="wizard-schedule-preview">
      {TIME_MESSAGES.schedulePreview(schedule)}
    </p>
  )
}

export function DateTimeStep({ draft, update }: StepProps) {
  const outOfOrder =
    [draft.startDate, draft.startTime, draft.endDate, draft.endTime].every(Boolean) && !endsAfterStart(draft)
  const endProblem = outOfOrder
    ? TIME_MESSAGES.endBeforeStart
    : decidesAfterEnd(draft)
      ? TIME_MESSAGES.decideAfterEnd
      : undefined
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
        customValidity={endProblem ?? ''}
        error={endProblem}
        onChange={(event) => update({ endTime: event.target.value })}
      />
      <TimeZoneField
        id="wizard-timezone"
        data-testid="wizard-timezone"
        label="Time zone"
        value={draft.timezone}
        hint={TIME_MESSAGES.zoneHint}
        onChange={(timezone) => update({ timezone })}
        fieldClassName="wizard-grid__full"
      />
      <SchedulePreview draft={draft} update={update} />
    </div>
  )
}
