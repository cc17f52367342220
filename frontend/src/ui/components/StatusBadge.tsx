import { Badge, type BadgeTone } from './Badge'
import type { EventDisplayStatus } from '../../domain/event/event'

const TONES: Record<EventDisplayStatus, BadgeTone> = {
  active: 'success',
  published: 'info',
  draft: 'warning',
  ended: 'neutral',
  cancelled: 'danger',
}

export function StatusBadge({ status }: { status: EventDisplayStatus }) {
  return (
    <Badge tone={TONES[status]} data-testid="event-status">
      {status}
    </Badge>
  )
}
