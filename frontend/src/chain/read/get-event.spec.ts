import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { buildEventDetailsNotes, eventMetadataNoteJson } from '../../domain/details/event-note'
import type { EventMetadata } from '../../domain/details/details'
import type { TransactionRecord } from '../node/app-call'
import { appCallInBlock, detailsGroupInBlock } from '../../testing/fake-block'
import { fakeFetch } from '../../testing/fake-fetch'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import { fakeEventId, fakeOwnerNode } from '../../testing/fake-owner-node'
import { getEvent } from './get-event'
import { bytesToBase64 } from '../node/msgpack'
import { createReadContext } from '../node/read-context'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const STRANGER = addressFromPublicKey(new Uint8Array(32).fill(9))
const EVENT_ID = fakeEventId(0)
const decoder = new TextDecoder()

function notesOf(metadata: EventMetadata): Uint8Array[] {
  const built = buildEventDetailsNotes(EVENT_ID, metadata)
  if (!built.ok) throw new Error(built.error)
  return built.value.notes
}
const noteOf = (metadata: EventMetadata) => notesOf(metadata)[0]
const creationNote = noteOf({ description: 'From the creation note' })
const olderCreationNote = eventMetadataNoteJson(decoder.decode(creationNote))
const forgedNote = noteOf({ description: 'Planted by someone else' })
/** Details three notes long, with a street address in the last part. */
const longDetails: EventMetadata = {
  description: 'Agenda — ünë: '.repeat(150),
  venue: { name: 'Hall', address: '1 Chain Street, Building B' },
}

/** The round the fake node created EVENT_ID in (its detailsRound). */
const CREATED_ROUND = 1_000n
/** The indexer's answer for the owner's transactions of the details round. */
const roundSearch = `/v2/transactions?round=${CREATED_ROUND}&address=${OWNER}&address-role=sender&limit=1000`

/** A transaction as the indexer lists it. */
function indexed(txn: TransactionRecord, offset: number) {
  return {
    sender: txn.sender,
    note: bytesToBase64(txn.note),
    'tx-type': txn.type,
    group: txn.group || undefined,
    'confirmed-round': Number(CREATED_ROUND),
    'intra-round-offset': offset,
    ...(txn.type === 'appl'
      ? {
          'application-transaction': {
            'application-id': Number(txn.appId),
            'application-args': txn.appArgs.map(bytesToBase64),
          },
        }
      : {}),
  }
}
const indexerAnswer = (transactions: TransactionRecord[]): [number, unknown] => [
  200,
  { transactions: transactions.map(indexed).reverse() },
]

/**
 * A read context for app 7 over a node holding one event of OWNER, with an indexer answering from
 * `indexerRoutes`; `block`, when given, is the transactions of the event's details block, which the
 * node then still keeps.
 */
function contextWithIndexer(indexerRoutes: Record<string, [number, unknown]> | null, block?: TransactionRecord[]) {
  const indexer = fakeFetch(indexerRoutes ?? {})
  const env = { VITE_APP_ID: '7', ...(indexerRoutes ? { VITE_INDEXER_SERVER: 'http://indexer' } : {}) }
  const ctx = createReadContext(parseConfig(env), eventMetadataInMemory(), 'http://app', indexer.impl)
  const node = fakeOwnerNode(OWNER, 1, 'answers', new Map(block ? [[CREATED_ROUND, block]] : []))
  return { ctx: { ...ctx, algodRest: node.algod }, indexer, node }
}

describe('getEvent', () => {
  it("reads the owner's creation note from the event's creation block on algod, with no indexer", async () => {
    const sameBlock = [
      appCallInBlock(STRANGER, EVENT_ID, forgedNote),
      appCallInBlock(OWNER, EVENT_ID, forgedNote, { method: 'update_url' }),
      appCallInBlock(OWNER, 'ANOTHER-EVENT', forgedNote),
      appCallInBlock(OWNER, EVENT_ID, forgedNote, { appId: 8n }),
      appCallInBlock(OWNER, EVENT_ID, creationNote),
    ]
    const { ctx, node } = contextWithIndexer(null, sameBlock)
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
    expect(node.requests).toContain(`block ${CREATED_ROUND}`)

    const { ctx: forgedOnly } = contextWithIndexer(null, sameBlock.slice(0, 4))
    expect((await getEvent(forgedOnly, EVENT_ID))?.metadata.description).toBeUndefined()
  })

  it('reads details split across the notes of the creation group, whole, from the block and from the indexer', async () => {
    const notes = notesOf(longDetails)
    expect(notes).toHaveLength(3)
    const group = detailsGroupInBlock(OWNER, EVENT_ID, notes)
    const { ctx } = contextWithIndexer(null, group)
    expect((await getEvent(ctx, EVENT_ID))?.metadata).toMatchObject(longDetails)
    expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toEqual({
      ...longDetails,
      detailsRound: Number(CREATED_ROUND),
      detailsSource: 'chain',
    })

    const viaIndexer = contextWithIndexer({ [roundSearch]: indexerAnswer(group) })
    expect((await getEvent(viaIndexer.ctx, EVENT_ID))?.metadata).toMatchObject(longDetails)
    expect(viaIndexer.indexer.asked).toEqual([roundSearch])
  })

  it('shows no half text: a part missing, from someone else, or from another group leaves the details unread', async () => {
    const [call, second, third] = detailsGroupInBlock(OWNER, EVENT_ID, notesOf(longDetails))
    const cases: Record<string, TransactionRecord[]> = {
      'a part missing': [call, second],
      "a stranger's part": [call, second, { ...third, sender: STRANGER }],
      'a part of another group': [call, second, { ...third, group: 'T1RIRVI=' }],
      'a part before the call': [third, call, second],
    }
    for (const [what, block] of Object.entries(cases)) {
      const { ctx } = contextWithIndexer(null, block)
      const { metadata } = (await getEvent(ctx, EVENT_ID))!
      expect([metadata.description, metadata.venue], what).toEqual([undefined, undefined])
      expect(ctx.metadata.loadEventMetadata(EVENT_ID), what).toBeUndefined()
    }
  })

  it('reads a creation note written before the ARC-2 prefix, from the block and from the indexer', async () => {
    const older = appCallInBlock(OWNER, EVENT_ID, olderCreationNote)
    const { ctx } = contextWithIndexer(null, [older])
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')

    const viaIndexer = contextWithIndexer({ [roundSearch]: indexerAnswer([older]) })
    expect((await getEvent(viaIndexer.ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
  })

  it('asks the indexer only when the node no longer keeps the details block', async () => {
    const call = appCallInBlock(OWNER, EVENT_ID, creationNote)
    const kept = contextWithIndexer({ [roundSearch]: indexerAnswer([call]) }, [call])
    await getEvent(kept.ctx, EVENT_ID)
    expect(kept.indexer.asked).toEqual([])
  })

  it('composes the event box with the metadata of its details note, and keeps the chain copy in the browser', async () => {
    const { ctx, indexer } = contextWithIndexer({
      [roundSearch]: indexerAnswer([appCallInBlock(OWNER, EVENT_ID, creationNote)]),
    })
    expect(await getEvent(ctx, EVENT_ID)).toMatchObject({
      eventId: EVENT_ID,
      owner: OWNER,
      resolverUrl: `http://app/resolve?event=${EVENT_ID}`,
      metadata: { description: 'From the creation note' },
    })
    expect(indexer.asked).toEqual([roundSearch])
    expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toEqual({
      description: 'From the creation note',
      detailsRound: Number(CREATED_ROUND),
      detailsSource: 'chain',
    })
  })

  it("ignores notes on the indexer that are not the owner's details call for this event", async () => {
    const planted = [
      appCallInBlock(OWNER, EVENT_ID, forgedNote, { method: 'update_url' }),
      appCallInBlock(OWNER, 'ANOTHER-EVENT', forgedNote),
      appCallInBlock(OWNER, EVENT_ID, forgedNote, { appId: 8n }),
    ]
    const { ctx } = contextWithIndexer({ [roundSearch]: indexerAnswer(planted) })
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBeUndefined()

    const withCreation = contextWithIndexer({
      [roundSearch]: indexerAnswer([...planted, appCallInBlock(OWNER, EVENT_ID, creationNote)]),
    })
    expect((await getEvent(withCreation.ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
  })

  it("uses the browser's chain copy of the current details without reading them again", async () => {
    const { ctx, indexer, node } = contextWithIndexer({ [roundSearch]: [500, {}] })
    ctx.metadata.saveEventMetadata(EVENT_ID, {
      description: 'Kept in this browser',
      detailsRound: Number(CREATED_ROUND),
      detailsSource: 'chain',
    })
    expect((await getEvent(ctx, EVENT_ID))?.metadata).toMatchObject({ description: 'Kept in this browser' })
    expect(indexer.asked).toEqual([])
    expect(node.requests).not.toContain(`block ${CREATED_ROUND}`)
  })

  it('replaces a copy of older details, of unknown ones, or one not marked as read from the chain', async () => {
    const copies: EventMetadata[] = [
      { description: 'An older copy', detailsRound: Number(CREATED_ROUND) - 5, detailsSource: 'chain' },
      { description: 'A copy of unknown details' },
      // What the app kept after a create before the texts were written whole: the round, and a
      // fuller text than the note held.
      { description: 'The full local text', detailsRound: Number(CREATED_ROUND) },
    ]
    for (const copy of copies) {
      const { ctx } = contextWithIndexer(null, [appCallInBlock(OWNER, EVENT_ID, creationNote)])
      ctx.metadata.saveEventMetadata(EVENT_ID, copy)
      expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('From the creation note')
      expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toEqual({
        description: 'From the creation note',
        detailsRound: Number(CREATED_ROUND),
        detailsSource: 'chain',
      })
    }
  })

  it('keeps the older copy when the note cannot be found', async () => {
    const { ctx } = contextWithIndexer(null)
    ctx.metadata.saveEventMetadata(EVENT_ID, { description: 'An older copy', detailsRound: 1, detailsSource: 'chain' })
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('An older copy')
  })

  it("takes the owner's latest details call of the block: an edit after the creation, not a stranger's", async () => {
    const editNote = noteOf({ description: 'Edited by the owner' })
    const block = [
      appCallInBlock(OWNER, EVENT_ID, creationNote),
      appCallInBlock(OWNER, EVENT_ID, editNote, { method: 'update_details' }),
      appCallInBlock(STRANGER, EVENT_ID, forgedNote, { method: 'update_details' }),
    ]
    const { ctx } = contextWithIndexer(null, block)
    expect((await getEvent(ctx, EVENT_ID))?.metadata.description).toBe('Edited by the owner')
  })

  it('renders from the chain record alone when the indexer fails, has no note, or is not configured', async () => {
    for (const routes of [
      { [roundSearch]: [503, { message: 'down' }] },
      { [roundSearch]: [200, { transactions: [] }] },
      null,
    ]) {
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
