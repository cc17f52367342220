/**
 * The add_door note that gives a door device the event's guest list: the guest-list private key,
 * sealed to the door's own X25519 key (chain/privacy/sealed-box.ts), so only that device opens it.
 * Public on-chain, so it says only what the call shows anyway (the event and the door's account)
 * and the sealed box. ARC-2 prefixed: 'dynaqr:j' then JSON.
 */
import { fromBase64Url, toBase64Url } from '../text/base64url'
import { ARC2_PREFIX } from '../details/registration-note'

const TYPE = 'door_guest_list'

/** What a door's pairing note carries, and a reader finds in it. */
export interface DoorKeyNote {
  eventId: string
  /** The door device's account. */
  door: string
  /** The guest-list private key, sealed to the door's X25519 key. */
  sealed: Uint8Array
}

/** The bytes every such note starts with: where an indexer is asked for them by prefix. */
export const DOOR_KEY_NOTE_PREFIX = `${ARC2_PREFIX}{"type":"${TYPE}"`

export function buildDoorKeyNote(note: DoorKeyNote): string {
  return (
    ARC2_PREFIX +
    JSON.stringify({ type: TYPE, eventId: note.eventId, door: note.door, sealed: toBase64Url(note.sealed) })
  )
}

/** The note's fields, or null when it is not a door's guest-list note. */
export function parseDoorKeyNote(note: Uint8Array): DoorKeyNote | null {
  try {
    const raw = new TextDecoder('utf-8', { fatal: true }).decode(note)
    if (!raw.startsWith(ARC2_PREFIX)) return null
    const json: unknown = JSON.parse(raw.slice(ARC2_PREFIX.length))
    if (!json || typeof json !== 'object') return null
    const { type, eventId, door, sealed } = json as Record<string, unknown>
    if (type !== TYPE || typeof eventId !== 'string' || typeof door !== 'string' || typeof sealed !== 'string')
      return null
    const bytes = fromBase64Url(sealed)
    return bytes ? { eventId, door, sealed: bytes } : null
  } catch {
    return null
  }
}

/**
 * What the sealed key authenticates besides itself: the app, the network, the event and the door,
 * so that a box copied into another door's or another event's pairing does not open.
 */
export function doorKeyContext(appId: bigint, genesisHash: Uint8Array, eventId: string, door: string): Uint8Array {
  const scope = JSON.stringify({ app: appId.toString(), network: toBase64Url(genesisHash), eventId, door })
  return new TextEncoder().encode(`DynaQR door guest list ${scope}`)
}
