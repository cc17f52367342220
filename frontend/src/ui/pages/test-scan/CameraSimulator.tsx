interface CameraSimulatorProps {
  scanning: boolean
  scannedId: string | null
  disabled: boolean
  onStart: () => void
}

/** A simulated camera: no real camera is used. */
export function CameraSimulator({ scanning, scannedId, disabled, onStart }: CameraSimulatorProps) {
  return (
    <section className="card test-scan__card" aria-labelledby="test-scan-camera-title">
      <h2 id="test-scan-camera-title" className="card__title">
        Camera Scanner
      </h2>
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
      <button
        type="button"
        className="btn btn--secondary"
        data-testid="scan-start-camera"
        disabled={disabled}
        onClick={onStart}
      >
        Start Camera
      </button>
    </section>
  )
}
