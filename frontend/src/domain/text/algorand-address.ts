/**
 * Algorand address <-> public key: base32 (RFC 4648, no padding) of the 32-byte key followed by
 * the last 4 bytes of its SHA-512/256. algosdk's own codec pulls its whole signing stack into
 * every bundle that names an account; this one needs only the hash (from @noble/hashes). The
 * /resolve page names no account, so it loads neither.
 */
import { sha512_256 } from '@noble/hashes/sha2.js'
import { base32Encode, CHECKSUM_BYTES, PUBLIC_KEY_BYTES, spelledAddress } from './address-base32'

const APP_ID_PREFIX = new TextEncoder().encode('appID')

function checksum(publicKey: Uint8Array): Uint8Array {
  return sha512_256(publicKey).slice(-CHECKSUM_BYTES)
}

export function addressFromPublicKey(publicKey: Uint8Array): string {
  if (publicKey.length !== PUBLIC_KEY_BYTES) throw new Error('public key must be 32 bytes')
  const bytes = new Uint8Array(PUBLIC_KEY_BYTES + CHECKSUM_BYTES)
  bytes.set(publicKey)
  bytes.set(checksum(publicKey), PUBLIC_KEY_BYTES)
  return base32Encode(bytes)
}

export function publicKeyFromAddress(address: string): Uint8Array {
  const spelled = spelledAddress(address)
  const expected = checksum(spelled.publicKey)
  if (!expected.every((byte, i) => byte === spelled.checksum[i])) throw new Error('wrong checksum for address')
  return spelled.publicKey
}

/** The account of an application: SHA-512/256 of 'appID' followed by the id as 8 big-endian bytes. */
export function applicationAddress(appId: bigint): string {
  const bytes = new Uint8Array(APP_ID_PREFIX.length + 8)
  bytes.set(APP_ID_PREFIX)
  new DataView(bytes.buffer).setBigUint64(APP_ID_PREFIX.length, appId)
  return addressFromPublicKey(sha512_256(bytes))
}

export function isValidAddress(address: string): boolean {
  try {
    publicKeyFromAddress(address)
    return true
  } catch {
    return false
  }
}
