import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey, publicKeyFromAddress } from '../../domain/text/algorand-address'
import { buildDoorKeyNote, DOOR_KEY_NOTE_PREFIX } from '../../domain/check-in/door-key-note'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import type { AlgodRest } from '../node/algod-rest'
import type { AppCallRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import type { IndexerRest } from '../node/indexer-rest'
import { methodSelector } from '../../testing/method-selector'
import { createReadContext } from '../node/read-context'
import { doorPairingNote, pairingNoteFromCalls, type DoorPairing } from './door-pairing-note'

const EVENT_ID = 'ALGO-SUMMIT-1'
const OWNER = addressFromPublicKey(new Uint8Array(32).fill(1))
const DOOR = addressFromPublicKey(new Uint8Array(32).fill(2))
const OTHER_DOOR = addressFromPublicKey(new Uint8Array(32).fill(3))
const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(4))
const ADD_DOOR = methodSelector('add_door')
const SEALED = new Uint8Array(105).fill(7)
const PAIRING: DoorPairing = { owner: OWNER, eventId: EVENT_ID, door: DOOR, pairedRound: 900 }

const noteFor = (door: string, sealed = SEALED, eventId = EVENT_ID) =>
  new TextEncoder().encode(buildDoorKeyNote({ eventId, door, sealed }))

/** An add_door call as a block records it: selector, event id, the door's account, its name. */
function addDoorCall(
  sender: string,
  note: Uint8Array,
  { door = DOOR, eventId = EVENT_ID, method = ADD_DOOR }: { door?: string; eventId?: string; method?: Uint8Array } = {},
): AppCallRecord {
  return {
    sender,
    note,
    appArgs: [method, encodeArc4String(eventId), publicKeyFromAddress(door), encodeArc4String('Main entrance')],
  }
}

describe('pairingNoteFromCalls', () => {
  it("takes the note of the owner's own add_door call for this event naming this door", () => {
    expect(pairingNoteFromCalls([addDoorCall(OWNER, noteFor(DOOR))], PAIRING)).toEqual({
      eventId: EVENT_ID,
      door: DOOR,
      sealed: SEALED,
    })
  })

  it('ignores a note from another sender, for another door, for another event, or on another method', () => {
    const planted = noteFor(DOOR, new Uint8Array(105).fill(9))
    const calls = [
      addDoorCall(STRANGER, planted),
      addDoorCall(OWNER, planted, { door: OTHER_DOOR }),
      addDoorCall(OWNER, planted, { eventId: 'OTHER-EVENT' }),
      addDoorCall(OWNER, planted, { method: methodSelector('remove_door') }),
    ]
    expect(pairingNoteFromCalls(calls, PAIRING)).toBeNull()
    // The owner's own call is found among them, whatever comes after it in the block.
    const found = pairingNoteFromCalls([addDoorCall(OWNER, noteFor(DOOR)), ...calls], PAIRING)
    expect(found?.sealed).toEqual(SEALED)
  })

  it("ignores the owner's call whose note names another door or event than the call does", () => {
    expect(pairingNoteFromCalls([addDoorCall(OWNER, noteFor(OTHER_DOOR))], PAIRING)).toBeNull()
    expect(pairingNoteFromCalls([addDoorCall(OWNER, noteFor(DOOR, SEALED, 'OTHER'))], PAIRING)).toBeNull()
  })

  it('finds nothing in a pairing without a note (the owner did not share the guest list)', () => {
    expect(pairingNoteFromCalls([addDoorCall(OWNER, new Uint8Array())], PAIRING)).toBeNull()
  })
})

describe('doorPairingNote', () => {
  function context(blocks: Map<number, AppCallRecord[]>, indexed?: AppCallRecord[]) {
    const asked: string[] = []
    const algodRest = {
      async getBlockAppCalls(round: bigint) {
        asked.push(`block ${round}`)
        return blocks.get(Number(round)) ?? null
      },
    } as unknown as AlgodRest
    const indexerRest = indexed
      ? ({
          async findAppCalls(_appId: bigint, sender: string, prefix: Uint8Array, round?: bigint) {
            asked.push(`indexer ${sender === OWNER ? 'owner' : sender} ${new TextDecoder().decode(prefix)} ${round}`)
            return indexed
          },
        } as unknown as IndexerRest)
      : null
    const ctx = createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app')
    return { ctx: { ...ctx, algodRest, indexerRest }, asked }
  }

  it('reads the block of the pairing round, and only that', async () => {
    const { ctx, asked } = context(new Map([[900, [addDoorCall(OWNER, noteFor(DOOR))]]]))
    expect((await doorPairingNote(ctx, PAIRING))?.door).toBe(DOOR)
    expect(asked).toEqual(['block 900'])
  })

  it("asks the indexer for the owner's notes of that round when the node no longer keeps the block", async () => {
    const { ctx, asked } = context(new Map(), [addDoorCall(OWNER, noteFor(DOOR))])
    expect((await doorPairingNote(ctx, PAIRING))?.door).toBe(DOOR)
    expect(asked).toEqual(['block 900', `indexer owner ${DOOR_KEY_NOTE_PREFIX} 900`])
  })

  it('reads nothing for a door without a pairing round, and finds nothing without block or indexer', async () => {
    const { ctx, asked } = context(new Map())
    expect(await doorPairingNote(ctx, { ...PAIRING, pairedRound: 0 })).toBeNull()
    expect(asked).toEqual([])
    expect(await doorPairingNote(ctx, PAIRING)).toBeNull()
  })
})
