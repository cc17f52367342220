/**
 * A page of the public list in one simulate call of the contract's readonly
 * get_listed_event_records (see record-simulation.ts): the events at positions
 * [before - limit, before) of the listed index, which holds only listed, active events that are
 * not over, until someone prunes one that ended; this page leaves those out. The index's size comes
 * back with it, so the next page is asked with before = the lowest position looked at.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
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

/**
 * The public list shows an event its owner listed, that is active, and that is not over (its
 * registration closed or its end passed), as the contract's listed index keeps them.
 */
export function shownOnPublicList(record: EventRecord, nowSeconds: number): boolean {
  const now = BigInt(Math.floor(nowSeconds))
  const expired = record.expiry !== 0n && now >= record.expiry
  const ended = record.settings.endsAt !== 0n && now > record.settings.endsAt
  return record.listed && record.active && !expired && !ended
}

export async function simulateListedRecordPage(
  algod: AlgodRest,
  appId: bigint,
  sender: string,
  request: RecordPageRequest,
  nowSeconds = Date.now() / 1000,
): Promise<RecordPage> {
  const page = await simulateRecordPage(algod, appId, listedRecordsCall(sender, request), request)
  return { ...page, entries: page.entries.filter(({ record }) => shownOnPublicList(record, nowSeconds)) }
}
