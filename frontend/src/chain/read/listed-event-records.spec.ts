import { getApplicationAddress } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import type { AlgodRest } from '../node/algod-rest'
import { fakeOwnerNode } from '../../testing/fake-owner-node'
import { algosdkSimulateRequest, TEST_PARAMS as params } from '../../testing/fake-simulate-request'
import { eventRecord } from '../../testing/event-record-fixture'
import {
  listedRecordsCall,
  publicListSender,
  shownOnPublicList,
  simulateListedRecordPage,
} from './listed-event-records'
import { encodeRecordsSimulation, extraOpcodeBudget } from './record-simulation'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const SPONSOR = addressFromPublicKey(new Uint8Array(32).fill(5))
const ids = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)

/** The same request as algokit-utils would send it for the typed client's call. */
const algosdkRequest = (sender: string, before: bigint, limit: bigint) =>
  algosdkSimulateRequest('get_listed_event_records', sender, [before, limit], extraOpcodeBudget(Number(limit)))

describe('listedRecordsCall', () => {
  it('encodes get_listed_event_records and the simulate options exactly as algosdk does', () => {
    expect(encodeRecordsSimulation(42n, listedRecordsCall(SPONSOR, { limit: 20 }), params)).toEqual(
      algosdkRequest(SPONSOR, 2n ** 64n - 1n, 20n),
    )
    expect(encodeRecordsSimulation(42n, listedRecordsCall(SPONSOR, { before: 40, limit: 20 }), params)).toEqual(
      algosdkRequest(SPONSOR, 40n, 20n),
    )
  })
})

describe('publicListSender', () => {
  it("is the scan sponsor, else the app's own account, never a wallet", () => {
    expect(publicListSender({ appId: 42n, scanSponsorAddress: SPONSOR })).toBe(SPONSOR)
    const appAccount = getApplicationAddress(42n).toString()
    expect(publicListSender({ appId: 42n })).toBe(appAccount)
    expect(publicListSender({ appId: 42n, scanSponsorAddress: 'NOT-AN-ADDRESS' })).toBe(appAccount)
  })
})

describe('simulateListedRecordPage', () => {
  const unlisted = new Set([8, 9, 3])
  const node = () => fakeOwnerNode(OWNER, 10, 'answers', new Map(), unlisted)

  it('reads the listed events among the newest positions, and where the next page starts, in two requests', async () => {
    const { algod, requests } = node()
    const page = await simulateListedRecordPage(algod, 7n, SPONSOR, { limit: 4 })
    expect(ids(page)).toEqual(['EV-0007', 'EV-0006'])
    expect(page.entries[0].record).toMatchObject({ listed: true, seq: 7n })
    expect(page).toMatchObject({ total: 10, nextBefore: 6 })
    expect(requests).toEqual(['params', 'simulate'])
  })

  it('pages on from the lowest position looked at, down to the first event', async () => {
    const { algod } = node()
    const second = await simulateListedRecordPage(algod, 7n, SPONSOR, { before: 6, limit: 4 })
    expect(ids(second)).toEqual(['EV-0005', 'EV-0004', 'EV-0002'])
    expect(second.nextBefore).toBe(2)
    const last = await simulateListedRecordPage(algod, 7n, SPONSOR, { before: 2, limit: 4 })
    expect(ids(last)).toEqual(['EV-0001', 'EV-0000'])
    expect(last.nextBefore).toBeNull()
  })

  it('answers an empty page for an app without events', async () => {
    const { algod } = fakeOwnerNode(OWNER, 0)
    expect(await simulateListedRecordPage(algod, 7n, SPONSOR, { limit: 20 })).toEqual({
      entries: [],
      total: 0,
      nextBefore: null,
    })
  })

  it('fails when the node answers more events than the page looked at', async () => {
    const { algod } = fakeOwnerNode(OWNER, 3)
    const simulateOneMore = async (request: Uint8Array) => {
      const response = await algod.simulate(request)
      const logs = response['txn-groups'][0]['txn-results'][0]['txn-result'].logs!
      logs.unshift(logs[0])
      return response
    }
    const padded: AlgodRest = { ...algod, simulate: simulateOneMore }
    await expect(simulateListedRecordPage(padded, 7n, SPONSOR, { limit: 2 })).rejects.toThrow('at most 2 events')
  })
})

describe('shownOnPublicList', () => {
  const NOW = 1_700_000_000
  const settings = { checkInOpensBefore: 0n, decideBy: 0n, endsAt: 0n, selfCheckIn: false, startsAt: 0n }
  it('shows a listed, active event with no end and no expiry', () => {
    expect(shownOnPublicList(eventRecord({ settings }), NOW)).toBe(true)
  })

  it('leaves out an unlisted, an inactive, an expired and an ended event, as the listed index does', () => {
    expect(shownOnPublicList(eventRecord({ settings, listed: false }), NOW)).toBe(false)
    expect(shownOnPublicList(eventRecord({ settings, active: false }), NOW)).toBe(false)
    expect(shownOnPublicList(eventRecord({ settings, expiry: BigInt(NOW) }), NOW)).toBe(false)
    expect(shownOnPublicList(eventRecord({ settings: { ...settings, endsAt: BigInt(NOW - 1) } }), NOW)).toBe(false)
    expect(shownOnPublicList(eventRecord({ settings: { ...settings, endsAt: BigInt(NOW) } }), NOW)).toBe(true)
  })
})
