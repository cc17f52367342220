import { describe, expect, it } from 'vitest'
import { createAlgodRest } from '../node/algod-rest'
import { fakeFetch } from '../../testing/fake-fetch'
import { getBalance, networkStatus } from './node-reads'

const algod = { server: 'http://node', port: '4001', token: 't' }
const account = '/v2/accounts/ADDR?exclude=all'

describe('getBalance', () => {
  it("is the account's amount in microALGO", async () => {
    const { impl } = fakeFetch({ [account]: [200, { amount: 5_000_000 }] })
    expect(await getBalance(createAlgodRest(algod, impl), 'ADDR')).toBe(5_000_000n)
  })

  it('is 0 when the balance cannot be read, so the screens show an empty wallet', async () => {
    const { impl } = fakeFetch({ [account]: [500, { message: 'down' }] })
    expect(await getBalance(createAlgodRest(algod, impl), 'ADDR')).toBe(0n)
  })
})

describe('networkStatus', () => {
  it("is online with the node's last round and how long it took to answer", async () => {
    const { impl } = fakeFetch({ '/v2/status': [200, { 'last-round': 987 }] })
    const ticks = [100, 142.4]
    const status = await networkStatus(createAlgodRest(algod, impl), () => ticks.shift()!)
    expect(status).toEqual({ status: 'online', blockHeight: 987, responseTime: 42 })
  })

  it('is offline when the node does not answer', async () => {
    const impl = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await networkStatus(createAlgodRest(algod, impl))).toEqual({
      status: 'offline',
      blockHeight: 0,
      responseTime: 0,
    })
  })
})
