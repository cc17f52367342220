/**
 * A door device's keys, made by this browser with WebCrypto for one event: an Ed25519 key pair, an
 * Algorand account (its public key is the address), and an X25519 key pair the owner seals the
 * guest list to at pairing. Both private keys are non-extractable and kept as CryptoKeys in this
 * browser's key vault (IndexedDB): the page signs its check-ins and opens the guest list with them,
 * nothing can read them out or send them anywhere. The owner pairs the account with the event; a
 * lost browser means pairing a new device, not losing the event.
 */
import type { KeyAgreement } from '../../chain'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { CHECK_IN_MESSAGES } from '../../domain/check-in/check-in-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import { browserKeyVault, type KeyVault } from './key-vault'

export interface DoorKey {
  /** Raw Ed25519 public key, 32 bytes. */
  publicKey: Uint8Array
  /** The device's Algorand account. */
  address: string
  /** The 64-byte raw Ed25519 signature of `message`. */
  sign(message: Uint8Array): Promise<Uint8Array>
  /** The X25519 key the guest list is sealed to; null where this browser's WebCrypto has no X25519. */
  agreement: KeyAgreement | null
}

export interface DoorKeyStore {
  /** The key this browser holds for the event, or null when it holds none (or an unusable one). */
  load(appId: bigint, eventId: string): Promise<DoorKey | null>
  /** Makes a new key for the event and keeps it in place of any earlier one. */
  create(appId: bigint, eventId: string): Promise<Result<DoorKey>>
}

const ED25519 = { name: 'Ed25519' } as const
const X25519 = { name: 'X25519' } as const
const SHARED_SECRET_BITS = 256

export function doorKeyName(appId: bigint, eventId: string): string {
  return `door-key:v3:${appId}:${eventId}`
}

/** Where the door's X25519 key pair is kept, beside its Ed25519 one. */
export function doorAgreementKeyName(appId: bigint, eventId: string): string {
  return `door-agreement-key:v1:${appId}:${eventId}`
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
  /** The door's X25519 key, made when it has none yet (a door made before it had one). */
  async function agreementFor(appId: bigint, eventId: string, fresh: boolean): Promise<KeyAgreement | null> {
    if (!subtle) return null
    const name = doorAgreementKeyName(appId, eventId)
    try {
      const kept = fresh ? undefined : await vault.get(name)
      if (kept) return agreementOf(subtle, kept)
      const pair = (await subtle.generateKey(X25519, false, ['deriveBits'])) as CryptoKeyPair
      await vault.put(name, pair)
      return agreementOf(subtle, pair)
    } catch {
      // No X25519 here, or nowhere to keep it: the door works without the guest list.
      return null
    }
  }

  return {
    async load(appId, eventId) {
      if (!subtle) return null
      try {
        const pair = await vault.get(doorKeyName(appId, eventId))
        return pair ? await doorKeyOf(subtle, pair, await agreementFor(appId, eventId, false)) : null
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
      return ok(await doorKeyOf(subtle, pair, await agreementFor(appId, eventId, true)))
    },
  }
}

async function doorKeyOf(subtle: SubtleCrypto, pair: CryptoKeyPair, agreement: KeyAgreement | null): Promise<DoorKey> {
  // A public key stays exportable whatever the pair was made with.
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey,
    address: addressFromPublicKey(publicKey),
    sign: async (message) => new Uint8Array(await subtle.sign(ED25519, pair.privateKey, new Uint8Array(message))),
    agreement,
  }
}

async function agreementOf(subtle: SubtleCrypto, pair: CryptoKeyPair): Promise<KeyAgreement> {
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey,
    async sharedSecret(peer) {
      const peerKey = await subtle.importKey('raw', new Uint8Array(peer), X25519, false, [])
      return new Uint8Array(
        await subtle.deriveBits({ name: 'X25519', public: peerKey }, pair.privateKey, SHARED_SECRET_BITS),
      )
    },
  }
}

function defaultSubtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null
}
