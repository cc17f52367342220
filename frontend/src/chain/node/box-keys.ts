/**
 * Box names of the DynaQR contract, built from box-layout.ts's prefixes. The names that hold an
 * account are in account-box-keys.ts: they check the address, which takes a SHA-512/256 the
 * /resolve page does without.
 */
import type { BoxPrefix } from './box-layout'

const encoder = new TextEncoder()

/** The box name of `prefix` followed by `parts`. */
export function boxName(prefix: BoxPrefix, ...parts: Uint8Array[]): Uint8Array {
  const head = encoder.encode(prefix)
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, head.length))
  out.set(head)
  let offset = head.length
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function uint64Bytes(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}

export function eventBoxName(eventId: string): Uint8Array {
  return boxName('e', encoder.encode(eventId))
}

/** The name prefix every registration box of one event shares. */
export function registrationBoxPrefix(eventSeq: bigint): Uint8Array {
  return boxName('r', uint64Bytes(eventSeq))
}

/** The name prefix every door device box of one event shares. */
export function doorBoxPrefix(eventSeq: bigint): Uint8Array {
  return boxName('d', uint64Bytes(eventSeq))
}
