/**
 * Reads the active address from use-wallet's persisted state (localStorage key
 * '@txnlab/use-wallet:v4', shape { wallets: { [walletKey]: { accounts, activeAccount } },
 * activeWallet, activeNetwork }) so the resolver can check NFT-gated access without loading any
 * wallet SDK. Untrusted input: only used to choose whose token holding to look up on-chain.
 */
export const USE_WALLET_STORAGE_KEY = '@txnlab/use-wallet:v4'

const ADDRESS_PATTERN = /^[A-Z2-7]{58}$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function activeAddressFromPersistedState(raw: string | null): string | null {
  if (!raw) return null
  try {
    const state: unknown = JSON.parse(raw)
    if (!isRecord(state) || typeof state.activeWallet !== 'string' || !isRecord(state.wallets)) return null
    const wallet = state.wallets[state.activeWallet]
    if (!isRecord(wallet) || !isRecord(wallet.activeAccount)) return null
    const address = wallet.activeAccount.address
    return typeof address === 'string' && ADDRESS_PATTERN.test(address) ? address : null
  } catch {
    return null
  }
}

export function readPersistedActiveAddress(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): string | null {
  try {
    return activeAddressFromPersistedState(storage?.getItem(USE_WALLET_STORAGE_KEY) ?? null)
  } catch {
    return null
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
