/**
 * A page of an owner's events in one simulate call of the contract's readonly
 * get_owner_event_records (see record-simulation.ts), sent by the owner, who paid for the events
 * and so can pay the simulated fee.
 */
import { publicKeyFromAddress } from '../../../domain/text/algorand-address'
import type { AlgodRest } from '../../node/algod-rest'
import { uint64Bytes } from '../../node/box-keys'
import type { RecordPage, RecordPageRequest } from '../record-page'
import { beforeArgument, pageLimit, simulateRecordPage, type RecordsCall } from '../record-simulation'

/** get_owner_event_records(owner, before, limit), sent by the owner. */
export function ownerRecordsCall(owner: string, { before, limit }: RecordPageRequest): RecordsCall {
  const ownerKey = publicKeyFromAddress(owner)
  const wanted = pageLimit(limit)
  return {
    method: 'get_owner_event_records',
    args: [ownerKey, beforeArgument(before), uint64Bytes(BigInt(wanted))],
    sender: ownerKey,
    limit: wanted,
  }
}

export function simulateOwnerRecordPage(
  algod: AlgodRest,
  appId: bigint,
  owner: string,
  request: RecordPageRequest,
): Promise<RecordPage> {
  return simulateRecordPage(algod, appId, ownerRecordsCall(owner, request), request)
}
