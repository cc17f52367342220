/**
 * The guest list as its readers open it: each registration's sealed details, with the key pairs the
 * reader holds: the owner's (their wallet makes them) or the one a door device was given at
 * pairing, sealed to its own X25519 key in the owner's add_door note. Nothing here signs or sends,
 * so a paired door reads its guest list without the write path; the cryptography loads only when
 * there is something to open.
 */
import type { DynaEvent } from '../domain/event/event'
import { fromBase64Url } from '../domain/text/base64url'
import type { ReadContext } from './node/read-context'
import type { GuestDetails, SealKeyPair } from './privacy/guest-list'
import type { KeyAgreement } from './privacy/sealed-box'
import { doorPairingNote } from './read/door-pairing-note'
import type { DoorDevice } from './read/list-doors'
import { registrationNotes, type RegistrationNoteRef } from './read/registration-notes'

export type { KeyAgreement }

/** The key pair that opens registrations sealed to a key version; null where none is held for it. */
export type GuestListKeys = (version: number) => SealKeyPair | null

/**
 * Each registration's details, by attendee address, opened with the guest list's key pair of its
 * version (the owner's, or the one a door device was given): one block read per registration round.
 */
export async function openGuestList(
  ctx: ReadContext,
  keys: GuestListKeys,
  eventId: string,
  registrations: readonly RegistrationNoteRef[],
): Promise<Map<string, GuestDetails>> {
  const { openGuestDetails } = await import('./privacy/guest-list')
  const { genesisHash } = await ctx.algodRest.getTransactionParams()
  const scope = { appId: ctx.config.appId, genesisHash, eventId }
  const notes = await registrationNotes(ctx, eventId, registrations)
  const details = new Map<string, GuestDetails>()
  for (const { attendeeAddress, sealKeyVersion } of registrations) {
    const note = notes.get(attendeeAddress) ?? null
    details.set(attendeeAddress, await openGuestDetails(keys(sealKeyVersion), scope, attendeeAddress, note))
  }
  return details
}

/** Whether `sealKey` is a usable public key (32 bytes). */
export function isSealKey(sealKey: string | null): boolean {
  return Boolean(sealKey && fromBase64Url(sealKey)?.length === 32)
}

/** What a door device can read of the guest list. */
export type DoorGuestList =
  /** The owner shared it at pairing: `open` gives each registration's details, by attendee address. */
  | { status: 'shared'; open(registrations: readonly RegistrationNoteRef[]): Promise<Map<string, GuestDetails>> }
  /** Paired without it (the owner chose not to, the event has no guest-list key, or this browser has no X25519 key). */
  | { status: 'not-shared' }
  /** A note for this door that does not open with its key, or opens a key that is not the event's. */
  | { status: 'unreadable' }

/**
 * The guest list as the door at `door.address` can read it, with its own X25519 key `agreement`
 * (null where this browser has none). Throws when the node cannot be reached.
 */
export async function doorGuestList(
  ctx: ReadContext,
  event: DynaEvent,
  door: Pick<DoorDevice, 'address' | 'pairedRound'>,
  agreement: KeyAgreement | null,
): Promise<DoorGuestList> {
  if (!agreement || !isSealKey(event.sealKey)) return { status: 'not-shared' }
  const note = await doorPairingNote(ctx, {
    owner: event.owner,
    eventId: event.eventId,
    door: door.address,
    pairedRound: door.pairedRound,
  })
  if (!note) return { status: 'not-shared' }
  const { openGuestListForDoor } = await import('./privacy/door-guest-list')
  const { isEventKey } = await import('./privacy/guest-list')
  const { genesisHash } = await ctx.algodRest.getTransactionParams()
  const scope = { appId: ctx.config.appId, genesisHash, eventId: event.eventId }
  const keyPair = await openGuestListForDoor(agreement, note.sealed, scope, door.address)
  if (!keyPair || !isEventKey(keyPair, event.sealKey)) return { status: 'unreadable' }
  // The door holds the event's current key: registrations sealed to an earlier one stay closed to it.
  const keys = (version: number) => (version === event.sealKeyVersion ? keyPair : null)
  return { status: 'shared', open: (registrations) => openGuestList(ctx, keys, event.eventId, registrations) }
}
