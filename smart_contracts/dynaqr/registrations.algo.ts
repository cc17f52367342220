import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  Asset,
  clone,
  emit,
  Global,
  gtxn,
  op,
  readonly,
  Txn,
  validateEncoding,
} from '@algorandfoundation/algorand-typescript'
import { StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'
import type { EventRecord, RegistrationKey, RegistrationRecord } from './records.algo'
import {
  CHECK_IN_NONE,
  isHeld,
  isRefunded,
  refundedStatus,
  STATUS_ATTENDED,
  STATUS_BANNED,
  STATUS_CANCELLED,
  STATUS_CONFIRMED,
  STATUS_PENDING,
  STATUS_WAITLISTED,
} from './records.algo'
import { DynaQrAttendeeCosts } from './attendee-costs.algo'

type Registered = { eventId: string; attendee: Account; tierIndex: uint64; amountPaid: uint64 }
type RegistrationApproved = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationDeclined = { eventId: string; attendee: Account; amount: uint64; banned: boolean }
type Waitlisted = { eventId: string; attendee: Account; tierIndex: uint64; amountHeld: uint64 }
type SeatOffered = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationCancelled = { eventId: string; attendee: Account; amountReturned: uint64 }
type RefundClaimed = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationRefunded = { eventId: string; attendee: Account; amount: uint64; banned: boolean }

/**
 * Registrations: registering (paid, free, waiting for approval, on the waitlist), the owner's
 * decisions on those waiting until their deadline, the attendee's own cancellation, refunds and
 * bans, and refunds held for an account that could not take them.
 */
export abstract class DynaQrRegistrations extends DynaQrAttendeeCosts {
  /**
   * Registers the caller. `mbrPayment` pays the registration box MBR to the app. For a priced
   * tier the transaction just before it must pay the event owner at least the tier price in the
   * event's currency (a payment, or a transfer of the event's asset): the group is [ticket payment,
   * MBR payment, register_event], after the attendee's opt-in to the asset where they need one. Where the owner approves
   * registrations, or with `waitlist` (allowed only while the event or tier is full), that payment
   * goes to the app instead, which holds it until the owner decides or the attendee withdraws.
   * `ticketCommitment` is the SHA-256 of the ticket's secret bound to this registration (the app,
   * the event, the attendee and the ticket number this call gives it), which only the attendee can
   * show at the door. Where the owner pays attendees' costs, `mbrPayment` may instead be the attendee
   * sponsor's fee payment: the attendee budget then pays the group's fees and the box's MBR.
   */
  @abimethod({ name: 'register_event' })
  registerEvent(
    mbrPayment: gtxn.PaymentTxn,
    eventId: string,
    tierIndex: uint64,
    ticketCommitment: bytes<32>,
    waitlist: boolean,
  ): uint64 {
    validateEncoding(ticketCommitment)
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const reusesBox = this.registrations(key).exists
    const sponsored = this.isAttendeeSponsor(mbrPayment.sender)
    const paid = this.enrol(
      eventId,
      event,
      key,
      tierIndex,
      ticketCommitment,
      waitlist,
      mbrPayment.groupIndex,
      sponsored,
    )
    const deposit: uint64 = reusesBox ? 0 : this.registrationDeposit(key)
    if (sponsored) {
      this.chargeAttendeeCosts(eventId, paid > 0 ? 3 : 2, deposit)
    } else {
      this.assertPaymentToApp(mbrPayment, deposit)
    }
    return paid
  }

  /** The owner approves a registration waiting for it: the ticket payment the app held goes to the owner. */
  @abimethod({ name: 'approve_registration' })
  approveRegistration(eventId: string, attendee: Account): uint64 {
    const event = this.ownedActiveEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_PENDING, 'Registration is not waiting for approval')
    this.assertDecisionOpen(event)
    this.registrations(key).value.status = STATUS_CONFIRMED
    this.payInCurrency(event, event.owner, registration.amountPaid)
    emit<RegistrationApproved>({ eventId: eventId, attendee: attendee, amount: registration.amountPaid })
    return registration.amountPaid
  }

  /**
   * The owner declines a registration waiting for approval, or takes one off the waitlist: the app
   * pays the held ticket payment back and any seat returns. With `ban` the account may not register
   * again (as with a refund). Once the time to decide has passed, anyone may do this (without a
   * ban): a held payment always finds its way back.
   */
  @abimethod({ name: 'decline_registration' })
  declineRegistration(eventId: string, attendee: Account, ban: boolean): uint64 {
    const event = this.existingEvent(eventId)
    const byOwner = Txn.sender === event.owner
    assert(byOwner || this.decisionClosed(event), 'Only the event owner can do this until the decision deadline')
    const banned = ban && byOwner
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(isHeld(registration.status), 'Registration is not waiting for approval')
    const amount = this.withdrawRegistration(eventId, event, key, registration, refundedStatus(banned))
    this.returnSponsoredDeposit(eventId, key, banned)
    emit<RegistrationDeclined>({ eventId: eventId, attendee: attendee, amount: amount, banned: banned })
    return amount
  }

  /**
   * The owner gives a seat freed up to a registration on the waitlist: it takes the seat (where
   * the event and its tier have one free) and is confirmed, and the payment the app held goes to
   * the owner. Offering a seat approves the registration on an event that approves each one.
   */
  @abimethod({ name: 'offer_seat' })
  offerSeat(eventId: string, attendee: Account): uint64 {
    const event = this.ownedActiveEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_WAITLISTED, 'Registration is not on the waitlist')
    this.assertDecisionOpen(event)
    assert(this.hasSeat(event, registration.tierIndex), 'No seat is free for this registration')
    this.countSeat(eventId, event, registration.tierIndex, true)
    this.registrations(key).value.status = STATUS_CONFIRMED
    this.payInCurrency(event, event.owner, registration.amountPaid)
    emit<SeatOffered>({ eventId: eventId, attendee: attendee, amount: registration.amountPaid })
    return registration.amountPaid
  }

  /**
   * The attendee cancels their own registration: a free one, or one whose payment the app still
   * holds (waiting for approval or on the waitlist), which the app pays back at once. A paid,
   * confirmed registration is refunded by the owner instead. The seat returns, and the account may
   * register again. Sponsored: [the attendee sponsor's fee payment, cancel_registration].
   */
  @abimethod({ name: 'cancel_registration' })
  cancelRegistration(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Already checked in')
    assert(!isRefunded(registration.status), 'Registration already cancelled')
    assert(
      isHeld(registration.status) || registration.amountPaid === 0,
      'A paid registration is refunded by the event owner',
    )
    const returned = this.withdrawRegistration(eventId, event, key, registration, STATUS_CANCELLED)
    if (this.paidByAttendeeSponsor()) {
      this.chargeAttendeeCosts(eventId, 2, 0)
    }
    this.returnSponsoredDeposit(eventId, key, false)
    emit<RegistrationCancelled>({ eventId: eventId, attendee: Txn.sender, amountReturned: returned })
    return returned
  }

  @readonly
  @abimethod({ name: 'get_registration' })
  getRegistration(eventId: string, attendee: Account): RegistrationRecord {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    assert(this.registrations(key).exists, 'Not registered')
    return this.registrations(key).value
  }

  /**
   * The owner refunds a registration: `refund` pays the attendee back at least what they paid, in
   * the event's currency, or, where the attendee could not take it (an account closed and the amount
   * too little to open it, or an account no longer opted in to the asset), pays it to the app, which
   * holds it for the attendee to claim (claim_refund). The registration becomes cancelled and its
   * seat returns to the event and its tier. With `ban` the account may not register for this event
   * again; without it, it may at once. The box stays either way: it remembers the ban and the
   * token, one per account and event.
   */
  @abimethod({ name: 'refund_registration' })
  refundRegistration(refund: gtxn.Transaction, eventId: string, attendee: Account, ban: boolean): uint64 {
    const event = this.ownedEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(!isRefunded(registration.status), 'Registration already cancelled')
    assert(
      registration.status !== STATUS_PENDING && registration.status !== STATUS_WAITLISTED,
      'Approve or decline this registration first',
    )
    const [payer, receiver, amount] = this.currencyPayment(event, refund.groupIndex)
    assert(payer === Txn.sender, 'Refund must come from the event owner')
    const held = receiver === Global.currentApplicationAddress
    assert(receiver === attendee || held, 'Refund must go to the attendee')
    assert(amount >= registration.amountPaid, 'Refund below amount paid')
    if (held) {
      registration.refundOwed = registration.refundOwed + amount
    }

    if (registration.status === STATUS_ATTENDED) {
      event.attendedCount = event.attendedCount - 1
    }
    registration.status = refundedStatus(ban)
    this.registrations(key).value = clone(registration)
    this.countSeat(eventId, event, registration.tierIndex, false)
    this.returnSponsoredDeposit(eventId, key, ban)
    emit<RegistrationRefunded>({ eventId: eventId, attendee: attendee, amount: amount, banned: ban })
    return amount
  }

  /**
   * The owner closes the event to a refunded account, or opens it again: a ban set by mistake is
   * undone, and an account refunded without one can still be kept out.
   */
  @abimethod({ name: 'set_registration_ban' })
  setRegistrationBan(eventId: string, attendee: Account, banned: boolean): void {
    const event = this.ownedEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(isRefunded(registration.status), 'Only a refunded registration can be closed or reopened')
    registration.status = refundedStatus(banned)
    this.registrations(key).value = clone(registration)
  }

  /**
   * The attendee takes a refund the app holds for them (their account was closed, or not opted in
   * to the event's asset, when it was made): once the account can take it, or with this call's group
   * funding it or opting it in.
   */
  @abimethod({ name: 'claim_refund' })
  claimRefund(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const owed = this.existingRegistration(key).refundOwed
    assert(owed > 0, 'No refund is waiting for this account')
    this.registrations(key).value.refundOwed = 0
    this.payInCurrency(event, Txn.sender, owed)
    emit<RefundClaimed>({ eventId: eventId, attendee: Txn.sender, amount: owed })
    return owed
  }

  /**
   * Writes the caller's registration (a new box, or a refunded one's again) with the checks every
   * way of registering shares, and returns the ticket payment made: for a priced tier, the payment
   * at group position `ticketIndex - 1`, to the owner, or to the app where the owner approves each
   * registration or the registration joins the waitlist (allowed only while no seat is free).
   */
  protected enrol(
    eventId: string,
    event: EventRecord,
    key: RegistrationKey,
    tierIndex: uint64,
    ticketCommitment: bytes<32>,
    waitlist: boolean,
    ticketIndex: uint64,
    sponsored: boolean,
  ): uint64 {
    assert(event.active, 'Event is not active')
    assert(event.expiry === 0 || Global.latestTimestamp < event.expiry, 'Event has expired')
    // A cancelled (refunded) registration may register again, reusing its box, unless the refund
    // closed the event to it. A token minted for the earlier registration stays this account's:
    // one token per account and event, ever.
    assert(ticketCommitment !== op.bzero(32), 'Ticket commitment required')
    let assetId: uint64 = 0
    let claimed = false
    let ticketRevealed = false
    let depositFromBudget = sponsored
    let refundOwed: uint64 = 0
    let ticketNumber: uint64 = 1
    if (this.registrations(key).exists) {
      const previous = clone(this.registrations(key).value)
      assert(previous.status !== STATUS_BANNED, 'The event owner has closed this event to this account')
      assert(previous.status === STATUS_CANCELLED, 'Already registered')
      assetId = previous.assetId
      claimed = previous.claimed
      ticketRevealed = previous.ticketRevealed
      depositFromBudget = previous.sponsored
      refundOwed = previous.refundOwed
      // The ticket's commitment names its number: a secret revealed for an earlier one stays invalid.
      ticketNumber = previous.ticketNumber + 1
    }
    assert(tierIndex < (event.tiers.length === 0 ? 1 : event.tiers.length), 'Invalid ticket tier')
    assert(
      !((waitlist || event.approvalRequired) && this.decisionClosed(event)),
      'The event owner no longer decides on registrations: the deadline has passed',
    )
    if (waitlist) {
      assert(!this.hasSeat(event, tierIndex), 'Seats are still free: register instead of joining the waitlist')
    } else {
      assert(event.capacity === 0 || event.registeredCount < event.capacity, 'Event is full')
      assert(this.hasSeat(event, tierIndex), 'Tier sold out')
    }

    const price: uint64 = event.tiers.length > 0 ? event.tiers[tierIndex].price : 0
    let paid: uint64 = 0
    if (price > 0) {
      assert(ticketIndex > 0, 'Ticket payment missing')
      const [payer, receiver, amount] = this.currencyPayment(event, ticketIndex - 1)
      if (waitlist) {
        assert(receiver === Global.currentApplicationAddress, 'Payment must go to the app while on the waitlist')
      } else if (event.approvalRequired) {
        assert(
          receiver === Global.currentApplicationAddress,
          'Payment must go to the app until the event owner approves',
        )
      } else {
        assert(receiver === event.owner, 'Payment must go to the event owner')
      }
      assert(payer === Txn.sender, 'Payment must come from the caller')
      assert(amount >= price, 'Payment below ticket price')
      paid = amount
    }

    if (!waitlist) {
      this.countSeat(eventId, event, tierIndex, true)
    }
    let status: uint64 = STATUS_CONFIRMED
    if (waitlist) {
      status = STATUS_WAITLISTED
    } else if (event.approvalRequired) {
      status = STATUS_PENDING
    }
    this.registrations(key).value = {
      status: status,
      registeredAt: Global.latestTimestamp,
      registeredRound: Global.round,
      tierIndex: tierIndex,
      amountPaid: paid,
      attendedAt: 0,
      assetId: assetId,
      claimed: claimed,
      checkInMethod: CHECK_IN_NONE,
      refundOwed: refundOwed,
      sealKeyVersion: event.sealKeyVersion,
      ticketCommitment: new StaticBytes<32>(ticketCommitment),
      ticketNumber: ticketNumber,
      ticketRevealed: ticketRevealed,
      sponsored: depositFromBudget,
    }
    if (waitlist) {
      emit<Waitlisted>({ eventId: eventId, attendee: Txn.sender, tierIndex: tierIndex, amountHeld: paid })
    } else {
      emit<Registered>({ eventId: eventId, attendee: Txn.sender, tierIndex: tierIndex, amountPaid: paid })
    }
    return paid
  }

  /** Whether the event, and the tier where it has tiers, has a seat free. */
  protected hasSeat(event: EventRecord, tierIndex: uint64): boolean {
    if (event.capacity !== 0 && event.registeredCount >= event.capacity) return false
    if (event.tiers.length === 0) return true
    const quantity = event.tiers[tierIndex].quantity
    return quantity === 0 || event.tierSold[tierIndex] < quantity
  }

  /** A registration takes a seat of the event and of its tier (`taken`), or gives it back. */
  protected countSeat(eventId: string, event: EventRecord, tierIndex: uint64, taken: boolean): void {
    event.registeredCount = taken ? event.registeredCount + 1 : event.registeredCount - 1
    if (event.tiers.length > 0) {
      const sold = event.tierSold[tierIndex]
      event.tierSold[tierIndex] = taken ? sold + 1 : sold - 1
    }
    this.events(eventId).value = clone(event)
  }

  /**
   * Cancels a registration not checked in: it leaves with `status` (cancelled or banned), its seat
   * returns (one on the waitlist held none), and a ticket payment the app held (waiting for
   * approval, or on the waitlist) goes back to the attendee. Returns what went back.
   */
  protected withdrawRegistration(
    eventId: string,
    event: EventRecord,
    key: RegistrationKey,
    registration: RegistrationRecord,
    status: uint64,
  ): uint64 {
    const returned: uint64 = isHeld(registration.status) ? registration.amountPaid : 0
    if (registration.status !== STATUS_WAITLISTED) {
      this.countSeat(eventId, event, registration.tierIndex, false)
    }
    this.registrations(key).value.status = status
    this.payAttendee(event, key, returned)
    return returned
  }

  /**
   * Pays a held ticket payment back to its attendee, or keeps it owed to them (claim_refund) where
   * they cannot take it: in ALGO, their account is closed and the amount is below the minimum
   * balance it would need to open; in an asset, they are no longer opted in to it, or its issuer
   * froze their holding (so that a frozen account never blocks a decline or a cancellation).
   */
  protected payAttendee(event: EventRecord, key: RegistrationKey, amount: uint64): void {
    if (amount === 0) return
    // (An account's balance field asserts the account exists; AcctParams answers 0 for a closed one.)
    const [balance] = op.AcctParams.acctBalance(key.registrant)
    let closed = balance === 0 && amount < Global.minBalance
    if (event.paymentAsset !== 0) {
      const [frozen, holds] = op.AssetHolding.assetFrozen(key.registrant, Asset(event.paymentAsset))
      closed = !holds || frozen
    }
    if (closed) {
      this.registrations(key).value.refundOwed = this.registrations(key).value.refundOwed + amount
    } else {
      this.payInCurrency(event, key.registrant, amount)
    }
  }

  /**
   * The time to approve registrations and offer seats has passed: the owner's decide-by time, or
   * else the event's end (never, for an event with neither).
   */
  protected decisionClosed(event: EventRecord): boolean {
    const deadline: uint64 = event.settings.decideBy !== 0 ? event.settings.decideBy : event.settings.endsAt
    return deadline !== 0 && Global.latestTimestamp > deadline
  }

  protected assertDecisionOpen(event: EventRecord): void {
    assert(!this.decisionClosed(event), 'Too late to decide: the decision deadline has passed')
  }
}
