/**
 * A door device's key: an Ed25519 key pair made by this browser with WebCrypto for one event, and
 * an Algorand account (its public key is the address). The private key is non-extractable and
 * kept as a CryptoKey in this browser's key vault (IndexedDB): the page signs its check-ins with
 * it, nothing can read it out or send it anywhere. The owner pairs the account with the event; a
 * lost browser means pairing a new device, not losing the event.
 */
import { addressFromPublicKey } from '../../domain/algorand-address'
import { CHECK_IN_MESSAGES } from '../../domain/check-in-messages'
import { fail, ok, type Result } from '../../domain/result'
import { browserKeyVault, type KeyVault } from './key-vault'

export interface DoorKey {
  /** Raw Ed25519 public key, 32 bytes. */
  publicKey: Uint8Array
  /** The device's Algorand account. */
  address: string
  /** The 64-byte raw Ed25519 signature of `message`. */
  sign(message: Uint8Array): Promise<Uint8Array>
}

export interface DoorKeyStore {
  /** The key this browser holds for the event, or null when it holds none (or an unusable one). */
  load(appId: bigint, eventId: string): Promise<DoorKey | null>
  /** Makes a new key for the event and keeps it in place of any earlier one. */
  create(appId: bigint, eventId: string): Promise<Result<DoorKey>>
}

const ED25519 = { name: 'Ed25519' } as const

export function doorKeyName(appId: bigint, eventId: string): string {
  return `door-key:v3:${appId}:${eventId}`
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
  vault: KeyVault = browserKeyVault(),
  subtle: SubtleCrypto | null = defaultSubtle(),
): DoorKeyStore {
  return {
    async load(appId, eventId) {
      if (!subtle) return null
      try {
        const pair = await vault.get(doorKeyName(appId, eventId))
        return pair ? await doorKeyOf(subtle, pair) : null
      } catch {
        return null
      }
    },

    async create(appId, eventId) {
      if (!subtle) return fail(CHECK_IN_MESSAGES.deviceKeyUnsupported)
      let pair: CryptoKeyPair
      try {
        pair = (await subtle.generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair
      } catch {
        return fail(CHECK_IN_MESSAGES.deviceKeyUnsupported)
      }
      try {
        await vault.put(doorKeyName(appId, eventId), pair)
      } catch {
        return fail(CHECK_IN_MESSAGES.deviceKeyNotStored)
      }
      return ok(await doorKeyOf(subtle, pair))
    },
  }
}

async function doorKeyOf(subtle: SubtleCrypto, pair: CryptoKeyPair): Promise<DoorKey> {
  // A public key stays exportable whatever the pair was made with.
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey,
    address: addressFromPublicKey(publicKey),
    sign: async (message) => new Uint8Array(await subtle.sign(ED25519, pair.privateKey, new Uint8Array(message))),
  }
}

function defaultSubtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null
}
