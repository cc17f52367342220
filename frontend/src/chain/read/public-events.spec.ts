import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { buildEventDetailsNotes } from '../../domain/details/event-note'
import type { EventMetadata } from '../../domain/details/details'
import type { TransactionRecord } from '../node/app-call'
import { appCallInBlock } from '../../testing/fake-block'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import { fakeEventId, fakeOwnerNode } from '../../testing/fake-owner-node'
import { listPublicEvents } from './public-events'
import { createReadContext } from '../node/read-context'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const SPONSOR = addressFromPublicKey(new Uint8Array(32).fill(5))
const venue = { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' }

/** The owner's create_event call for the event at `position`, with its metadata note, as its block holds it. */
function creation(position: number, metadata: EventMetadata): TransactionRecord {
  const eventId = fakeEventId(position)
  const built = buildEventDetailsNotes(eventId, metadata)
  if (!built.ok) throw new Error(built.error)
  return appCallInBlock(OWNER, eventId, built.value.notes[0])
}

/**
 * A read context for app `appId` over a node holding 4 events (the one at position 2 unlisted),
 * whose creation blocks (round 1,000 + position) it keeps.
 */
function publicContext(appId = '7') {
  const blocks = new Map([0, 1, 2, 3].map((position) => [1_000n + BigInt(position), [creation(position, { venue })]]))
  const node = fakeOwnerNode(OWNER, 4, 'answers', blocks, new Set([2]))
  const config = parseConfig({ VITE_APP_ID: appId, VITE_SCAN_SPONSOR_ADDRESS: SPONSOR })
  const ctx = createReadContext(config, eventMetadataInMemory(), 'http://app')
  return { ctx: { ...ctx, algodRest: node.algod }, requests: node.requests }
}

describe('listPublicEvents', () => {
  it('lists the listed events with their venue, reading the details block of those this browser does not hold', async () => {
    const { ctx, requests } = publicContext()
    ctx.metadata.saveEventMetadata('EV-0003', {
      description: 'Kept in this browser',
      detailsRound: 1_003,
      detailsSource: 'chain',
    })
    const page = await listPublicEvents(ctx, { limit: 3 })
    expect(page.events.map((event) => event.eventId)).toEqual(['EV-0003', 'EV-0001'])
    expect(page.events[0].metadata).toMatchObject({ description: 'Kept in this browser' })
    expect(page.events[1]).toMatchObject({
      eventName: 'EV-0001',
      resolverUrl: 'http://app/resolve?event=EV-0001',
      metadata: { venue: { name: 'Main Hall' } },
    })
    expect(page).toMatchObject({ total: 4, nextBefore: 1 })
    expect(requests).toEqual(['params', 'simulate', 'block 1001'])
    // Kept in this browser once read: the next visit reads no block for it.
    expect(ctx.metadata.loadEventMetadata('EV-0001')?.venue?.name).toBe('Main Hall')
  })

  it('lists the next page from nextBefore', async () => {
    const { ctx } = publicContext()
    const page = await listPublicEvents(ctx, { limit: 3, before: 1 })
    expect(page.events.map((event) => event.eventId)).toEqual(['EV-0000'])
    expect(page.nextBefore).toBeNull()
  })

  it('is an empty page without an app, asking nothing', async () => {
    const { ctx, requests } = publicContext('0')
    expect(await listPublicEvents(ctx)).toEqual({ events: [], total: 0, nextBefore: null })
    expect(requests).toEqual([])
  })
})
