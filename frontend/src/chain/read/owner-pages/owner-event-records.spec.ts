import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import type { AlgodRest } from '../../node/algod-rest'
import { fakeOwnerNode } from '../../../testing/fake-owner-node'
import { algosdkSimulateRequest, TEST_PARAMS as params } from '../../../testing/fake-simulate-request'
import { ownerRecordsCall, simulateOwnerRecordPage } from './owner-event-records'
import { encodeRecordsSimulation, extraOpcodeBudget } from '../record-simulation'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const ids = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)

/** The same request as algokit-utils would send it for the typed client's call. */
const algosdkRequest = (before: bigint, limit: bigint, budget: number) =>
  algosdkSimulateRequest('get_owner_event_records', OWNER, [OWNER, before, limit], budget)

describe('the simulate request of ownerRecordsCall', () => {
  it('encodes the call and the simulate options exactly as algosdk does', () => {
    expect(encodeRecordsSimulation(42n, ownerRecordsCall(OWNER, { limit: 20 }), params)).toEqual(
      algosdkRequest(2n ** 64n - 1n, 20n, extraOpcodeBudget(20)),
    )
    expect(encodeRecordsSimulation(42n, ownerRecordsCall(OWNER, { before: 0, limit: 3 }), params)).toEqual(
      algosdkRequest(0n, 3n, extraOpcodeBudget(3)),
    )
  })
})

describe('simulateOwnerRecordPage', () => {
  it('reads the newest page with its ids and records in two requests', async () => {
    const { algod, requests } = fakeOwnerNode(OWNER, 45)
    const page = await simulateOwnerRecordPage(algod, 7n, OWNER, { limit: 20 })
    expect(ids(page)).toEqual(Array.from({ length: 20 }, (_, index) => `EV-${String(44 - index).padStart(4, '0')}`))
    expect(page.entries[0].record).toMatchObject({ owner: OWNER, seq: 44n, name: 'EV-0044' })
    expect(page).toMatchObject({ total: 45, nextBefore: 25 })
    expect(requests).toEqual(['params', 'simulate'])
  })

  it('reads the next pages from `before` down to the first event', async () => {
    const { algod } = fakeOwnerNode(OWNER, 45)
    const second = await simulateOwnerRecordPage(algod, 7n, OWNER, { before: 25, limit: 20 })
    expect(ids(second).slice(0, 1)).toEqual(['EV-0024'])
    expect(second.nextBefore).toBe(5)
    const last = await simulateOwnerRecordPage(algod, 7n, OWNER, { before: 5, limit: 20 })
    expect(ids(last)).toEqual(['EV-0004', 'EV-0003', 'EV-0002', 'EV-0001', 'EV-0000'])
    expect(last.nextBefore).toBeNull()
  })

  it('answers an empty page for an owner without events', async () => {
    const { algod } = fakeOwnerNode(OWNER, 0)
    expect(await simulateOwnerRecordPage(algod, 7n, OWNER, { limit: 20 })).toEqual({
      entries: [],
      total: 0,
      nextBefore: null,
    })
  })

  it('fails when the node answers fewer events than the page holds', async () => {
    const { algod } = fakeOwnerNode(OWNER, 3)
    const simulateDroppingOne = async (request: Uint8Array) => {
      const response = await algod.simulate(request)
      response['txn-groups'][0]['txn-results'][0]['txn-result'].logs!.shift()
      return response
    }
    const short: AlgodRest = { ...algod, simulate: simulateDroppingOne }
    await expect(simulateOwnerRecordPage(short, 7n, OWNER, { limit: 20 })).rejects.toThrow('expected 3 events')
  })
})
