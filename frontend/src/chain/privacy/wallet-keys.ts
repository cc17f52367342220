/**
 * Keys a wallet makes without storing anything: the wallet signs one never-sendable transaction
 * (chain/node/unsendable-transaction.ts) whose note names the site, the app, the event and what the
 * key opens, bound to the network (its genesis) and the account (sender and receiver). Ed25519
 * signatures are deterministic, so the same wallet gives the same 64 bytes on any device, and no
 * other key can; HKDF-SHA256 turns them into the key. One signature opens one thing: the guest list
 * of one event at one key version (the owner replaces a key by moving to the next version), or the
 * tickets of one attendee for one event. Anyone who obtains a signature can make its key, so the
 * note says plainly on which site alone to sign it.
 */
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { ticketCommitmentMessage, type TicketScope } from '../../domain/check-in/ticket'

export type { TicketScope }

const KEY_BYTES = 32
const SALT = new TextEncoder().encode('DynaQR wallet keys v2')

/** What a key signature opens: an event's guest list at a key version, or the attendee's tickets to it. */
export type KeyPurpose = { kind: 'guest-list'; eventId: string; version: number } | { kind: 'tickets'; eventId: string }

/** Where the signature may be made: the site people use, and the app and network behind it. */
export interface KeySite {
  /** The site's origin as people see it, e.g. https://dynaqr.app. */
  site: string
  appId: bigint
}

/** The note of the transaction whose signature makes the key: what the wallet shows before signing. */
export function walletKeyNote({ site, appId }: KeySite, purpose: KeyPurpose): string {
  const opens =
    purpose.kind === 'guest-list'
      ? `the guest list of event ${purpose.eventId} (key ${purpose.version})`
      : `your tickets to event ${purpose.eventId}`
  return (
    `DynaQR at ${site}: this signature opens ${opens}. Nothing is sent. ` +
    `Sign this only on ${site}: anyone else who gets it can open the same. (app ${appId})`
  )
}

/** A short, stable name for the signature a purpose needs, to keep it for the session. */
export function keyPurposeName(purpose: KeyPurpose): string {
  return purpose.kind === 'guest-list'
    ? `guest-list:${purpose.eventId}:${purpose.version}`
    : `tickets:${purpose.eventId}`
}

function derive(signature: Uint8Array, info: string): Uint8Array {
  return hkdf(sha256, signature, SALT, new TextEncoder().encode(info), KEY_BYTES)
}

/** The X25519 private key of an event's guest list, from the owner's guest-list signature. */
export function guestListPrivateKey(guestListSignature: Uint8Array): Uint8Array {
  return derive(guestListSignature, 'guest-list')
}

/**
 * The secret of an attendee's ticket number `number` (1 for the first registration, one more after
 * each refund), from their tickets signature for the event: the door reveals it at check-in.
 */
export function ticketSecret(ticketsSignature: Uint8Array, number: number): Uint8Array {
  return derive(ticketsSignature, `ticket:${number}`)
}

/**
 * What the registration stores and the contract checks at the door: the SHA-256 of the ticket's
 * commitment message (domain/check-in/ticket.ts), so a secret revealed for one registration is worth nothing
 * for any other.
 */
export function ticketCommitment(scope: TicketScope, number: number, secret: Uint8Array): Uint8Array {
  return sha256(ticketCommitmentMessage(scope, number, secret))
}
