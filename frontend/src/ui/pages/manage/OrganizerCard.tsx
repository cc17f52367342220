import { Card } from '../../components/Card'
import { organizerDetails } from '../../../domain/event/event-display'
import type { DynaEvent } from '../../../domain/event/event'

export function OrganizerCard({ event }: { event: DynaEvent }) {
  const organizer = organizerDetails(event)
  return (
    <Card title="Organizer" data-testid="manage-organizer">
      <dl className="kv">
        <dt>Name</dt>
        <dd>{organizer.name}</dd>
        <dt>Email</dt>
        <dd>{organizer.email}</dd>
        <dt>Organization</dt>
        <dd>{organizer.organization}</dd>
      </dl>
    </Card>
  )
}
