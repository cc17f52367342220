import { Button } from '../../components/Button'
import { Card } from '../../components/Card'

interface EventControlsCardProps {
  active: boolean
  busy: boolean
  onDeactivate: () => void
}

/** Owner only. Deactivation is final: the contract has no way back. */
export function EventControlsCard({ active, busy, onDeactivate }: EventControlsCardProps) {
  return (
    <Card title="Event controls" data-testid="manage-controls">
      <p>Deactivate the event to stop new scans and registrations.</p>
      <Button
        variant="danger"
        disabled={!active}
        busy={busy}
        busyLabel="Deactivating..."
        onClick={onDeactivate}
        data-testid="manage-deactivate"
      >
        Deactivate event
      </Button>
    </Card>
  )
}
