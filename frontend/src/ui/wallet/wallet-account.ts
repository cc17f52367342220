/**
 * The connected account as every screen sees it, without use-wallet: the wallet stack
 * (wallet-stack.ts, loaded when a visitor connects a wallet or a kept session resumes) publishes it
 * here. Before the stack has loaded it is what use-wallet kept of its last session in this browser,
 * read the way use-wallet's own store starts from it, so that a returning visitor's page shows their
 * account from its first render; the stack, once it has resumed that session, says what remains.
 */
import { useSyncExternalStore } from 'react'
import { browserStorage, readJson, type StorageSource } from '../platform/json-storage'

export interface AccountEntry {
  name: string
  address: string
}

export interface WalletAccount {
  activeAddress: string | null
  /** The active wallet's use-wallet id (WALLET_IDS); null when none is active. */
  activeWalletId: string | null
  /** Every account the active wallet connected, to choose among. */
  accounts: readonly AccountEntry[]
}

export const NO_WALLET_ACCOUNT: WalletAccount = { activeAddress: null, activeWalletId: null, accounts: [] }

/** Where use-wallet keeps its state (wallet-account.spec.ts checks it against use-wallet's own writes). */
export const USE_WALLET_STATE_KEY = '@txnlab/use-wallet:v4'

const isEntry = (value: unknown): value is AccountEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AccountEntry).address === 'string' &&
  typeof (value as AccountEntry).name === 'string'

/** The active wallet and account use-wallet kept in this browser; none when it kept nothing usable. */
export function keptWalletAccount(storage: StorageSource = browserStorage): WalletAccount {
  const kept = readJson(storage, USE_WALLET_STATE_KEY) as
    { activeWallet?: unknown; wallets?: Record<string, { accounts?: unknown; activeAccount?: unknown }> } | undefined
  const id = kept?.activeWallet
  const wallet = typeof id === 'string' ? kept?.wallets?.[id] : undefined
  if (typeof id !== 'string' || !wallet || !isEntry(wallet.activeAccount)) return NO_WALLET_ACCOUNT
  const accounts = Array.isArray(wallet.accounts) ? wallet.accounts.filter(isEntry) : []
  return { activeAddress: wallet.activeAccount.address, activeWalletId: id, accounts }
}

let current: WalletAccount = keptWalletAccount()
const listeners = new Set<() => void>()

export function currentWalletAccount(): WalletAccount {
  return current
}

/** The wallet stack's word on the account; screens following it render again when it changed. */
export function publishWalletAccount(next: WalletAccount): void {
  const same =
    next.activeAddress === current.activeAddress &&
    next.activeWalletId === current.activeWalletId &&
    next.accounts.length === current.accounts.length &&
    next.accounts.every(
      (entry, index) =>
        entry.address === current.accounts[index].address && entry.name === current.accounts[index].name,
    )
  if (same) return
  current = next
  listeners.forEach((listener) => listener())
}

function follow(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The connected account, for a screen: it renders again when the account changes. */
export function useWalletAccount(): WalletAccount {
  return useSyncExternalStore(follow, currentWalletAccount)
}
