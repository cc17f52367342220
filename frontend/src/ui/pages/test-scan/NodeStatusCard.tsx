import { Fragment, useCallback } from 'react'
import { TOOLS_MESSAGES } from '../../../domain/messages'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData } from '../../chain-hooks/useChainData'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { nodeFacts } from './node-status'

/** The node the resolves read from, as asked from this browser just now: no figure it did not measure. */
export function NodeStatusCard() {
  const chain = useChain()
  const load = useCallback(() => chain.networkStatus(), [chain])
  const { state, reloading, reload } = useChainData(load, { failedMessage: TOOLS_MESSAGES.nodeOffline })
  const facts =
    state.status === 'loaded'
      ? nodeFacts(state.value)
      : state.status === 'failed'
        ? [{ label: TOOLS_MESSAGES.nodeState, value: TOOLS_MESSAGES.nodeOffline }]
        : []
  return (
    <Card className="test-scan__card" titleId="test-scan-node-title" title={TOOLS_MESSAGES.nodeTitle}>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          {TOOLS_MESSAGES.nodeChecking}
        </p>
      ) : (
        <dl className="kv" data-testid="scan-node-status">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <Button
        variant="secondary"
        size="small"
        className="test-scan__recheck"
        busy={reloading}
        busyLabel={TOOLS_MESSAGES.nodeChecking}
        onClick={() => void reload()}
        data-testid="scan-node-recheck"
      >
        {TOOLS_MESSAGES.checkAgain}
      </Button>
    </Card>
  )
}
