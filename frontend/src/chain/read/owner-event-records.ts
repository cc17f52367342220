/**
 * A page of an owner's events in one simulate call of the contract's readonly
 * get_owner_event_records, which logs one (event id, EventRecord) entry per event, newest first,
 * and returns the owner's count.
 *
 * The unsigned call and the simulate request are built as canonical msgpack by hand, as the
 * sponsored scan is, to keep algosdk out of the read path. Simulate still charges the fee to the
 * sender's balance, so the sender is the owner, who paid for the events. The options lift what
 * a real call could not do: more than 1,024 bytes of logs, more than one call's opcode budget,
 * and boxes the transaction does not name.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { publicKeyFromAddress } from '../../domain/algorand-address'
import { decodeArc4 } from './arc4-codec'
import type { AlgodRest, SimulateResponse, TransactionParams } from './algod-rest'
import { uint64Bytes } from './box-keys'
import { base64ToBytes, encodeMsgpack } from './msgpack'
import { pageBounds, type OwnerRecordPage, type OwnerRecordPageRequest } from './owner-record-page'
import { decodeEventRecord, decodeUint64 } from './record-codec'
import { methodSelector } from './method-selector'

const GET_OWNER_EVENT_RECORDS_SELECTOR = methodSelector('get_owner_event_records')
/** ARC-4 return values are logged behind this prefix. */
const RETURN_PREFIX = Uint8Array.from([0x15, 0x1f, 0x7c, 0x75])
const NEWEST = 2n ** 64n - 1n
/** Opcodes per listed event, measured at about 190 on go-algorand, with a margin. */
const OPCODES_PER_EVENT = 400
const BASE_OPCODES = 1_000
/** algod's cap on simulate's extra opcode budget. */
const MAX_EXTRA_OPCODE_BUDGET = 320_000

export class OwnerPageSimulationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OwnerPageSimulationError'
  }
}

export function extraOpcodeBudget(limit: number): number {
  return Math.min(MAX_EXTRA_OPCODE_BUDGET, BASE_OPCODES + OPCODES_PER_EVENT * limit)
}

/** The msgpack simulate request of get_owner_event_records(owner, before, limit), sent by the owner. */
export function encodeOwnerRecordsSimulation(
  appId: bigint,
  owner: string,
  { before, limit }: OwnerRecordPageRequest,
  params: TransactionParams,
): Uint8Array {
  const ownerKey = publicKeyFromAddress(owner)
  const wanted = BigInt(Math.max(0, Math.floor(limit)))
  const txn = {
    apaa: [
      GET_OWNER_EVENT_RECORDS_SELECTOR,
      ownerKey,
      uint64Bytes(before === undefined ? NEWEST : BigInt(before)),
      uint64Bytes(wanted),
    ],
    apid: appId,
    fee: params.minFee,
    fv: params.firstValid,
    gen: params.genesisID,
    gh: params.genesisHash,
    lv: params.lastValid,
    snd: ownerKey,
    type: 'appl',
  }
  return encodeMsgpack({
    'allow-empty-signatures': true,
    'allow-more-logging': true,
    'allow-unnamed-resources': true,
    'extra-opcode-budget': extraOpcodeBudget(Number(wanted)),
    'txn-groups': [{ txns: [{ txn }] }],
  })
}

/** One logged entry: the ARC-4 tuple (string, EventRecord), whose head holds the two offsets. */
export function decodeOwnerRecordEntry(entry: Uint8Array): { eventId: string; record: EventRecord } {
  const view = new DataView(entry.buffer, entry.byteOffset, entry.byteLength)
  const idOffset = view.getUint16(0)
  const recordOffset = view.getUint16(2)
  return {
    eventId: decodeArc4('string', entry.subarray(idOffset, recordOffset)) as string,
    record: decodeEventRecord(entry.subarray(recordOffset)),
  }
}

/** The entries and count from the call's logs; throws on a failed simulation or unexpected logs. */
export function decodeOwnerRecordsSimulation(response: SimulateResponse): {
  entries: { eventId: string; record: EventRecord }[]
  total: number
} {
  const group = response['txn-groups']?.[0]
  if (!group) throw new OwnerPageSimulationError('simulate answered without a transaction group')
  if (group['failure-message']) throw new OwnerPageSimulationError(group['failure-message'])
  const logs = (group['txn-results'][0]?.['txn-result'].logs ?? []).map(base64ToBytes)
  const returned = logs.pop()
  const isReturn =
    returned?.length === RETURN_PREFIX.length + 8 && RETURN_PREFIX.every((byte, i) => returned[i] === byte)
  if (!returned || !isReturn) throw new OwnerPageSimulationError('get_owner_event_records returned no count')
  return {
    entries: logs.map(decodeOwnerRecordEntry),
    total: Number(decodeUint64(returned.subarray(RETURN_PREFIX.length))),
  }
}

export async function simulateOwnerRecordPage(
  algod: AlgodRest,
  appId: bigint,
  owner: string,
  request: OwnerRecordPageRequest,
): Promise<OwnerRecordPage> {
  const params = await algod.getTransactionParams()
  const response = await algod.simulate(encodeOwnerRecordsSimulation(appId, owner, request, params))
  const { entries, total } = decodeOwnerRecordsSimulation(response)
  const { from, to } = pageBounds(total, request)
  if (entries.length !== to - from) {
    throw new OwnerPageSimulationError(
      `expected ${to - from} events from get_owner_event_records, got ${entries.length}`,
    )
  }
  return { entries, total, nextBefore: from > 0 ? from : null }
}
