/**
 * Pending is not failed, on a real node: a write whose confirmation reaches the app late (a slow
 * proxy in front of LocalNet's algod holds it back) is announced as pending and then succeeds; so
 * is one whose send reached the node but whose answer was lost; a create reported failed although
 * it landed becomes a success on retry, paid once.
 */
import { AlgorandClient } from '@algorandfoundation/algokit-utils'
import { Algodv2 } from 'algosdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAlgorandClient, CONFIRMATION_ROUNDS } from '../../frontend/src/chain/node-api'
import { serviceUrl, type AppConfig } from '../../frontend/src/config'
import { createEventPayment } from '../../frontend/src/domain/costs/mbr'
import { CHAIN_MESSAGES } from '../../frontend/src/domain/messages/messages'
import type { CreateEventInput } from '../../frontend/src/domain/event/event'
import { memoryStorage } from '../../frontend/src/ui/platform/memory-storage'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { startSlowAlgodProxy, type SlowAlgodProxy } from '../support/slow-algod-proxy'
import { chainTestNet, eventInput, succeeded, uniqueId, type Actor, type ChainTestNet } from './support'

const FEE = 1_000n
const TX_ID = /^[A-Z2-7]{52}$/

let net: ChainTestNet
let proxy: SlowAlgodProxy
beforeAll(async () => {
  net = await chainTestNet()
  proxy = await startSlowAlgodProxy(serviceUrl(net.config.algod))
})
afterAll(() => proxy?.close())

interface SlowActor extends Actor {
  /** What the app showed of pending writes, in order: 'pending <txId>' and 'settled <txId>'. */
  notices: string[]
}

/**
 * An account whose app reaches the node only through the slow proxy. `retries: false` gives it an
 * algod client that does not retry failed requests (the app's backs off for seconds each time), so
 * a node that stops answering fails at once.
 */
async function slowActor({ retries = true } = {}): Promise<SlowActor> {
  const account = await net.fundedAccount(20)
  const config: AppConfig = {
    ...net.config,
    algod: { ...net.config.algod, server: 'http://127.0.0.1', port: String(proxy.port) },
  }
  const storage = memoryStorage()
  const notices: string[] = []
  const { token, server, port } = config.algod
  const algorand = retries
    ? createAlgorandClient(config)
    : AlgorandClient.fromClients({ algod: new Algodv2(token, server, port) })
  const chain = chainApiFor(config, algorand, account, {
    storage,
    announcePending: (txId) => {
      notices.push(`pending ${txId}`)
      return () => notices.push(`settled ${txId}`)
    },
  })
  return { account, address: account.addr.toString(), chain, storage, notices }
}

/** What the creation of this event paid the app: its boxes (its place in the app's index by its seq) and the deposit. */
async function createDeposit(input: CreateEventInput): Promise<bigint> {
  const event = await net.appClient.state.box.events.value(input.eventId)
  if (!event) throw new Error(`no event ${input.eventId} on chain`)
  const shape = { name: input.eventName, url: input.currentUrl, accessType: 'public', tierNames: [] }
  return createEventPayment(input.eventId, shape, 0, undefined, Number(event.seq)).total
}

describe('a write confirmed after its wait', () => {
  it('is announced as pending, followed, and then succeeds with the event on chain', async () => {
    const actor = await slowActor()
    const input = eventInput(uniqueId('SLOW'))
    const before = await net.balance(actor.address)

    // The wait looks CONFIRMATION_ROUNDS times; two more lookups come back pending after it.
    proxy.holdConfirmations(CONFIRMATION_ROUNDS + 2)
    const result = await actor.chain.createEvent(input)
    proxy.holdConfirmations(0)

    const { txId } = succeeded(result)
    expect(result).toEqual({ ok: true, value: { eventId: input.eventId, txId: expect.stringMatching(TX_ID) } })
    expect(proxy.heldLookups(txId!)).toBe(CONFIRMATION_ROUNDS + 2)
    expect(actor.notices).toEqual([`pending ${txId}`, `settled ${txId}`])
    expect(await actor.chain.getEvent(input.eventId)).toMatchObject({
      eventId: input.eventId,
      owner: actor.address,
      currentUrl: input.currentUrl,
    })
    const spent = before - (await net.balance(actor.address))
    const deposit = await createDeposit(input)
    expect(spent - deposit).toBeGreaterThanOrEqual(2n * FEE)
    expect(spent - deposit).toBeLessThanOrEqual(4n * FEE)
  })
})

describe('a write whose send answer was lost', () => {
  it.each([
    ['an algod client that does not retry', false],
    ["the app's algod client, which sends again", true],
  ])('is followed and succeeds, paid once (%s)', async (_, retries) => {
    const actor = await slowActor({ retries })
    const input = eventInput(uniqueId('LOSTSEND'))
    const before = await net.balance(actor.address)
    const lostBefore = proxy.lostSendAnswers()

    proxy.loseSendAnswers(1)
    const result = await actor.chain.createEvent(input)
    proxy.loseSendAnswers(0)

    expect(proxy.lostSendAnswers()).toBe(lostBefore + 1)
    expect(result).toEqual({ ok: true, value: { eventId: input.eventId, txId: expect.stringMatching(TX_ID) } })
    expect(await actor.chain.getEvent(input.eventId)).toMatchObject({ owner: actor.address })
    const spent = before - (await net.balance(actor.address))
    const deposit = await createDeposit(input)
    expect(spent - deposit).toBeGreaterThanOrEqual(2n * FEE)
    expect(spent - deposit).toBeLessThanOrEqual(4n * FEE)
  })
})

describe('a create reported failed that had landed', () => {
  it('is a success on retry, with nothing paid a second time', async () => {
    const actor = await slowActor({ retries: false })
    const input = eventInput(uniqueId('LOST'))
    const before = await net.balance(actor.address)

    // The node stops answering about the transaction: the app cannot know it landed.
    proxy.holdConfirmations('unreachable')
    const first = await actor.chain.createEvent(input)
    proxy.holdConfirmations(0)
    expect(first.ok).toBe(false)
    // It cannot claim that nothing was charged: it does not know.
    expect(first).not.toEqual({ ok: false, error: CHAIN_MESSAGES.notLanded })
    const afterFirst = await net.balance(actor.address)
    expect(before - afterFirst).toBeGreaterThan(await createDeposit(input))

    const retry = await actor.chain.createEvent(input)
    expect(retry).toEqual({ ok: true, value: { eventId: input.eventId } })
    expect(await net.balance(actor.address)).toBe(afterFirst)
    expect(await actor.chain.getEvent(input.eventId)).toMatchObject({
      owner: actor.address,
      eventName: input.eventName,
    })
  })

  it('a retry for another destination under the same id is still refused by the contract', async () => {
    const actor = await slowActor()
    const input = eventInput(uniqueId('MOVED'))
    succeeded(await actor.chain.createEvent(input))
    const before = await net.balance(actor.address)

    const other = await actor.chain.createEvent({ ...input, currentUrl: 'https://example.com/elsewhere' })
    expect(other).toEqual({ ok: false, error: 'Event ID already exists' })
    expect(await net.balance(actor.address)).toBe(before)
  })
})
