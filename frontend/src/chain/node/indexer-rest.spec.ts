import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../testing/fake-fetch'
import { createIndexerRest } from './indexer-rest'
import { bytesToBase64 } from './msgpack'

const text = new TextEncoder()
const indexer = { server: 'http://indexer', port: '8980', token: 'it' }
const PREFIX = '{"type":"event_metadata","eventId":"EV-1",'
const OWNER = 'OWNERADDRESS'
const search =
  `/v2/transactions?application-id=7&note-prefix=${bytesToBase64(text.encode(PREFIX))}` +
  `&address=${OWNER}&address-role=sender&tx-type=appl&limit=10`

describe('findAppCalls', () => {
  it("asks for the sender's app calls with the note prefix, with the indexer's API token", async () => {
    const note = `${PREFIX}"metadata":{}}`
    const { impl, asked, headers } = fakeFetch({
      [search]: [
        200,
        {
          transactions: [
            {
              sender: OWNER,
              note: bytesToBase64(text.encode(note)),
              'application-transaction': { 'application-args': [bytesToBase64(Uint8Array.of(1, 2, 3, 4))] },
            },
          ],
        },
      ],
    })
    expect(await createIndexerRest(indexer, impl).findAppCalls(7n, OWNER, text.encode(PREFIX))).toEqual([
      { sender: OWNER, note: text.encode(note), appArgs: [Uint8Array.of(1, 2, 3, 4)] },
    ])
    expect(asked).toEqual([search])
    expect(headers[0]).toEqual({ 'X-Indexer-API-Token': 'it' })
  })

  it('sends no token header when none is configured', async () => {
    const { impl, headers } = fakeFetch({ [search]: [200, { transactions: [] }] })
    await createIndexerRest({ ...indexer, token: '' }, impl).findAppCalls(7n, OWNER, text.encode(PREFIX))
    expect(headers[0]).toEqual({})
  })

  it('leaves out transactions without a note', async () => {
    const { impl } = fakeFetch({ [search]: [200, { transactions: [{ sender: OWNER }] }] })
    expect(await createIndexerRest(indexer, impl).findAppCalls(7n, OWNER, text.encode(PREFIX))).toEqual([])
  })

  it('rejects when the indexer fails', async () => {
    const { impl } = fakeFetch({ [search]: [500, { message: 'down' }] })
    await expect(createIndexerRest(indexer, impl).findAppCalls(7n, OWNER, text.encode(PREFIX))).rejects.toThrow(/500/)
  })
})

describe('findTransactions', () => {
  const roundSearch = `/v2/transactions?round=42&address=${OWNER}&address-role=sender&limit=1000`

  it("lists the sender's transactions of one round, of every kind, in the block's order, with their group", async () => {
    const { impl, asked } = fakeFetch({
      [roundSearch]: [
        200,
        {
          transactions: [
            {
              sender: OWNER,
              'tx-type': 'pay',
              note: bytesToBase64(text.encode('b')),
              group: 'Rw==',
              'intra-round-offset': 5,
            },
            {
              sender: OWNER,
              'tx-type': 'appl',
              note: bytesToBase64(text.encode('a')),
              group: 'Rw==',
              'confirmed-round': 42,
              'intra-round-offset': 4,
              'application-transaction': { 'application-id': 7, 'application-args': [bytesToBase64(Uint8Array.of(1))] },
            },
            { sender: OWNER, 'tx-type': 'pay', 'intra-round-offset': 9 },
          ],
        },
      ],
    })
    expect(await createIndexerRest(indexer, impl).findTransactions(OWNER, 42n)).toEqual([
      {
        sender: OWNER,
        type: 'appl',
        appId: 7n,
        group: 'Rw==',
        round: 42n,
        note: text.encode('a'),
        appArgs: [Uint8Array.of(1)],
      },
      { sender: OWNER, type: 'pay', group: 'Rw==', note: text.encode('b'), appArgs: [] },
      { sender: OWNER, type: 'pay', group: '', note: new Uint8Array(), appArgs: [] },
    ])
    expect(asked).toEqual([roundSearch])
  })
})
