/**
 * Owner only: deactivating the event, asked first with what it means, and taking it back.
 */
import { useState } from 'react'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'

interface EventControlsCardProps {
  active: boolean
  busy: boolean
  onDeactivate: () => Promise<boolean>
  onReactivate: () => Promise<boolean>
}

export function EventControlsCard({ active, busy, onDeactivate, onReactivate }: EventControlsCardProps) {
  const [asking, setAsking] = useState(false)

  if (!active) {
    return (
      <Card title="Event controls" data-testid="manage-controls">
        <p>This event is deactivated: its QR code does not resolve and nobody can register or check in.</p>
        <Button
          variant="secondary"
          busy={busy}
          busyLabel="Reactivating..."
          onClick={() => void onReactivate()}
          data-testid="manage-reactivate"
        >
          Reactivate event
        </Button>
      </Card>
    )
  }

  return (
    <Card title="Event controls" data-testid="manage-controls">
      <p>Deactivate the event to stop new scans and registrations.</p>
      {asking ? (
        <div
          className="alert alert--warning stack"
          role="group"
          aria-label="Confirm deactivation"
          data-testid="manage-deactivate-confirm"
        >
          <p>{MANAGE_MESSAGES.deactivateQuestion}</p>
          <div className="attendees__confirm-actions">
            <Button
              variant="danger"
              size="small"
              busy={busy}
              busyLabel="Deactivating..."
              onClick={() => void onDeactivate().then((done) => done && setAsking(false))}
              data-testid="manage-deactivate-confirm-button"
            >
              Deactivate
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => setAsking(false)}
              data-testid="manage-deactivate-cancel"
            >
              Keep it active
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)} data-testid="manage-deactivate">
          Deactivate event
        </Button>
      )}
    </Card>
  )
}
