/**
 * The guest list's private side: attendees seal their details to the event's key before signing,
 * and the owner, with the key their wallet makes (wallet-keys.ts), opens each registration's note.
 * Loaded only where registration and the attendee list need it.
 */
import { fromBase64Url } from '../../domain/text/base64url'
import {
  decodeContact,
  encodeContact,
  sealContext,
  type GuestContact,
  type GuestDetails,
  type ParsedRegistrationNote,
} from '../../domain/details/registration-note'
import { sameBytes } from '../node/bytes'
import { seal, sealKeyPair, type SealKeyPair } from './sealed-box'
import { guestListPrivateKey } from './wallet-keys'

export { seal, sealKeyPair, type GuestDetails, type SealKeyPair }

export interface GuestListScope {
  appId: bigint
  genesisHash: Uint8Array
  eventId: string
}

export function sealGuestContact(
  contact: GuestContact,
  sealKey: string,
  scope: GuestListScope,
  attendee: string,
): Promise<Uint8Array> {
  const key = fromBase64Url(sealKey)
  if (!key) throw new Error('The event has no valid guest list key')
  return seal(encodeContact(contact), key, sealContext(scope.appId, scope.genesisHash, scope.eventId, attendee))
}

/** A guest-list key pair of the event, from the owner's signature for that event and key version. */
export function guestListKeyPair(guestListSignature: Uint8Array): Promise<SealKeyPair> {
  return sealKeyPair(guestListPrivateKey(guestListSignature))
}

/** A registration's details, opened with the key pair of the version it was sealed to (null: none held). */
export async function openGuestDetails(
  keyPair: SealKeyPair | null,
  scope: GuestListScope,
  attendee: string,
  note: ParsedRegistrationNote | null,
): Promise<GuestDetails> {
  if (!note) return { kind: 'missing' }
  if (note.kind === 'public') return { kind: 'public', contact: note.contact }
  if (note.kind === 'none') return { kind: 'none' }
  if (!keyPair) return { kind: 'otherKey' }
  const opened = await keyPair.open(note.sealed, sealContext(scope.appId, scope.genesisHash, scope.eventId, attendee))
  const contact = opened.ok ? decodeContact(opened.plaintext) : null
  return contact ? { kind: 'sealed', contact } : { kind: 'unreadable' }
}

/** Whether a key pair is the one whose public key the event published. */
export function isEventKey(keyPair: SealKeyPair, sealKey: string | null): boolean {
  const published = sealKey ? fromBase64Url(sealKey) : null
  return published !== null && sameBytes(published, keyPair.publicKey)
}
