/**
 * Creating an event stays possible however many events the app and its owner have. Every box a
 * group touches counts its whole size against the group's box I/O budget (1 KB per box
 * reference, eight references on the web app's single create_event call), and create_event writes
 * the owner's index page and the app's. Here one owner fills the first index pages of both (they
 * are the same events in a fresh app), then creates through the web app's chain layer: an event
 * with every field at its limit in the last slot of a page, and one more, which starts new pages.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { microAlgosToAlgos } from '../../frontend/src/domain/money/algo'
import { OWNER_PAGE_CAPACITY } from '../../frontend/src/domain/costs/mbr'
import { createEvents, typicalEvent, worstEvent } from '../../scripts/bench/bench-events'
import { chainTestNet, eventInput, succeeded, tier, type Actor, type ChainTestNet } from './support'

/** Events before the web app's: all the slots of the fourth page but its last. */
const CREATED_BEFORE = 255

let net: ChainTestNet
let owner: Actor

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(80)
  const events = Array.from({ length: CREATED_BEFORE }, (_, index) => typicalEvent(`PAGE-FILL-${index}`))
  await createEvents(net.appClient, owner.account, events)
}, 300_000)

describe('the index pages of the owner and the app', () => {
  it('leave room in the box I/O budget for a create at the end of a page, with every field at its limit', async () => {
    // The web app's first create takes the last slot of a page: both pages are at their largest.
    expect((CREATED_BEFORE + 1) % OWNER_PAGE_CAPACITY).toBe(0)
    const worst = worstEvent('PAGE-LAST-SLOT')
    const longest = eventInput(worst.id, {
      eventName: worst.name,
      currentUrl: worst.url,
      ticketTiers: worst.tiers.map(([name, price, quantity, transferable]) => ({
        ...tier(name, microAlgosToAlgos(price), Number(quantity)),
        transferable,
      })),
    })
    succeeded(await owner.chain.createEvent(longest))
    succeeded(await owner.chain.createEvent(eventInput('PAGE-NEXT-START')))

    const page = await owner.chain.listOwnerEvents(owner.address, { limit: 2 })
    expect(page.total).toBe(CREATED_BEFORE + 2)
    expect(page.events.map((event) => event.eventId)).toEqual(['PAGE-NEXT-START', worst.id])
    const listed = await owner.chain.listPublicEvents({ limit: 2 })
    expect(listed.events.map((event) => event.eventId)).toEqual(['PAGE-NEXT-START', worst.id])
  })
})
