import type { ChainApi } from '../../../chain'
import type { SignedTx } from './attendance-flow'

/** The transactions the attendee signed on this page, each linked to the explorer when there is one. */
export function SignedTransactions({ chain, signed }: { chain: Pick<ChainApi, 'explorerTxUrl'>; signed: SignedTx[] }) {
  if (signed.length === 0) return null
  return (
    <ul className="registration__txs" aria-label="Your transactions">
      {signed.map((tx) => {
        const url = chain.explorerTxUrl(tx.txId)
        return (
          <li key={tx.txId}>
            <span>{tx.label}: </span>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" data-testid="registration-explorer-link">
                View transaction<span className="visually-hidden"> {tx.label} (opens in a new tab)</span>
              </a>
            ) : (
              <code className="mono">{tx.txId}</code>
            )}
          </li>
        )
      })}
    </ul>
  )
}
