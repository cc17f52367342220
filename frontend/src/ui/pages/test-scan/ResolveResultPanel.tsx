import { canProveAccess } from '../../../domain/access/access-rules'
import { isSafeDestinationUrl } from '../../../domain/access/url-safety'
import { accessProofPath } from '../../navigation/access-proof-path'
import { CHAIN_MESSAGES } from '../../../domain/messages/messages'
import { RESOLVER_TESTER_MESSAGES as TESTER } from '../../../domain/qr/resolver-tester-messages'
import type { AccessType } from '../../../domain/access/access-type'
import type { ResolveResult } from '../../../domain/access/resolve-result'
import { AnchorButton } from '../../components/Button'
import { formatDateTime } from '../../../domain/time/date-format'

const ACCESS_LABELS: Record<AccessType, string> = {
  public: 'Public',
  'nft-gated': 'NFT Gated',
  'time-based': 'Time-Based',
}

export function accessLabel(access: AccessType | undefined): string {
  return access ? (ACCESS_LABELS[access] ?? access) : ACCESS_LABELS.public
}

/** Unix seconds (or milliseconds) → date and time in this device's zone; null, 0 or not a time → 'Just now'. */
export function formatLastScanned(value: number | null | undefined): string {
  if (!value || !Number.isFinite(value)) return 'Just now'
  return formatDateTime(value < 1e12 ? value : value / 1000)
}

/** How long the resolve took here, measured around the read. */
function Elapsed({ ms }: { ms: number | null }) {
  if (ms === null) return null
  return (
    <p className="test-scan__elapsed" data-testid="scan-elapsed">
      {TESTER.resolvedIn} {TESTER.milliseconds(ms)}
    </p>
  )
}

export function ResolveResultPanel({ result, elapsedMs }: { result: ResolveResult; elapsedMs: number | null }) {
  if (!result.success) {
    return (
      <div className="alert alert--danger test-scan__panel" data-testid="scan-failure">
        <h3 className="alert__title">Resolution Failed</h3>
        <p className="test-scan__panel-error" data-testid="scan-failure-error">
          {result.error || CHAIN_MESSAGES.unknown}
        </p>
        <Elapsed ms={elapsedMs} />
        <p className="test-scan__panel-note">Common issues: Event not found, expired, or access denied</p>
        {canProveAccess(result) && (
          <AnchorButton
            variant="primary"
            size="small"
            href={accessProofPath(result.eventId)}
            data-testid="scan-prove-access"
          >
            Prove you hold the token
          </AnchorButton>
        )}
      </div>
    )
  }

  const url = result.redirectUrl ?? ''
  const safe = isSafeDestinationUrl(url)
  return (
    <div className="alert alert--success test-scan__panel" data-testid="scan-success">
      <h3 className="alert__title">{result.eventName || result.eventId}</h3>
      <dl className="kv test-scan__details">
        <div>
          <dt>Event ID</dt>
          <dd className="mono">{result.eventId}</dd>
        </div>
        <div>
          <dt>Current URL</dt>
          <dd className="test-scan__url">
            {safe ? (
              <a href={url} target="_blank" rel="noopener noreferrer" data-testid="scan-current-url">
                {url}
              </a>
            ) : (
              <span data-testid="scan-current-url">{url || '—'}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd data-testid="scan-access">{accessLabel(result.accessType)}</dd>
        </div>
        <div>
          <dt>Scans</dt>
          <dd data-testid="scan-count">{result.metadata?.scanCount ?? 0}</dd>
        </div>
        <div>
          <dt>Last scanned</dt>
          <dd data-testid="scan-last-scanned">{formatLastScanned(result.metadata?.lastScanned)}</dd>
        </div>
      </dl>
      <p className="test-scan__status-line">
        <span className="test-scan__dot" aria-hidden="true" />
        Status: Active
      </p>
      <Elapsed ms={elapsedMs} />
      {safe && (
        <AnchorButton
          variant="primary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="scan-open-destination"
        >
          Open Destination
          <span className="visually-hidden"> (opens in a new tab)</span>
        </AnchorButton>
      )}
    </div>
  )
}
