/**
 * What this browser remembers of a passkey account, none of it secret: the passkey's credential id
 * (so the next visit asks that passkey straight away) and the account's address in one scope (the
 * network and app), so a resumed session knows which account the passkey must open again. Without
 * it everything still works: the person picks their passkey.
 */
import { fromBase64Url, toBase64Url } from '../../../domain/text/base64url'
import { readJson, versionedKey, writeJson, type StorageSource } from '../../platform/json-storage'

export const PASSKEY_HINT_KEY = versionedKey('passkey-hint', 1)

export interface PasskeyHint {
  credentialId: Uint8Array<ArrayBuffer>
  /** The account in `scope`; absent when the hint was written for another network or app. */
  address?: string
}

interface StoredHint {
  credentialId: string
  scope: string
  address: string
}

const ADDRESS_PATTERN = /^[A-Z2-7]{58}$/

export function readPasskeyHint(storage: StorageSource, scope: string): PasskeyHint | null {
  const stored = readJson(storage, PASSKEY_HINT_KEY) as Partial<StoredHint> | undefined
  if (typeof stored !== 'object' || stored === null || typeof stored.credentialId !== 'string') return null
  const decoded = fromBase64Url(stored.credentialId)
  if (!decoded || decoded.length === 0) return null
  const credentialId = new Uint8Array(decoded)
  const address =
    stored.scope === scope && typeof stored.address === 'string' && ADDRESS_PATTERN.test(stored.address)
      ? stored.address
      : undefined
  return { credentialId, address }
}

export function writePasskeyHint(storage: StorageSource, scope: string, credentialId: Uint8Array, address: string) {
  const hint: StoredHint = { credentialId: toBase64Url(credentialId), scope, address }
  writeJson(storage, PASSKEY_HINT_KEY, hint)
}

/** Forgets a hint that named a passkey the browser no longer finds, so the next try lets the person pick. */
export function forgetPasskeyHint(storage: StorageSource): void {
  try {
    const target = storage() as (ReturnType<StorageSource> & Partial<Pick<Storage, 'removeItem'>>) | undefined
    target?.removeItem?.(PASSKEY_HINT_KEY)
  } catch {
    // Storage disabled: there was nothing to forget.
  }
}
