/**
 * A page of event records, newest first, as read from the chain: the event records with their
 * ids, the size of the index they come from (an owner's events, or the listed index) and
 * where the next (older) page starts. Pages are bounded by index positions rather than by how many
 * were skipped, so events created meanwhile do not shift them.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'

export interface RecordPageRequest {
  /** Only events at index positions below this one; the newest page when absent. */
  before?: number
  limit: number
}

export interface RecordPage {
  /** Newest first. */
  entries: { eventId: string; record: EventRecord }[]
  /** How many events the index holds: every one the owner created, or every one the listed index holds. */
  total: number
  /** `before` of the next, older page; null when this page reaches the index's first event. */
  nextBefore: number | null
}

/** Where a page starts and ends in the index, from the index's size. */
export function pageBounds(total: number, { before, limit }: RecordPageRequest): { from: number; to: number } {
  const to = Math.max(0, Math.min(total, before ?? total))
  return { from: Math.max(0, to - Math.max(0, Math.floor(limit))), to }
}

/** `before` of the page after the one that starts at `from`. */
export function nextBeforeFrom(from: number): number | null {
  return from > 0 ? from : null
}
