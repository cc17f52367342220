import { config } from '../../config'
import { explorerTxLink } from '../../config-links'

export interface TxLinkProps {
  txId: string
  label?: string
}

/** Explorer link for a transaction the user signed; plain text when no explorer is configured. */
export function TxLink({ txId, label = 'View transaction' }: TxLinkProps) {
  const href = explorerTxLink(config, txId)
  const short = `${txId.slice(0, 8)}…`
  if (!href) return <span className="mono">{txId}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="tx-link" data-txid={txId}>
      {label} {short}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
