/**
 * The guest list at the door. Pairing: the owner's browser seals the event's guest-list private key
 * (their wallet makes it, one signature per page) to the door's own X25519 key, into the add_door
 * call's note. At the door: the device reads that note from the block of its pairing round, opens
 * it with its key, and opens the registrations' sealed details with what it was given. The
 * cryptography loads only when one of these runs.
 */
import { buildDoorKeyNote } from '../../domain/check-in/door-key-note'
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../domain/event/event'
import { DOOR_MESSAGES } from '../../domain/check-in/door-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { ReadContext } from '../node/read-context'
import type { GuestDetails } from '../privacy/guest-list'
import type { KeyAgreement } from '../privacy/sealed-box'
import { doorPairingNote } from '../read/door-pairing-note'
import type { RegistrationNoteRef } from '../read/registration-notes'
import type { DoorDevice } from '../read/list-doors'
import type { ChainContext } from './client'
import { guestListPurpose, isSealKey, openGuestList } from './guest-list'
import { walletKeySignature } from './wallet-keys-signature'

export type { KeyAgreement }

/** What a door device can read of the guest list. */
export type DoorGuestList =
  /** The owner shared it at pairing: `open` gives each registration's details, by attendee address. */
  | { status: 'shared'; open(registrations: readonly RegistrationNoteRef[]): Promise<Map<string, GuestDetails>> }
  /** Paired without it (the owner chose not to, the event has no guest-list key, or this browser has no X25519 key). */
  | { status: 'not-shared' }
  /** A note for this door that does not open with its key, or opens a key that is not the event's. */
  | { status: 'unreadable' }

const KEY_BYTES = 32

/**
 * The add_door note that gives the door at `door` the event's guest list, sealed to its X25519 key
 * `doorSealKey`. The owner's wallet signs once (nothing sent) to make the key; a wallet whose key is
 * not the event's is refused, as the owner's own list refuses it.
 */
export async function doorGuestListNote(
  ctx: ChainContext,
  owner: string,
  event: DynaEvent,
  door: string,
  doorSealKey: Uint8Array,
): Promise<Result<string>> {
  if (!isSealKey(event.sealKey)) return fail(DOOR_MESSAGES.noKeyToShare)
  if (doorSealKey.length !== KEY_BYTES) return fail(DOOR_MESSAGES.doorKeyInvalid)
  if (owner !== event.owner) return fail(GUEST_LIST_MESSAGES.wrongWallet)
  const signature = await walletKeySignature(ctx, owner, guestListPurpose(event.eventId, event.sealKeyVersion))
  const { guestListKeyPair, isEventKey } = await import('../privacy/guest-list')
  if (!isEventKey(await guestListKeyPair(signature), event.sealKey)) {
    return fail(GUEST_LIST_MESSAGES.wrongWallet)
  }
  const { sealGuestListForDoor } = await import('../privacy/door-guest-list')
  const { genesisHash } = await ctx.algodRest.getTransactionParams()
  const scope = { appId: ctx.config.appId, genesisHash, eventId: event.eventId }
  const sealed = await sealGuestListForDoor(signature, doorSealKey, scope, door)
  return ok(buildDoorKeyNote({ eventId: event.eventId, door, sealed }))
}

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
  const { openGuestListForDoor } = await import('../privacy/door-guest-list')
  const { isEventKey } = await import('../privacy/guest-list')
  const { genesisHash } = await ctx.algodRest.getTransactionParams()
  const scope = { appId: ctx.config.appId, genesisHash, eventId: event.eventId }
  const keyPair = await openGuestListForDoor(agreement, note.sealed, scope, door.address)
  if (!keyPair || !isEventKey(keyPair, event.sealKey)) return { status: 'unreadable' }
  // The door holds the event's current key: registrations sealed to an earlier one stay closed to it.
  const keys = (version: number) => (version === event.sealKeyVersion ? keyPair : null)
  return { status: 'shared', open: (registrations) => openGuestList(ctx, keys, event.eventId, registrations) }
}
