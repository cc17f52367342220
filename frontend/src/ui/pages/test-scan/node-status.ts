/** What the resolver tester says of the node it reads from: only what it measured. Pure. */
import { formatCount } from '../../../domain/format'
import { TOOLS_MESSAGES } from '../../../domain/messages'
import type { NetworkStatus } from '../../../chain'

export interface NodeFact {
  label: string
  value: string
}

/** The node's state, its latest block and how fast it answered; nothing but the state when it did not answer. */
export function nodeFacts(reading: NetworkStatus): NodeFact[] {
  if (reading.status === 'offline') return [{ label: TOOLS_MESSAGES.nodeState, value: TOOLS_MESSAGES.nodeOffline }]
  return [
    { label: TOOLS_MESSAGES.nodeState, value: TOOLS_MESSAGES.nodeOnline },
    { label: TOOLS_MESSAGES.latestBlock, value: formatCount(reading.blockHeight) },
    { label: TOOLS_MESSAGES.answeredIn, value: TOOLS_MESSAGES.milliseconds(reading.responseTime) },
  ]
}
