/**
 * A public build's reads turn to the second algod when the first fails: here the first is a
 * loopback port nobody listens on, or a gateway answering 503, and the second the real node.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAlgodRest } from '../support/chain-internals'
import type { ServiceConfig } from '../../frontend/src/config'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { chainTestNet, createdEvent, eventInput, uniqueId, type ChainTestNet } from './support'

let net: ChainTestNet
const gateway = createServer((_request, response) => response.writeHead(503).end('{"message":"upstream down"}'))
let failing: ServiceConfig
let unreachable: ServiceConfig

beforeAll(async () => {
  net = await chainTestNet()
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  failing = { server: 'http://127.0.0.1', port: String((gateway.address() as AddressInfo).port), token: '' }
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  unreachable = { server: 'http://127.0.0.1', port: String((closed.address() as AddressInfo).port), token: '' }
  await new Promise((resolve) => closed.close(resolve))
})
afterAll(() => new Promise((resolve) => gateway.close(resolve)))

describe('reads with a fallback algod', () => {
  it('fail without the fallback, and answer from the real node with it', async () => {
    const lastRound = (await net.algorand.client.algod.status().do()).lastRound
    for (const first of [unreachable, failing]) {
      await expect(createAlgodRest(first).getLastRound()).rejects.toThrow()
      expect(await createAlgodRest(first, undefined, net.config.algod).getLastRound()).toBeGreaterThanOrEqual(lastRound)
    }
  })

  it("show an event through the app's own chain layer when the first node is down", async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(owner, eventInput(uniqueId('FALLBACK')))
    const visitor = chainApiFor(
      { ...net.config, algod: unreachable, algodFallback: net.config.algod },
      net.algorand,
      net.algorand.account.random(),
    )
    expect(await visitor.getEvent(eventId)).toMatchObject({ eventId, owner: owner.address })
  })
})
