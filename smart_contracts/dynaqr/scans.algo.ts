import type { uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  clone,
  emit,
  FixedArray,
  Global,
  gtxn,
  itxn,
  Txn,
  urange,
} from '@algorandfoundation/algorand-typescript'
import { HISTOGRAM_DAYS, SECONDS_PER_DAY, SPONSORED_FEE_MULTIPLIER } from './records.algo'
import { DynaQrEvents } from './events.algo'

type ScanLimitsSet = { eventId: string; perRound: uint64; perDay: uint64 }

/**
 * Scans of the event's QR code and the budgets its owner deposits: the scan count and its 7-day
 * histogram, sponsored scans paid back from the scan budget within the owner's limits, top-ups of
 * either budget and their withdrawal.
 */
export abstract class DynaQrScans extends DynaQrEvents {
  /**
   * Sets how many sponsored scans the event's budget pays for per round and per day. The daily cap
   * bounds how fast anyone can drain the budget; the per-round rate lets a crowd scanning at once be
   * counted. Scans over either limit still resolve; only their count is skipped.
   */
  @abimethod({ name: 'set_scan_limits' })
  setScanLimits(eventId: string, perRound: uint64, perDay: uint64): void {
    const event = this.ownedActiveEvent(eventId)
    assert(perRound >= 1, 'Sponsored scans per round must be at least 1')
    assert(perDay >= perRound, 'Daily cap must be at least the sponsored scans per round')
    event.sponsoredPerRound = perRound
    event.sponsoredPerDay = perDay
    this.events(eventId).value = clone(event)
    emit<ScanLimitsSet>({ eventId: eventId, perRound: perRound, perDay: perDay })
  }

  /**
   * Adds the payment to one of an event's budgets: its scan budget, or with `forAttendees` its
   * attendee budget (attendees' network costs). Anyone may pay for an event's scans or attendees.
   */
  @abimethod({ name: 'top_up_budget' })
  topUpBudget(payment: gtxn.PaymentTxn, eventId: string, forAttendees: boolean): uint64 {
    const event = this.existingEvent(eventId)
    this.assertPaymentToApp(payment, 1)
    if (forAttendees) {
      this.events(eventId).value.attendeeBudget = event.attendeeBudget + payment.amount
      return event.attendeeBudget + payment.amount
    }
    this.events(eventId).value.scanBudget = event.scanBudget + payment.amount
    return event.scanBudget + payment.amount
  }

  /** Returns what is left of a deactivated event's budgets (scans and attendees) to its owner. */
  @abimethod({ name: 'withdraw_budgets' })
  withdrawBudgets(eventId: string): uint64 {
    const event = this.ownedEvent(eventId)
    assert(!event.active, 'Deactivate the event before withdrawing its budgets')
    const amount: uint64 = event.scanBudget + event.attendeeBudget
    this.events(eventId).value.scanBudget = 0
    this.events(eventId).value.attendeeBudget = 0
    this.payOwner(event, amount)
    return amount
  }

  /**
   * Counts one scan. Sent by the scan sponsor, the fee is reimbursed from the event's scan budget,
   * within the event's per-round and per-day limits; sent by anyone else, the sender pays.
   */
  @abimethod({ name: 'increment_scan' })
  incrementScan(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    const now = Global.latestTimestamp
    const today: uint64 = now / SECONDS_PER_DAY
    if (today > event.histogramDay) {
      event.sponsoredToday = 0
    }

    if (this.scanSponsor.hasValue && Txn.sender === this.scanSponsor.value) {
      const inRound: uint64 = Global.round === event.lastSponsoredRound ? event.sponsoredInRound : 0
      assert(inRound < event.sponsoredPerRound, 'Sponsored scan rate limit reached')
      assert(event.sponsoredToday < event.sponsoredPerDay, 'Daily sponsored scan cap reached')
      assert(Txn.fee <= Global.minTxnFee * SPONSORED_FEE_MULTIPLIER, 'Sponsored scan fee too high')
      assert(event.scanBudget >= Txn.fee, 'Scan budget exhausted')
      event.scanBudget = event.scanBudget - Txn.fee
      event.lastSponsoredRound = Global.round
      event.sponsoredInRound = inRound + 1
      event.sponsoredToday = event.sponsoredToday + 1
      itxn.payment({ receiver: Txn.sender, amount: Txn.fee, fee: 0 }).submit()
    }

    event.dailyScans = this.shiftedHistogram(event.dailyScans, event.histogramDay, today)
    event.histogramDay = today
    event.dailyScans[HISTOGRAM_DAYS - 1] = event.dailyScans[HISTOGRAM_DAYS - 1] + 1
    event.scanCount = event.scanCount + 1
    event.lastScannedAt = now
    this.events(eventId).value = clone(event)
    return event.scanCount
  }

  /** Moves the buckets so that the last one is `today`; days with no scans count zero. */
  protected shiftedHistogram(buckets: FixedArray<uint64, 7>, lastDay: uint64, today: uint64): FixedArray<uint64, 7> {
    if (today <= lastDay) return clone(buckets)
    const shift: uint64 = today - lastDay
    const shifted = new FixedArray<uint64, 7>()
    if (shift >= HISTOGRAM_DAYS) return shifted
    for (const i of urange(HISTOGRAM_DAYS - shift)) {
      shifted[i] = buckets[i + shift]
    }
    return shifted
  }
}
