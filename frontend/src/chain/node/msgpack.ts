/**
 * Canonical msgpack, the encoding of Algorand transactions, for the transactions the read path
 * builds without algosdk: the resolver's sponsored scan (sponsored-scan.ts), the simulate request
 * of an owner's event page (owner-event-records.ts) and the nft-gated access proof
 * (access-proof.ts). Supports exactly what those need:
 * maps with sorted string keys, strings, byte arrays, unsigned integers, booleans and arrays.
 * Encoding the same transaction with algosdk gives identical bytes (sponsored-scan.spec.ts).
 */
export type MsgpackValue =
  string | number | bigint | boolean | Uint8Array | MsgpackValue[] | { [key: string]: MsgpackValue }

const encoder = new TextEncoder()

function header(prefix: number, length: number, small: number, tags: [number, number, number]): number[] {
  if (length < small) return [prefix | length]
  if (length < 0x100 && tags[0] !== 0) return [tags[0], length]
  if (length < 0x10000) return [tags[1], length >> 8, length & 0xff]
  return [tags[2], (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff]
}

function unsigned(value: bigint): number[] {
  if (value < 0n) throw new Error('msgpack: negative integers are not supported')
  if (value < 0x80n) return [Number(value)]
  const [tag, bytes] =
    value < 0x100n ? [0xcc, 1] : value < 0x10000n ? [0xcd, 2] : value < 0x100000000n ? [0xce, 4] : [0xcf, 8]
  const out = [tag]
  for (let i = bytes - 1; i >= 0; i--) out.push(Number((value >> BigInt(8 * i)) & 0xffn))
  return out
}

function write(value: MsgpackValue, out: number[]): void {
  if (typeof value === 'boolean') {
    out.push(value ? 0xc3 : 0xc2)
  } else if (typeof value === 'bigint' || typeof value === 'number') {
    out.push(...unsigned(BigInt(value)))
  } else if (typeof value === 'string') {
    const bytes = encoder.encode(value)
    out.push(...header(0xa0, bytes.length, 32, [0xd9, 0xda, 0xdb]), ...bytes)
  } else if (value instanceof Uint8Array) {
    out.push(...header(0, value.length, 0, [0xc4, 0xc5, 0xc6]), ...value)
  } else if (Array.isArray(value)) {
    out.push(...header(0x90, value.length, 16, [0, 0xdc, 0xdd]))
    value.forEach((item) => write(item, out))
  } else {
    const keys = Object.keys(value).sort()
    out.push(...header(0x80, keys.length, 16, [0, 0xde, 0xdf]))
    for (const key of keys) {
      write(key, out)
      write(value[key], out)
    }
  }
}

export function encodeMsgpack(value: MsgpackValue): Uint8Array {
  const out: number[] = []
  write(value, out)
  return Uint8Array.from(out)
}

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
