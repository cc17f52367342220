/**
 * The public list on a real node, through the web app's own reader (listPublicEvents, which calls
 * get_listed_event_records in simulate): only events their owners listed that are active and not
 * over, newest first, page by page across `before`, read by a visitor without a wallet (a
 * never-funded account, empty browser storage), with the venue from each event's details block.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_EVENTS_PAGE_SIZE } from '../../frontend/src/domain/event/event-status'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { serviceUrl } from '../../frontend/src/config'
import { createEvents, WORST_EVENT_BUDGET_CALLS, worstEvent } from '../../scripts/bench/bench-events'
import { countRequests } from '../../scripts/bench/request-counter'
import { chainApiFor } from '../../scripts/lib/node-chain'
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
  it('lists the listed events only, newest first, with the venue from the details block', async () => {
    const page = await visitor.listPublicEvents()
    expect(idsOf(page)).toEqual([ids.newest, ids.listed])
    expect(page).toMatchObject({ total: 7, nextBefore: null })
    expect(page.events[1]).toMatchObject({
      owner: owner.address,
      active: true,
      metadata: { venue: { name: 'Main Hall' } },
    })
    expect(page.events[1].settings.startsAt).toBeGreaterThan(0)
  })

  it('pages across `before`: the next page starts at the lowest position looked at, listed or not', async () => {
    const newest = await visitor.listPublicEvents({ limit: 3 })
    expect(idsOf(newest)).toEqual([ids.newest])
    expect(newest).toMatchObject({ total: 7, nextBefore: 4 })
    const none = await visitor.listPublicEvents({ limit: 3, before: 4 })
    expect(idsOf(none)).toEqual([])
    expect(none.nextBefore).toBe(1)
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
