import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { OWNER_PAGE_CAPACITY } from '../../../domain/costs/mbr'
import { fakeOwnerNode } from '../../../testing/fake-owner-node'
import { readOwnerRecordPageFromBoxes } from './owner-index-boxes'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const COUNT = OWNER_PAGE_CAPACITY + 6
/** The event id the fake node gives position `seq`. */
const eventId = (seq: number) => `EV-${String(seq).padStart(4, '0')}`
const ids = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)
const eventReads = (requests: string[]) => requests.filter((request) => request.startsWith('EV-'))
const indexReads = (requests: string[]) => requests.filter((request) => !request.startsWith('EV-'))

describe('readOwnerRecordPageFromBoxes', () => {
  it('reads the newest page from the count, the index page that holds it and its event boxes', async () => {
    const { algod, requests } = fakeOwnerNode(OWNER, COUNT)
    const page = await readOwnerRecordPageFromBoxes(algod, 7n, OWNER, { limit: 3 })
    const newest = [COUNT - 1, COUNT - 2, COUNT - 3].map(eventId)
    expect(ids(page)).toEqual(newest)
    expect(page.entries[0].record.seq).toBe(BigInt(COUNT - 1))
    expect(page).toMatchObject({ total: COUNT, nextBefore: COUNT - 3 })
    expect(indexReads(requests)).toEqual(['count', 'page 1'])
    expect(eventReads(requests).sort()).toEqual([...newest].sort())
  })

  it('reads both index pages for a page that crosses their boundary', async () => {
    const { algod, requests } = fakeOwnerNode(OWNER, COUNT)
    const page = await readOwnerRecordPageFromBoxes(algod, 7n, OWNER, { limit: 12 })
    expect(ids(page)).toEqual(Array.from({ length: 12 }, (_, index) => eventId(COUNT - 1 - index)))
    expect(indexReads(requests)).toEqual(['count', 'page 0', 'page 1'])
    expect(eventReads(requests)).toHaveLength(12)
  })

  it('continues below `before`, and ends the list at the first event', async () => {
    const { algod } = fakeOwnerNode(OWNER, 5)
    const page = await readOwnerRecordPageFromBoxes(algod, 7n, OWNER, { before: 3, limit: 20 })
    expect(ids(page)).toEqual(['EV-0002', 'EV-0001', 'EV-0000'])
    expect(page).toMatchObject({ total: 5, nextBefore: null })
  })

  it('caps `before` at the count and reads no event for a limit of 0', async () => {
    const capped = fakeOwnerNode(OWNER, 5)
    expect(ids(await readOwnerRecordPageFromBoxes(capped.algod, 7n, OWNER, { before: 99, limit: 2 }))).toEqual([
      'EV-0004',
      'EV-0003',
    ])
    const none = fakeOwnerNode(OWNER, 5)
    expect(await readOwnerRecordPageFromBoxes(none.algod, 7n, OWNER, { limit: 0 })).toEqual({
      entries: [],
      total: 5,
      nextBefore: 5,
    })
    expect(none.requests).toEqual(['count'])
  })

  it('reads nothing but the count for an owner without events', async () => {
    const { algod, requests } = fakeOwnerNode(OWNER, 0)
    expect(await readOwnerRecordPageFromBoxes(algod, 7n, OWNER, { limit: 20 })).toEqual({
      entries: [],
      total: 0,
      nextBefore: null,
    })
    expect(requests).toEqual(['count'])
  })
})
