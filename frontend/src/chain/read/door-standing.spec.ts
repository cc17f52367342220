import { describe, expect, it } from 'vitest'
import {
  accountPath,
  doorBox,
  doorBoxListing,
  doorStandingRoutes,
  eventBoxListing,
  listingOf,
  STANDING_APP_ID,
  STANDING_DOOR,
  STANDING_EVENT_ID,
  STANDING_OWNER,
  standingRequest,
} from '../../testing/fake-door-standing'
import { bytesToBase64 } from '../node/msgpack'
import { readDoorStanding } from './door-standing'

function standing(routes: Record<string, [number, unknown]>) {
  const { request, asked } = standingRequest(routes)
  const read = () => readDoorStanding(request, STANDING_APP_ID, STANDING_EVENT_ID, STANDING_DOOR)
  return { read, asked }
}

describe('readDoorStanding', () => {
  it('is unpaired, with the balance and the owner from the event box, when no door box is listed', async () => {
    const { read, asked } = standing(doorStandingRoutes(199_000))
    expect(await read()).toEqual({ state: 'unpaired', balance: 199_000n, owner: STANDING_OWNER, round: 51n })
    // The balance is read before the box, whose answer must be at least as recent.
    expect(asked).toEqual([accountPath, eventBoxListing, doorBoxListing])
  })

  it('is unpaired when the first name listed is a longer one with the door box name as prefix', async () => {
    const longer = new Uint8Array([...doorBox, 1])
    const { read } = standing(
      doorStandingRoutes(199_000, { [doorBoxListing]: [200, listingOf(longer, new Uint8Array(), 51)] }),
    )
    expect(await read()).toMatchObject({ state: 'unpaired' })
  })

  it('is paired while the door box exists', async () => {
    const { read } = standing(
      doorStandingRoutes(199_000, { [doorBoxListing]: [200, listingOf(doorBox, new Uint8Array(1), 51)] }),
    )
    expect(await read()).toEqual({ state: 'paired' })
  })

  it('is empty when the device holds nothing, without reading the boxes', async () => {
    const { read, asked } = standing(doorStandingRoutes(0))
    expect(await read()).toEqual({ state: 'empty' })
    expect(asked).toEqual([accountPath])
  })

  it('cannot tell when the box answer is older than the balance, or either has no round', async () => {
    for (const [balance, box] of [
      [
        { amount: 199_000, round: 52 },
        { boxes: [], round: 51 },
      ],
      [{ amount: 199_000, round: 50 }, { boxes: [] }],
      [{ amount: 199_000 }, { boxes: [], round: 51 }],
    ]) {
      const { read } = standing(
        doorStandingRoutes(199_000, { [accountPath]: [200, balance], [doorBoxListing]: [200, box] }),
      )
      expect(await read()).toEqual({ state: 'unclear', why: 'answers out of order' })
    }
  })

  it('cannot tell from a listing cut short, one that ignores the prefix, or a 404', async () => {
    const other = bytesToBase64(new TextEncoder().encode('zzz'))
    for (const answer of [
      [200, { boxes: [], 'next-token': 'eA==', round: 51 }],
      [200, { boxes: [{ name: other, value: '' }], round: 51 }],
      [404, { message: 'application does not exist' }],
    ] as [number, unknown][]) {
      const { read } = standing(doorStandingRoutes(199_000, { [doorBoxListing]: answer }))
      expect(await read()).toEqual({ state: 'unclear', why: 'listing unclear' })
    }
  })

  it('cannot tell for an event the node does not have', async () => {
    const { read } = standing(doorStandingRoutes(199_000, { [eventBoxListing]: [200, { boxes: [], round: 50 }] }))
    expect(await read()).toEqual({ state: 'unclear', why: 'no event' })
  })

  it('throws when the node fails', async () => {
    const { read } = standing(doorStandingRoutes(199_000, { [doorBoxListing]: [503, { message: 'down' }] }))
    await expect(read()).rejects.toThrow(/503/)
  })
})
