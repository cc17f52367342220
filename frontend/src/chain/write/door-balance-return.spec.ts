import { describe, expect, it, vi } from 'vitest'
import {
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
import { checkThenReturn } from './door-balance-return'

function returnWith(routes: Record<string, [number, unknown]>, send = vi.fn(async () => ({ txId: 'TX-BACK' }))) {
  const { request } = standingRequest(routes)
  return { send, run: () => checkThenReturn(STANDING_APP_ID, STANDING_EVENT_ID, STANDING_DOOR, request, send) }
}

describe('checkThenReturn', () => {
  it('sends the balance to the owner the event box names, valid from the round the door box was found gone', async () => {
    const { run, send } = returnWith(
      doorStandingRoutes(250_000),
      vi.fn(async () => ({ txId: 'TX-BACK', closingAmount: 249_000n })),
    )
    expect(await run()).toEqual({ status: 'returned', amount: 249_000n, owner: STANDING_OWNER, txId: 'TX-BACK' })
    expect(send).toHaveBeenCalledExactlyOnceWith(STANDING_OWNER, 51n)
  })

  it('counts the balance less the fee when the confirmation does not say what the closing moved', async () => {
    const { run } = returnWith(doorStandingRoutes(250_000))
    expect(await run()).toMatchObject({ status: 'returned', amount: 249_000n })
  })

  it('sends nothing while the door box exists', async () => {
    const { run, send } = returnWith(
      doorStandingRoutes(250_000, { [doorBoxListing]: [200, listingOf(doorBox, new Uint8Array(1), 51)] }),
    )
    expect(await run()).toEqual({ status: 'paired' })
    expect(send).not.toHaveBeenCalled()
  })

  it('sends nothing from an empty device', async () => {
    const { run, send } = returnWith(doorStandingRoutes(0))
    expect(await run()).toEqual({ status: 'empty' })
    expect(send).not.toHaveBeenCalled()
  })

  it('sends nothing when the node fails or cannot say', async () => {
    for (const changes of [
      { [doorBoxListing]: [503, { message: 'down' }] },
      { [doorBoxListing]: [200, { boxes: [], round: 49 }] },
      { [eventBoxListing]: [200, { boxes: [], round: 50 }] },
    ] as Record<string, [number, unknown]>[]) {
      const { run, send } = returnWith(doorStandingRoutes(250_000, changes))
      expect(await run()).toMatchObject({ status: 'not-now' })
      expect(send).not.toHaveBeenCalled()
    }
  })

  it('is not settled when the payment is not taken', async () => {
    const { run } = returnWith(
      doorStandingRoutes(250_000),
      vi.fn(async () => {
        throw new Error('txn dead: round 95 outside of 81--91')
      }),
    )
    expect(await run()).toEqual({ status: 'not-now', reason: 'txn dead: round 95 outside of 81--91' })
  })
})
