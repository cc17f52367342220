import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/algorand-address'
import { buildEventMetadataNote, eventMetadataNoteJson, eventMetadataNotePrefixes } from '../../domain/event-note'
import { fakeFetch } from '../../testing/fake-fetch'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import { fakeEventId, fakeOwnerNode } from '../../testing/fake-owner-node'
import { getEvent } from './get-event'
import { encodeArc4String } from '../node/arc4-codec'
import { methodSelector } from '../node/method-selector'
import { base64ToBytes, bytesToBase64 } from '../node/msgpack'
import { createReadContext } from '../node/read-context'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const EVENT_ID = fakeEventId(0)
const text = new TextEncoder()
const searchFor = (prefix: string) =>
  `/v2/transactions?application-id=7&note-prefix=${bytesToBase64(text.encode(prefix))}` +
  `&address=${OWNER}&address-role=sender&tx-type=appl&limit=10`
/** The indexer searches for the ARC-2 note, then for the bare JSON of notes written before it. */
const [search, olderSearch] = eventMetadataNotePrefixes(EVENT_ID).map(searchFor)
const creationNote = buildEventMetadataNote(EVENT_ID, { description: 'From the creation note' }).note
const olderCreationNote = eventMetadataNoteJson(creationNote)
const forgedNote = buildEventMetadataNote(EVENT_ID, { description: 'Planted by someone else' }).note

/** An app call as the indexer lists it: sender, note, and the ARC-4 arguments (selector first). */
function indexed(note: string, { sender = OWNER, method = 'create_event', eventId = EVENT_ID } = {}) {
  const args = [methodSelector(method), encodeArc4String(eventId)]
  return {
    sender,
    note: bytesToBase64(text.encode(note)),
    'application-transaction': { 'application-args': args.map(bytesToBase64) },
  }
}
const noteAnswer: [number, unknown] = [200, { transactions: [indexed(creationNote)] }]

/** The same call as it sits in a block read from algod. */
function inBlock(note: string, options: Parameters<typeof indexed>[1] = {}) {
  const call = indexed(note, options)
  return {
    sender: call.sender,
    note: text.encode(note),
    appArgs: call['application-transaction']['application-args'].map(base64ToBytes),
  }
}

/** The round the fake node created EVENT_ID in. */
const CREATED_ROUND = 1_000n

/**
 * A read context for app 7 over a node holding one event of OWNER, with an indexer answering from
 * `indexerRoutes`; `blockCalls`, when given, are the app calls of the event's creation block,
 * which the node then still keeps.
 */
function contextWithIndexer(
  indexerRoutes: Record<string, [number, unknown]> | null,
  blockCalls?: ReturnType<typeof inBlock>[],
) {
  const indexer = fakeFetch(indexerRoutes ?? {})
  const env = { VITE_APP_ID: '7', ...(indexerRoutes ? { VITE_INDEXER_SERVER: 'http://indexer' } : {}) }
  const ctx = createReadContext(parseConfig(env), eventMetadataInMemory(), 'http://app', indexer.impl)
  const node = fakeOwnerNode(OWNER, 1, 'answers', new Map(blockCalls ? [[CREATED_ROUND, blockCalls]] : []))
  return { ctx: { ...ctx, algodRest: node.algod }, indexer, node }
}

describe('getEvent', () => {
  it("reads the owner's creation note from the event's creation block on algod, with no indexer", async () => {
    const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(9))
    const sameBlock = [
      inBlock(forgedNote, { sender: STRANGER }),
      inBlock(forgedNote, { method: 'update_url' }),
      inBlock(forgedNote, { eventId: 'ANOTHER-EVENT' }),
      inBlock(creationNote),
    ]
    const { ctx, node } = contextWithIndexer(null, sameBlock)
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
    expect(node.requests).toContain(`block ${CREATED_ROUND}`)

    const { ctx: forgedOnly } = contextWithIndexer(null, sameBlock.slice(0, 3))
    expect((await getEvent(forgedOnly, EVENT_ID))?.metadata.description).toBeUndefined()
  })

  it('reads a creation note written before the ARC-2 prefix, from the block and from the indexer', async () => {
    expect(creationNote.startsWith('dynaqr:j{')).toBe(true)
    const { ctx } = contextWithIndexer(null, [inBlock(olderCreationNote)])
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')

    const older: [number, unknown] = [200, { transactions: [indexed(olderCreationNote)] }]
    const viaIndexer = contextWithIndexer({ [search]: [200, { transactions: [] }], [olderSearch]: older })
    expect((await getEvent(viaIndexer.ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
    expect(viaIndexer.indexer.asked).toEqual([search, olderSearch])
  })

  it('asks the indexer only when the node no longer keeps the creation block', async () => {
    const kept = contextWithIndexer({ [search]: noteAnswer }, [inBlock(creationNote)])
    await getEvent(kept.ctx, EVENT_ID)
    expect(kept.indexer.asked).toEqual([])
  })

  it('composes the event box with the metadata of its creation note, and keeps that metadata in the browser', async () => {
    const { ctx, indexer } = contextWithIndexer({ [search]: noteAnswer })
    expect(await getEvent(ctx, EVENT_ID)).toMatchObject({
      eventId: EVENT_ID,
      owner: OWNER,
      resolverUrl: `http://app/resolve?event=${EVENT_ID}`,
      metadata: { description: 'From the creation note' },
    })
    expect(indexer.asked).toEqual([search])
    expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toMatchObject({ description: 'From the creation note' })
  })

  it("ignores notes that are not the owner's create_event call for this event", async () => {
    const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(9))
    const planted = [
      indexed(forgedNote, { sender: STRANGER }),
      indexed(forgedNote, { method: 'update_url' }),
      indexed(forgedNote, { eventId: 'ANOTHER-EVENT' }),
    ]
    const { ctx } = contextWithIndexer({ [search]: [200, { transactions: planted }] })
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBeUndefined()

    const withCreation = contextWithIndexer({ [search]: [200, { transactions: [...planted, indexed(creationNote)] }] })
    expect((await getEvent(withCreation.ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
  })

  it("uses the browser's copy of the current details without asking the indexer", async () => {
    const { ctx, indexer } = contextWithIndexer({ [search]: noteAnswer })
    ctx.metadata.saveEventMetadata(EVENT_ID, {
      description: 'Kept in this browser',
      detailsRound: Number(CREATED_ROUND),
    })
    expect((await getEvent(ctx, EVENT_ID))?.metadata).toMatchObject({ description: 'Kept in this browser' })
    expect(indexer.asked).toEqual([])
  })

  it("replaces a copy of older details (or of unknown ones) with the note of the event's details round", async () => {
    for (const detailsRound of [Number(CREATED_ROUND) - 5, undefined]) {
      const { ctx } = contextWithIndexer(null, [inBlock(creationNote)])
      ctx.metadata.saveEventMetadata(EVENT_ID, { description: 'An older copy', detailsRound })
      expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
      expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toMatchObject({
        description: 'From the creation note',
        detailsRound: Number(CREATED_ROUND),
      })
    }
  })

  it('keeps the older copy when the note cannot be found', async () => {
    const { ctx } = contextWithIndexer(null)
    ctx.metadata.saveEventMetadata(EVENT_ID, { description: 'An older copy', detailsRound: 1 })
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('An older copy')
  })

  it("takes the owner's latest details call of the block: an edit after the creation, not a stranger's", async () => {
    const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(9))
    const editNote = buildEventMetadataNote(EVENT_ID, { description: 'Edited by the owner' }).note
    const block = [
      inBlock(creationNote),
      inBlock(editNote, { method: 'update_details' }),
      inBlock(forgedNote, { method: 'update_details', sender: STRANGER }),
    ]
    const { ctx } = contextWithIndexer(null, block)
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('Edited by the owner')
  })

  it('renders from the chain record alone when the indexer fails, has no note, or is not configured', async () => {
    for (const routes of [{ [search]: [503, { message: 'down' }] }, { [search]: [200, { transactions: [] }] }, null]) {
      const { ctx } = contextWithIndexer(routes as Record<string, [number, unknown]> | null)
      const event = await getEvent(ctx, EVENT_ID)
      expect(event).toMatchObject({ eventId: EVENT_ID, owner: OWNER })
      expect(event?.metadata.description).toBeUndefined()
    }
    expect(contextWithIndexer(null).ctx.indexerRest).toBeNull()
  })

  it('is null for an event that does not exist, an empty id, or no app', async () => {
    const { ctx } = contextWithIndexer(null)
    expect(await getEvent(ctx, 'NOPE')).toBeNull()
    expect(await getEvent(ctx, '')).toBeNull()
    expect(await getEvent({ ...ctx, config: parseConfig({ VITE_APP_ID: '0' }) }, EVENT_ID)).toBeNull()
  })
})
