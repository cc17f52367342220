import { describe, expect, it } from 'vitest'
import { toBase64Url } from '../../domain/text/base64url'
import { buildRegistrationNote, parseRegistrationNote, type GuestContact } from '../../domain/details/registration-note'
import { doorAgreement } from '../../testing/door-agreement'
import { openGuestListForDoor, sealGuestListForDoor } from './door-guest-list'
import { guestListKeyPair, isEventKey, openGuestDetails, sealGuestContact } from './guest-list'

const OWNER_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index * 5)
const scope = { appId: 7n, genesisHash: new Uint8Array(32).fill(9), eventId: 'EV-1' }
const DOOR = 'DOORACCOUNT'
const contact: GuestContact = { name: 'Zoë Saldaña', email: 'zoe@example.com', phone: '' }

describe('the guest list given to a door', () => {
  it("opens with the door's own key into the event's guest-list key, which opens what attendees sealed", async () => {
    const door = await doorAgreement()
    const sealed = await sealGuestListForDoor(OWNER_SIGNATURE, door.publicKey, scope, DOOR)
    const keyPair = await openGuestListForDoor(door, sealed, scope, DOOR)
    const owners = await guestListKeyPair(OWNER_SIGNATURE)
    expect(keyPair?.publicKey).toEqual(owners.publicKey)
    expect(isEventKey(keyPair!, toBase64Url(owners.publicKey))).toBe(true)

    const box = await sealGuestContact(contact, toBase64Url(owners.publicKey), scope, 'ATTENDEE')
    const note = parseRegistrationNote(
      new TextEncoder().encode(
        buildRegistrationNote({ eventId: 'EV-1', attendee: 'ATTENDEE', tier: 0, amount: '0' }, box),
      ),
    )
    expect(await openGuestDetails(keyPair!, scope, 'ATTENDEE', note)).toEqual({ kind: 'sealed', contact })
  })

  it('does not open with another door’s key, nor for another door, event, app or network', async () => {
    const door = await doorAgreement()
    const sealed = await sealGuestListForDoor(OWNER_SIGNATURE, door.publicKey, scope, DOOR)
    expect(await openGuestListForDoor(await doorAgreement(), sealed, scope, DOOR)).toBeNull()
    expect(await openGuestListForDoor(door, sealed, scope, 'ANOTHERDOOR')).toBeNull()
    expect(await openGuestListForDoor(door, sealed, { ...scope, eventId: 'EV-2' }, DOOR)).toBeNull()
    expect(await openGuestListForDoor(door, sealed, { ...scope, appId: 8n }, DOOR)).toBeNull()
    expect(await openGuestListForDoor(door, sealed, { ...scope, genesisHash: new Uint8Array(32) }, DOOR)).toBeNull()
  })

  it('does not open an altered or truncated box', async () => {
    const door = await doorAgreement()
    const sealed = await sealGuestListForDoor(OWNER_SIGNATURE, door.publicKey, scope, DOOR)
    const altered = Uint8Array.from(sealed)
    altered[altered.length - 1] ^= 1
    expect(await openGuestListForDoor(door, altered, scope, DOOR)).toBeNull()
    expect(await openGuestListForDoor(door, sealed.subarray(0, 40), scope, DOOR)).toBeNull()
  })

  it('keeps the key out of the note: the sealed bytes do not hold it', async () => {
    const door = await doorAgreement()
    const sealed = await sealGuestListForDoor(OWNER_SIGNATURE, door.publicKey, scope, DOOR)
    const { guestListPrivateKey } = await import('./wallet-keys')
    const privateKey = toBase64Url(guestListPrivateKey(OWNER_SIGNATURE))
    expect(toBase64Url(sealed)).not.toContain(privateKey.slice(0, 12))
  })
})
