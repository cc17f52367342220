import { useRef, useState, type FormEvent } from 'react'
import { parseDoorCode, type DoorCode } from '../../../domain/door-code'
import { DOOR_MESSAGES } from '../../../domain/messages'
import { useQrCamera, type CameraState } from './useQrCamera'

interface DoorCodeScannerProps {
  eventId: string
  /** A code for this event was scanned or typed; the camera is already off. */
  onCode: (code: DoorCode) => void
  onClose: () => void
}

const CAMERA_TEXT: Record<CameraState, string> = {
  starting: DOOR_MESSAGES.cameraStarting,
  scanning: DOOR_MESSAGES.scanHint,
  denied: DOOR_MESSAGES.cameraDenied,
  unavailable: DOOR_MESSAGES.cameraUnavailable,
}

/** The attendee's door check-in: the camera reading the door QR, or the code typed or pasted. */
export function DoorCodeScanner({ eventId, onCode, onClose }: DoorCodeScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState('')

  function accept(text: string): boolean {
    const parsed = parseDoorCode(text, eventId)
    if (!parsed.ok) {
      setError(parsed.error)
      return false
    }
    setError('')
    onCode(parsed.value)
    return true
  }

  const camera = useQrCamera(videoRef, accept)
  const cameraFailed = camera === 'denied' || camera === 'unavailable'

  function submitTyped(event: FormEvent) {
    event.preventDefault()
    accept(typed)
  }

  return (
    <section className="door-scanner" aria-labelledby="door-scanner-title" data-testid="door-scanner">
      <h3 id="door-scanner-title" className="door-scanner__title">
        Scan the door code
      </h3>
      <video
        ref={videoRef}
        className="door-scanner__video"
        hidden={camera !== 'scanning'}
        muted
        playsInline
        aria-label="Camera view"
        data-testid="door-scanner-video"
      />
      <p
        className={cameraFailed ? 'alert alert--warning door-scanner__camera' : 'door-scanner__camera'}
        role="status"
        data-testid="door-scanner-camera"
      >
        {CAMERA_TEXT[camera]}
      </p>
      <form className="door-scanner__form" onSubmit={submitTyped} noValidate>
        <label htmlFor="door-code-input" className="field__label">
          Door code
        </label>
        <div className="door-scanner__row">
          <input
            id="door-code-input"
            className="field__control"
            value={typed}
            onChange={(change) => {
              setTyped(change.target.value)
              if (error) setError('')
            }}
            placeholder="Paste the code or link from the door screen"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="door-scanner-error"
            data-testid="door-code-input"
          />
          <button type="submit" className="btn btn--secondary" data-testid="door-code-use">
            Use code
          </button>
        </div>
      </form>
      <p
        id="door-scanner-error"
        className="field__error door-scanner__error"
        role="alert"
        data-testid="door-scanner-error"
      >
        {error}
      </p>
      <button
        type="button"
        className="btn btn--ghost door-scanner__close"
        onClick={onClose}
        data-testid="door-scanner-close"
      >
        Cancel
      </button>
    </section>
  )
}
