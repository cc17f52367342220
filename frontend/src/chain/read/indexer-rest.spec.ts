import { describe, expect, it } from 'vitest'
import { fakeFetch } from './fake-fetch'
import { createIndexerRest } from './indexer-rest'
import { bytesToBase64 } from './msgpack'

const text = new TextEncoder()
const indexer = { server: 'http://indexer', port: '8980', token: 'it' }
const PREFIX = '{"type":"event_metadata","eventId":"EV-1",'
const search = `/v2/transactions?application-id=7&note-prefix=${bytesToBase64(text.encode(PREFIX))}&limit=1`

describe('findNote', () => {
  it("asks for the app's first transaction with the note prefix, with the indexer's API token", async () => {
    const note = `${PREFIX}"metadata":{}}`
    const { impl, asked, headers } = fakeFetch({
      [search]: [200, { transactions: [{ note: bytesToBase64(text.encode(note)) }] }],
    })
    expect(await createIndexerRest(indexer, impl).findNote(7n, text.encode(PREFIX))).toEqual(text.encode(note))
    expect(asked).toEqual([search])
    expect(headers[0]).toEqual({ 'X-Indexer-API-Token': 'it' })
  })

  it('sends no token header when none is configured', async () => {
    const { impl, headers } = fakeFetch({ [search]: [200, { transactions: [] }] })
    await createIndexerRest({ ...indexer, token: '' }, impl).findNote(7n, text.encode(PREFIX))
    expect(headers[0]).toEqual({})
  })

  it('is undefined when no transaction (or one without a note) matches', async () => {
    for (const transactions of [[], [{}]]) {
      const { impl } = fakeFetch({ [search]: [200, { transactions }] })
      expect(await createIndexerRest(indexer, impl).findNote(7n, text.encode(PREFIX))).toBeUndefined()
    }
  })

  it('rejects when the indexer fails', async () => {
    const { impl } = fakeFetch({ [search]: [500, { message: 'down' }] })
    await expect(createIndexerRest(indexer, impl).findNote(7n, text.encode(PREFIX))).rejects.toThrow(/500/)
  })
})
