import { config } from '../../config'
import { Button } from '../components/Button'
import { useWalletConnection } from './useWalletConnection'
import { walletOptions, type WalletOption } from './wallet-options'

/** Connects the first wallet this build can reach, for a prompt that sits far from the wallet panel. */
export function ConnectAnyButton({ options = walletOptions(config.network) }: { options?: WalletOption[] }) {
  const { connectAny, connecting } = useWalletConnection()
  return (
    <Button
      variant="secondary"
      size="small"
      busy={connecting !== null}
      busyLabel="Connecting..."
      onClick={() => void connectAny(options)}
      data-testid="wallet-connect-any"
    >
      Connect wallet
    </Button>
  )
}
