import { describe, expect, it } from 'vitest'
import { createAlgodRest } from './algod-rest'
import { fakeFetch } from '../../testing/fake-fetch'
import { bytesToBase64 } from './msgpack'

const text = new TextEncoder()
const b64 = (value: string) => bytesToBase64(text.encode(value))

const algod = { server: 'http://node', port: '4001', token: 't' }
const listing = (name: string) => `/v2/applications/7/boxes?prefix=b64:${b64(name)}&include=values&limit=1`
const direct = (name: string) => `/v2/applications/7/box?name=b64:${b64(name)}`

describe('getBox', () => {
  it('reads an existing box from the sorted listing, in one request', async () => {
    const { impl, asked } = fakeFetch({ [listing('eA')]: [200, { boxes: [{ name: b64('eA'), value: b64('v') }] }] })
    expect(await createAlgodRest(algod, impl).getBox(7n, text.encode('eA'))).toEqual(text.encode('v'))
    expect(asked).toHaveLength(1)
  })

  it('knows a box is missing when the first name with its prefix is longer, without a 404', async () => {
    const { impl, asked } = fakeFetch({ [listing('eA')]: [200, { boxes: [{ name: b64('eAB'), value: b64('x') }] }] })
    expect(await createAlgodRest(algod, impl).getBox(7n, text.encode('eA'))).toBeNull()
    expect(asked).toEqual([listing('eA')])
  })

  it('knows a box is missing from an empty last page', async () => {
    const { impl } = fakeFetch({ [listing('eA')]: [200, { boxes: [], round: 3 }] })
    expect(await createAlgodRest(algod, impl).getBox(7n, text.encode('eA'))).toBeNull()
  })

  it('asks for the box itself when the node ignores prefix or values', async () => {
    for (const page of [
      { boxes: [{ name: b64('c') }] }, // no prefix filtering: another box came first
      { boxes: [{ name: b64('eA') }] }, // no values in the listing
      { boxes: [], 'next-token': b64('eA') }, // cut short by the byte limit
    ]) {
      const { impl, asked } = fakeFetch({ [listing('eA')]: [200, page], [direct('eA')]: [200, { value: b64('v') }] })
      expect(await createAlgodRest(algod, impl).getBox(7n, text.encode('eA'))).toEqual(text.encode('v'))
      expect(asked).toEqual([listing('eA'), direct('eA')])
    }
  })

  it('fails loudly when the node fails', async () => {
    const { impl } = fakeFetch({ [listing('eA')]: [503, { message: 'down' }] })
    await expect(createAlgodRest(algod, impl).getBox(7n, text.encode('eA'))).rejects.toThrow(/503/)
  })
})

describe('getAssetAmount', () => {
  const holdings = '/v2/accounts/ADDR/assets?limit=1&next=41'

  it('reads the holding of that asset', async () => {
    const { impl } = fakeFetch({
      [holdings]: [200, { 'asset-holdings': [{ 'asset-holding': { 'asset-id': 42, amount: 1 } }] }],
    })
    expect(await createAlgodRest(algod, impl).getAssetAmount('ADDR', 42n)).toBe(1n)
  })

  it('is 0 when the next holding is another asset or there is none', async () => {
    for (const page of [
      { 'asset-holdings': [{ 'asset-holding': { 'asset-id': 50, amount: 9 } }] },
      { 'asset-holdings': [] },
    ]) {
      const { impl } = fakeFetch({ [holdings]: [200, page] })
      expect(await createAlgodRest(algod, impl).getAssetAmount('ADDR', 42n)).toBe(0n)
    }
  })
})

describe('simulate', () => {
  const answer = { 'txn-groups': [{ 'txn-results': [{ 'txn-result': { logs: [b64('x')] } }] }] }

  it('posts the msgpack request with the API token and returns the JSON answer', async () => {
    const sent: { url: string; init?: RequestInit }[] = []
    const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), init })
      return new Response(JSON.stringify(answer), { status: 200 })
    }) as typeof fetch
    const request = Uint8Array.from([0x81, 0xa1, 0x61, 0x01])
    expect(await createAlgodRest(algod, impl).simulate(request)).toEqual(answer)
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe('http://node:4001/v2/transactions/simulate')
    expect(sent[0].init?.method).toBe('POST')
    expect(sent[0].init?.headers).toEqual({ 'X-Algo-API-Token': 't', 'Content-Type': 'application/msgpack' })
    expect(sent[0].init?.body).toEqual(request)
  })

  it('rejects when the node has no simulate endpoint or refuses the request', async () => {
    for (const status of [404, 400]) {
      const { impl } = fakeFetch({ '/v2/transactions/simulate': [status, { message: 'no' }] })
      await expect(createAlgodRest(algod, impl).simulate(new Uint8Array([0x80]))).rejects.toMatchObject({ status })
    }
  })
})

describe('getAccountAmount', () => {
  it("reads the account's amount without its assets and apps, with the API token", async () => {
    const { impl, asked, headers } = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [200, { amount: 12_345_678 }] })
    expect(await createAlgodRest(algod, impl).getAccountAmount('ADDR')).toBe(12_345_678n)
    expect(asked).toEqual(['/v2/accounts/ADDR?exclude=all'])
    expect(headers[0]).toEqual({ 'X-Algo-API-Token': 't' })
  })

  it('is 0 for an account the node does not know, and rejects when the node fails', async () => {
    const missing = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [404, { message: 'no account' }] })
    expect(await createAlgodRest(algod, missing.impl).getAccountAmount('ADDR')).toBe(0n)
    const failing = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [503, { message: 'down' }] })
    await expect(createAlgodRest(algod, failing.impl).getAccountAmount('ADDR')).rejects.toMatchObject({ status: 503 })
  })
})

describe('getAuthAddress', () => {
  it("is the rekeyed account's authorised signer, else null", async () => {
    const rekeyed = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [200, { amount: 1, 'auth-addr': 'SIGNER' }] })
    expect(await createAlgodRest(algod, rekeyed.impl).getAuthAddress('ADDR')).toBe('SIGNER')
    const own = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [200, { amount: 1 }] })
    expect(await createAlgodRest(algod, own.impl).getAuthAddress('ADDR')).toBeNull()
    const unknown = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [404, { message: 'no account' }] })
    expect(await createAlgodRest(algod, unknown.impl).getAuthAddress('ADDR')).toBeNull()
  })

  it('rejects when the node fails, so that an unknown signer never counts as the own key', async () => {
    const failing = fakeFetch({ '/v2/accounts/ADDR?exclude=all': [503, { message: 'down' }] })
    await expect(createAlgodRest(algod, failing.impl).getAuthAddress('ADDR')).rejects.toMatchObject({ status: 503 })
  })
})

describe('getLastRound', () => {
  it("reads the node's last round from its status", async () => {
    const { impl, asked } = fakeFetch({ '/v2/status': [200, { 'last-round': 4321, 'time-since-last-round': 1 }] })
    expect(await createAlgodRest(algod, impl).getLastRound()).toBe(4321n)
    expect(asked).toEqual(['/v2/status'])
  })

  it('rejects when the node fails', async () => {
    const { impl } = fakeFetch({ '/v2/status': [500, { message: 'down' }] })
    await expect(createAlgodRest(algod, impl).getLastRound()).rejects.toMatchObject({ status: 500 })
  })
})

describe('listBoxes', () => {
  const page = (next?: string) =>
    `/v2/applications/7/boxes?prefix=b64:${b64('r1')}&include=values&limit=2${next ? `&next=${next}` : ''}`

  it('lists one page of boxes with their values, and where the next page starts', async () => {
    const { impl, asked } = fakeFetch({
      [page()]: [200, { boxes: [{ name: b64('r1a'), value: b64('A') }], 'next-token': 'TOKEN' }],
      [page('TOKEN')]: [200, { boxes: [{ name: b64('r1b'), value: b64('B') }] }],
    })
    const rest = createAlgodRest(algod, impl)
    const first = await rest.listBoxes(7n, text.encode('r1'), { limit: 2 })
    expect(first).toEqual({ boxes: [{ name: text.encode('r1a'), value: text.encode('A') }], next: 'TOKEN' })
    const last = await rest.listBoxes(7n, text.encode('r1'), { limit: 2, next: 'TOKEN' })
    expect(last).toEqual({ boxes: [{ name: text.encode('r1b'), value: text.encode('B') }] })
    expect(asked).toEqual([page(), page('TOKEN')])
  })

  it('fails loudly on a node that lists names without values', async () => {
    const { impl } = fakeFetch({ [page()]: [200, { boxes: [{ name: b64('r1a') }] }] })
    await expect(createAlgodRest(algod, impl).listBoxes(7n, text.encode('r1'), { limit: 2 })).rejects.toThrow(
      'this node does not list box values',
    )
  })
})

describe('getLastBlockTime', () => {
  it("is the timestamp in the last round's block header", async () => {
    const { impl, asked } = fakeFetch({
      '/v2/status': [200, { 'last-round': 42 }],
      '/v2/blocks/42?header-only=true&format=json': [200, { block: { rnd: 42, ts: 1_795_407_810 } }],
    })
    expect(await createAlgodRest(algod, impl).getLastBlockTime()).toBe(1_795_407_810)
    expect(asked).toHaveLength(2)
  })

  it('asks for the round before when the node behind the balancer does not have the last one yet', async () => {
    const { impl } = fakeFetch({
      '/v2/status': [200, { 'last-round': 42 }],
      '/v2/blocks/42?header-only=true&format=json': [404, { message: 'no block' }],
      '/v2/blocks/41?header-only=true&format=json': [200, { block: { rnd: 41, ts: 1_795_407_807 } }],
    })
    expect(await createAlgodRest(algod, impl).getLastBlockTime()).toBe(1_795_407_807)
  })

  it('fails rather than start the door clock in 1970 when a header has no timestamp', async () => {
    const { impl } = fakeFetch({
      '/v2/status': [200, { 'last-round': 42 }],
      '/v2/blocks/42?header-only=true&format=json': [200, { block: { rnd: 42 } }],
    })
    await expect(createAlgodRest(algod, impl).getLastBlockTime()).rejects.toThrow('block 42 has no timestamp')
  })
})

describe('getBlockTransactions, getBlockAppCalls', () => {
  const block = '/v2/blocks/9?format=json'
  const txns = [
    { txn: { type: 'appl', apid: 7, snd: 'OWNER', note: b64('head'), apaa: [b64('sel')], grp: 'Rw==' } },
    { txn: { type: 'pay', snd: 'OWNER', rcv: 'OWNER', note: b64('part'), grp: 'Rw==' } },
    { txn: { type: 'appl', apid: 8, snd: 'OTHER' } },
  ]

  it("gives every top-level transaction of the block in its order, with its group; the app's calls apart", async () => {
    const { impl } = fakeFetch({ [block]: [200, { block: { txns } }] })
    const rest = createAlgodRest(algod, impl)
    expect(await rest.getBlockTransactions(9n)).toEqual([
      {
        sender: 'OWNER',
        type: 'appl',
        appId: 7n,
        group: 'Rw==',
        note: text.encode('head'),
        appArgs: [text.encode('sel')],
      },
      { sender: 'OWNER', type: 'pay', group: 'Rw==', note: text.encode('part'), appArgs: [] },
      { sender: 'OTHER', type: 'appl', appId: 8n, group: '', note: new Uint8Array(), appArgs: [] },
    ])
    expect(await rest.getBlockAppCalls(9n, 7n)).toEqual([
      { sender: 'OWNER', note: text.encode('head'), appArgs: [text.encode('sel')] },
    ])
  })

  it('is null for a block the node no longer keeps', async () => {
    const { impl } = fakeFetch({ [block]: [404, { message: 'no block' }] })
    expect(await createAlgodRest(algod, impl).getBlockTransactions(9n)).toBeNull()
    expect(await createAlgodRest(algod, impl).getBlockAppCalls(9n, 7n)).toBeNull()
  })
})

describe('getAssetUnit', () => {
  it("counts an asset's amounts in its unit name and decimals", async () => {
    const { impl, asked } = fakeFetch({
      '/v2/assets/10458941': [200, { index: 10458941, params: { decimals: 6, 'unit-name': 'USDC', name: 'USDC' } }],
    })
    expect(await createAlgodRest(algod, impl).getAssetUnit(10458941n)).toEqual({
      code: 'USDC',
      decimals: 6,
      assetId: 10458941n,
    })
    expect(asked).toEqual(['/v2/assets/10458941'])
  })

  it('falls back to the name, then the id, when the asset has no unit name', async () => {
    const named = fakeFetch({ '/v2/assets/5': [200, { params: { decimals: 2, name: 'Euro Coin' } }] })
    expect((await createAlgodRest(algod, named.impl).getAssetUnit(5n))?.code).toBe('Euro Coin')
    const bare = fakeFetch({ '/v2/assets/5': [200, { params: { decimals: 0 } }] })
    expect((await createAlgodRest(algod, bare.impl).getAssetUnit(5n))?.code).toBe('ASA 5')
  })

  it('is null for an asset that does not exist', async () => {
    const { impl } = fakeFetch({ '/v2/assets/5': [404, { message: 'asset does not exist' }] })
    expect(await createAlgodRest(algod, impl).getAssetUnit(5n)).toBeNull()
  })
})

describe('getAssetHolding', () => {
  const account = '/v2/accounts/ADDR'

  it("reads the holding from the account's assets: its amount and whether it is frozen, or null while not opted in", async () => {
    const { impl, asked } = fakeFetch({
      [account]: [
        200,
        {
          amount: 5,
          assets: [
            { 'asset-id': 10458941, amount: 25000000, 'is-frozen': false },
            { 'asset-id': 7, amount: 3, 'is-frozen': true },
          ],
        },
      ],
    })
    const rest = createAlgodRest(algod, impl)
    expect(await rest.getAssetHolding('ADDR', 10458941n)).toEqual({ amount: 25_000_000n, frozen: false })
    expect(await rest.getAssetHolding('ADDR', 7n)).toEqual({ amount: 3n, frozen: true })
    expect(await rest.getAssetHolding('ADDR', 31566704n)).toBeNull()
    expect(asked).toEqual([account, account, account])
  })

  it('is null for an account the node has never seen, and 0 for a holding of nothing', async () => {
    const missing = fakeFetch({ [account]: [404, { message: 'account not found' }] })
    expect(await createAlgodRest(algod, missing.impl).getAssetHolding('ADDR', 1n)).toBeNull()
    const empty = fakeFetch({ [account]: [200, { assets: [{ 'asset-id': 1 }] }] })
    expect(await createAlgodRest(algod, empty.impl).getAssetHolding('ADDR', 1n)).toEqual({ amount: 0n, frozen: false })
  })
})
