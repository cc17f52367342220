/**
 * Sealed boxes: a message encrypted to a recipient's X25519 public key, which only the matching
 * private key opens. Attendees seal what they tell the organiser this way before signing.
 *
 * The construction is the usual hybrid one (as in libsodium's sealed boxes and ECIES): a fresh
 * X25519 key pair per message; HKDF-SHA256 over the shared secret, salted with both public keys,
 * gives a one-time key for XChaCha20-Poly1305 with a random 24-byte nonce. The AEAD also
 * authenticates `context`, the registration the message belongs to, so a box copied into another
 * registration does not open. A box is: version (1 byte) ‖ ephemeral public key (32) ‖ nonce (24)
 * ‖ ciphertext and tag.
 *
 * Every primitive comes from a library: X25519 from WebCrypto where the browser has it (native,
 * so a guest list of 1,000 opens in a fraction of a second), else from @noble/curves; HKDF and
 * SHA-256 from @noble/hashes; XChaCha20-Poly1305 from @noble/ciphers.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'

const VERSION = 1
const KEY_BYTES = 32
const NONCE_BYTES = 24
const TAG_BYTES = 16
const HEADER_BYTES = 1 + KEY_BYTES + NONCE_BYTES
const KDF_INFO = new TextEncoder().encode('DynaQR sealed box v1')
/** PKCS #8 wrapping of a raw X25519 private key (RFC 8410), the form WebCrypto imports. */
const PKCS8_X25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20,
])

export type OpenResult =
  | { ok: true; plaintext: Uint8Array }
  /** 'malformed': not a box of this format; 'refused': another key, another context, or altered. */
  | { ok: false; reason: 'malformed' | 'refused' }

/** A recipient's key pair: the public key to publish, and what opens boxes sealed to it. */
export interface SealKeyPair {
  publicKey: Uint8Array
  open(box: Uint8Array, context: Uint8Array): Promise<OpenResult>
}

/** X25519 as this runtime offers it. */
interface X25519 {
  /** A fresh key pair: its public key, and the shared secret it makes with `peer`. */
  ephemeral(peer: Uint8Array): Promise<{ publicKey: Uint8Array; shared: Uint8Array }>
  /** The recipient's side from a 32-byte private key: its public key and shared secrets. */
  recipient(privateKey: Uint8Array): Promise<{ publicKey: Uint8Array; shared(peer: Uint8Array): Promise<Uint8Array> }>
}

const nobleX25519: X25519 = {
  async ephemeral(peer) {
    const privateKey = x25519.utils.randomSecretKey()
    return { publicKey: x25519.getPublicKey(privateKey), shared: x25519.getSharedSecret(privateKey, peer) }
  },
  async recipient(privateKey) {
    return {
      publicKey: x25519.getPublicKey(privateKey),
      shared: async (peer) => x25519.getSharedSecret(privateKey, peer),
    }
  },
}

function webCryptoX25519(subtle: SubtleCrypto): X25519 {
  const algorithm = { name: 'X25519' } as const
  const derive = async (privateKey: CryptoKey, peer: Uint8Array) => {
    const publicKey = await subtle.importKey('raw', new Uint8Array(peer), algorithm, false, [])
    return new Uint8Array(await subtle.deriveBits({ name: 'X25519', public: publicKey }, privateKey, 256))
  }
  return {
    async ephemeral(peer) {
      const pair = (await subtle.generateKey(algorithm, true, ['deriveBits'])) as CryptoKeyPair
      const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey))
      return { publicKey, shared: await derive(pair.privateKey, peer) }
    },
    async recipient(privateKey) {
      const pkcs8 = new Uint8Array([...PKCS8_X25519_PREFIX, ...privateKey])
      const key = await subtle.importKey('pkcs8', pkcs8, algorithm, true, ['deriveBits'])
      const jwk = await subtle.exportKey('jwk', key)
      const publicKey = base64UrlBytes(jwk.x ?? '')
      const usable = await subtle.importKey('pkcs8', pkcs8, algorithm, false, ['deriveBits'])
      return { publicKey, shared: (peer) => derive(usable, peer) }
    },
  }
}

function base64UrlBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0))
}

let chosen: Promise<X25519> | null = null

/** WebCrypto's X25519 when this browser has it, else the library's. */
function x25519Here(): Promise<X25519> {
  chosen ??= (async () => {
    const subtle = globalThis.crypto?.subtle
    if (!subtle) return nobleX25519
    try {
      const candidate = webCryptoX25519(subtle)
      await candidate.recipient(new Uint8Array(KEY_BYTES).fill(1))
      return candidate
    } catch {
      return nobleX25519
    }
  })()
  return chosen
}

function boxKey(shared: Uint8Array, ephemeralKey: Uint8Array, recipientKey: Uint8Array): Uint8Array {
  if (shared.every((byte) => byte === 0)) throw new Error('X25519 gave an all-zero secret')
  return hkdf(sha256, shared, new Uint8Array([...ephemeralKey, ...recipientKey]), KDF_INFO, KEY_BYTES)
}

export async function seal(plaintext: Uint8Array, recipientKey: Uint8Array, context: Uint8Array): Promise<Uint8Array> {
  if (recipientKey.length !== KEY_BYTES) throw new Error('An X25519 public key is 32 bytes')
  const { publicKey, shared } = await (await x25519Here()).ephemeral(recipientKey)
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  const sealed = xchacha20poly1305(boxKey(shared, publicKey, recipientKey), nonce, context).encrypt(plaintext)
  return new Uint8Array([VERSION, ...publicKey, ...nonce, ...sealed])
}

/**
 * An X25519 key held where it cannot be read out (a non-extractable WebCrypto key): its public key,
 * and the shared secret it makes with a peer's public key.
 */
export interface KeyAgreement {
  publicKey: Uint8Array
  sharedSecret(peer: Uint8Array): Promise<Uint8Array>
}

/** The key pair whose private key is `privateKey` (32 bytes, e.g. derived from a wallet signature). */
export async function sealKeyPair(privateKey: Uint8Array): Promise<SealKeyPair> {
  if (privateKey.length !== KEY_BYTES) throw new Error('An X25519 private key is 32 bytes')
  const recipient = await (await x25519Here()).recipient(privateKey)
  return agreementKeyPair({ publicKey: recipient.publicKey, sharedSecret: recipient.shared })
}

/** The key pair of a key that only agrees on secrets (a door device's, kept in its browser). */
export function agreementKeyPair(agreement: KeyAgreement): SealKeyPair {
  return {
    publicKey: agreement.publicKey,
    async open(box, context) {
      if (box.length < HEADER_BYTES + TAG_BYTES || box[0] !== VERSION) return { ok: false, reason: 'malformed' }
      const ephemeralKey = box.subarray(1, 1 + KEY_BYTES)
      const nonce = box.subarray(1 + KEY_BYTES, HEADER_BYTES)
      try {
        const key = boxKey(await agreement.sharedSecret(ephemeralKey), ephemeralKey, agreement.publicKey)
        return { ok: true, plaintext: xchacha20poly1305(key, nonce, context).decrypt(box.subarray(HEADER_BYTES)) }
      } catch {
        return { ok: false, reason: 'refused' }
      }
    },
  }
}
