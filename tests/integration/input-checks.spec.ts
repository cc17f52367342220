/**
 * The DynaQR app has its attendance tokens app check the event input that depends on nothing stored
 * (ids, texts, URLs, tiers, dates), by inner call. On a real node: each check still refuses what it
 * refused, with its own message found as the screens find it (the tokens app's failing pc beside the
 * DynaQR app's), and a call that passes pays the inner call's fee.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_TXN_FEE_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import {
  chainTestNet,
  contractReasonOf,
  createdEvent,
  createEventArgs,
  eventInput,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(40)
})

const ONE_INNER_FEE = { extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS), populateAppCallResources: true }
const NO_SETTINGS = { startsAt: 0n, endsAt: 0n, checkInOpensBefore: 0n, selfCheckIn: false, decideBy: 0n }

describe("the tokens app's checks of an owner's input", () => {
  it("create_event with an id outside letters, digits, '-' and '_': 'Invalid event ID'", async () => {
    const eventId = `${uniqueId('BAD')}!`
    const reason = await contractReasonOf(net, () =>
      net.appClient.send.createEvent({
        sender: owner.address,
        args: createEventArgs(net, owner.address, eventId, { name: 'Bad id', url: 'https://example.com' }),
        populateAppCallResources: true,
        coverAppCallInnerTransactionFees: true,
        maxFee: AlgoAmount.MicroAlgo(10_000),
      }),
    )
    expect(reason).toBe('Invalid event ID')
  })

  it("update_url to a destination that is not a web address: 'URL must start with https:// or http://'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('FTP')))
    const reason = await contractReasonOf(net, () =>
      net.appClient.send.updateUrl({
        sender: owner.address,
        args: { eventId, url: 'ftp://example.com/files' },
        ...ONE_INNER_FEE,
      }),
    )
    expect(reason).toBe('URL must start with https:// or http://')
  })

  it("set_settings with an end but no start: 'An end needs a start'; update_details with a quote in the name", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('DATES')))
    expect(
      await contractReasonOf(net, () =>
        net.appClient.send.setSettings({
          sender: owner.address,
          args: { eventId, settings: { ...NO_SETTINGS, endsAt: 2_000_000_000n } },
          ...ONE_INNER_FEE,
        }),
      ),
    ).toBe('An end needs a start')
    expect(
      await contractReasonOf(net, () =>
        net.appClient.send.updateDetails({
          sender: owner.address,
          args: { eventId, name: 'Say "hi"', capacity: 0n, expiry: 0n },
          ...ONE_INNER_FEE,
        }),
      ),
    ).toBe('Event name may not contain quotes, backslashes or control characters')
  })

  it('update_url, set_settings and update_details that pass the checks land with one inner fee each', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('EDIT')))
    await net.appClient.send.updateUrl({
      sender: owner.address,
      args: { eventId, url: 'https://example.com/moved' },
      ...ONE_INNER_FEE,
    })
    await net.appClient.send.setSettings({
      sender: owner.address,
      args: { eventId, settings: { ...NO_SETTINGS, startsAt: 2_000_000_000n, endsAt: 2_000_003_600n } },
      ...ONE_INNER_FEE,
    })
    await net.appClient.send.updateDetails({
      sender: owner.address,
      args: { eventId, name: 'Renamed', capacity: 0n, expiry: 0n },
      ...ONE_INNER_FEE,
    })
    const record = await net.appClient.state.box.events.value(eventId)
    expect(record).toMatchObject({ url: 'https://example.com/moved', name: 'Renamed' })
    expect(record?.settings).toMatchObject({ startsAt: 2_000_000_000n, endsAt: 2_000_003_600n })
  })
})
