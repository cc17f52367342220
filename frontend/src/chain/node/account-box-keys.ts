/** Box names that hold an account (see box-keys.ts), from its checked address. */
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import { boxName, uint64Bytes } from './box-keys'

export function registrationBoxName(attendee: string, eventSeq: bigint): Uint8Array {
  return boxName('r', uint64Bytes(eventSeq), publicKeyFromAddress(attendee))
}

export function doorBoxName(door: string, eventSeq: bigint): Uint8Array {
  return boxName('d', uint64Bytes(eventSeq), publicKeyFromAddress(door))
}

export function ownerCountBoxName(owner: string): Uint8Array {
  return boxName('c', publicKeyFromAddress(owner))
}

export function ownerPageBoxName(owner: string, page: bigint): Uint8Array {
  return boxName('p', publicKeyFromAddress(owner), uint64Bytes(page))
}
