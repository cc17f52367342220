import { WalletProvider } from '@txnlab/use-wallet-react'
import { useState, type ReactNode } from 'react'
import { config } from '../../config'
import { createWalletManager } from './wallet-manager'

/** One WalletManager for the app; use-wallet resumes a previously connected account on load. */
export function WalletProviderRoot({ children }: { children: ReactNode }) {
  const [manager] = useState(() => createWalletManager(config))
  return <WalletProvider manager={manager}>{children}</WalletProvider>
}
