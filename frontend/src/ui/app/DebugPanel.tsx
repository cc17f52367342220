/** The ?debug=true panel: environment, network status and hostname. */
import { useEffect, useState } from 'react'
import { useChain } from '../chain-hooks/useChain'
import { config } from '../../config'
import './DebugPanel.css'

type Status = Awaited<ReturnType<ReturnType<typeof useChain>['networkStatus']>>

export function DebugPanel() {
  const chain = useChain()
  const [status, setStatus] = useState<Status | null>(null)

  useEffect(() => {
    let cancelled = false
    void chain.networkStatus().then((value) => {
      if (!cancelled) setStatus(value)
    })
    return () => {
      cancelled = true
    }
  }, [chain])

  return (
    <aside className="debug-panel" aria-label="Debug information" data-testid="debug-panel">
      <h2 className="debug-panel__title">Debug</h2>
      <dl className="kv">
        <dt>Environment</dt>
        <dd data-testid="debug-environment">
          {import.meta.env.MODE} · {config.networkLabel} · app {config.appId.toString()}
        </dd>
        <dt>Network status</dt>
        <dd data-testid="debug-network-status">
          {status === null
            ? 'checking…'
            : status.status === 'online'
              ? `online · round ${status.blockHeight} · ${status.responseTime} ms`
              : 'offline'}
        </dd>
        <dt>Hostname</dt>
        <dd data-testid="debug-hostname">{window.location.hostname}</dd>
      </dl>
    </aside>
  )
}
