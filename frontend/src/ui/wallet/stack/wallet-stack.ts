/**
 * The wallet stack: use-wallet's WalletManager for this build's wallets (use-wallet loads a wallet's
 * SDK when that wallet connects), loaded apart from the app (../wallet-stack.ts) when a visitor
 * connects a wallet or a session kept in this browser resumes. It resumes that session as
 * use-wallet's React provider did, publishes the active account to the screens
 * (../wallet-account.ts), connects and disconnects wallets and signs for the chain layer.
 */
import type { TransactionSigner } from 'algosdk'
import type { WalletManager } from '@txnlab/use-wallet-react'
import type { AppConfig } from '../../../config'
import { publishWalletAccount, type WalletAccount } from '../wallet-account'
import { signingRefusal } from '../wallet-options'
import type { WalletIdName } from '../wallet-ids'
import { createWalletManager } from './wallet-manager'

export interface WalletStack {
  /** Connects the wallet and makes it the active one; `account`: the account to make active (KMD's chosen one). */
  connect(walletId: WalletIdName, account?: string): Promise<void>
  /** Disconnects the active wallet. */
  disconnect(): Promise<void>
  /** Makes another of the active wallet's accounts the active one. */
  setActiveAccount(address: string): void
  /**
   * Signs with the active wallet, as use-wallet's transactionSigner; refuses when no account is
   * connected any more (disconnected in another tab) or the wallet is not one this build offers.
   */
  signer: TransactionSigner
  /** The active wallet's signatures of these encoded transactions (null for one it did not sign). */
  signTransactions(transactions: Uint8Array[]): Promise<(Uint8Array | null)[]>
}

function accountOf(manager: WalletManager): WalletAccount {
  const wallet = manager.activeWallet
  return {
    activeAddress: manager.activeAddress,
    activeWalletId: wallet?.id ?? null,
    accounts: (wallet?.accounts ?? []).map(({ name, address }) => ({ name, address })),
  }
}

export function startWalletStack(config: AppConfig): WalletStack {
  const manager = createWalletManager(config)
  const publish = () => publishWalletAccount(accountOf(manager))
  manager.subscribe(publish)
  publish()
  // A session that cannot be resumed (a recovery phrase kept in memory only, a wallet app that
  // forgot the pairing) is dropped by use-wallet, which the account published then says.
  manager.resumeSessions().catch((error: unknown) => console.warn('A wallet session was not resumed', error))

  function activeWallet() {
    const wallet = manager.activeWallet
    if (!wallet) throw new Error('No active wallet')
    return wallet
  }

  return {
    async connect(walletId, account) {
      const wallet = manager.getWallet(walletId as Parameters<WalletManager['getWallet']>[0])
      if (!wallet) throw new Error(`${walletId} is not set up in this build`)
      await wallet.connect()
      wallet.setActive()
      if (account) wallet.setActiveAccount(account)
    },
    async disconnect() {
      await manager.activeWallet?.disconnect()
    },
    setActiveAccount: (address) => activeWallet().setActiveAccount(address),
    signer(group, indexes) {
      const refusal = signingRefusal(manager.activeAddress, manager.activeWallet?.id, config.network)
      return refusal ? Promise.reject(new Error(refusal)) : activeWallet().transactionSigner(group, indexes)
    },
    signTransactions: (transactions) => activeWallet().signTransactions(transactions),
  }
}
