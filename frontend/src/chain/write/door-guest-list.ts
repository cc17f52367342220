/**
 * The guest list for a door, at pairing: the owner's browser seals the event's guest-list private
 * key (their wallet makes it, one signature per page) to the door's own X25519 key, into the
 * add_door call's note. The door reads it with guest-list-read.ts. The cryptography loads only
 * when this runs.
 */
import { buildDoorKeyNote } from '../../domain/check-in/door-key-note'
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../domain/event/event'
import { DOOR_MESSAGES } from '../../domain/check-in/door-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { ChainContext } from './client'
import { isSealKey } from '../guest-list-read'
import { guestListPurpose } from './guest-list'
import { walletKeySignature } from './wallet-keys-signature'

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
