/**
 * The door screen's signing key: an Ed25519 key pair made by this browser with WebCrypto for one
 * event, kept in this browser's storage and never sent anywhere. Only its public key goes on chain
 * (the event's check-in key); losing the stored key means registering a new one, not losing the event.
 */
import { fromBase64Url, toBase64Url } from '../../domain/base64url'
import { DOOR_MESSAGES } from '../../domain/messages'
import { fail, ok, type Result } from '../../domain/result'
import { browserStorage, readJson, versionedKey, writeJson, type StorageSource } from './json-storage'

export interface DoorKey {
  /** Raw Ed25519 public key, 32 bytes. */
  publicKey: Uint8Array
  /** The public key as base64url, the form DynaEvent.checkInKey takes. */
  publicKeyText: string
  /** The 64-byte raw Ed25519 signature of `message`. */
  sign(message: Uint8Array): Promise<Uint8Array>
}

export interface DoorKeyStore {
  /** The key this browser holds for the event, or null when it holds none (or an unreadable one). */
  load(appId: bigint, eventId: string): Promise<DoorKey | null>
  /** Makes a new key for the event and stores it in place of any earlier one. */
  create(appId: bigint, eventId: string): Promise<Result<DoorKey>>
}

interface StoredDoorKey {
  /** PKCS #8 private key, base64url. */
  privateKey: string
  /** Raw public key, base64url. */
  publicKey: string
}

const ED25519 = { name: 'Ed25519' } as const
const PUBLIC_KEY_BYTES = 32

export function doorKeyStorageKey(appId: bigint, eventId: string): string {
  return `${versionedKey('door-key', 1)}:${appId}:${eventId}`
}

/** Whether this browser's WebCrypto makes Ed25519 keys (older browsers throw NotSupportedError). */
export async function doorKeysSupported(subtle: SubtleCrypto | null = defaultSubtle()): Promise<boolean> {
  if (!subtle) return false
  try {
    await subtle.generateKey(ED25519, false, ['sign', 'verify'])
    return true
  } catch {
    return false
  }
}

export function createDoorKeyStore(
  storage: StorageSource = browserStorage,
  subtle: SubtleCrypto | null = defaultSubtle(),
): DoorKeyStore {
  return {
    async load(appId, eventId) {
      const stored = parseStoredKey(readJson(storage, doorKeyStorageKey(appId, eventId)))
      if (!stored || !subtle) return null
      try {
        return await importDoorKey(subtle, stored)
      } catch {
        return null
      }
    },

    async create(appId, eventId) {
      if (!subtle) return fail(DOOR_MESSAGES.cryptoUnavailable)
      let stored: StoredDoorKey
      try {
        const pair = (await subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair
        stored = {
          privateKey: toBase64Url(new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey))),
          publicKey: toBase64Url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey))),
        }
      } catch {
        return fail(DOOR_MESSAGES.cryptoUnavailable)
      }
      if (!writeJson(storage, doorKeyStorageKey(appId, eventId), stored)) return fail(DOOR_MESSAGES.keyNotStored)
      return ok(await importDoorKey(subtle, stored))
    },
  }
}

async function importDoorKey(subtle: SubtleCrypto, stored: StoredDoorKey): Promise<DoorKey> {
  const publicKey = fromBase64Url(stored.publicKey)!
  const pkcs8 = fromBase64Url(stored.privateKey)!
  const privateKey = await subtle.importKey('pkcs8', new Uint8Array(pkcs8), ED25519, false, ['sign'])
  return {
    publicKey,
    publicKeyText: stored.publicKey,
    sign: async (message) => new Uint8Array(await subtle.sign(ED25519, privateKey, new Uint8Array(message))),
  }
}

function parseStoredKey(value: unknown): StoredDoorKey | null {
  if (typeof value !== 'object' || value === null) return null
  const { privateKey, publicKey } = value as Record<string, unknown>
  if (typeof privateKey !== 'string' || typeof publicKey !== 'string') return null
  if (!fromBase64Url(privateKey) || fromBase64Url(publicKey)?.length !== PUBLIC_KEY_BYTES) return null
  return { privateKey, publicKey }
}

function defaultSubtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null
}
