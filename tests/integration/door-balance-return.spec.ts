/**
 * A revoked door's balance goes back to the event's owner, on the real node, through the door
 * screen's own chain layer: once the owner's remove_door has deleted the door's box, the device's
 * one payment closes its account to the owner, who receives exactly what it held less the fee.
 * Nothing moves while the door is still paired, when the node cannot be reached or answers with
 * errors, or a second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainApi, createAlgorandClient } from '../../frontend/src/chain/node-api'
import type { ServiceConfig } from '../../frontend/src/config'
import { MIN_TXN_FEE_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import { DOOR_FUNDING, newDoorKey } from '../../scripts/lib/door-device'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { brokenNodes, type BrokenNodes } from '../support/broken-nodes'
import { openSettings } from '../support/chain-inputs'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

const FEE = BigInt(MIN_TXN_FEE_MICROALGOS)

let net: ChainTestNet
let owner: Actor
/** The door screen's chain layer: no wallet on the device, only its own key. */
let doorScreen: ChainApi
let broken: BrokenNodes

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
  doorScreen = doorScreenOn(net.config.algod)
  broken = await brokenNodes()
})
afterAll(() => broken?.close())

/** The door screen's chain layer reading and sending through `algod`. */
function doorScreenOn(algod: ServiceConfig): ChainApi {
  const config = { ...net.config, algod, algodFallback: undefined }
  return chainApiFor(config, createAlgorandClient(config), net.algorand.account.random())
}

/** A door-check-in event of the owner's with one door paired and funded; the door's key. */
async function eventWithDoor(): Promise<{ event: DynaEvent; key: ReturnType<typeof newDoorKey> }> {
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId('DOORBACK'), { settings: openSettings({ selfCheckIn: false }) }),
  )
  const event = await heldEvent(owner, eventId)
  const key = newDoorKey()
  succeeded(await owner.chain.addDoor(event, key.address, 'Side door', DOOR_FUNDING.microAlgo))
  return { event, key }
}

describe("a revoked door's balance", () => {
  it('stays with the door while it is paired', async () => {
    const { event, key } = await eventWithDoor()
    const ownerBefore = await net.balance(owner.address)
    expect(await doorScreen.returnDoorBalance(key, event)).toEqual({ status: 'paired' })
    expect(await net.balance(key.address)).toBe(DOOR_FUNDING.microAlgo)
    expect(await net.balance(owner.address)).toBe(ownerBefore)
  })

  it('goes back to the owner once revoked: the door ends at 0, the owner gains its balance less the fee', async () => {
    const { event, key } = await eventWithDoor()
    succeeded(await owner.chain.removeDoor(event, key.address))
    expect(await owner.chain.getDoor(event, key.address)).toBeNull()
    const held = await net.balance(key.address)
    expect(held).toBe(DOOR_FUNDING.microAlgo)
    // What the owner's Manage page reads of the revoked door.
    expect(await owner.chain.doorBalance(key.address)).toBe(held)
    const ownerBefore = await net.balance(owner.address)

    const returned = await doorScreen.returnDoorBalance(key, event)

    expect(returned).toEqual({ status: 'returned', amount: held - FEE, owner: owner.address, txId: expect.any(String) })
    expect(await net.balance(key.address)).toBe(0n)
    expect(await owner.chain.doorBalance(key.address)).toBe(0n)
    expect(await net.balance(owner.address)).toBe(ownerBefore + held - FEE)
    // The payment closed the account to the owner, from the door, for the fee only.
    const sent = await net.algorand.client.algod
      .pendingTransactionInformation(returned.status === 'returned' ? returned.txId : '')
      .do()
    expect(sent.txn.txn.sender.toString()).toBe(key.address)
    expect(sent.txn.txn.payment?.closeRemainderTo?.toString()).toBe(owner.address)
    expect(sent.txn.txn.payment?.amount).toBe(0n)
    expect(sent.txn.txn.fee).toBe(FEE)

    // An empty door sends nothing.
    expect(await doorScreen.returnDoorBalance(key, event)).toEqual({ status: 'empty' })
    expect(await net.balance(owner.address)).toBe(ownerBefore + held - FEE)
  })

  it('is sent once when asked twice at the same time', async () => {
    const { event, key } = await eventWithDoor()
    succeeded(await owner.chain.removeDoor(event, key.address))
    const ownerBefore = await net.balance(owner.address)
    const [first, second] = await Promise.all([
      doorScreen.returnDoorBalance(key, event),
      doorScreenOn(net.config.algod).returnDoorBalance(key, event),
    ])
    expect(first).toMatchObject({ status: 'returned', amount: DOOR_FUNDING.microAlgo - FEE })
    expect(second).toEqual(first)
    expect(await net.balance(owner.address)).toBe(ownerBefore + DOOR_FUNDING.microAlgo - FEE)
  })

  it('stays with the door when the node cannot be reached, answers with errors, or has no such event', async () => {
    const { event, key } = await eventWithDoor()
    succeeded(await owner.chain.removeDoor(event, key.address))
    const ownerBefore = await net.balance(owner.address)
    for (const algod of [broken.unreachable, broken.failing]) {
      expect(await doorScreenOn(algod).returnDoorBalance(key, event)).toMatchObject({ status: 'not-now' })
      // Manage reads no balance there either, rather than a 0 that would say it came back.
      await expect(doorScreenOn(algod).doorBalance(key.address)).rejects.toThrow()
    }
    // Nor for an event the node does not have: there is no owner to send it to.
    expect(await doorScreen.returnDoorBalance(key, { eventId: uniqueId('NO-SUCH') })).toMatchObject({
      status: 'not-now',
    })
    expect(await net.balance(key.address)).toBe(DOOR_FUNDING.microAlgo)
    expect(await net.balance(owner.address)).toBe(ownerBefore)
    // Once the node answers, it goes back.
    expect(await doorScreen.returnDoorBalance(key, event)).toMatchObject({ status: 'returned' })
    expect(await net.balance(key.address)).toBe(0n)
  })

  it('goes to the owner of the event, as its box names them, never to someone else', async () => {
    const { event, key } = await eventWithDoor()
    succeeded(await owner.chain.removeDoor(event, key.address))
    const stranger = await net.actor(1)
    const strangerBefore = await net.balance(stranger.address)
    const ownerBefore = await net.balance(owner.address)
    // A screen holding a copy of the event with another owner still pays the owner on chain.
    const copy = { ...event, owner: stranger.address }
    expect(await doorScreen.returnDoorBalance(key, copy)).toMatchObject({ status: 'returned', owner: owner.address })
    expect(await net.balance(stranger.address)).toBe(strangerBefore)
    expect(await net.balance(owner.address)).toBe(ownerBefore + DOOR_FUNDING.microAlgo - FEE)
  })
})
