/**
 * A public build's reads turn to the second algod when the first fails: here the first is a
 * loopback port nobody listens on, or a gateway answering 503, and the second the real node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAlgodRest } from '../support/chain-internals'
import { brokenNodes, type BrokenNodes } from '../support/broken-nodes'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { chainTestNet, createdEvent, eventInput, uniqueId, type ChainTestNet } from './support'

let net: ChainTestNet
let broken: BrokenNodes

beforeAll(async () => {
  net = await chainTestNet()
  broken = await brokenNodes()
})
afterAll(() => broken?.close())

describe('reads with a fallback algod', () => {
  it('fail without the fallback, and answer from the real node with it', async () => {
    const lastRound = (await net.algorand.client.algod.status().do()).lastRound
    for (const first of [broken.unreachable, broken.failing]) {
      await expect(createAlgodRest(first).getLastRound()).rejects.toThrow()
      expect(await createAlgodRest(first, undefined, net.config.algod).getLastRound()).toBeGreaterThanOrEqual(lastRound)
    }
  })

  it("show an event through the app's own chain layer when the first node is down", async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(owner, eventInput(uniqueId('FALLBACK')))
    const visitor = chainApiFor(
      { ...net.config, algod: broken.unreachable, algodFallback: net.config.algod },
      net.algorand,
      net.algorand.account.random(),
    )
    expect(await visitor.getEvent(eventId)).toMatchObject({ eventId, owner: owner.address })
  })
})
