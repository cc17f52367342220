/**
 * The guest list at the door on the real node, through the app's own chain layer: the owner pairs a
 * door sharing the guest list, sealed to the door's X25519 key in the add_door note; the door reads
 * that note from the block of its pairing round, opens it with its key, and reads the guests' names.
 * A door paired without the guest list cannot, nor can another door's key open the first one's. The
 * door then checks a guest in without a ticket, and the registration says so.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECK_IN_MESSAGES } from '../../frontend/src/domain/check-in/check-in-messages'
import { GUEST_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import { parseDoorKeyNote } from '../../frontend/src/domain/check-in/door-key-note'
import { doorAgreement } from '../../frontend/src/testing/door-agreement'
import { DOOR_FUNDING, newDoorKey } from '../../scripts/lib/door-device'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { openSettings } from '../support/chain-inputs'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  registrationForm,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
})

/** A door-check-in event on now, with two guests registered under their names. */
async function eventWithGuests(): Promise<{ event: DynaEvent; zoe: Actor; ada: Actor }> {
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId('DOORLIST'), { settings: openSettings({ selfCheckIn: false }) }),
  )
  const [zoe, ada] = [await net.actor(3), await net.actor(3)]
  succeeded(await registerByEventId(zoe.chain, eventId, 0, registrationForm('Zoë Saldaña')))
  succeeded(await registerByEventId(ada.chain, eventId, 0, registrationForm('Ada Lovelace')))
  return { event: await heldEvent(owner, eventId), zoe, ada }
}

/** A door device as its browser makes it: an Ed25519 account and an X25519 key for the guest list. */
async function doorDevice() {
  return { key: newDoorKey(), agreement: await doorAgreement() }
}

/** The notes of the app calls in `round`'s block, as a block explorer shows them. */
async function notesOfRound(round: number): Promise<Uint8Array[]> {
  const { server, port, token } = net.config.algod
  const response = await fetch(`${server}:${port}/v2/blocks/${round}?format=json`, {
    headers: { 'X-Algo-API-Token': token },
  })
  const body = (await response.json()) as { block?: { txns?: { txn?: { note?: string } }[] } }
  return (body.block?.txns ?? []).flatMap(({ txn }) => (txn?.note ? [Buffer.from(txn.note, 'base64')] : []))
}

describe('the guest list at the door', () => {
  it("opens with the key sealed in the door's pairing note; the note holds only a sealed box", async () => {
    const { event, zoe, ada } = await eventWithGuests()
    const door = await doorDevice()
    succeeded(
      await owner.chain.addDoor(
        event,
        door.key.address,
        'North gate',
        DOOR_FUNDING.microAlgo,
        door.agreement.publicKey,
      ),
    )
    const paired = await owner.chain.getDoor(event, door.key.address)
    expect(paired?.pairedRound).toBeGreaterThan(0)

    // The pairing's block: one door note for this event and door, and nothing readable in it.
    const notes = await notesOfRound(paired!.pairedRound)
    const doorNotes = notes.map((note) => parseDoorKeyNote(note)).filter((note) => note !== null)
    expect(doorNotes).toEqual([{ eventId: event.eventId, door: door.key.address, sealed: expect.any(Uint8Array) }])
    for (const note of notes) expect(Buffer.from(note).toString('latin1')).not.toMatch(/Saldaña|Lovelace/)

    // The door reads with a client of its own: no wallet, nothing but its keys.
    const doorReader = (await net.actor(0.2)).chain
    const list = await doorReader.doorGuestList(event, paired!, door.agreement)
    if (list.status !== 'shared') throw new Error(`expected the guest list, got ${list.status}`)
    const registrations = await doorReader.listRegistrations(event)
    const details = await list.open(registrations)
    const names = [zoe, ada].map((guest) => {
      const found = details.get(guest.address)
      return found && 'contact' in found ? found.contact.name : null
    })
    expect(names).toEqual(['Zoë Saldaña', 'Ada Lovelace'])

    // The door checks Zoë in without her ticket: recorded as checked in by the organiser.
    const doorChain = doorReader.doorChain(door.key)
    expect(await doorChain.admit(event.eventId, zoe.address, BigInt(event.seq))).toMatchObject({ status: 'recorded' })
    expect(await heldRegistration(zoe, event.eventId)).toMatchObject({
      status: 'attended',
      attendanceMethod: 'checked in by the organiser',
    })
    expect(await doorChain.admit(event.eventId, zoe.address, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: CHECK_IN_MESSAGES.alreadyUsed,
    })
  })

  it("cannot be read by a door paired without it, nor with another door's key", async () => {
    const { event } = await eventWithGuests()
    const shared = await doorDevice()
    const ticketsOnly = await doorDevice()
    succeeded(
      await owner.chain.addDoor(
        event,
        shared.key.address,
        'North gate',
        DOOR_FUNDING.microAlgo,
        shared.agreement.publicKey,
      ),
    )
    succeeded(await owner.chain.addDoor(event, ticketsOnly.key.address, 'South gate', DOOR_FUNDING.microAlgo))
    const reader = (await net.actor(0.2)).chain

    const south = (await reader.getDoor(event, ticketsOnly.key.address))!
    expect(await reader.doorGuestList(event, south, ticketsOnly.agreement)).toEqual({ status: 'not-shared' })
    // The south door's key on the north door's note: it does not open.
    const north = (await reader.getDoor(event, shared.key.address))!
    expect(await reader.doorGuestList(event, north, ticketsOnly.agreement)).toEqual({ status: 'unreadable' })
    // A browser without X25519 has nothing to open it with.
    expect(await reader.doorGuestList(event, north, null)).toEqual({ status: 'not-shared' })
  })

  it('is refused to a wallet that does not hold the guest-list key, before anything is sent', async () => {
    const { event } = await eventWithGuests()
    const door = await doorDevice()
    const stranger = await net.actor(3)
    expect(
      await stranger.chain.addDoor(
        event,
        door.key.address,
        'Side door',
        DOOR_FUNDING.microAlgo,
        door.agreement.publicKey,
      ),
    ).toEqual({ ok: false, error: GUEST_LIST_MESSAGES.wrongWallet })
    expect(await owner.chain.getDoor(event, door.key.address)).toBeNull()
  })
})
