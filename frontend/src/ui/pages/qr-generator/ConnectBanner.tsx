import { config } from '../../../config'
import { Button } from '../../components/Button'
import { shortenAddress } from '../../../domain/text/format'
import { useWalletConnection } from '../../wallet/useWalletConnection'
import { useWalletAccount } from '../../wallet/wallet-account'
import { generatorWalletOptions, optionForWallet } from '../../wallet/wallet-options'

/**
 * 'Connect Wallet Required' with 'Connect Pera Wallet'. On LocalNet a KMD button is offered too:
 * Pera cannot sign LocalNet transactions, and browser tests need a wallet without a phone.
 */
export function ConnectBanner() {
  const { activeAddress, activeWalletId } = useWalletAccount()
  const { connect, connecting, error } = useWalletConnection()

  if (activeAddress && activeWalletId) {
    const provider = optionForWallet(activeWalletId, config.network)?.name ?? activeWalletId
    return (
      <p className="alert alert--success" data-testid="qr-connected-account">
        Connected with {provider}:{' '}
        <span className="mono" title={activeAddress}>
          {shortenAddress(activeAddress)}
        </span>
      </p>
    )
  }
  return (
    <section className="alert alert--warning" data-testid="qr-connect-banner" aria-labelledby="qr-connect-title">
      <h2 className="alert__title" id="qr-connect-title">
        Connect Wallet Required
      </h2>
      <p>Connect your wallet to store the event and its destination on Algorand {config.networkLabel}.</p>
      <div className="page__actions">
        {generatorWalletOptions(config.network).map((option) => (
          <Button
            key={option.key}
            busy={connecting === option.key}
            busyLabel="Connecting..."
            disabled={connecting !== null}
            variant={option.key === 'pera' ? 'primary' : 'secondary'}
            onClick={() => void connect(option)}
            data-testid={`wallet-connect-${option.key}`}
          >
            Connect {option.name} Wallet{option.key === 'kmd' ? ' (LocalNet)' : ''}
          </Button>
        ))}
      </div>
      {error && (
        <p className="field__error page__section-top" role="alert" data-testid="wallet-error">
          {error}
        </p>
      )}
    </section>
  )
}
