import { Fragment, useCallback } from 'react'
import { RESOLVER_TESTER_MESSAGES as TESTER } from '../../../domain/qr/resolver-tester-messages'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData } from '../../chain-hooks/useChainData'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { nodeFacts } from './node-status'

/** The node the resolves read from, as asked from this browser just now: no figure it did not measure. */
export function NodeStatusCard() {
  const chain = useChain()
  const load = useCallback(() => chain.networkStatus(), [chain])
  const { state, reloading, reload } = useChainData(load, { failedMessage: TESTER.nodeOffline })
  const facts =
    state.status === 'loaded'
      ? nodeFacts(state.value)
      : state.status === 'failed'
        ? [{ label: TESTER.nodeState, value: TESTER.nodeOffline }]
        : []
  return (
    <Card className="test-scan__card" titleId="test-scan-node-title" title={TESTER.nodeTitle}>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          {TESTER.nodeChecking}
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
        busyLabel={TESTER.nodeChecking}
        onClick={() => void reload()}
        data-testid="scan-node-recheck"
      >
        {TESTER.checkAgain}
      </Button>
    </Card>
  )
}
