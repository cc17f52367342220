/**
 * /events/{id}/access: where /resolve sends a scanner of an nft-gated QR code. The connected
 * wallet signs a proof (a transaction that is never sent); the page checks it, checks the token
 * on-chain with the proven account, and then replaces itself with the destination.
 */
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { shortenAddress } from '../../../domain/text/format'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES } from '../../../domain/messages/messages'
import { useChain } from '../../chain-hooks/useChain'
import { Button } from '../../components/Button'
import { WalletPanel } from '../../wallet/WalletPanel'
import { useWalletAccount } from '../../wallet/wallet-account'
import { loadWalletStack } from '../../wallet/wallet-stack'
import { readActiveAddress } from '../../wallet/wallet-session'
import { proveAccess, proverAddress, type ProofAttempt } from './prove-access'
import { Card } from '../../components/Card'

export interface ProveAccessPageProps {
  redirect?: (url: string) => void
}

export default function ProveAccessPage({ redirect = (url) => window.location.replace(url) }: ProveAccessPageProps) {
  const { eventId = '' } = useParams()
  const chain = useChain()
  const { activeAddress, accounts: walletAccounts } = useWalletAccount()
  // Read before the app records the account use-wallet resumes (or none) over it.
  const [recorded] = useState(() => readActiveAddress())
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState<ProofAttempt | null>(null)
  const accounts = walletAccounts.map((account) => account.address)
  const address = proverAddress(recorded, accounts, activeAddress)

  async function prove() {
    if (!address) return
    setBusy(true)
    setAttempt(null)
    const outcome = await proveAccess(chain, eventId, address, async (transaction) => {
      const [signed] = await (await loadWalletStack()).signTransactions([transaction])
      return signed ?? null
    })
    setAttempt(outcome)
    setBusy(false)
    if (outcome.passed) redirect(outcome.href)
  }

  return (
    <div className="page">
      <Card data-testid="access-proof" aria-labelledby="access-proof-title">
        <h1 id="access-proof-title">Prove you hold the token</h1>
        <p className="muted">{ACCESS_PROOF_MESSAGES.explained}</p>
        <p>
          Event ID: <code data-testid="access-event-id">{eventId}</code>
        </p>
        {address ? (
          <p>
            Signing as{' '}
            <span className="mono" title={address} data-testid="access-address" data-address={address}>
              {shortenAddress(address)}
            </span>
          </p>
        ) : (
          <p role="status" data-testid="access-status">
            {ACCESS_MESSAGES.walletRequired}
          </p>
        )}
        <Button
          onClick={() => void prove()}
          disabled={!address || attempt?.passed}
          busy={busy}
          busyLabel="Waiting for the wallet..."
          data-testid="access-prove"
        >
          Sign to prove
        </Button>
        {attempt && !attempt.passed && (
          <p className="alert alert--danger" role="alert" data-testid="access-error">
            {attempt.message}
          </p>
        )}
        {attempt?.passed && (
          <p role="status" data-testid="access-destination">
            Taking you to <strong>{attempt.hostname}</strong>
            {attempt.eventName ? ` for ${attempt.eventName}` : ''}
          </p>
        )}
      </Card>
      <WalletPanel title="Wallet to prove with" />
    </div>
  )
}
