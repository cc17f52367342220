import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import { assert, clone, Global, gtxn, itxn, op, TransactionType, Txn } from '@algorandfoundation/algorand-typescript'
import type { RegistrationKey } from './records.algo'
import { ATTENDEE_SPONSOR_FEE_MULTIPLIER } from './records.algo'
import { DynaQrScans } from './scans.algo'

/**
 * An attendee's calls at the event's expense, where its owner pays attendees' costs: the attendee
 * sponsor LogicSig pays the group's fee, and the attendee budget pays it back and the deposits the
 * call adds; deposits come back to the budget when nothing needs remembering.
 */
export abstract class DynaQrAttendeeCosts extends DynaQrScans {
  protected isAttendeeSponsor(account: Account): boolean {
    if (!this.attendeeSponsor.hasValue) return false
    return account === this.attendeeSponsor.value
  }

  /** Whether the transaction just before this call is a payment from the attendee sponsor. */
  protected paidByAttendeeSponsor(): boolean {
    if (Txn.groupIndex === 0) return false
    const before: uint64 = Txn.groupIndex - 1
    return op.GTxn.typeEnum(before) === TransactionType.Payment && this.isAttendeeSponsor(op.GTxn.sender(before))
  }

  /**
   * An attendee's call at the event's expense: the group is `groupSize` transactions, the last two
   * the attendee sponsor's fee payment and this call (before them, only a priced registration's
   * ticket payment). The attendee budget pays that fee back to the sponsor, and `deposit` (the MBR
   * this call adds) is kept by the app out of the budget.
   */
  protected chargeAttendeeCosts(eventId: string, groupSize: uint64, deposit: uint64): void {
    const event = this.existingEvent(eventId)
    assert(event.paysAttendeeCosts, "The event owner does not pay attendees' costs")
    assert(Global.groupSize === groupSize && Txn.groupIndex === groupSize - 1, 'Unexpected group for a sponsored call')
    const fees = gtxn.PaymentTxn(Txn.groupIndex - 1)
    assert(fees.fee <= Global.minTxnFee * ATTENDEE_SPONSOR_FEE_MULTIPLIER, 'Sponsored fee too high')
    const cost: uint64 = fees.fee + deposit
    assert(event.attendeeBudget >= cost, "The event owner's budget for attendees' costs is used up")
    this.events(eventId).value.attendeeBudget = event.attendeeBudget - cost
    itxn.payment({ receiver: fees.sender, amount: fees.fee, fee: 0 }).submit()
  }

  /**
   * A cancelled registration whose deposit the attendee budget paid, with nothing to remember (no
   * ban, no token, no ticket secret made public, no refund owed), is deleted: its deposit goes back
   * to the budget.
   */
  protected returnSponsoredDeposit(eventId: string, key: RegistrationKey, banned: boolean): void {
    const registration = clone(this.registrations(key).value)
    if (!registration.sponsored || banned) return
    if (registration.assetId !== 0 || registration.ticketRevealed || registration.refundOwed !== 0) return
    const deposit = this.registrationDeposit(key)
    this.registrations(key).delete()
    this.events(eventId).value.attendeeBudget = this.events(eventId).value.attendeeBudget + deposit
  }
}
