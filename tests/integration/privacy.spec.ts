/**
 * Private registration details on the real node: what an attendee types (name, email, phone) is in
 * no transaction note of any block from the event's creation to their registration; the owner's
 * client opens it with the key its wallet makes, another account's client cannot.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { beforeAll, describe, expect, it } from 'vitest'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { GUEST_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/guest-list-messages'
import { parseRegistrationNote } from '../../frontend/src/domain/details/registration-note'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  lastRoundOf,
  notesOfRounds,
  registrationForm,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'
import { registerByEventId } from '../../scripts/lib/attendee-flow'

let net: ChainTestNet
let owner: Actor

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(20)
})

const lastRound = () => lastRoundOf(net)
const notesOfBlocks = (first: bigint, last: bigint) => notesOfRounds(net, first, last)

/** The attendee's register_event note for the event, as text, read from the recent blocks. */
async function registrationNoteOf(attendee: string, eventId: string): Promise<string | undefined> {
  const last = await lastRound()
  const notes = await notesOfBlocks(last - 10n > 0n ? last - 10n : 1n, last)
  return notes.find((note) => {
    const parsed = parseRegistrationNote(new TextEncoder().encode(note))
    return parsed?.attendee === attendee && parsed.eventId === eventId
  })
}

/** register_event sent through the typed client with a note of the test's own. */
async function registerWithNote(actor: Actor, eventId: string, note: string): Promise<void> {
  await net.appClient.send.registerEvent({
    sender: actor.address,
    signer: actor.account.signer,
    args: {
      mbrPayment: net.algorand.createTransaction.payment({
        sender: actor.address,
        receiver: net.appClient.appAddress,
        amount: AlgoAmount.MicroAlgo(registrationBoxMbr()),
      }),
      eventId,
      tierIndex: 0n,
      ticketCommitment: crypto.getRandomValues(new Uint8Array(32)),
      waitlist: false,
    },
    note,
    populateAppCallResources: true,
  })
}

describe('private registration details', () => {
  it('are in no note of any block; the owner reads them, another account cannot', async () => {
    const first = (await lastRound()) + 1n
    const eventId = await createdEvent(owner, eventInput(uniqueId('PRIVATE')))
    const attendee = await net.actor(3)
    const details = registrationForm('Ada Lovelace', {
      attendeeEmail: 'ada.lovelace@analytical.example',
      attendeePhone: '+44 20 7946 0958',
    })
    const registered = succeeded(await registerByEventId(attendee.chain, eventId, 0, details))
    const last = await lastRound()

    const notes = await notesOfBlocks(first, last)
    expect(notes.length).toBeGreaterThan(0)
    for (const secret of ['Ada Lovelace', 'Lovelace', 'ada.lovelace@analytical.example', 'analytical', '7946 0958']) {
      expect(
        notes.filter((note) => note.includes(secret)),
        secret,
      ).toEqual([])
    }
    // The registration's note says only what is public anyway, and a sealed box.
    const registrationNote = notes
      .map((note) => parseRegistrationNote(new TextEncoder().encode(note)))
      .find((parsed) => parsed?.attendee === attendee.address)
    expect(registrationNote).toMatchObject({ kind: 'sealed', eventId, attendee: attendee.address })

    const event = await heldEvent(owner, eventId)
    const list = await owner.chain.listRegistrations(event)
    const opened = succeeded(await owner.chain.readGuestList(event, list))
    expect(opened.get(attendee.address)).toEqual({
      kind: 'sealed',
      contact: { name: 'Ada Lovelace', email: 'ada.lovelace@analytical.example', phone: '+44 20 7946 0958' },
    })

    // Another account, the attendee included, is refused before anything is read.
    expect(await attendee.chain.readGuestList(event, list)).toEqual({
      ok: false,
      error: GUEST_LIST_MESSAGES.wrongWallet,
    })
    expect(registered.registration.status).toBe('confirmed')
  })

  it('a fresh client of the owner (nothing stored) reads them again; a copied box and an older public note are told apart', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('PRIVATE')))
    const [ada, grace, copier, older] = [await net.actor(3), await net.actor(3), await net.actor(3), await net.actor(3)]
    succeeded(await registerByEventId(ada.chain, eventId, 0, registrationForm('Ada', { attendeePhone: '555' })))
    succeeded(await registerByEventId(grace.chain, eventId, 0, registrationForm('Grace')))
    // Ada's sealed box copied into another account's registration note, and a note as clients
    // wrote them before details were sealed: plain JSON, no prefix.
    const adaNote = (await registrationNoteOf(ada.address, eventId))!
    await registerWithNote(copier, eventId, adaNote.replace(ada.address, copier.address))
    const legacy = {
      type: 'event_registration',
      eventId,
      attendee: older.address,
      metadata: { attendeeName: 'Old Timer', attendeeEmail: 'old@example.com', attendeePhone: '' },
    }
    await registerWithNote(older, eventId, JSON.stringify(legacy))

    // The owner on another device: a new chain layer over empty storage, the same wallet.
    const { chainApiFor } = await import('../../scripts/lib/node-chain')
    const elsewhere = chainApiFor(net.config, net.algorand, owner.account)
    const event = await heldEvent({ ...owner, chain: elsewhere }, eventId)
    const list = await elsewhere.listRegistrations(event)
    const opened = succeeded(await elsewhere.readGuestList(event, list))
    expect(opened.size).toBe(4)
    expect(opened.get(ada.address)).toEqual({
      kind: 'sealed',
      contact: { name: 'Ada', email: 'ada@example.com', phone: '555' },
    })
    expect(opened.get(grace.address)).toMatchObject({ kind: 'sealed', contact: { name: 'Grace' } })
    expect(opened.get(copier.address)).toEqual({ kind: 'unreadable' })
    expect(opened.get(older.address)).toEqual({
      kind: 'public',
      contact: { name: 'Old Timer', email: 'old@example.com', phone: '' },
    })
  })
})
