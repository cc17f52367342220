import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import { abimethod, assert, Bytes, clone, Global, log, op, readonly } from '@algorandfoundation/algorand-typescript'
import { MAX_EVENT_ID_BYTES, OWNER_PAGE_CAPACITY } from './records.algo'
import { boxMbr, BOX_BYTE_MBR, DynaQrStore } from './store.algo'

/**
 * The indexes that let a screen read many events at once: each owner's events (`c` + owner: their
 * count; `p` + owner + page: their ids) and the app's, by creation order (`g` + page), the public
 * list's. A page holds OWNER_PAGE_CAPACITY ids; its reads log each event's id and record, for simulate.
 */
export abstract class DynaQrIndexes extends DynaQrStore {
  /** Number of events an owner has created; their ids are in pages of OWNER_PAGE_CAPACITY. */
  @readonly
  @abimethod({ name: 'get_owner_event_count' })
  getOwnerEventCount(owner: Account): uint64 {
    return this.ownerEventCount(owner).get({ default: 0 })
  }

  /**
   * One page of an owner's events for a list screen, newest first: the events at index positions
   * [before - limit, before), `before` capped at the owner's count (so the newest page is asked
   * with before = 2^64 - 1, and the next one with the lowest position returned so far). Logs one
   * entry per event, the ARC-4 tuple (event id, EventRecord), and returns the owner's count.
   * A page exceeds the AVM's log limits and opcode budget beyond a few events: it is meant for
   * simulate with allow-more-logging and extra opcode budget, which reads it in one request.
   */
  @readonly
  @abimethod({ name: 'get_owner_event_records' })
  getOwnerEventRecords(owner: Account, before: uint64, limit: uint64): uint64 {
    const count = this.ownerEventCount(owner).get({ default: 0 })
    let index: uint64 = before < count ? before : count
    const end: uint64 = index > limit ? index - limit : 0
    while (index > end) {
      index = index - 1
      const eventId = this.ownerEventId(owner, index)
      const [record, exists] = op.Box.get(this.events(String(eventId)).key)
      assert(exists, 'Event not found')
      this.logEventEntry(eventId, record)
    }
    return count
  }

  /**
   * One page of the public list, newest first: of the events created at positions
   * [before - limit, before) (`before` capped at the number of events), those the owner listed
   * that are active and not over (not expired, not ended). Logs them as get_owner_event_records
   * does and returns the number of events ever created, so the next page is asked with
   * before = the lowest position looked at. Meant for simulate, as that method is.
   */
  @readonly
  @abimethod({ name: 'get_listed_event_records' })
  getListedEventRecords(before: uint64, limit: uint64): uint64 {
    const count = this.eventCount.value
    let position: uint64 = before < count ? before : count
    const end: uint64 = position > limit ? position - limit : 0
    const now = Global.latestTimestamp
    while (position > end) {
      position = position - 1
      const page = this.appPages(position / OWNER_PAGE_CAPACITY)
      const eventId = this.unpad(
        page.extract((position % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES, MAX_EVENT_ID_BYTES),
      )
      const [record, exists] = op.Box.get(this.events(String(eventId)).key)
      assert(exists, 'Event not found')
      const event = clone(this.events(String(eventId)).value)
      const expired = event.expiry !== 0 && now >= event.expiry
      const ended = event.settings.endsAt !== 0 && now > event.settings.endsAt
      if (event.listed && event.active && !expired && !ended) {
        this.logEventEntry(eventId, record)
      }
    }
    return count
  }

  /** Records eventId in the owner's index; returns the MBR of the box space this added. */
  protected appendToOwnerIndex(owner: Account, eventId: string): uint64 {
    const countBox = this.ownerEventCount(owner)
    let mbr: uint64 = 0
    if (!countBox.exists) {
      countBox.value = 0
      mbr = boxMbr(countBox.key.length, countBox.length)
    }
    const count = countBox.value
    countBox.value = count + 1
    return (
      mbr +
      this.appendToIndexPage(this.ownerPages({ owner: owner, page: count / OWNER_PAGE_CAPACITY }).key, count, eventId)
    )
  }

  /**
   * Writes eventId at index `position` of the page whose box is `pageKey` (the page of that
   * position), creating or growing the box; returns the MBR of the space this added.
   */
  protected appendToIndexPage(pageKey: bytes, position: uint64, eventId: string): uint64 {
    const offset: uint64 = (position % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES
    let mbr: uint64 = MAX_EVENT_ID_BYTES * BOX_BYTE_MBR
    if (offset === 0) {
      op.Box.create(pageKey, MAX_EVENT_ID_BYTES)
      mbr = boxMbr(pageKey.length, MAX_EVENT_ID_BYTES)
    } else {
      op.Box.resize(pageKey, offset + MAX_EVENT_ID_BYTES)
    }
    op.Box.replace(pageKey, offset, Bytes(eventId))
    return mbr
  }

  /** The id at an owner index position (positions run across the owner's pages). */
  protected ownerEventId(owner: Account, index: uint64): bytes {
    const page = this.ownerPages({ owner: owner, page: index / OWNER_PAGE_CAPACITY })
    return this.unpad(page.extract((index % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES, MAX_EVENT_ID_BYTES))
  }

  /** Logs the ARC-4 tuple (event id, EventRecord): a head with the offsets of its two parts, then them. */
  protected logEventEntry(eventId: bytes, record: bytes): void {
    const recordOffset: uint64 = 4 + 2 + eventId.length
    const head = this.uint16(4).concat(this.uint16(recordOffset))
    log(head.concat(this.uint16(eventId.length)).concat(eventId).concat(record))
  }

  /** A big-endian uint16, the ARC-4 length and offset width. */
  protected uint16(value: uint64): bytes {
    return op.extract(op.itob(value), 6, 2)
  }

  /** An owner index slot is the id followed by zero bytes; ids have no zero byte, so bisect. */
  protected unpad(slot: bytes): bytes {
    let low: uint64 = 0
    let high: uint64 = slot.length
    while (low < high) {
      const mid: uint64 = (low + high + 1) / 2
      if (op.getByte(slot, mid - 1) !== 0) {
        low = mid
      } else {
        high = mid - 1
      }
    }
    return op.extract(slot, 0, low)
  }
}
