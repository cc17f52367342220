/**
 * One simulate call of a readonly records method of the contract (get_owner_event_records,
 * get_listed_event_records): each logs one (event id, EventRecord) entry per event, newest first,
 * and returns the size of the index it walked.
 *
 * The unsigned call and the simulate request are built as canonical msgpack by hand, as the
 * sponsored scan is, to keep algosdk out of the read path. The options lift what a real call
 * could not do: more than 1,024 bytes of logs, more than one call's opcode budget, and boxes the
 * transaction does not name. Simulate still charges the fee to the sender's balance, so the
 * sender must be an account that holds more than its minimum balance.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { decodeArc4 } from '../node/arc4-codec'
import type { AlgodRest, SimulateResponse } from '../node/algod-rest'
import type { TransactionParams } from '../node/algod-core'
import { uint64Bytes } from '../node/box-keys'
import { READ_SELECTORS } from '../node/read-selectors'
import { base64ToBytes, encodeMsgpack } from '../node/msgpack'
import { nextBeforeFrom, pageBounds, type RecordPage, type RecordPageRequest } from './record-page'
import { decodeEventRecord } from '../node/record-codec'
import { decodeUint64 } from '../node/struct-codec'

export type RecordsMethod = 'get_owner_event_records' | 'get_listed_event_records'

/** Whether the method logs every event it looks at, or (the public list) only those it shows. */
const LOGS_EVERY_EVENT: Record<RecordsMethod, boolean> = {
  get_owner_event_records: true,
  get_listed_event_records: false,
}

export interface RecordsCall {
  method: RecordsMethod
  /** The ARC-4 arguments after the selector. */
  args: Uint8Array[]
  /** The sender's public key; it pays the simulated fee. */
  sender: Uint8Array
  /** How many events the call looks at, which sizes its opcode budget. */
  limit: number
}

export interface SimulatedRecords {
  entries: { eventId: string; record: EventRecord }[]
  total: number
}

/** ARC-4 return values are logged behind this prefix. */
const RETURN_PREFIX = Uint8Array.from([0x15, 0x1f, 0x7c, 0x75])
const NEWEST = 2n ** 64n - 1n
/** Opcodes per event looked at, measured at about 200 (owner list) and 250 (public list) on go-algorand, with a margin. */
const OPCODES_PER_EVENT = 400
const BASE_OPCODES = 1_000
/** algod's cap on simulate's extra opcode budget. */
const MAX_EXTRA_OPCODE_BUDGET = 320_000

export class RecordsSimulationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RecordsSimulationError'
  }
}

export function extraOpcodeBudget(limit: number): number {
  return Math.min(MAX_EXTRA_OPCODE_BUDGET, BASE_OPCODES + OPCODES_PER_EVENT * limit)
}

/** The `before` argument: the newest page when absent. */
export function beforeArgument(before: number | undefined): Uint8Array {
  return uint64Bytes(before === undefined ? NEWEST : BigInt(before))
}

/** The whole number of events a page asks for, never negative. */
export function pageLimit(limit: number): number {
  return Math.max(0, Math.floor(limit))
}

/** The msgpack simulate request of the call. */
export function encodeRecordsSimulation(appId: bigint, call: RecordsCall, params: TransactionParams): Uint8Array {
  const txn = {
    apaa: [READ_SELECTORS[call.method], ...call.args],
    apid: appId,
    fee: params.minFee,
    fv: params.firstValid,
    gen: params.genesisID,
    gh: params.genesisHash,
    lv: params.lastValid,
    snd: call.sender,
    type: 'appl',
  }
  return encodeMsgpack({
    'allow-empty-signatures': true,
    'allow-more-logging': true,
    'allow-unnamed-resources': true,
    'extra-opcode-budget': extraOpcodeBudget(call.limit),
    'txn-groups': [{ txns: [{ txn }] }],
  })
}

/** One logged entry: the ARC-4 tuple (string, EventRecord), whose head holds the two offsets. */
export function decodeRecordEntry(entry: Uint8Array): { eventId: string; record: EventRecord } {
  const view = new DataView(entry.buffer, entry.byteOffset, entry.byteLength)
  const idOffset = view.getUint16(0)
  const recordOffset = view.getUint16(2)
  return {
    eventId: decodeArc4('string', entry.subarray(idOffset, recordOffset)) as string,
    record: decodeEventRecord(entry.subarray(recordOffset)),
  }
}

/** The entries and count from the call's logs; throws on a failed simulation or unexpected logs. */
export function decodeRecordsSimulation(response: SimulateResponse, method: RecordsMethod): SimulatedRecords {
  const group = response['txn-groups']?.[0]
  if (!group) throw new RecordsSimulationError('simulate answered without a transaction group')
  if (group['failure-message']) throw new RecordsSimulationError(group['failure-message'])
  const logs = (group['txn-results'][0]?.['txn-result'].logs ?? []).map(base64ToBytes)
  const returned = logs.pop()
  const isReturn =
    returned?.length === RETURN_PREFIX.length + 8 && RETURN_PREFIX.every((byte, i) => returned[i] === byte)
  if (!returned || !isReturn) throw new RecordsSimulationError(`${method} returned no count`)
  return {
    entries: logs.map(decodeRecordEntry),
    total: Number(decodeUint64(returned.subarray(RETURN_PREFIX.length))),
  }
}

/** Two algod requests: the transaction parameters, then the simulate call. */
export async function simulateRecords(algod: AlgodRest, appId: bigint, call: RecordsCall): Promise<SimulatedRecords> {
  const params = await algod.getTransactionParams()
  const response = await algod.simulate(encodeRecordsSimulation(appId, call, params))
  return decodeRecordsSimulation(response, call.method)
}

/** The page the call answers; throws when it logs more events than it looked at, or fewer than it must. */
export async function simulateRecordPage(
  algod: AlgodRest,
  appId: bigint,
  call: RecordsCall,
  request: RecordPageRequest,
): Promise<RecordPage> {
  const { entries, total } = await simulateRecords(algod, appId, call)
  const { from, to } = pageBounds(total, request)
  const everyEvent = LOGS_EVERY_EVENT[call.method]
  if (entries.length > to - from || (everyEvent && entries.length < to - from)) {
    const expected = `${everyEvent ? '' : 'at most '}${to - from}`
    throw new RecordsSimulationError(`expected ${expected} events from ${call.method}, got ${entries.length}`)
  }
  return { entries, total, nextBefore: nextBeforeFrom(from) }
}
