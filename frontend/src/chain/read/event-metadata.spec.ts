import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { buildEventDetailsNotes, eventMetadataNotePrefixes } from '../../domain/details/event-note'
import type { EventMetadata } from '../../domain/details/details'
import { appCallInBlock, FAKE_APP_ID, paymentInBlock } from '../../testing/fake-block'
import { fakeFetch } from '../../testing/fake-fetch'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import type { AlgodRest } from '../node/algod-rest'
import { bytesToBase64 } from '../node/msgpack'
import { createReadContext } from '../node/read-context'
import { eventMetadata, metadataFromTransactions } from './event-metadata'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const EVENT_ID = 'EDITED-1'
const GROUP = 'RURJVA=='
const details: EventMetadata = {
  description: 'Ünïcode agenda line\n'.repeat(120),
  ticketTiers: [
    {
      id: 'general',
      name: 'General',
      description: 'Seat',
      price: 1,
      currency: 'ALGO',
      quantity: 10,
      benefits: ['Lunch'],
      transferable: true,
    },
  ],
}
const built = buildEventDetailsNotes(EVENT_ID, details)
if (!built.ok) throw new Error(built.error)
const notes = built.value.notes

describe('metadataFromTransactions', () => {
  it("reads an edit's parts from its calls and payments, in group order, passing over calls without a part", () => {
    expect(notes).toHaveLength(3)
    const editGroup = [
      appCallInBlock(OWNER, EVENT_ID, notes[0], { method: 'update_details', group: GROUP }),
      appCallInBlock(OWNER, EVENT_ID, notes[1], { method: 'set_settings', group: GROUP }),
      appCallInBlock(OWNER, EVENT_ID, new Uint8Array(), { method: 'update_tier', group: GROUP }),
      paymentInBlock(OWNER, notes[2], GROUP),
    ]
    expect(metadataFromTransactions(editGroup, FAKE_APP_ID, EVENT_ID, OWNER)).toEqual(details)
    // A group id the call does not have (a transaction sent alone) has no further parts.
    const alone = editGroup.map((txn) => ({ ...txn, group: '' }))
    expect(metadataFromTransactions(alone, FAKE_APP_ID, EVENT_ID, OWNER)).toBeUndefined()
  })
})

describe('eventMetadata without a details round (a list of events)', () => {
  it('finds the details call on the indexer by its note, then reads its round for the other parts', async () => {
    const round = 4_242
    const owned = (txn: ReturnType<typeof paymentInBlock>, offset: number, app = true) => ({
      sender: txn.sender,
      note: bytesToBase64(txn.note),
      group: txn.group,
      'tx-type': txn.type,
      'confirmed-round': round,
      'intra-round-offset': offset,
      ...(app
        ? {
            'application-transaction': {
              'application-id': Number(FAKE_APP_ID),
              'application-args': txn.appArgs.map(bytesToBase64),
            },
          }
        : {}),
    })
    const call = appCallInBlock(OWNER, EVENT_ID, notes[0], { group: GROUP })
    const payments = notes.slice(1).map((note) => paymentInBlock(OWNER, note, GROUP))
    const search = (prefix: string) =>
      `/v2/transactions?application-id=7&note-prefix=${bytesToBase64(new TextEncoder().encode(prefix))}` +
      `&address=${OWNER}&address-role=sender&tx-type=appl&limit=10`
    const [oneNote, split] = eventMetadataNotePrefixes(EVENT_ID).map(search)
    const roundSearch = `/v2/transactions?round=${round}&address=${OWNER}&address-role=sender&limit=1000`
    const indexer = fakeFetch({
      [oneNote]: [200, { transactions: [] }],
      [split]: [200, { transactions: [owned(call, 3)] }],
      [roundSearch]: [
        200,
        { transactions: [owned(call, 3), owned(payments[0], 4, false), owned(payments[1], 5, false)] },
      ],
    })
    const config = parseConfig({ VITE_APP_ID: '7', VITE_INDEXER_SERVER: 'http://indexer' })
    const ctx = createReadContext(config, eventMetadataInMemory(), 'http://app', indexer.impl)
    const noBlocks = { ...ctx, algodRest: {} as AlgodRest }
    expect(await eventMetadata(noBlocks, EVENT_ID, { owner: OWNER })).toEqual(details)
    expect(indexer.asked).toEqual([oneNote, split, roundSearch])
    // Kept without a round: which details are current is known only once a page reads the event.
    expect(ctx.metadata.loadEventMetadata(EVENT_ID)).toEqual(details)
  })
})
