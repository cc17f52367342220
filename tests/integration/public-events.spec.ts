/**
 * The public list on a real node, through the web app's own reader (listPublicEvents, which calls
 * get_listed_event_records in simulate): the listed index holds only events their owners listed
 * that are active and not over (an event that ended stays until someone prunes it, and the reader
 * leaves it out), read page by page across `before` by a visitor without a wallet (a never-funded
 * account, empty browser storage), with the venue from each event's details block. Unlisting,
 * deactivating and a prune after the end each take an event out, and the last entry moves into
 * its place.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_EVENTS_PAGE_SIZE } from '../../frontend/src/domain/event/event-status'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { serviceUrl } from '../../frontend/src/config'
import { createEvents, WORST_EVENT_BUDGET_CALLS, worstEvent } from '../../scripts/bench/bench-events'
import { countRequests } from '../../scripts/bench/request-counter'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { overListedEvents, pruneListedEvents } from '../../scripts/lib/prune-listed'
import { openSettings } from '../support/chain-inputs'
import { chainTestNet, createdEvent, eventInput, succeeded, uniqueId, type Actor, type ChainTestNet } from './support'

const HOUR = 3_600
const venue = { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' }

let net: ChainTestNet
let owner: Actor
let visitor: ChainApi
/** By what each event is; created oldest first in this order, on an app of this file's own. */
const ids = {
  listed: uniqueId('LISTED'),
  unlisted: uniqueId('UNLISTED'),
  deactivated: uniqueId('OFF'),
  ended: uniqueId('ENDED'),
  expired: uniqueId('EXPIRED'),
  newest: uniqueId('NEWEST'),
  private: uniqueId('PRIVATE'),
}

const idsOf = (page: { events: { eventId: string }[] }) => page.events.map((event) => event.eventId)

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
  const now = Math.floor(Date.now() / 1000)
  await createdEvent(owner, eventInput(ids.listed, { extraMetadata: { venue } }))
  await createdEvent(owner, eventInput(ids.unlisted, { visibility: 'unlisted' }))
  await createdEvent(owner, eventInput(ids.deactivated))
  succeeded(await owner.chain.deactivateEvent(ids.deactivated))
  await createdEvent(
    owner,
    eventInput(ids.ended, { settings: openSettings({ startsAt: now - 3 * HOUR, endsAt: now - HOUR }) }),
  )
  await createdEvent(owner, eventInput(ids.expired, { expiryDate: now - HOUR }))
  await createdEvent(owner, eventInput(ids.newest))
  await createdEvent(owner, eventInput(ids.private, { visibility: 'private' }))
  visitor = chainApiFor(net.config, net.algorand, net.algorand.account.random())
})

describe('listPublicEvents (get_listed_event_records)', () => {
  it('lists the listed events only, last added first, with the venue from the details block', async () => {
    const page = await visitor.listPublicEvents()
    expect(idsOf(page)).toEqual([ids.newest, ids.listed])
    // listed, ended, expired, newest: the unlisted and private never entered, the deactivated left.
    expect(page).toMatchObject({ total: 4, nextBefore: null })
    expect(await net.appClient.state.global.listedCount()).toBe(4n)
    expect(page.events[1]).toMatchObject({
      owner: owner.address,
      active: true,
      metadata: { venue: { name: 'Main Hall' } },
    })
    expect(page.events[1].settings.startsAt).toBeGreaterThan(0)
  })

  it('pages across `before`: the next page starts at the lowest position looked at, shown or not', async () => {
    const newest = await visitor.listPublicEvents({ limit: 3 })
    expect(idsOf(newest)).toEqual([ids.newest])
    expect(newest).toMatchObject({ total: 4, nextBefore: 1 })
    const oldest = await visitor.listPublicEvents({ limit: 3, before: 1 })
    expect(idsOf(oldest)).toEqual([ids.listed])
    expect(oldest.nextBefore).toBeNull()
  })

  it('leaves out unlisted, private, deactivated, ended and expired events, which their links still open', async () => {
    const all = await visitor.listPublicEvents({ limit: 50 })
    for (const hidden of [ids.unlisted, ids.private, ids.deactivated, ids.ended, ids.expired]) {
      expect(idsOf(all)).not.toContain(hidden)
      expect((await visitor.getEvent(hidden))?.eventId).toBe(hidden)
    }
  })

  it('a prune by a stranger (npm run prune) takes out the events that are over and pays them what each entry freed', async () => {
    expect(await overListedEvents(net.appClient)).toEqual([ids.ended, ids.expired])
    const stranger = await net.actor()
    const before = await net.balance(stranger.address)
    await pruneListedEvents(net.appClient, stranger.account, [ids.ended, ids.expired])
    // Each entry freed 32 bytes of the index's page (12,800 microALGO); each prune cost two fees.
    expect((await net.balance(stranger.address)) - before).toBe(2n * (12_800n - 2_000n))
    expect(await net.appClient.state.global.listedCount()).toBe(2n)
    expect(await overListedEvents(net.appClient)).toEqual([])
    expect(idsOf(await visitor.listPublicEvents())).toEqual([ids.newest, ids.listed])
  })

  it('unlisting and deactivating take an event out; the last entry moves into its place and is found there', async () => {
    const a = uniqueId('MOVE-A')
    const b = uniqueId('MOVE-B')
    await createdEvent(owner, eventInput(a))
    await createdEvent(owner, eventInput(b))
    expect(idsOf(await visitor.listPublicEvents())).toEqual([b, a, ids.newest, ids.listed])
    succeeded(
      await owner.chain.setVisibility((await owner.chain.getEvent(ids.listed))!, {
        listed: false,
        approvalRequired: false,
      }),
    )
    expect(idsOf(await visitor.listPublicEvents())).toEqual([a, ids.newest, b])
    succeeded(await owner.chain.deactivateEvent(ids.newest))
    expect(idsOf(await visitor.listPublicEvents())).toEqual([a, b])
    expect(await net.appClient.state.global.listedCount()).toBe(2n)
    succeeded(await owner.chain.reactivateEvent(ids.newest))
    succeeded(
      await owner.chain.setVisibility((await owner.chain.getEvent(ids.listed))!, {
        listed: true,
        approvalRequired: false,
      }),
    )
    expect(idsOf(await visitor.listPublicEvents())).toEqual([ids.listed, ids.newest, a, b])
  })

  it('an owner who withdrew the scan budget reactivates a listed event: the same group pays its entry back', async () => {
    const id = uniqueId('BACK')
    await createdEvent(owner, eventInput(id))
    succeeded(await owner.chain.deactivateEvent(id))
    succeeded(await owner.chain.withdrawBudgets((await owner.chain.getEvent(id))!))
    expect((await owner.chain.getEvent(id))?.scanBudgetMicroAlgos).toBe(0n)
    expect(idsOf(await visitor.listPublicEvents())).not.toContain(id)
    succeeded(await owner.chain.reactivateEvent(id))
    expect(idsOf(await visitor.listPublicEvents())[0]).toBe(id)
  })

  it(`a page of ${PUBLIC_EVENTS_PAGE_SIZE} events of the largest size: one simulate, and one block per event`, async () => {
    const lister = await net.fundedAccount(40)
    const events = Array.from({ length: PUBLIC_EVENTS_PAGE_SIZE }, (_, index) => worstEvent(uniqueId(`BIG${index}-`)))
    await createEvents(net.appClient, lister, events, { budgetCalls: WORST_EVENT_BUDGET_CALLS })
    const algodRequests = countRequests(serviceUrl(net.config.algod))
    try {
      const stranger = chainApiFor(net.config, net.algorand, net.algorand.account.random())
      const before = algodRequests.requests
      const page = await stranger.listPublicEvents()
      expect(idsOf(page)).toEqual(events.map((event) => event.id).reverse())
      expect(page.events[0].tiers).toHaveLength(6)
      expect(algodRequests.requests - before).toBeLessThanOrEqual(2 + PUBLIC_EVENTS_PAGE_SIZE)
    } finally {
      algodRequests.restore()
    }
  })
})
