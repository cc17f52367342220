/**
 * A page of the public list in one simulate call of the contract's readonly
 * get_listed_event_records (see record-simulation.ts): of the events created at positions
 * [before - limit, before) of the app's index, those their owners listed that are active and not
 * over, newest first. It returns how many events were ever created, so the next page is asked
 * with before = the lowest position looked at, whether or not that event was listed.
 */
import type { AppConfig } from '../../config'
import { applicationAddress, isValidAddress, publicKeyFromAddress } from '../../domain/text/algorand-address'
import type { AlgodRest } from '../node/algod-rest'
import { uint64Bytes } from '../node/box-keys'
import type { RecordPage, RecordPageRequest } from './record-page'
import { beforeArgument, pageLimit, simulateRecordPage, type RecordsCall } from './record-simulation'

/**
 * Who sends the simulated call. No wallet is needed, but simulate charges the fee, so the sender
 * is an account that always holds more than its minimum balance: the scan sponsor, whose float
 * the app keeps whole, else the app's own account.
 */
export function publicListSender(config: Pick<AppConfig, 'appId' | 'scanSponsorAddress'>): string {
  const sponsor = config.scanSponsorAddress
  return sponsor && isValidAddress(sponsor) ? sponsor : applicationAddress(config.appId)
}

/** get_listed_event_records(before, limit). */
export function listedRecordsCall(sender: string, { before, limit }: RecordPageRequest): RecordsCall {
  const wanted = pageLimit(limit)
  return {
    method: 'get_listed_event_records',
    args: [beforeArgument(before), uint64Bytes(BigInt(wanted))],
    sender: publicKeyFromAddress(sender),
    limit: wanted,
  }
}

export function simulateListedRecordPage(
  algod: AlgodRest,
  appId: bigint,
  sender: string,
  request: RecordPageRequest,
): Promise<RecordPage> {
  return simulateRecordPage(algod, appId, listedRecordsCall(sender, request), request)
}
