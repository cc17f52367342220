import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { fakeOwnerNode, type SimulateBehaviour } from '../../../testing/fake-owner-node'
import { readOwnerRecordPage } from './list-owner-events'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const ids = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)

describe('readOwnerRecordPage', () => {
  it('reads a page by simulate alone when the node answers it', async () => {
    const { algod, requests } = fakeOwnerNode(OWNER, 30)
    const page = await readOwnerRecordPage(algod, 7n, OWNER, { limit: 20 })
    expect(ids(page)).toHaveLength(20)
    expect(page).toMatchObject({ total: 30, nextBefore: 10 })
    expect(requests).toEqual(['params', 'simulate'])
  })

  it.each<[string, SimulateBehaviour]>([
    ['a node without simulate', 'missing'],
    ['an app without get_owner_event_records', 'fails'],
  ])('falls back to the boxes on %s, with the same page', async (_, behaviour) => {
    const simulated = await readOwnerRecordPage(fakeOwnerNode(OWNER, 30).algod, 7n, OWNER, { before: 12, limit: 5 })
    const { algod, requests } = fakeOwnerNode(OWNER, 30, behaviour)
    const fromBoxes = await readOwnerRecordPage(algod, 7n, OWNER, { before: 12, limit: 5 })
    expect(fromBoxes).toEqual(simulated)
    expect(ids(fromBoxes)).toEqual(['EV-0011', 'EV-0010', 'EV-0009', 'EV-0008', 'EV-0007'])
    expect(requests.slice(0, 4)).toEqual(['params', 'simulate', 'count', 'page 0'])
  })
})
