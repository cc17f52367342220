import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../../config'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { eventMetadataInMemory } from '../../../testing/fake-metadata-store'
import { fakeOwnerNode, type SimulateBehaviour } from '../../../testing/fake-owner-node'
import { listOwnerEvents } from './owner-events'
import { createReadContext } from '../../node/read-context'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))

/** A read context for app 7 over a node holding `count` events of OWNER. */
function contextWithEvents(count: number, simulate: SimulateBehaviour = 'answers', appId = '7') {
  const { algod, requests } = fakeOwnerNode(OWNER, count, simulate)
  const ctx = createReadContext(parseConfig({ VITE_APP_ID: appId }), eventMetadataInMemory(), 'http://app')
  return { ctx: { ...ctx, algodRest: algod }, requests }
}

const idsOf = (events: { eventId: string }[]) => events.map((event) => event.eventId)

describe('listOwnerEvents', () => {
  it(`lists the newest ${EVENTS_PAGE_SIZE} events as screens show them, in two requests`, async () => {
    const { ctx, requests } = contextWithEvents(EVENTS_PAGE_SIZE + 5)
    ctx.metadata.saveEventMetadata('EV-0024', { description: 'Kept in this browser' })
    const page = await listOwnerEvents(ctx, OWNER)
    expect(idsOf(page.events)).toHaveLength(EVENTS_PAGE_SIZE)
    expect(page.events[0]).toMatchObject({
      eventId: 'EV-0024',
      eventName: 'EV-0024',
      owner: OWNER,
      resolverUrl: 'http://app/resolve?event=EV-0024',
      metadata: { description: 'Kept in this browser' },
    })
    expect(page).toMatchObject({ total: EVENTS_PAGE_SIZE + 5, nextBefore: 5 })
    expect(requests).toEqual(['params', 'simulate'])
  })

  it('lists the next page from nextBefore, and the same page box by box where simulate is refused', async () => {
    const simulated = await listOwnerEvents(contextWithEvents(25).ctx, OWNER, { before: 5, limit: 20 })
    expect(idsOf(simulated.events)).toEqual(['EV-0004', 'EV-0003', 'EV-0002', 'EV-0001', 'EV-0000'])
    expect(simulated.nextBefore).toBeNull()
    const fromBoxes = await listOwnerEvents(contextWithEvents(25, 'missing').ctx, OWNER, { before: 5, limit: 20 })
    expect(fromBoxes).toEqual(simulated)
  })

  it('is an empty page without an app, an owner, or events', async () => {
    const empty = { events: [], total: 0, nextBefore: null }
    const noApp = contextWithEvents(3, 'answers', '0')
    expect(await listOwnerEvents(noApp.ctx, OWNER)).toEqual(empty)
    expect(noApp.requests).toEqual([])
    expect(await listOwnerEvents(contextWithEvents(3).ctx, '')).toEqual(empty)
    expect(await listOwnerEvents(contextWithEvents(0).ctx, OWNER)).toEqual(empty)
  })
})
