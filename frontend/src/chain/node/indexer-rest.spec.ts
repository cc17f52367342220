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
