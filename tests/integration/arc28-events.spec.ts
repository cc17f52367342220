/**
 * The app's ARC-28 events as the node keeps them: read from the logs of the app's calls in the
 * block each action landed in, and decoded by the generic decoder from the ARC-56 events list, so
 * events the contract adds or changes decode without new code here. Each action is one case: a
 * create, a registration, a door paired and a check-in.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { events } from '../../artifacts/dynaqr/DynaQr.arc56.json'
import type { Result } from '../../frontend/src/domain/messages/result'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import { decodeEventLog, type DecodedEvent } from '../support/arc28-events'
import type { Sent } from '../../frontend/src/chain/node-api'
import { newDoorKey } from '../../scripts/lib/door-device'
import {
  chainTestNet,
  eventInput,
  heldEvent,
  heldRegistration,
  registrationForm,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor
let attendee: Actor
const eventId = uniqueId('EVENTS')
/** A door device's key, as a door's browser makes one. */
const door = newDoorKey()

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor()
  attendee = await net.actor()
})

/**
 * The ARC-28 events the app logged in the block of this transaction. The block is read as msgpack:
 * its JSON form carries logs as text, which loses bytes that are not UTF-8.
 */
async function eventsLoggedWith(txId: string): Promise<DecodedEvent[]> {
  const { algod } = net.algorand.client
  const { confirmedRound } = await algod.pendingTransactionInformation(txId).do()
  const { block } = await algod.block(confirmedRound!).do()
  const appCalls = block.payset.filter(
    ({ signedTxn: { signedTxn } }) => signedTxn.txn.applicationCall?.appIndex === net.appClient.appId,
  )
  expect(appCalls.length).toBeGreaterThan(0)
  return appCalls.flatMap(({ signedTxn: { applyData } }) =>
    (applyData.evalDelta?.logs ?? []).flatMap((log) => decodeEventLog(events, log) ?? []),
  )
}

async function sent(write: Promise<Result<Sent>>): Promise<string> {
  const { txId } = succeeded(await write)
  if (!txId) throw new Error('the write sent nothing')
  return txId
}

/** An app call, and the event it must log with these arguments. */
const actions: { call: string; act: () => Promise<string>; event: string; args: () => DecodedEvent['args'] }[] = [
  {
    call: 'create_event',
    act: () => sent(owner.chain.createEvent(eventInput(eventId, { ticketTiers: [tier('Paid', 2, 10)] }))),
    event: 'EventCreated',
    args: () => ({ eventId, owner: owner.address }),
  },
  {
    call: 'register_event',
    act: async () => sent(attendee.chain.register(await heldEvent(attendee, eventId), 0, registrationForm())),
    event: 'Registered',
    args: () => ({ eventId, attendee: attendee.address, tierIndex: 0n, amountPaid: 2_000_000n }),
  },
  {
    call: 'add_door',
    act: async () =>
      sent(owner.chain.addDoor(await heldEvent(owner, eventId), door.address, 'Main entrance', 200_000n)),
    event: 'DoorPaired',
    args: () => ({ eventId, scanner: door.address, name: 'Main entrance' }),
  },
  {
    call: 'check_in',
    act: async () => {
      const event = await heldEvent(attendee, eventId)
      const registration = await heldRegistration(attendee, eventId)
      const ticket = parseTicket(succeeded(await attendee.chain.showTicket(event, registration)), {
        appId: net.config.appId,
        eventId,
      })
      if (!ticket.ok) throw new Error(ticket.error)
      const outcome = await owner.chain.doorChain(door).checkIn(ticket.value, BigInt(event.seq))
      if (outcome.status !== 'recorded') throw new Error(`check-in not recorded: ${JSON.stringify(outcome)}`)
      return outcome.txId
    },
    event: 'CheckedIn',
    args: () => ({ eventId, attendee: attendee.address, scanner: door.address }),
  },
]

describe('ARC-28 events in the block', () => {
  for (const { call, act, event, args } of actions) {
    it(`${call} logs ${event}`, async () => {
      expect(await eventsLoggedWith(await act())).toContainEqual({ name: event, args: args() })
    })
  }
})
