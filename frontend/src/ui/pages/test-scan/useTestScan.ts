import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { isResolveServiceFailure } from '../../../chain'
import { randomDemoEventId } from '../../../domain/qr/demo-events'
import { CHAIN_MESSAGES } from '../../../domain/messages/messages'
import { SCAN_MESSAGES } from '../../../domain/qr/scan-messages'
import { eventIdFromScan } from '../../../domain/qr/scanned-code'
import type { ResolveResult } from '../../../domain/access/resolve-result'
import { useChain } from '../../chain-hooks/useChain'

/** The simulated camera 'sees' a code after 2 s and resolves it 0.5 s later. */
export const CAMERA_SCAN_DELAY_MS = 2_000
export const CAMERA_RESOLVE_DELAY_MS = 500

/**
 * The test scan: resolves what was typed or pasted the way a scanner would (without counting it as a
 * scan), and the simulated camera that picks a demo event and resolves it.
 */
export function useTestScan() {
  const chain = useChain()
  const [eventId, setEventId] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ResolveResult | null>(null)
  /** How long the last resolve took in this browser, in milliseconds. */
  const [elapsedMs, setElapsedMs] = useState<number | null>(null)
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
      setElapsedMs(null)
      let outcome: ResolveResult
      const started = performance.now()
      try {
        // A test of the code: resolved as a scanner's would be, not counted as a scan.
        outcome = await chain.resolve(id, { count: false })
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : CHAIN_MESSAGES.unknown
        outcome = { success: false, eventId: id, error: reason }
      }
      if (!mounted.current) return
      setElapsedMs(performance.now() - started)
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

  return {
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
  }
}
