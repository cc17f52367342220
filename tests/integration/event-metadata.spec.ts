/**
 * Event texts on the real node, without an indexer: another browser reads the description from the
 * note of the owner's own create_event call, found in the block of the round the contract recorded.
 * Notes planted by anyone else for the same event, before or after its creation, are ignored.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEventDetailsNotes } from '../../frontend/src/domain/details/event-note'
import { chainTestNet, createdEvent, eventInput, uniqueId, type Actor, type ChainTestNet } from './support'

let net: ChainTestNet
let owner: Actor
let forger: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(20)
  forger = await net.actor(5)
})

function forgedNote(eventId: string): Uint8Array {
  const built = buildEventDetailsNotes(eventId, { description: 'Planted by someone else' })
  if (!built.ok) throw new Error(built.error)
  return built.value.notes[0]
}

/** The forger's own app call (a top-up of `eventId`'s budget) carrying `note`. */
async function topUpWithNote(eventId: string, note: Uint8Array) {
  await net.appClient.send.topUpBudget({
    sender: forger.address,
    args: {
      payment: net.algorand.createTransaction.payment({
        sender: forger.address,
        receiver: net.appClient.appAddress,
        amount: AlgoAmount.MicroAlgo(1_000),
      }),
      eventId,
      forAttendees: false,
    },
    note,
    populateAppCallResources: true,
  })
}

describe('event texts from the chain', () => {
  it("another browser reads the owner's description from the creation block; planted notes are ignored", async () => {
    const eventId = uniqueId('NOTE')
    // Before the event exists: a payment and an app call by someone else, each with a note for the id.
    await net.algorand.send.payment({
      sender: forger.address,
      receiver: forger.address,
      amount: AlgoAmount.MicroAlgo(0),
      note: forgedNote(eventId),
    })
    const other = await createdEvent(forger, eventInput(uniqueId('DECOY')))
    await topUpWithNote(other, forgedNote(eventId))

    await createdEvent(owner, eventInput(eventId))
    // After: an app call on the event itself, by someone else, with a note for it.
    await topUpWithNote(eventId, forgedNote(eventId))

    const visitor = await net.actor(0) // a browser that never saw the event
    expect(net.config.indexer).toBeUndefined()
    const seen = await visitor.chain.getEvent(eventId)
    expect(seen?.owner).toBe(owner.address)
    expect(seen?.metadata.description).toBe('Created by the chain tests')
  })
})
