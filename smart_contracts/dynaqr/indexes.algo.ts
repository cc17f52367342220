import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  Bytes,
  clone,
  Global,
  itxn,
  log,
  op,
  readonly,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import type { EventRecord } from './records.algo'
import { LISTED_SLOT_AT, MAX_EVENT_ID_BYTES, OWNER_PAGE_CAPACITY } from './records.algo'
import { boxMbr, BOX_BYTE_MBR, DynaQrStore } from './store.algo'

/**
 * The indexes that let a screen read many events at once: each owner's events (`c` + owner: their
 * count; `p` + owner + page: their ids) and the listed index (`g` + page), the public list's, which
 * holds only the events it shows, so that its first page costs the same however many events the
 * app has seen. A page holds OWNER_PAGE_CAPACITY ids; its reads log each event's id and record, for simulate.
 */
export abstract class DynaQrIndexes extends DynaQrStore {
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
    return this.logIndexRange(owner, before, limit, this.ownerEventCount(owner).get({ default: 0 }))
  }

  /**
   * One page of the public list: the events at positions [before - limit, before) of the listed
   * index (`before` capped at its size), logged as get_owner_event_records logs them; returns the
   * index's size, so the next page is asked with before = the lowest position returned. An event
   * that is over stays in the index until someone prunes it: readers leave it out. Meant for
   * simulate, as get_owner_event_records is.
   */
  @readonly
  @abimethod({ name: 'get_listed_event_records' })
  getListedEventRecords(before: uint64, limit: uint64): uint64 {
    return this.logIndexRange(Global.zeroAddress, before, limit, this.listedCount.value)
  }

  /**
   * Logs the entries at positions [before - limit, before) of an index (`before` capped at its
   * `count`), newest first, and returns `count`: the owner's index, or the listed index for the
   * zero address.
   */
  protected logIndexRange(owner: Account, before: uint64, limit: uint64, count: uint64): uint64 {
    let position: uint64 = before < count ? before : count
    const end: uint64 = position > limit ? position - limit : 0
    while (position > end) {
      position = position - 1
      const eventId = this.unpad(this.indexEntry(owner, position))
      const [record, exists] = op.Box.get(this.events(String(eventId)).key)
      assert(exists, 'Event not found')
      this.logEventEntry(eventId, record)
    }
    return count
  }

  /**
   * Takes an event that is over out of the listed index; anyone may. What its entry freed goes to
   * the caller: it pays their fee (this call's and the payment's, pooled) and rewards the cleanup.
   */
  @abimethod({ name: 'prune_listed_event' })
  pruneListedEvent(eventId: string): void {
    const event = this.existingEvent(eventId)
    assert(event.listedSlot !== 0, 'The event is not in the listed index')
    assert(this.isOver(event), 'The event is not over: its owner decides whether it is listed')
    const freed = this.removeFromListed(event)
    this.events(eventId).value = clone(event)
    itxn.payment({ receiver: Txn.sender, amount: freed, fee: 0 }).submit()
  }

  /**
   * Keeps the event in the listed index exactly while the index shows it (listed, active, not
   * over). An entry's space is paid from the event's scan budget and goes back to it. The caller
   * stores `event`.
   */
  protected syncListing(eventId: string, event: EventRecord): void {
    const shown = event.listed && event.active && !this.isOver(event)
    if (shown && event.listedSlot === 0) {
      const mbr = this.addToListed(eventId, event)
      assert(event.scanBudget >= mbr, 'Scan budget too low to list the event')
      event.scanBudget = event.scanBudget - mbr
    } else if (!shown && event.listedSlot !== 0) {
      event.scanBudget = event.scanBudget + this.removeFromListed(event)
    }
  }

  /** Adds the event at the end of the listed index; returns the MBR of the space this added. */
  protected addToListed(eventId: string, event: EventRecord): uint64 {
    const position = this.listedCount.value
    this.listedCount.value = position + 1
    event.listedSlot = position + 1
    return this.appendToIndexPage(this.appPages(position / OWNER_PAGE_CAPACITY).key, position, eventId)
  }

  /**
   * Takes the event out of the listed index: the last entry moves into its place (and its event's
   * slot with it), and the last page shrinks. Returns the MBR this freed.
   */
  protected removeFromListed(event: EventRecord): uint64 {
    const position: uint64 = event.listedSlot - 1
    const last: uint64 = this.listedCount.value - 1
    const lastPage = this.appPages(last / OWNER_PAGE_CAPACITY).key
    const lastOffset: uint64 = (last % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES
    if (position !== last) {
      const moved = this.indexEntry(Global.zeroAddress, last)
      op.Box.replace(
        this.appPages(position / OWNER_PAGE_CAPACITY).key,
        (position % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES,
        moved,
      )
      op.Box.replace(this.events(String(this.unpad(moved))).key, LISTED_SLOT_AT, op.itob(event.listedSlot))
    }
    this.listedCount.value = last
    event.listedSlot = 0
    if (lastOffset === 0) {
      op.Box.delete(lastPage)
      return boxMbr(lastPage.length, MAX_EVENT_ID_BYTES)
    }
    op.Box.resize(lastPage, lastOffset)
    return MAX_EVENT_ID_BYTES * BOX_BYTE_MBR
  }

  /**
   * The slot at `position` of the owner's index, or of the listed index for the zero address: an
   * event id followed by zero bytes.
   */
  protected indexEntry(owner: Account, position: uint64): bytes {
    const page: uint64 = position / OWNER_PAGE_CAPACITY
    const key =
      owner === Global.zeroAddress ? this.appPages(page).key : this.ownerPages({ owner: owner, page: page }).key
    return op.Box.extract(key, (position % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES, MAX_EVENT_ID_BYTES)
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
