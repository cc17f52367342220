/** Until when the organiser decides on registrations that wait for approval, in the event's zone. */
import { TextField } from '../components/Field'
import { TIME_MESSAGES } from '../../domain/time/time-messages'

interface DecideByFieldProps {
  id: string
  /** A date-time field's value ('YYYY-MM-DDTHH:mm') in `zone`; '' = until the event ends. */
  value: string
  zone: string
  /** The decide-by time falls after the event's end. */
  afterEnd: boolean
  onChange(value: string): void
}

export function DecideByField({ id, value, zone, afterEnd, onChange }: DecideByFieldProps) {
  return (
    <TextField
      id={id}
      data-testid={id}
      label={`${TIME_MESSAGES.decideByLabel} (${zone})`}
      type="datetime-local"
      value={value}
      hint={TIME_MESSAGES.decideByHint}
      customValidity={afterEnd ? TIME_MESSAGES.decideAfterEnd : ''}
      error={afterEnd ? TIME_MESSAGES.decideAfterEnd : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
