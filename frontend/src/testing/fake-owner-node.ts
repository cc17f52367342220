/**
 * Test double of algod holding one owner's events EV-0000, EV-0001, … (oldest first): the count,
 * index page and event boxes as the contract lays them out, and a simulate that answers
 * get_owner_event_records and get_listed_event_records as the contract does (the owner's events
 * are all the app holds, and none of them is over). It records every request it answers.
 */
import { ABIType, msgpackRawDecode, type ABIValue } from 'algosdk'
import { publicKeyFromAddress } from '../domain/text/algorand-address'
import { MAX_EVENT_ID_BYTES } from '../domain/contract/limits'
import { OWNER_PAGE_CAPACITY } from '../domain/costs/mbr'
import { type AlgodRest, type SimulateResponse } from '../chain/node/algod-rest'
import { AlgodRestError } from '../chain/node/algod-core'
import type { TransactionRecord } from '../chain/node/app-call'
import { eventBoxName, uint64Bytes } from '../chain/node/box-keys'
import { ownerCountBoxName, ownerPageBoxName } from '../chain/node/account-box-keys'
import { eventRecord } from './fake-reader'
import { methodSelector } from './method-selector'
import { bytesToBase64 } from '../chain/node/msgpack'
import { structValues } from './fake-structs'
import { structTupleType } from '../chain/node/contract-structs'

const eventRecordType = ABIType.from(structTupleType('EventRecord'))
const entryType = ABIType.from(`(string,${structTupleType('EventRecord')})`)
const encoder = new TextEncoder()
const RETURN_PREFIX = [0x15, 0x1f, 0x7c, 0x75]
const LISTED_SELECTOR = methodSelector('get_listed_event_records')

export const fakeEventId = (position: number) => `EV-${String(position).padStart(4, '0')}`

/** How the node treats simulate: as algod does, not at all (an old node), or failing the call (an old app). */
export type SimulateBehaviour = 'answers' | 'missing' | 'fails'

interface SimulatedCall {
  txn: { apaa: Uint8Array[] }
}

const uint64 = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0)

function recordValues(owner: string, position: number, listed: boolean) {
  const seq = BigInt(position)
  const record = eventRecord({
    owner,
    seq,
    createdAt: 1_700_000_000n + seq,
    detailsRound: 1_000n + seq,
    name: fakeEventId(position),
    listed,
  })
  return structValues('EventRecord', record) as ABIValue[]
}

/**
 * `blocks`: the transactions of the blocks this node keeps, by round (the fake events are created in
 * round 1,000 + their position); any other block is one it no longer keeps. `unlisted`: the
 * positions of the events their owner did not list.
 */
export function fakeOwnerNode(
  owner: string,
  count: number,
  simulate: SimulateBehaviour = 'answers',
  blocks: ReadonlyMap<bigint, TransactionRecord[]> = new Map(),
  unlisted: ReadonlySet<number> = new Set(),
) {
  const values = (position: number) => recordValues(owner, position, !unlisted.has(position))
  const requests: string[] = []
  const boxes = new Map<string, [label: string, value: Uint8Array]>()
  const key = (name: Uint8Array) => name.join(',')
  boxes.set(key(ownerCountBoxName(owner)), ['count', uint64Bytes(BigInt(count))])
  const ids = Array.from({ length: count }, (_, position) => fakeEventId(position))
  for (let page = 0; page * OWNER_PAGE_CAPACITY < count; page++) {
    const pageIds = ids.slice(page * OWNER_PAGE_CAPACITY, (page + 1) * OWNER_PAGE_CAPACITY)
    const bytes = new Uint8Array(pageIds.length * MAX_EVENT_ID_BYTES)
    pageIds.forEach((id, slot) => bytes.set(encoder.encode(id), slot * MAX_EVENT_ID_BYTES))
    boxes.set(key(ownerPageBoxName(owner, BigInt(page))), [`page ${page}`, bytes])
  }
  ids.forEach((id, position) => boxes.set(key(eventBoxName(id)), [id, eventRecordType.encode(values(position))]))

  function simulated(request: Uint8Array): SimulateResponse {
    const { 'txn-groups': groups } = msgpackRawDecode(request) as { 'txn-groups': { txns: SimulatedCall[] }[] }
    const [selector, ...args] = groups[0].txns[0].txn.apaa
    const listedOnly = key(selector) === key(LISTED_SELECTOR)
    const [before, limit] = listedOnly ? args : args.slice(1)
    const asked = listedOnly || key(args[0]) === key(publicKeyFromAddress(owner)) ? BigInt(count) : 0n
    const to = uint64(before) < asked ? uint64(before) : asked
    const from = to > uint64(limit) ? to - uint64(limit) : 0n
    const logs: Uint8Array[] = []
    for (let position = Number(to) - 1; position >= Number(from); position--) {
      if (listedOnly && unlisted.has(position)) continue
      logs.push(entryType.encode([fakeEventId(position), values(position)]))
    }
    logs.push(Uint8Array.from([...RETURN_PREFIX, ...uint64Bytes(asked)]))
    return { 'txn-groups': [{ 'txn-results': [{ 'txn-result': { logs: logs.map(bytesToBase64) } }] }] }
  }

  const algod = {
    async getBox(_appId: bigint, name: Uint8Array) {
      const box = boxes.get(key(name))
      requests.push(box?.[0] ?? 'missing')
      return box?.[1] ?? null
    },
    async getTransactionParams() {
      requests.push('params')
      const genesisHash = new Uint8Array(32).fill(9)
      return { minFee: 1_000n, firstValid: 100n, lastValid: 1_100n, genesisID: 'dockernet-v1', genesisHash }
    },
    async simulate(request: Uint8Array) {
      requests.push('simulate')
      if (simulate === 'missing') throw new AlgodRestError('this node does not simulate transactions', 404)
      if (simulate === 'fails') {
        return { 'txn-groups': [{ 'failure-message': 'logic eval error: err opcode executed', 'txn-results': [] }] }
      }
      return simulated(request)
    },
    async getBlockTransactions(round: bigint) {
      requests.push(`block ${round}`)
      return blocks.get(round) ?? null
    },
  } as Pick<AlgodRest, 'getBox' | 'getTransactionParams' | 'simulate' | 'getBlockTransactions'> as AlgodRest
  return { algod, requests }
}
