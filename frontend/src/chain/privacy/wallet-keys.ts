/**
 * Keys a wallet makes without storing anything: the wallet signs one never-sendable transaction
 * (chain/node/unsendable-transaction.ts) bound to this app, the network (its genesis) and the
 * account (sender and receiver); Ed25519 signatures are deterministic, so the same wallet gives the
 * same 64 bytes on any device, and no other key can. HKDF-SHA256 turns them into one key per use:
 * the organiser's guest-list key of each event, the attendee's ticket secret of each registration.
 * Anyone who obtains that signature can make these keys: the wallet should sign it for DynaQR only.
 */
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'

const KEY_BYTES = 32
const SALT = new TextEncoder().encode('DynaQR wallet keys v1')

/** The note of the transaction whose signature the keys come from: what the wallet shows. */
export function walletKeyNote(appId: bigint): string {
  return `DynaQR key: never sent, signed only to make your keys for ${JSON.stringify({ app: appId.toString() })}`
}

function derive(signature: Uint8Array, info: string): Uint8Array {
  return hkdf(sha256, signature, SALT, new TextEncoder().encode(info), KEY_BYTES)
}

/** The X25519 private key of an event's guest list, for the event's owner. */
export function guestListPrivateKey(signature: Uint8Array, eventId: string): Uint8Array {
  return derive(signature, `guest-list:${eventId}`)
}

/**
 * The secret of an attendee's `number`th ticket for an event (0 for the first registration, one
 * more after each refund): the door reveals it at check-in, so a new registration needs a new one.
 */
export function ticketSecret(signature: Uint8Array, eventId: string, number: number): Uint8Array {
  return derive(signature, `ticket:${eventId}:${number}`)
}

/** What the registration stores: SHA-256 of the ticket's secret. */
export function ticketCommitment(secret: Uint8Array): Uint8Array {
  return sha256(secret)
}
