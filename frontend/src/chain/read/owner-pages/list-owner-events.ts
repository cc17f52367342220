/** The read of one page of an owner's events: simulate first, box by box where a node refuses it. */
import type { AlgodRest } from '../../node/algod-rest'
import { simulateOwnerRecordPage } from './owner-event-records'
import { readOwnerRecordPageFromBoxes } from './owner-index-boxes'
import type { RecordPage, RecordPageRequest } from '../record-page'

/**
 * One simulate call (two algod requests with the transaction parameters) reads a whole page.
 * Fallback: a node that refuses it (an old node without simulate or its options, or an app
 * deployed before get_owner_event_records) is read box by box instead, as before simulate was
 * used: the count, the index pages and every event box of the page.
 */
export async function readOwnerRecordPage(
  algod: AlgodRest,
  appId: bigint,
  owner: string,
  request: RecordPageRequest,
): Promise<RecordPage> {
  try {
    return await simulateOwnerRecordPage(algod, appId, owner, request)
  } catch {
    return readOwnerRecordPageFromBoxes(algod, appId, owner, request)
  }
}
