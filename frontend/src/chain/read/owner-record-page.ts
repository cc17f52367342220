/**
 * A page of an owner's events, newest first, as read from the chain: the event records with their
 * ids, the owner's total count and where the next (older) page starts. Pages are bounded by index
 * positions rather than by how many were skipped, so events created meanwhile do not shift them.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'

export interface OwnerRecordPageRequest {
  /** Only events at owner index positions below this one; the newest page when absent. */
  before?: number
  limit: number
}

export interface OwnerRecordPage {
  /** Newest first. */
  entries: { eventId: string; record: EventRecord }[]
  /** How many events the owner has created. */
  total: number
  /** `before` of the next, older page; null when this page reaches the owner's first event. */
  nextBefore: number | null
}

/** Where a page starts and ends in the owner's index, from the owner's count. */
export function pageBounds(total: number, { before, limit }: OwnerRecordPageRequest): { from: number; to: number } {
  const to = Math.max(0, Math.min(total, before ?? total))
  return { from: Math.max(0, to - Math.max(0, Math.floor(limit))), to }
}
