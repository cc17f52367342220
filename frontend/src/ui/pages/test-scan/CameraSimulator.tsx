import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
interface CameraSimulatorProps {
  scanning: boolean
  scannedId: string | null
  disabled: boolean
  onStart: () => void
}

/** A simulated camera: no real camera is used. */
export function CameraSimulator({ scanning, scannedId, disabled, onStart }: CameraSimulatorProps) {
  return (
    <Card className="test-scan__card" titleId="test-scan-camera-title" title="Camera Scanner">
      <p className="muted">Simulated: picks one of the demo events instead of using your camera.</p>
      <div className={`test-scan__viewfinder${scanning ? ' is-scanning' : ''}`} aria-hidden="true">
        <span className="test-scan__corner test-scan__corner--tl" />
        <span className="test-scan__corner test-scan__corner--tr" />
        <span className="test-scan__corner test-scan__corner--bl" />
        <span className="test-scan__corner test-scan__corner--br" />
        {scanning && <span className="test-scan__laser" />}
      </div>
      <p className="test-scan__camera-status" role="status" data-testid="scan-camera-status">
        {scanning ? 'Scanning for a QR code...' : scannedId ? `QR Code scanned: ${scannedId}` : ''}
      </p>
      <Button variant="secondary" data-testid="scan-start-camera" disabled={disabled} onClick={onStart}>
        Start Camera
      </Button>
    </Card>
  )
}
