/**
 * A door's pairing note: the note of the owner's own add_door call for this event and this door,
 * found in the block of the round the door's box recorded (pairedRound), from algod, or through
 * the indexer (optional) when the node no longer keeps that block. Anyone may send an add_door call
 * or a look-alike note, even into the same block; only the owner's call for this event naming this
 * door counts.
 */
import { DOOR_KEY_NOTE_PREFIX, parseDoorKeyNote, type DoorKeyNote } from '../../domain/check-in/door-key-note'
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import type { AppCallRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import { sameBytes } from '../node/bytes'
import { READ_SELECTORS } from '../node/read-selectors'
import type { ReadContext } from '../node/read-context'

const ADD_DOOR = READ_SELECTORS.add_door

/** Who paired the door: the event's owner, its id, and the door's account and pairing round. */
export interface DoorPairing {
  owner: string
  eventId: string
  door: string
  pairedRound: number
}

/** The owner's add_door call for this event and door: the selector, the event id, then the door's account. */
function isOwnersPairingCall(call: AppCallRecord, pairing: DoorPairing): boolean {
  return (
    call.sender === pairing.owner &&
    sameBytes(call.appArgs[0], ADD_DOOR) &&
    sameBytes(call.appArgs[1], encodeArc4String(pairing.eventId)) &&
    sameBytes(call.appArgs[2], publicKeyFromAddress(pairing.door))
  )
}

/** The guest-list note of the owner's latest pairing call of this door among `calls`, if it has one. */
export function pairingNoteFromCalls(calls: readonly AppCallRecord[], pairing: DoorPairing): DoorKeyNote | null {
  const call = calls.findLast((candidate) => isOwnersPairingCall(candidate, pairing))
  const note = call ? parseDoorKeyNote(call.note) : null
  return note && note.eventId === pairing.eventId && note.door === pairing.door ? note : null
}

/**
 * The door's pairing note, or null when its pairing call carries none (or cannot be found). Throws
 * when the node cannot be reached.
 */
export async function doorPairingNote(ctx: ReadContext, pairing: DoorPairing): Promise<DoorKeyNote | null> {
  if (pairing.pairedRound <= 0) return null
  const round = BigInt(pairing.pairedRound)
  let calls = await ctx.algodRest.getBlockAppCalls(round, ctx.config.appId)
  if (!calls && ctx.indexerRest) {
    const prefix = new TextEncoder().encode(DOOR_KEY_NOTE_PREFIX)
    calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, pairing.owner, prefix, round)
  }
  return calls ? pairingNoteFromCalls(calls, pairing) : null
}
