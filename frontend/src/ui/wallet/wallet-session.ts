/**
 * The connected account, recorded by the app under its own versioned key whenever it changes.
 * What is read back is untrusted (anyone can write any address there): the /resolve page uses it
 * only to word its request for a wallet proof, and the proof page to pick which account to ask.
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
