/**
 * A passkey account's key, made from the passkey's PRF output (its secret function evaluated on
 * the app's fixed salt, PASSKEY_PRF_SALT in passkey-ceremonies.ts): HKDF-SHA256 turns that output into a 32-byte Ed25519 seed for one
 * network (its genesis hash) and one app. The public key comes from @noble/curves; the private
 * key is imported into WebCrypto as a non-extractable CryptoKey, and every buffer that held the
 * seed is zeroed. Nothing here is stored: the passkey makes the same account again on demand.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { toBase64Url } from '../../../domain/text/base64url'

const HKDF_SALT = new TextEncoder().encode('DynaQR passkey account v1')
const SEED_BYTES = 32

/** PKCS#8 PrivateKeyInfo for Ed25519 (RFC 8410): this header, then the 32-byte seed. */
const PKCS8_ED25519_HEADER = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
])

/** Where a passkey account lives: one network and one app make one account per passkey. */
export interface AccountScope {
  genesisHash: Uint8Array
  appId: bigint
}

export interface PasskeyAccount {
  address: string
  publicKey: Uint8Array
  /** Non-extractable: it signs, nothing can read it out. */
  privateKey: CryptoKey
}

/** Thrown when this browser's WebCrypto has no Ed25519. */
export class SafeKeysUnsupported extends Error {
  override name = 'SafeKeysUnsupported'
}

function hkdfInfo(scope: AccountScope): Uint8Array {
  return new TextEncoder().encode(
    `DynaQR passkey account seed|genesis:${toBase64Url(scope.genesisHash)}|app:${scope.appId.toString()}`,
  )
}

/** The Ed25519 seed of the account; the caller zeroes it once used. */
export function accountSeed(prfOutput: Uint8Array, scope: AccountScope): Uint8Array {
  if (prfOutput.length < 32) throw new Error('the passkey gave too short an output')
  return hkdf(sha256, prfOutput, HKDF_SALT, hkdfInfo(scope), SEED_BYTES)
}

/** The account the PRF output makes in this scope, its private key kept only as a CryptoKey. */
export async function passkeyAccount(
  prfOutput: Uint8Array,
  scope: AccountScope,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<PasskeyAccount> {
  const seed = accountSeed(prfOutput, scope)
  const pkcs8 = new Uint8Array(PKCS8_ED25519_HEADER.length + SEED_BYTES)
  try {
    const publicKey = ed25519.getPublicKey(seed)
    pkcs8.set(PKCS8_ED25519_HEADER)
    pkcs8.set(seed, PKCS8_ED25519_HEADER.length)
    let privateKey: CryptoKey
    try {
      privateKey = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
    } catch (error) {
      throw new SafeKeysUnsupported('WebCrypto cannot import an Ed25519 key here', { cause: error })
    }
    return { address: addressFromPublicKey(publicKey), publicKey, privateKey }
  } finally {
    seed.fill(0)
    pkcs8.fill(0)
  }
}
