/**
 * The guest list given to a door device at pairing: the owner's browser seals the event's guest-list
 * private key (made by the owner's wallet, wallet-keys.ts) to the door's own X25519 key; the door
 * opens it with that key, which never leaves its browser, and can then open the registrations'
 * sealed details as the owner does. Loaded only by pairing and the door screen.
 */
import { doorKeyContext } from '../../domain/check-in/door-key-note'
import { agreementKeyPair, seal, sealKeyPair, type KeyAgreement, type SealKeyPair } from './sealed-box'
import { guestListPrivateKey } from './wallet-keys'
import type { GuestListScope } from './guest-list'

const KEY_BYTES = 32

/** The event's guest-list private key, from the owner's guest-list signature, sealed to the door. */
export function sealGuestListForDoor(
  guestListSignature: Uint8Array,
  doorSealKey: Uint8Array,
  scope: GuestListScope,
  door: string,
): Promise<Uint8Array> {
  return seal(
    guestListPrivateKey(guestListSignature),
    doorSealKey,
    doorKeyContext(scope.appId, scope.genesisHash, scope.eventId, door),
  )
}

/**
 * The guest-list key pair a door was given, opened with the door's own key; null when the box does
 * not open for this door and event (another door's, another event's, altered) or holds no key.
 */
export async function openGuestListForDoor(
  agreement: KeyAgreement,
  sealed: Uint8Array,
  scope: GuestListScope,
  door: string,
): Promise<SealKeyPair | null> {
  const opened = await agreementKeyPair(agreement).open(
    sealed,
    doorKeyContext(scope.appId, scope.genesisHash, scope.eventId, door),
  )
  if (!opened.ok || opened.plaintext.length !== KEY_BYTES) return null
  return sealKeyPair(opened.plaintext)
}
