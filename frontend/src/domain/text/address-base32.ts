/**
 * The spelling of an Algorand address: base32 (RFC 4648, no padding) of the 32-byte public key
 * followed by its 4-byte checksum. Checking or making the checksum takes a SHA-512/256 and lives in
 * algorand-address.ts; this module needs no hash, so the /resolve page can decode the one address it
 * uses (the scan sponsor's, checked when the app is built).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const PUBLIC_KEY_BYTES = 32
export const CHECKSUM_BYTES = 4
const ADDRESS_LENGTH = 58

export function base32Encode(bytes: Uint8Array): string {
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

/** The public key and checksum an address spells; throws when it is not 58 base32 characters. */
export function spelledAddress(address: string): { publicKey: Uint8Array; checksum: Uint8Array } {
  if (address.length !== ADDRESS_LENGTH) throw new Error('address seems to be malformed')
  const bytes = base32Decode(address)
  return { publicKey: bytes.slice(0, PUBLIC_KEY_BYTES), checksum: bytes.slice(PUBLIC_KEY_BYTES) }
}
