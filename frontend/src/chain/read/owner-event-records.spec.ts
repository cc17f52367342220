import {
  ABIMethod,
  ABIType,
  encodeMsgpack,
  makeApplicationNoOpTxnFromObject,
  modelsv2,
  SignedTransaction,
} from 'algosdk'
import { describe, expect, it } from 'vitest'
import { methods } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { addressFromPublicKey } from '../../domain/algorand-address'
import type { AlgodRest } from './algod-rest'
import { fakeOwnerNode } from './fake-owner-node'
import { encodeOwnerRecordsSimulation, simulateOwnerRecordPage } from './owner-event-records'
import { extraOpcodeBudget } from './record-simulation'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const params = {
  minFee: 1000n,
  firstValid: 1000n,
  lastValid: 2000n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
}
const ids = (page: { entries: { eventId: string }[] }) => page.entries.map((entry) => entry.eventId)

/** The same request as algokit-utils would send it for the typed client's call. */
function algosdkRequest(before: bigint, limit: bigint, budget: number): Uint8Array {
  const method = new ABIMethod(methods.find((m) => m.name === 'get_owner_event_records')!)
  const txn = makeApplicationNoOpTxnFromObject({
    sender: OWNER,
    appIndex: 42n,
    appArgs: [
      method.getSelector(),
      ...[OWNER, before, limit].map((value, index) => (method.args[index].type as ABIType).encode(value)),
    ],
    suggestedParams: { ...params, fee: 1000n, flatFee: true },
  })
  const request = new modelsv2.SimulateRequest({
    txnGroups: [new modelsv2.SimulateRequestTransactionGroup({ txns: [new SignedTransaction({ txn })] })],
    allowEmptySignatures: true,
    allowMoreLogging: true,
    allowUnnamedResources: true,
    extraOpcodeBudget: budget,
  })
  return encodeMsgpack(request)
}

describe('encodeOwnerRecordsSimulation', () => {
  it('encodes the call and the simulate options exactly as algosdk does', () => {
    expect(encodeOwnerRecordsSimulation(42n, OWNER, { limit: 20 }, params)).toEqual(
      algosdkRequest(2n ** 64n - 1n, 20n, extraOpcodeBudget(20)),
    )
    expect(encodeOwnerRecordsSimulation(42n, OWNER, { before: 0, limit: 3 }, params)).toEqual(
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
