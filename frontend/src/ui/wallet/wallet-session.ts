/**
 * The connected account, recorded by the app under its own versioned key whenever it changes, so
 * the /resolve page can check token-gated access without loading any wallet code. What is read
 * back is untrusted: it only chooses whose token holding to look up on-chain.
 */
import { browserStorage, readJson, versionedKey, writeJson, type StorageSource } from '../platform/json-storage'

export const WALLET_SESSION_KEY = versionedKey('wallet-session', 1)

const ADDRESS_PATTERN = /^[A-Z2-7]{58}$/

export function recordActiveAddress(address: string | null, storage: StorageSource = browserStorage): boolean {
  return writeJson(storage, WALLET_SESSION_KEY, { address })
}

export function readActiveAddress(storage: StorageSource = browserStorage): string | null {
  const session = readJson(storage, WALLET_SESSION_KEY)
  if (typeof session !== 'object' || session === null) return null
  const { address } = session as { address?: unknown }
  return typeof address === 'string' && ADDRESS_PATTERN.test(address) ? address : null
}
