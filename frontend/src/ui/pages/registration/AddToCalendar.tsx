import { eventPlace, placeLine } from '../../../domain/event/event-place'
import type { DynaEvent } from '../../../domain/event/event'
import { saveText } from '../../platform/download'
import { eventPageUrl } from '../../navigation/event-paths'
import { Button } from '../../components/Button'

/**
 * Downloads the event as an .ics file; nothing when the event has no date on chain. The file's
 * writer loads with the click, so that the event's page does not carry it for every visitor.
 */
export function AddToCalendar({ event }: { event: DynaEvent }) {
  const { startsAt, endsAt } = event.settings
  if (!(startsAt > 0 && endsAt > startsAt)) return null
  async function save() {
    const { calendarFile, calendarFileName, EVENT_REMINDERS_MINUTES_BEFORE } =
      await import('../../../domain/event/calendar-file')
    const page = eventPageUrl(window.location.origin, event.eventId)
    const file = calendarFile({
      uid: `${event.eventId}@${window.location.host || 'dynaqr'}`,
      title: event.eventName,
      startsAt,
      endsAt,
      location: placeLine(eventPlace(event.metadata)),
      description: [event.description || event.metadata.description || '', page].filter(Boolean).join('\n\n'),
      url: page,
      stampedAt: Math.floor(Date.now() / 1000),
      remindersMinutesBefore: EVENT_REMINDERS_MINUTES_BEFORE,
    })
    saveText(file, calendarFileName(event.eventId), 'text/calendar')
  }
  return (
    <Button variant="secondary" size="small" onClick={() => void save()} data-testid="add-to-calendar">
      Add to calendar
    </Button>
  )
}
