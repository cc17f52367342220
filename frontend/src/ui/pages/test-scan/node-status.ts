/** What the resolver tester says of the node it reads from: only what it measured. Pure. */
import { formatCount } from '../../../domain/text/format'
import { RESOLVER_TESTER_MESSAGES as TESTER } from '../../../domain/qr/resolver-tester-messages'
import type { NetworkStatus } from '../../../chain'

export interface NodeFact {
  label: string
  value: string
}

/** The node's state, its latest block and how fast it answered; nothing but the state when it did not answer. */
export function nodeFacts(reading: NetworkStatus): NodeFact[] {
  if (reading.status === 'offline') return [{ label: TESTER.nodeState, value: TESTER.nodeOffline }]
  return [
    { label: TESTER.nodeState, value: TESTER.nodeOnline },
    { label: TESTER.latestBlock, value: formatCount(reading.blockHeight) },
    { label: TESTER.answeredIn, value: TESTER.milliseconds(reading.responseTime) },
  ]
}
