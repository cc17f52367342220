/**
 * Box names of the DynaQR contract (records.algo.ts): event 'e' + id, registration
 * 'r' + uint64 event sequence + attendee, door device 'd' + uint64 event sequence + device, owner
 * count 'c' + owner, owner page 'p' + owner + uint64 page. Struct keys are encoded in field order (alphabetical), integers big-endian.
 */
import { publicKeyFromAddress } from '../../domain/algorand-address'

const encoder = new TextEncoder()

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
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

function prefix(letter: 'e' | 'r' | 'd' | 'c' | 'p'): Uint8Array {
  return encoder.encode(letter)
}

export function eventBoxName(eventId: string): Uint8Array {
  return concat(prefix('e'), encoder.encode(eventId))
}

export function registrationBoxName(attendee: string, eventSeq: bigint): Uint8Array {
  return concat(registrationBoxPrefix(eventSeq), publicKeyFromAddress(attendee))
}

/** The name prefix every registration box of one event shares. */
export function registrationBoxPrefix(eventSeq: bigint): Uint8Array {
  return concat(prefix('r'), uint64Bytes(eventSeq))
}

/** The name prefix every door device box of one event shares. */
export function doorBoxPrefix(eventSeq: bigint): Uint8Array {
  return concat(prefix('d'), uint64Bytes(eventSeq))
}

export function doorBoxName(door: string, eventSeq: bigint): Uint8Array {
  return concat(doorBoxPrefix(eventSeq), publicKeyFromAddress(door))
}

export function ownerCountBoxName(owner: string): Uint8Array {
  return concat(prefix('c'), publicKeyFromAddress(owner))
}

export function ownerPageBoxName(owner: string, page: bigint): Uint8Array {
  return concat(prefix('p'), publicKeyFromAddress(owner), uint64Bytes(page))
}
