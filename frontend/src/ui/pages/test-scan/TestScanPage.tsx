/**
 * The resolver tester (/scan, under Tools): resolves an event id, or a pasted DynaQR link, the way a
 * scanner would. Uses chain.resolve, which reads the event and applies access rules; a test does not
 * count as a scan. Its figures are measured here: the node's state and how long each resolve took.
 */
import { DEMO_EVENT_IDS } from '../../../domain/qr/demo-events'
import { RESOLVER_TESTER_MESSAGES } from '../../../domain/qr/resolver-tester-messages'
import { NodeStatusCard } from './NodeStatusCard'
import { CameraSimulator } from './CameraSimulator'
import { ResolveResultPanel } from './ResolveResultPanel'
import { useTestScan } from './useTestScan'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import './TestScanPage.css'

export { CAMERA_RESOLVE_DELAY_MS, CAMERA_SCAN_DELAY_MS } from './useTestScan'

export default function TestScan() {
  const {
    eventId,
    setEventId,
    busy,
    result,
    elapsedMs,
    inputError,
    setInputError,
    scanning,
    scannedId,
    onSubmit,
    startCamera,
  } = useTestScan()

  return (
    <div className="page test-scan">
      <header className="page__header test-scan__header">
        <div>
          <p className="test-scan__eyebrow">{RESOLVER_TESTER_MESSAGES.tools}</p>
          <h1 className="page__title">{RESOLVER_TESTER_MESSAGES.title}</h1>
          <p className="page__intro">{RESOLVER_TESTER_MESSAGES.intro}</p>
        </div>
      </header>

      <div className="test-scan__grid">
        <Card className="test-scan__card" titleId="test-scan-resolve-title" title="Resolve an Event ID">
          <form className="form test-scan__form" onSubmit={onSubmit} noValidate>
            <div className="field">
              <label htmlFor="test-scan-event-id" className="field__label">
                Event ID
              </label>
              <input
                id="test-scan-event-id"
                data-testid="scan-event-id"
                className="field__control"
                type="text"
                autoComplete="off"
                spellCheck={false}
                placeholder="Enter Event ID to resolve"
                value={eventId}
                aria-invalid={inputError ? true : undefined}
                aria-describedby={inputError ? 'test-scan-input-error' : undefined}
                onChange={(e) => {
                  setEventId(e.target.value)
                  if (inputError) setInputError('')
                }}
              />
              <p
                id="test-scan-input-error"
                className="field__error test-scan__input-error"
                role="alert"
                data-testid="scan-input-error"
              >
                {inputError}
              </p>
            </div>
            <div className="test-scan__demo-ids" role="group" aria-label="Demo event IDs">
              <span className="test-scan__demo-label">Demo events:</span>
              {DEMO_EVENT_IDS.map((id) => (
                <Button
                  variant="secondary"
                  size="small"
                  className="test-scan__chip"
                  key={id}
                  data-testid={`scan-demo-${id}`}
                  aria-pressed={eventId === id}
                  onClick={() => {
                    setEventId(id)
                    setInputError('')
                  }}
                >
                  {id}
                </Button>
              ))}
            </div>
            <Button
              variant="primary"
              type="submit"
              data-testid="scan-resolve"
              disabled={eventId.length === 0}
              busy={busy}
              busyLabel="Resolving..."
            >
              Resolve Destination
            </Button>
          </form>

          <div aria-live="polite" className="test-scan__result-region">
            {result && <ResolveResultPanel result={result} elapsedMs={elapsedMs} />}
          </div>
        </Card>

        <div className="stack">
          <CameraSimulator
            scanning={scanning}
            scannedId={scannedId}
            disabled={scanning || busy}
            onStart={startCamera}
          />
          <NodeStatusCard />
        </div>
      </div>
    </div>
  )
}
