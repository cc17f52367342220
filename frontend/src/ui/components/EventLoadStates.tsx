/** What an event page shows while its event loads, and when the event cannot be read. */
import { LinkButton } from './Button'
import { Card } from './Card'

export function EventLoading({ testId }: { testId: string }) {
  return (
    <div className="page">
      <p className="page-loading" role="status" data-testid={testId}>
        Loading event…
      </p>
    </div>
  )
}

export function EventNotFound({ eventId, testId }: { eventId: string; testId: string }) {
  return (
    <div className="page">
      <Card className="empty-state" data-testid={testId}>
        <h1>Event not found</h1>
        <p className="muted">
          The event <code>{eventId}</code> could not be read from Algorand.
        </p>
        <LinkButton variant="primary" to="/events">
          Back to events
        </LinkButton>
      </Card>
    </div>
  )
}
