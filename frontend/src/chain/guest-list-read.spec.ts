import { describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { addressFromPublicKey, publicKeyFromAddress } from '../domain/text/algorand-address'
import { toBase64Url } from '../domain/text/base64url'
import { buildDoorKeyNote } from '../domain/check-in/door-key-note'
import { buildRegistrationNote } from '../domain/details/registration-note'
import type { DynaEvent } from '../domain/event/event'
import { doorAgreement } from '../testing/door-agreement'
import { eventMetadataInMemory } from '../testing/fake-metadata-store'
import type { AlgodRest } from './node/algod-rest'
import type { AppCallRecord } from './node/app-call'
import { encodeArc4String } from './node/arc4-codec'
import { methodSelector } from '../testing/method-selector'
import { createReadContext } from './node/read-context'
import { sealGuestListForDoor } from './privacy/door-guest-list'
import { guestListKeyPair, sealGuestContact } from './privacy/guest-list'
import { doorGuestList } from './guest-list-read'

const APP_ID = 7n
const GENESIS = new Uint8Array(32).fill(4)
const EVENT_ID = 'ALGO-SUMMIT-1'
const OWNER = addressFromPublicKey(new Uint8Array(32).fill(1))
const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(2))
const DOOR = addressFromPublicKey(new Uint8Array(32).fill(3))
const ATTENDEE = addressFromPublicKey(new Uint8Array(32).fill(5))
const OWNER_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index + 11)
const STRANGER_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => 250 - index)
const scope = { appId: APP_ID, genesisHash: GENESIS, eventId: EVENT_ID }
const PAIRED_ROUND = 900
const REGISTERED_ROUND = 800

function addDoorCall(sender: string, note: string, door = DOOR): AppCallRecord {
  return {
    sender,
    note: new TextEncoder().encode(note),
    appArgs: [
      methodSelector('add_door'),
      encodeArc4String(EVENT_ID),
      publicKeyFromAddress(door),
      encodeArc4String('Door'),
    ],
  }
}

async function registrationCall(sealKey: Uint8Array): Promise<AppCallRecord> {
  const sealed = await sealGuestContact(
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '' },
    toBase64Url(sealKey),
    scope,
    ATTENDEE,
  )
  return {
    sender: ATTENDEE,
    note: new TextEncoder().encode(
      buildRegistrationNote({ eventId: EVENT_ID, attendee: ATTENDEE, tier: 0, amount: '0' }, sealed),
    ),
    appArgs: [methodSelector('register_event'), encodeArc4String(EVENT_ID)],
  }
}

/** The node as a door reads it: the blocks of the pairing and of the registration. */
function context(pairingCalls: AppCallRecord[], registrationCalls: AppCallRecord[] = []) {
  const blocks = new Map([
    [PAIRED_ROUND, pairingCalls],
    [REGISTERED_ROUND, registrationCalls],
  ])
  const algodRest = {
    getBlockAppCalls: async (round: bigint) => blocks.get(Number(round)) ?? null,
    getTransactionParams: async () => ({ genesisHash: GENESIS }),
  } as unknown as AlgodRest
  const ctx = createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app')
  return { ...ctx, algodRest, indexerRest: null }
}

async function eventWithKey(): Promise<DynaEvent> {
  const { publicKey } = await guestListKeyPair(OWNER_SIGNATURE)
  return { eventId: EVENT_ID, owner: OWNER, sealKey: toBase64Url(publicKey) } as DynaEvent
}

const door = { address: DOOR, pairedRound: PAIRED_ROUND }

async function pairingNote(doorKey: Uint8Array, signature = OWNER_SIGNATURE, forDoor = DOOR): Promise<string> {
  const sealed = await sealGuestListForDoor(signature, doorKey, scope, forDoor)
  return buildDoorKeyNote({ eventId: EVENT_ID, door: forDoor, sealed })
}

describe('doorGuestList', () => {
  it("opens the key sealed in the owner's pairing note, and with it the registrations' details", async () => {
    const event = await eventWithKey()
    const agreement = await doorAgreement()
    const ctx = context(
      [addDoorCall(OWNER, await pairingNote(agreement.publicKey))],
      [await registrationCall((await guestListKeyPair(OWNER_SIGNATURE)).publicKey)],
    )
    const list = await doorGuestList(ctx, event, door, agreement)
    if (list.status !== 'shared') throw new Error(`expected the guest list, got ${list.status}`)
    const details = await list.open([
      { attendeeAddress: ATTENDEE, registeredRound: REGISTERED_ROUND, sealKeyVersion: event.sealKeyVersion },
    ])
    expect(details.get(ATTENDEE)).toEqual({
      kind: 'sealed',
      contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '' },
    })
  })

  it('has no guest list for a door paired without a note, or whose browser has no X25519 key', async () => {
    const event = await eventWithKey()
    const agreement = await doorAgreement()
    expect(await doorGuestList(context([addDoorCall(OWNER, '')]), event, door, agreement)).toEqual({
      status: 'not-shared',
    })
    const ctx = context([addDoorCall(OWNER, await pairingNote(agreement.publicKey))])
    expect(await doorGuestList(ctx, event, door, null)).toEqual({ status: 'not-shared' })
    expect(await doorGuestList(ctx, { ...event, sealKey: null }, door, agreement)).toEqual({ status: 'not-shared' })
  })

  it("ignores a note sealed to the door by someone else, and the owner's note for another door", async () => {
    const event = await eventWithKey()
    const agreement = await doorAgreement()
    const planted = await pairingNote(agreement.publicKey, STRANGER_SIGNATURE)
    expect(await doorGuestList(context([addDoorCall(STRANGER, planted)]), event, door, agreement)).toEqual({
      status: 'not-shared',
    })
    const other = addressFromPublicKey(new Uint8Array(32).fill(9))
    const forOther = await pairingNote(agreement.publicKey, OWNER_SIGNATURE, other)
    expect(await doorGuestList(context([addDoorCall(OWNER, forOther, other)]), event, door, agreement)).toEqual({
      status: 'not-shared',
    })
  })

  it("calls unreadable a note that does not open with the door's key, or opens a key that is not the event's", async () => {
    const event = await eventWithKey()
    const agreement = await doorAgreement()
    const toAnotherKey = await pairingNote((await doorAgreement()).publicKey)
    expect(await doorGuestList(context([addDoorCall(OWNER, toAnotherKey)]), event, door, agreement)).toEqual({
      status: 'unreadable',
    })
    // The owner's call, but the key of another wallet's guest list (a rekeyed account, say).
    const wrongKey = await pairingNote(agreement.publicKey, STRANGER_SIGNATURE)
    expect(await doorGuestList(context([addDoorCall(OWNER, wrongKey)]), event, door, agreement)).toEqual({
      status: 'unreadable',
    })
  })
})
