/**
 * Wallet panel. Connected: provider, shortened address, balance in ALGO with 4 decimals (and, for
 * an event priced in an asset, what the account holds of it), explorer link, disconnect; a passkey
 * account has its own plainer card.
 * Not connected: "Continue with a passkey" first where it is offered, then one button per wallet
 * and install instructions.
 */
import { AnchorButton, Button } from '../components/Button'
import { Card } from '../components/Card'
import { config } from '../../config'
import { explorerAccountLink } from '../../config-links'
import { shortenAddress } from '../../domain/text/format'
import { formatAlgoAmount } from '../../domain/money/algo'
import { WALLET_MESSAGES } from '../../domain/messages/messages'
import type { MoneyUnit } from '../../domain/money/amount'
import { useAccountBalance } from './useAccountBalance'
import { AssetBalance } from './AssetBalance'
import { useWalletConnection } from './useWalletConnection'
import { useWalletAccount } from './wallet-account'
import { loadWalletStack } from './wallet-stack'
import { PasskeyAccountCard } from './passkey/PasskeyAccountCard'
import { PasskeyChoice } from './passkey/PasskeyChoice'
import {
  isPasskeyOption,
  isPasskeyWallet,
  isSetUp,
  optionForWallet,
  walletOptions,
  type WalletOption,
} from './wallet-options'
import './WalletPanel.css'

export interface WalletPanelProps {
  /** Wallets to offer when disconnected; defaults to every wallet of the network. */
  options?: WalletOption[]
  title?: string
  /** Hides the install instructions (for tight spots such as the Manage page sidebar). */
  compact?: boolean
  /** The currency of the event on screen: where it is an asset, the card says what the account holds of it. */
  currency?: MoneyUnit
}

const DISPENSER_URL = 'https://bank.testnet.algorand.network/'

export function WalletPanel({
  options = walletOptions(config.network),
  title = 'Wallet',
  compact = false,
  currency,
}: WalletPanelProps) {
  const { activeAddress, activeWalletId, accounts } = useWalletAccount()
  const { connect, disconnect, connecting, disconnecting, error } = useWalletConnection()
  const { balance } = useAccountBalance(activeAddress)

  if (activeAddress && activeWalletId && isPasskeyWallet(activeWalletId)) {
    return <PasskeyAccountCard address={activeAddress} />
  }

  if (activeAddress && activeWalletId) {
    const providerName = optionForWallet(activeWalletId, config.network)?.name ?? activeWalletId
    const explorer = explorerAccountLink(config, activeAddress)
    return (
      <Card title={title} className="wallet-panel" data-testid="wallet-panel" data-connected="true">
        <dl className="kv">
          <dt>Provider</dt>
          <dd data-testid="wallet-provider">{providerName}</dd>
          <dt>Address</dt>
          <dd>
            <span className="mono" title={activeAddress} data-testid="wallet-address" data-address={activeAddress}>
              {shortenAddress(activeAddress)}
            </span>
          </dd>
          <dt>Balance</dt>
          <dd data-testid="wallet-balance">{balance === null ? '…' : formatAlgoAmount(balance)}</dd>
          {currency?.assetId !== undefined && (
            <AssetBalance key={`${activeAddress}:${currency.assetId}`} address={activeAddress} currency={currency} />
          )}
        </dl>
        {accounts.length > 1 && (
          <div className="field wallet-panel__account">
            <label className="field__label" htmlFor="wallet-account">
              Account
            </label>
            <select
              id="wallet-account"
              className="field__control"
              value={activeAddress}
              onChange={(event) => void chooseAccount(event.target.value)}
              data-testid="wallet-account-select"
            >
              {accounts.map((account) => (
                <option key={account.address} value={account.address}>
                  {account.name} ({shortenAddress(account.address)})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="wallet-panel__actions">
          {explorer && (
            <AnchorButton
              variant="ghost"
              size="small"
              href={explorer}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="wallet-explorer-link"
            >
              View on explorer<span className="visually-hidden"> (opens in a new tab)</span>
            </AnchorButton>
          )}
          <Button
            variant="secondary"
            size="small"
            busy={disconnecting}
            busyLabel="Disconnecting..."
            onClick={() => void disconnect()}
            data-testid="wallet-disconnect"
          >
            Disconnect
          </Button>
        </div>
      </Card>
    )
  }

  const passkeyOffered = options.some(isPasskeyOption)
  const walletButtons = options.filter((option) => !isPasskeyOption(option))
  return (
    <Card title={title} className="wallet-panel" data-testid="wallet-panel" data-connected="false">
      {passkeyOffered && <PasskeyChoice disabled={connecting !== null} />}
      <p className="muted">{passkeyOffered ? WALLET_MESSAGES.otherWays : 'Connect an Algorand wallet to continue.'}</p>
      {!walletButtons.some((option) => isSetUp(option, config.network)) && (
        <p className="alert alert--warning" role="status" data-testid="wallet-none-supported">
          {WALLET_MESSAGES.noSupportedWallets}
        </p>
      )}
      <div className="wallet-panel__buttons">
        {walletButtons.map((option) => (
          <Button
            key={option.key}
            variant="secondary"
            busy={connecting === option.key}
            busyLabel="Connecting..."
            disabled={connecting !== null}
            onClick={() => void connect(option)}
            data-testid={`wallet-connect-${option.key}`}
          >
            {option.name}
          </Button>
        ))}
      </div>
      {error && (
        <p className="field__error wallet-panel__error" role="alert" data-testid="wallet-error">
          {error}
        </p>
      )}
      {!compact && <InstallInstructions />}
    </Card>
  )
}

/** Another of the connected wallet's accounts: the stack is there, it connected the wallet. */
async function chooseAccount(address: string): Promise<void> {
  const stack = await loadWalletStack()
  stack.setActiveAccount(address)
}

function InstallInstructions() {
  if (config.network === 'localnet') {
    return (
      <details className="wallet-panel__help">
        <summary>No wallet yet?</summary>
        <ol className="wallet-panel__steps">
          <li>Start LocalNet (npm run localnet:start).</li>
          <li>
            Choose KMD to use the funded accounts of the LocalNet wallet, or Mnemonic to paste a 25-word test mnemonic.
          </li>
          <li>Refresh this page.</li>
        </ol>
      </details>
    )
  }
  return (
    <details className="wallet-panel__help">
      <summary>No wallet yet?</summary>
      <ol className="wallet-panel__steps">
        <li>
          Install a wallet such as{' '}
          <a href="https://perawallet.app/" target="_blank" rel="noopener noreferrer">
            Pera Wallet
          </a>
          .
        </li>
        <li>Create or import an account and switch the wallet to TestNet.</li>
        <li>
          Get test ALGO from the{' '}
          <a href={DISPENSER_URL} target="_blank" rel="noopener noreferrer">
            TestNet dispenser
          </a>
          .
        </li>
        <li>Refresh this page.</li>
      </ol>
    </details>
  )
}
