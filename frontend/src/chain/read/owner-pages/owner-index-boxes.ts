/**
 * An owner's events read box by box: the count box, the index pages that hold the page's ids
 * (32-byte zero-padded slots, oldest first) and one event box per id. One algod request per box.
 */
import { MAX_EVENT_ID_BYTES } from '../../../domain/contract/limits'
import { OWNER_PAGE_CAPACITY } from '../../../domain/costs/mbr'
import type { AlgodRest } from '../../node/algod-rest'
import { ownerCountBoxName, ownerPageBoxName } from '../../node/account-box-keys'
import { readEventRecord } from '../../node/box-records'
import { nextBeforeFrom, pageBounds, type RecordPage, type RecordPageRequest } from '../record-page'
import { decodeUint64 } from '../../node/struct-codec'

const decoder = new TextDecoder()

export async function readOwnerEventCount(algod: AlgodRest, appId: bigint, owner: string): Promise<number> {
  const bytes = await algod.getBox(appId, ownerCountBoxName(owner))
  return bytes ? Number(decodeUint64(bytes)) : 0
}

/** Event ids from one of the owner's index pages, oldest first. */
export function eventIdsFromPage(page: Uint8Array, slots: number): string[] {
  const ids: string[] = []
  for (let slot = 0; slot < slots && (slot + 1) * MAX_EVENT_ID_BYTES <= page.length; slot++) {
    const bytes = page.subarray(slot * MAX_EVENT_ID_BYTES, (slot + 1) * MAX_EVENT_ID_BYTES)
    const end = bytes.indexOf(0)
    ids.push(decoder.decode(end === -1 ? bytes : bytes.subarray(0, end)))
  }
  return ids
}

/** The ids at positions [from, to) of the owner's index, oldest first, reading only the pages that hold them. */
async function ownerEventIds(
  algod: AlgodRest,
  appId: bigint,
  owner: string,
  from: number,
  to: number,
): Promise<string[]> {
  const ids: string[] = []
  if (from >= to) return ids
  for (let page = Math.floor(from / OWNER_PAGE_CAPACITY); page * OWNER_PAGE_CAPACITY < to; page++) {
    const pageStart = page * OWNER_PAGE_CAPACITY
    const bytes = await algod.getBox(appId, ownerPageBoxName(owner, BigInt(page)))
    if (bytes) {
      const slots = Math.min(OWNER_PAGE_CAPACITY, to - pageStart)
      ids.push(...eventIdsFromPage(bytes, slots).slice(Math.max(0, from - pageStart)))
    }
  }
  return ids
}

export async function readOwnerRecordPageFromBoxes(
  algod: AlgodRest,
  appId: bigint,
  owner: string,
  request: RecordPageRequest,
): Promise<RecordPage> {
  const total = await readOwnerEventCount(algod, appId, owner)
  const { from, to } = pageBounds(total, request)
  const ids = (await ownerEventIds(algod, appId, owner, from, to)).reverse()
  const records = await Promise.all(ids.map((eventId) => readEventRecord(algod, appId, eventId)))
  const entries = ids.flatMap((eventId, index) => {
    const record = records[index]
    return record ? [{ eventId, record }] : []
  })
  return { entries, total, nextBefore: nextBeforeFrom(from) }
}
