/**
 * A door device driven from Node: a fresh Ed25519 key, as a door's browser makes one with
 * WebCrypto, paired with the event by its owner through the app's own chain layer.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { ed25519 } from '@noble/curves/ed25519.js'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import { fail, ok, type Result } from '../../frontend/src/domain/messages/result'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import type { Registration } from '../../frontend/src/domain/registration/registration'
import { type ChainApi, type DoorChain, type DoorKeyPair, doorAddress } from '../../frontend/src/chain/node-api'

/** Enough for the door's minimum balance and a hundred check-ins. */
export const DOOR_FUNDING = AlgoAmount.Algos(0.2)

export function newDoorKey(): DoorKeyPair & { address: string } {
  const secretKey = ed25519.utils.randomSecretKey()
  const key = {
    publicKey: ed25519.getPublicKey(secretKey),
    sign: async (message: Uint8Array) => ed25519.sign(message, secretKey),
  }
  return { ...key, address: doorAddress(key) }
}

/** A door the owner pairs with the event (and funds), ready to check tickets in. */
export async function pairedDoor(owner: ChainApi, event: DynaEvent, name = 'Main entrance'): Promise<DoorChain> {
  const key = newDoorKey()
  const paired = await owner.addDoor(event, key.address, name, DOOR_FUNDING.microAlgo)
  if (!paired.ok) throw new Error(`pairing a door failed: ${paired.error}`)
  return owner.doorChain(key)
}

/** The attendee shows their ticket (their wallet makes it) and the door checks them in. */
export async function checkInAtDoor(
  door: DoorChain,
  attendee: ChainApi,
  event: DynaEvent,
  registration: Registration,
  appId: bigint,
): Promise<Result<{ txId: string }>> {
  const shown = await attendee.showTicket(event, registration)
  if (!shown.ok) return shown
  const ticket = parseTicket(shown.value, { appId, eventId: event.eventId })
  if (!ticket.ok) return ticket
  const outcome = await door.checkIn(ticket.value, BigInt(event.seq))
  return outcome.status === 'recorded' ? ok({ txId: outcome.txId }) : fail(outcome.reason)
}
