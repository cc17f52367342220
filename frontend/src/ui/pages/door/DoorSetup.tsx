import { Link } from 'react-router-dom'
import { DOOR_MESSAGES } from '../../../domain/messages'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { managePath } from './door-paths'

interface DoorSetupProps {
  eventId: string
  /** The event has a check-in key, one this browser does not hold. */
  keyElsewhere: boolean
  busy: boolean
  error?: string
  onMakeKey: () => void
}

/** Makes this device the door: a new key whose public half the owner registers on the event. */
export function DoorSetup({ eventId, keyElsewhere, busy, error, onMakeKey }: DoorSetupProps) {
  return (
    <Card title="Door check-in" data-testid="door-setup">
      <p data-testid="door-setup-state">{keyElsewhere ? DOOR_MESSAGES.keyMissingHere : DOOR_MESSAGES.keyOff}</p>
      <p>
        This device makes a door key, keeps it in this browser only and registers its public part on the event (one
        signature). The screen then shows a QR code that changes every 30 seconds; attendees scan it to confirm they are
        at the door.
      </p>
      {keyElsewhere && (
        <p className="muted">
          A lost key is replaced, not lost with the event: a new key takes over, and screens showing the old key's codes
          stop working.
        </p>
      )}
      {error && (
        <div className="alert alert--danger" role="alert" data-testid="door-setup-error">
          <p className="alert__title">{DOOR_MESSAGES.keyRegisterFailed}</p>
          <p>{error}</p>
        </div>
      )}
      <div className="page__actions">
        <Button busy={busy} busyLabel="Waiting for signature…" onClick={onMakeKey} data-testid="door-make-key">
          {keyElsewhere ? 'Use this device as the door (new key)' : 'Turn on door check-in'}
        </Button>
        <Link className="btn btn--secondary" to={managePath(eventId)}>
          Back to Manage
        </Link>
      </div>
    </Card>
  )
}
