import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { buildRegistrationNote } from '../../domain/details/registration-note'
import type { Registration } from '../../domain/registration/registration'
import type { AlgodRest } from '../node/algod-rest'
import type { AppCallRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import type { IndexerRest } from '../node/indexer-rest'
import { methodSelector } from '../../testing/method-selector'
import { createReadContext } from '../node/read-context'
import { registrationNotes } from './registration-notes'

const APP_ID = 7n
const EVENT_ID = 'ALGO-SUMMIT-1'
const ATTENDEE = addressFromPublicKey(new Uint8Array(32).fill(8))
const SECOND = addressFromPublicKey(new Uint8Array(32).fill(9))
const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(10))
const SEALED = Uint8Array.from({ length: 80 }, (_, index) => index)
const OTHER_SEALED = new Uint8Array(80).fill(0xee)
const REGISTER = methodSelector('register_event')

const encoder = new TextEncoder()

function note(attendee: string, sealed: Uint8Array | null = SEALED, eventId = EVENT_ID): Uint8Array {
  return encoder.encode(buildRegistrationNote({ eventId, attendee, tier: 0, amount: '0' }, sealed))
}

/** An app call as the node records it: sender, note and the ARC-4 arguments (selector, event id, …). */
function call(
  sender: string,
  noteBytes: Uint8Array,
  { method = REGISTER, eventId = EVENT_ID }: { method?: Uint8Array; eventId?: string } = {},
): AppCallRecord {
  return { sender, note: noteBytes, appArgs: [method, encodeArc4String(eventId), new Uint8Array(8)] }
}

function registration(attendeeAddress: string, registeredRound: number): Registration {
  return { attendeeAddress, registeredRound } as Registration
}

/**
 * A read context for app 7 whose node keeps the blocks in `blocks` (rounds it does not hold are
 * gone) and, when given, an indexer holding each sender's calls; both record what they were asked.
 */
function context(
  blocks: Map<number, AppCallRecord[]>,
  indexed?: Map<string, AppCallRecord[]>,
  { algodDown = false, indexerDown = false } = {},
) {
  const asked: string[] = []
  const algodRest = {
    async getBlockAppCalls(round: bigint, appId: bigint) {
      asked.push(`block ${round} of app ${appId}`)
      if (algodDown) throw new TypeError('Failed to fetch')
      return blocks.get(Number(round)) ?? null
    },
  } as unknown as AlgodRest
  const indexerRest: IndexerRest | null = indexed
    ? {
        async findAppCalls(appId, sender, notePrefix, round) {
          const prefix = new TextDecoder().decode(notePrefix)
          asked.push(`indexer ${sender} of app ${appId} in round ${round}${prefix ? ` with ${prefix}` : ''}`)
          if (indexerDown) throw new Error('indexer /v2/transactions failed (503)')
          return indexed.get(sender) ?? []
        },
        async findTransactions() {
          throw new Error('a guest list reads app calls only')
        },
      }
    : null
  const ctx = createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app')
  return { ctx: { ...ctx, algodRest, indexerRest }, asked }
}

describe('registrationNotes', () => {
  it("picks the attendee's own register_event call for this event from the block of the recorded round", async () => {
    const blocks = new Map([
      [
        500,
        [
          // Anyone may send a look-alike note naming the attendee, even into the same block.
          call(STRANGER, note(ATTENDEE, OTHER_SEALED)),
          // The attendee's other calls: another method, and a registration for another event.
          call(ATTENDEE, note(ATTENDEE, OTHER_SEALED), { method: methodSelector('confirm_attendance') }),
          call(ATTENDEE, note(ATTENDEE, OTHER_SEALED, 'OTHER-EVENT'), { eventId: 'OTHER-EVENT' }),
          call(ATTENDEE, note(ATTENDEE)),
          call(STRANGER, note(ATTENDEE, OTHER_SEALED)),
        ],
      ],
    ])
    const { ctx, asked } = context(blocks)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])
    expect(notes.get(ATTENDEE)).toEqual({ kind: 'sealed', eventId: EVENT_ID, attendee: ATTENDEE, sealed: SEALED })
    expect(asked).toEqual([`block 500 of app ${APP_ID}`])
  })

  it('ignores look-alikes from another sender, another method or another event: nothing is found', async () => {
    const blocks = new Map([
      [
        500,
        [
          call(STRANGER, note(ATTENDEE)),
          call(ATTENDEE, note(ATTENDEE), { method: methodSelector('confirm_attendance') }),
          call(ATTENDEE, note(ATTENDEE), { eventId: 'OTHER-EVENT' }),
        ],
      ],
    ])
    const { ctx } = context(blocks)
    expect((await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])).get(ATTENDEE)).toBeNull()
  })

  it('ignores a note that names another event or attendee, even in the right call', async () => {
    const blocks = new Map([
      [500, [call(ATTENDEE, note(ATTENDEE, SEALED, 'OTHER-EVENT'))]],
      [501, [call(SECOND, note(ATTENDEE))]],
    ])
    const { ctx } = context(blocks)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500), registration(SECOND, 501)])
    expect(notes.get(ATTENDEE)).toBeNull()
    expect(notes.get(SECOND)).toBeNull()
  })

  it("takes the latest of the attendee's registrations in the block", async () => {
    const blocks = new Map([[500, [call(ATTENDEE, note(ATTENDEE, OTHER_SEALED)), call(ATTENDEE, note(ATTENDEE))]]])
    const { ctx } = context(blocks)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])
    expect(notes.get(ATTENDEE)).toMatchObject({ kind: 'sealed', sealed: SEALED })
  })

  it('reads a note written before sealing as public, and one without details as none', async () => {
    const legacy = encoder.encode(
      JSON.stringify({
        type: 'event_registration',
        eventId: EVENT_ID,
        attendee: ATTENDEE,
        metadata: { attendeeName: 'Grace', attendeeEmail: 'grace@example.com', attendeePhone: '' },
      }),
    )
    const blocks = new Map([[500, [call(ATTENDEE, legacy), call(SECOND, note(SECOND, null))]]])
    const { ctx } = context(blocks)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500), registration(SECOND, 500)])
    expect(notes.get(ATTENDEE)).toEqual({
      kind: 'public',
      eventId: EVENT_ID,
      attendee: ATTENDEE,
      contact: { name: 'Grace', email: 'grace@example.com', phone: '' },
    })
    expect(notes.get(SECOND)).toEqual({ kind: 'none', eventId: EVENT_ID, attendee: SECOND })
  })

  it('reads each round once, however many registrations it holds', async () => {
    const blocks = new Map([
      [500, [call(ATTENDEE, note(ATTENDEE)), call(SECOND, note(SECOND))]],
      [600, [call(STRANGER, note(STRANGER))]],
    ])
    const { ctx, asked } = context(blocks)
    const notes = await registrationNotes(ctx, EVENT_ID, [
      registration(ATTENDEE, 500),
      registration(SECOND, 500),
      registration(STRANGER, 600),
    ])
    expect([...notes.values()].every((found) => found?.kind === 'sealed')).toBe(true)
    expect(asked.sort()).toEqual([`block 500 of app ${APP_ID}`, `block 600 of app ${APP_ID}`])
  })

  it('falls back to the indexer when the node no longer keeps the block, with the same checks', async () => {
    const indexed = new Map([
      [
        ATTENDEE,
        [
          call(ATTENDEE, note(ATTENDEE, OTHER_SEALED, 'OTHER-EVENT'), { eventId: 'OTHER-EVENT' }),
          call(ATTENDEE, note(ATTENDEE)),
          call(ATTENDEE, note(ATTENDEE, OTHER_SEALED), { method: methodSelector('confirm_attendance') }),
        ],
      ],
    ])
    const { ctx, asked } = context(new Map(), indexed)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])
    expect(notes.get(ATTENDEE)).toMatchObject({ kind: 'sealed', sealed: SEALED })
    // That round's calls of the attendee, whatever their note (older notes have no prefix).
    expect(asked).toEqual([`block 500 of app ${APP_ID}`, `indexer ${ATTENDEE} of app ${APP_ID} in round 500`])
  })

  it('falls back to the indexer when the node cannot be reached', async () => {
    const indexed = new Map([[ATTENDEE, [call(ATTENDEE, note(ATTENDEE))]]])
    const { ctx } = context(new Map([[500, [call(ATTENDEE, note(ATTENDEE))]]]), indexed, { algodDown: true })
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])
    expect(notes.get(ATTENDEE)).toMatchObject({ kind: 'sealed', sealed: SEALED })
  })

  it('asks nothing for a registration without a recorded round: there is no block to look in', async () => {
    const indexed = new Map([[ATTENDEE, [call(ATTENDEE, note(ATTENDEE))]]])
    const { ctx, asked } = context(new Map(), indexed)
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 0)])
    expect(notes.get(ATTENDEE)).toBeNull()
    expect(asked).toEqual([])
  })

  it('is null when neither the node nor an indexer has the note', async () => {
    const none = context(new Map())
    expect((await registrationNotes(none.ctx, EVENT_ID, [registration(ATTENDEE, 500)])).get(ATTENDEE)).toBeNull()

    const emptyIndexer = context(new Map(), new Map())
    expect(
      (await registrationNotes(emptyIndexer.ctx, EVENT_ID, [registration(ATTENDEE, 500)])).get(ATTENDEE),
    ).toBeNull()

    const bothDown = context(new Map(), new Map([[ATTENDEE, [call(ATTENDEE, note(ATTENDEE))]]]), {
      algodDown: true,
      indexerDown: true,
    })
    expect((await registrationNotes(bothDown.ctx, EVENT_ID, [registration(ATTENDEE, 500)])).get(ATTENDEE)).toBeNull()
  })

  it('does not ask the indexer for a registration whose block the node kept', async () => {
    const indexed = new Map([[ATTENDEE, [call(ATTENDEE, note(ATTENDEE))]]])
    const { ctx, asked } = context(new Map([[500, [call(ATTENDEE, note(ATTENDEE))]]]), indexed)
    await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500)])
    expect(asked.some((request) => request.startsWith('indexer'))).toBe(false)
  })

  it('answers for every registration asked, and for nothing else', async () => {
    const { ctx } = context(new Map([[500, [call(ATTENDEE, note(ATTENDEE)), call(STRANGER, note(STRANGER))]]]))
    const notes = await registrationNotes(ctx, EVENT_ID, [registration(ATTENDEE, 500), registration(SECOND, 500)])
    expect([...notes.keys()].sort()).toEqual([ATTENDEE, SECOND].sort())
    expect(notes.get(SECOND)).toBeNull()
    expect(await registrationNotes(ctx, EVENT_ID, [])).toEqual(new Map())
  })
})
