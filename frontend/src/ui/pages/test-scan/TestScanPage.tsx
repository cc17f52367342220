/**
 * Test Scan (/scan): resolves an event id, or a pasted DynaQR link, the way a scanner would. Uses
 * chain.resolve, which reads the event and applies access rules; a test does not count as a scan.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useChain } from '../../chain/useChain'
import { isResolveServiceFailure } from '../../../chain'
import { DEMO_EVENT_IDS, SYSTEM_STATUS, randomDemoEventId } from '../../../domain/demo-data'
import { CHAIN_MESSAGES, SCAN_MESSAGES } from '../../../domain/messages'
import { eventIdFromScan } from '../../../domain/scanned-code'
import type { ResolveResult } from '../../../domain/types'
import { CameraSimulator } from './CameraSimulator'
import { ResolveResultPanel } from './ResolveResultPanel'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import './TestScanPage.css'

/** The simulated camera 'sees' a code after 2 s and resolves it 0.5 s later. */
export const CAMERA_SCAN_DELAY_MS = 2_000
export const CAMERA_RESOLVE_DELAY_MS = 500

export default function TestScan() {
  const chain = useChain()
  const [eventId, setEventId] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ResolveResult | null>(null)
  const [inputError, setInputError] = useState('')
  const [scanning, setScanning] = useState(false)
  const [scannedId, setScannedId] = useState<string | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      timers.current.forEach(clearTimeout)
      timers.current = []
    }
  }, [])

  const resolve = useCallback(
    async (raw: string) => {
      if (!raw.trim()) {
        setInputError(SCAN_MESSAGES.enterEventId)
        toast.error(SCAN_MESSAGES.enterEventId)
        return
      }
      const scanned = eventIdFromScan(raw)
      if (!scanned.ok) {
        setInputError(scanned.error)
        toast.error(scanned.error)
        return
      }
      const id = scanned.value
      setInputError('')
      setBusy(true)
      setResult(null)
      let outcome: ResolveResult
      try {
        // A test of the code: resolved as a scanner's would be, not counted as a scan.
        outcome = await chain.resolve(id, { count: false })
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : CHAIN_MESSAGES.unknown
        outcome = { success: false, eventId: id, error: reason }
      }
      if (!mounted.current) return
      setResult(outcome)
      setBusy(false)
      if (outcome.success) toast.success(SCAN_MESSAGES.resolved)
      else if (isResolveServiceFailure(outcome)) toast.error(SCAN_MESSAGES.serviceError)
      else toast.error(SCAN_MESSAGES.resolutionFailed(outcome.error))
    },
    [chain],
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void resolve(eventId)
  }

  function startCamera() {
    if (scanning || busy) return
    setScanning(true)
    setScannedId(null)
    const first = setTimeout(() => {
      const id = randomDemoEventId()
      setScanning(false)
      setScannedId(id)
      setEventId(id)
      const second = setTimeout(() => void resolve(id), CAMERA_RESOLVE_DELAY_MS)
      timers.current.push(second)
    }, CAMERA_SCAN_DELAY_MS)
    timers.current.push(first)
  }

  return (
    <div className="page test-scan">
      <header className="page__header test-scan__header">
        <div>
          <h1 className="page__title">Test Scan</h1>
          <p className="page__intro">
            Resolve an event the way a phone does when it scans a DynaQR code. Every successful resolve is counted
            on-chain.
          </p>
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
            {result && <ResolveResultPanel result={result} />}
          </div>
        </Card>

        <CameraSimulator scanning={scanning} scannedId={scannedId} disabled={scanning || busy} onStart={startCamera} />
      </div>

      <Card className="test-scan__card" aria-labelledby="test-scan-status-title">
        <div className="test-scan__section-head">
          <h2 id="test-scan-status-title" className="card__title">
            System Status
          </h2>
          <span className="badge badge--neutral">Demo data</span>
        </div>
        <ul className="stat-grid test-scan__status-tiles" data-testid="scan-system-status">
          {SYSTEM_STATUS.map((tile) => (
            <li key={tile.label} className="stat">
              <span className="stat__value">{tile.value}</span>
              <span className="stat__label">{tile.label}</span>
              <span className="muted test-scan__status-hint">{tile.hint}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
