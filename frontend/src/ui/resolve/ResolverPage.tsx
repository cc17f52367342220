/**
 * /resolve?event={id} (design.md §5): the page a printed QR code opens. It shows the spec's
 * 'Resolving Dynamic QR' card, then replaces itself with the destination after 1.5 s, or shows
 * 'Resolution Failed'. Rendered without the app shell so wallet SDKs stay out of its bundle.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { config } from '../../config'
import type { ResolveResult } from '../../domain/types'
import { checkDestinationUrl } from '../../domain/url-safety'
import { readPersistedActiveAddress } from '../wallet/wallet-session'
import { createAlgodRest } from '../../chain/read/algod-rest'
import { createChainResolverReader } from '../../chain/read/chain-reader'
import { resolveEvent, type ResolverReader } from '../../chain/read/resolve-event'

export const REDIRECT_DELAY_MS = 1_500
/** Performance mark set when the destination is known; `npm run bench` reads its start time. */
export const DESTINATION_KNOWN_MARK = 'dynaqr:destination-known'

const PROGRESS_STEPS = ['Reading the event from Algorand', 'Checking access rules', 'Preparing your redirect']

const COMMON_ISSUES = [
  'The event may have expired',
  'The event ID may be mistyped',
  'Network connectivity problems',
  'The event may be inactive or deleted',
]

export interface ResolverPageProps {
  /** The page's query string; defaults to the address bar. */
  search?: string
  reader?: ResolverReader
  walletAddress?: () => string | null
  now?: () => Date
  redirect?: (url: string) => void
  reload?: () => void
}

function defaultReader(): ResolverReader {
  return createChainResolverReader(createAlgodRest(config.algod), config)
}

export default function ResolverPage({
  search = window.location.search,
  reader,
  walletAddress = readPersistedActiveAddress,
  now = () => new Date(),
  redirect = (url) => window.location.replace(url),
  reload = () => window.location.reload(),
}: ResolverPageProps) {
  const eventId = useMemo(() => new URLSearchParams(search).get('event'), [search])
  const [result, setResult] = useState<ResolveResult | null>(null)
  const startedAt = useRef(Date.now())
  // Props with defaults are new functions on every render; the effect must run once per id.
  const dependencies = useRef({ reader, walletAddress, now, redirect })
  // Resolving sends a scan, which cannot be undone: an effect that runs again for the same id (as
  // React's StrictMode does in development) reuses the first resolution instead of scanning twice.
  const resolution = useRef<{ eventId: string | null; promise: Promise<ResolveResult> } | null>(null)

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const { reader: injected, walletAddress: addressOf, now: clock, redirect: go } = dependencies.current
    if (resolution.current?.eventId !== eventId) {
      const promise = resolveEvent(eventId, injected ?? defaultReader(), { now: clock(), walletAddress: addressOf() })
      resolution.current = { eventId, promise }
    }
    resolution.current.promise.then((resolved) => {
      if (cancelled) return
      setResult(resolved)
      const destination = resolved.success && resolved.redirectUrl ? checkDestinationUrl(resolved.redirectUrl) : null
      if (!destination?.ok) return
      performance.mark(DESTINATION_KNOWN_MARK)
      const wait = Math.max(0, REDIRECT_DELAY_MS - (Date.now() - startedAt.current))
      timer = setTimeout(() => go(destination.href), wait)
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [eventId])

  if (result && !result.success) {
    return <ResolutionFailed result={result} onRetry={reload} />
  }
  return <Resolving result={result} />
}

function Resolving({ result }: { result: ResolveResult | null }) {
  const destination = result?.redirectUrl ? checkDestinationUrl(result.redirectUrl) : null
  return (
    <main className="resolver">
      <section className="card resolver__card" data-testid="resolver-loading" aria-live="polite" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <h1 className="resolver__title">Resolving Dynamic QR</h1>
        <ul className="resolver__steps">
          {PROGRESS_STEPS.map((step, index) => (
            <li key={step} className={`resolver__step ${result || index === 0 ? 'is-active' : ''}`}>
              {step}
            </li>
          ))}
        </ul>
        {result?.success && destination?.ok && (
          <p className="resolver__destination" data-testid="resolver-destination">
            Taking you to <strong>{destination.hostname}</strong>
            {result.eventName ? <> for {result.eventName}</> : null}
          </p>
        )}
      </section>
    </main>
  )
}

function ResolutionFailed({ result, onRetry }: { result: ResolveResult; onRetry: () => void }) {
  return (
    <main className="resolver">
      <section className="card resolver__card resolver__card--error" data-testid="resolver-error" role="alert">
        <h1 className="resolver__title">Resolution Failed</h1>
        <p className="resolver__error" data-testid="resolver-error-message">
          {result.error}
        </p>
        {result.eventId && (
          <p className="resolver__event-id">
            Event ID: <code data-testid="resolver-event-id">{result.eventId}</code>
          </p>
        )}
        <div className="resolver__actions">
          <button type="button" className="btn btn--primary" onClick={onRetry} data-testid="resolver-retry">
            Try Again
          </button>
          <a className="btn btn--secondary" href="/" data-testid="resolver-dashboard-link">
            Go to Dashboard
          </a>
        </div>
        <h2 className="resolver__subtitle">Common issues</h2>
        <ul className="resolver__issues">
          {COMMON_ISSUES.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </section>
    </main>
  )
}
