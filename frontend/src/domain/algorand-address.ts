/**
 * Algorand address <-> public key: base32 (RFC 4648, no padding) of the 32-byte key followed by
 * the last 4 bytes of its SHA-512/256. algosdk's own codec pulls its whole signing stack into
 * the resolver bundle; this one needs only the hash.
 */
import { sha512_256 } from './sha512-256'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const PUBLIC_KEY_BYTES = 32
const CHECKSUM_BYTES = 4
export const ADDRESS_LENGTH = 58
const APP_ID_PREFIX = new TextEncoder().encode('appID')

function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

function base32Decode(text: string): Uint8Array {
  const out: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of text) {
    const value = ALPHABET.indexOf(char)
    if (value < 0) throw new Error('address seems to be malformed')
    buffer = ((buffer << 5) | value) & 0xfff
    bits += 5
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

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
  if (address.length !== ADDRESS_LENGTH) throw new Error('address seems to be malformed')
  const bytes = base32Decode(address)
  const publicKey = bytes.slice(0, PUBLIC_KEY_BYTES)
  const expected = checksum(publicKey)
  if (!expected.every((byte, i) => byte === bytes[PUBLIC_KEY_BYTES + i])) throw new Error('wrong checksum for address')
  return publicKey
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
