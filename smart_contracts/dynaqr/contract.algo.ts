import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  Application,
  assert,
  BoxMap,
  Bytes,
  clone,
  emit,
  ensureBudget,
  FixedArray,
  Global,
  GlobalState,
  gtxn,
  itxn,
  log,
  op,
  OpUpFeeSource,
  readonly,
  TransactionType,
  Txn,
  urange,
  validateEncoding,
} from '@algorandfoundation/algorand-typescript'
import { abiCall, StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'
import type {
  DoorKey,
  DoorRecord,
  EventRecord,
  EventSettings,
  OwnerPageKey,
  RegistrationKey,
  RegistrationRecord,
  TierInput,
  TokenTexts,
} from './records.algo'
import {
  ATTENDEE_SPONSOR_FEE_MULTIPLIER,
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  CHECK_IN_NONE,
  CHECK_IN_SELF,
  DEFAULT_SPONSORED_PER_DAY,
  EVENT_TIERS_OFFSET_AT,
  DEFAULT_SPONSORED_PER_ROUND,
  HISTOGRAM_DAYS,
  MAX_CHECK_IN_LEAD_SECONDS,
  MAX_DOOR_NAME_BYTES,
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  MAX_URL_BYTES,
  OWNER_PAGE_CAPACITY,
  SECONDS_PER_DAY,
  SPONSORED_FEE_MULTIPLIER,
  STATUS_ATTENDED,
  STATUS_BANNED,
  STATUS_CANCELLED,
  STATUS_CONFIRMED,
  STATUS_PENDING,
  STATUS_WAITLISTED,
  TICKET_DOMAIN,
  TIER_PRICE_AT,
} from './records.algo'
import { hasWebScheme, isPlainText, isValidEventId, plainTextOps } from './text.algo'
import type { AttendanceTokens } from './attendance-tokens.algo'
import { DeployerLifecycle } from './deployer-lifecycle.algo'

/** Box minimum balance (protocol constants BoxFlatMinBalance and BoxByteMinBalance). */
const BOX_FLAT_MBR = 2_500
const BOX_BYTE_MBR = 400
/** Opcode budget of create_event's checks before the tiers (with 16 per id byte and the name's check). */
const CREATE_EVENT_CHECK_OPS = 200
/** Of each tier's checks, with its name's. */
const CREATE_EVENT_TIER_OPS = 250
/** Of storing the record and the owner's index once everything is checked. */
const CREATE_EVENT_STORE_OPS = 600

/** A refunded registration: cancelled, whether or not the refund closed the event to the account. */
function isRefunded(status: uint64): boolean {
  return status === STATUS_CANCELLED || status === STATUS_BANNED
}

/** A registration whose ticket payment the app holds: waiting for approval, or on the waitlist. */
function isHeld(status: uint64): boolean {
  return status === STATUS_PENDING || status === STATUS_WAITLISTED
}

/** The status a refund leaves, closed to the account (`banned`) or not. */
function refundedStatus(banned: boolean): uint64 {
  return banned ? STATUS_BANNED : STATUS_CANCELLED
}

function boxMbr(keyLength: uint64, valueLength: uint64): uint64 {
  return BOX_FLAT_MBR + BOX_BYTE_MBR * (keyLength + valueLength)
}

type EventCreated = { eventId: string; owner: Account }
type UrlUpdated = { eventId: string; url: string }
type EventDeactivated = { eventId: string }
type EventReactivated = { eventId: string }
type Registered = { eventId: string; attendee: Account; tierIndex: uint64; amountPaid: uint64 }
type CheckedIn = { eventId: string; attendee: Account; scanner: Account }
type AttendanceDeclared = { eventId: string; attendee: Account }
type DoorPaired = { eventId: string; scanner: Account; name: string }
type DoorRevoked = { eventId: string; scanner: Account }
type SealKeySet = { eventId: string; version: uint64; sealKey: bytes<32> }
type SettingsSet = { eventId: string; settings: EventSettings }
type TokenMinted = { eventId: string; attendee: Account; assetId: uint64 }
type RegistrationRefunded = { eventId: string; attendee: Account; amount: uint64; banned: boolean }
type ScanLimitsSet = { eventId: string; perRound: uint64; perDay: uint64 }
type RegistrationPolicySet = {
  eventId: string
  listed: boolean
  approvalRequired: boolean
  paysAttendeeCosts: boolean
}
type DetailsUpdated = { eventId: string; name: string; capacity: uint64; expiry: uint64 }
type TierUpdated = { eventId: string; tierIndex: uint64; price: uint64; quantity: uint64 }
type RegistrationApproved = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationDeclined = { eventId: string; attendee: Account; amount: uint64; banned: boolean }
type Waitlisted = { eventId: string; attendee: Account; tierIndex: uint64; amountHeld: uint64 }
type SeatOffered = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationCancelled = { eventId: string; attendee: Account; amountReturned: uint64 }
type RefundClaimed = { eventId: string; attendee: Account; amount: uint64 }

/**
 * DynaQR: events with a permanent QR code whose destination lives here, registrations with atomic
 * ALGO payments, attendance tokens minted by its attendance tokens app, and scans sponsored for
 * wallet-less scanners. Every event and registration is a box; callers pay the MBR of the boxes
 * they create.
 */
export class DynaQr extends DeployerLifecycle {
  events = BoxMap<string, EventRecord>({ keyPrefix: 'e' })
  registrations = BoxMap<RegistrationKey, RegistrationRecord>({ keyPrefix: 'r' })
  ownerEventCount = BoxMap<Account, uint64>({ keyPrefix: 'c' })
  ownerPages = BoxMap<OwnerPageKey, bytes>({ keyPrefix: 'p' })
  doors = BoxMap<DoorKey, DoorRecord>({ keyPrefix: 'd' })
  /** Every event's id by creation order (seq), in pages of OWNER_PAGE_CAPACITY: the public list's index. */
  appPages = BoxMap<uint64, bytes>({ keyPrefix: 'g' })

  eventCount = GlobalState<uint64>({ initialValue: 0 })
  /** The scan-sponsor LogicSig account; set by the creator once the app id is known. */
  scanSponsor = GlobalState<Account>()
  /** The attendee-sponsor LogicSig account, which pays sponsored attendees' fees; set by the creator. */
  attendeeSponsor = GlobalState<Account>()
  /** The AttendanceTokens app that mints, holds and delivers this app's attendance tokens. */
  tokenApp = GlobalState<uint64>()

  // ---- lifecycle -------------------------------------------------------------------------

  /**
   * The creator names the two LogicSig accounts that pay fees (the scan sponsor and the attendee
   * sponsor) and the attendance tokens app, which holds the tokens it mints and so is set once.
   */
  @abimethod({ name: 'set_links' })
  setLinks(scanSponsor: Account, attendeeSponsor: Account, tokenApp: uint64): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can set the links')
    assert(!this.tokenApp.hasValue || this.tokenApp.value === tokenApp, 'The tokens app is already set')
    this.scanSponsor.value = scanSponsor
    this.attendeeSponsor.value = attendeeSponsor
    this.tokenApp.value = tokenApp
  }

  // ---- events ----------------------------------------------------------------------------

  /**
   * Creates an event owned by the caller. `payment` goes to the app: it covers the MBR of the
   * boxes this call creates and `attendeeBudget` (what the owner sets aside for attendees' network
   * costs, where `paysAttendeeCosts`); whatever is above that becomes the event's scan budget.
   */
  @abimethod({ name: 'create_event' })
  createEvent(
    payment: gtxn.PaymentTxn,
    eventId: string,
    name: string,
    url: string,
    accessType: string,
    expiry: uint64,
    capacity: uint64,
    tiers: TierInput[],
    settings: EventSettings,
    sealKey: bytes<32>,
    listed: boolean,
    approvalRequired: boolean,
    paysAttendeeCosts: boolean,
    attendeeBudget: uint64,
  ): uint64 {
    // Arguments are decoded without validation (build-contracts.ts says why); the ones stored as
    // they came are validated here.
    validateEncoding(tiers)
    validateEncoding(settings)
    validateEncoding(sealKey)
    // The budget is topped up as the work goes (npm run bench measures it): the checks of the id
    // and the name, each tier, then storing the record. Op-up calls add to it when needed; the
    // caller's fee pays for them (fee pooling), so an event with fewer or shorter texts pays less.
    ensureBudget(
      CREATE_EVENT_CHECK_OPS + 16 * Bytes(eventId).length + plainTextOps(Bytes(name).length),
      OpUpFeeSource.GroupCredit,
    )
    assert(isValidEventId(Bytes(eventId), MAX_EVENT_ID_BYTES), 'Invalid event ID')
    assert(!this.events(eventId).exists, 'Event ID already exists')
    this.assertEventName(name)
    this.assertWebUrl(url)
    assert(accessType === 'public' || accessType === 'nft-gated' || accessType === 'time-based', 'Invalid access type')
    assert(tiers.length <= MAX_TIERS, 'Too many ticket tiers')
    this.assertSettings(settings)

    for (const i of urange(tiers.length)) {
      const tierName = Bytes(tiers[i].name)
      ensureBudget(CREATE_EVENT_TIER_OPS + plainTextOps(tierName.length), OpUpFeeSource.GroupCredit)
      assert(tierName.length > 0, 'Tier name is required')
      assert(tierName.length <= MAX_TIER_NAME_BYTES, 'Tier name too long')
      assert(isPlainText(tierName), 'Tier name may not contain quotes, backslashes or control characters')
    }

    ensureBudget(CREATE_EVENT_STORE_OPS, OpUpFeeSource.GroupCredit)
    const seq = this.eventCount.value
    this.eventCount.value = seq + 1
    const now = Global.latestTimestamp
    const record: EventRecord = {
      owner: Txn.sender,
      seq: seq,
      name: name,
      url: url,
      accessType: accessType,
      expiry: expiry,
      createdAt: now,
      detailsRound: Global.round,
      active: true,
      listed: listed,
      approvalRequired: approvalRequired,
      paysAttendeeCosts: paysAttendeeCosts,
      attendeeBudget: attendeeBudget,
      capacity: capacity,
      settings: clone(settings),
      sealKey: new StaticBytes<32>(sealKey),
      sealKeyVersion: sealKey === op.bzero(32) ? 0 : 1,
      registeredCount: 0,
      attendedCount: 0,
      mintedCount: 0,
      scanCount: 0,
      lastScannedAt: 0,
      lastUpdatedAt: now,
      urlUpdateCount: 0,
      histogramDay: now / SECONDS_PER_DAY,
      dailyScans: new FixedArray<uint64, 7>(0, 0, 0, 0, 0, 0, 0),
      scanBudget: 0,
      lastSponsoredRound: 0,
      sponsoredInRound: 0,
      sponsoredPerRound: DEFAULT_SPONSORED_PER_ROUND,
      sponsoredPerDay: DEFAULT_SPONSORED_PER_DAY,
      sponsoredToday: 0,
      tierSold: new FixedArray<uint64, 6>(0, 0, 0, 0, 0, 0),
      tiers: clone(tiers),
    }
    this.events(eventId).value = clone(record)
    const mbr: uint64 =
      boxMbr(this.events(eventId).key.length, this.events(eventId).length) +
      this.appendToOwnerIndex(Txn.sender, eventId) +
      this.appendToIndexPage(this.appPages(seq / OWNER_PAGE_CAPACITY).key, seq, eventId)
    this.assertPaymentToApp(payment, mbr + attendeeBudget)
    this.events(eventId).value.scanBudget = payment.amount - mbr - attendeeBudget

    emit<EventCreated>({ eventId: eventId, owner: Txn.sender })
    return seq
  }

  @abimethod({ name: 'update_url' })
  updateUrl(eventId: string, url: string): void {
    const event = this.ownedActiveEvent(eventId)
    this.assertWebUrl(url)
    event.url = url
    event.lastUpdatedAt = Global.latestTimestamp
    event.urlUpdateCount = event.urlUpdateCount + 1
    assert(this.storeResized(eventId, event), 'Scan budget too low to store a longer URL')
    emit<UrlUpdated>({ eventId: eventId, url: url })
  }

  @readonly
  @abimethod({ name: 'get_event' })
  getEvent(eventId: string): EventRecord {
    assert(this.events(eventId).exists, 'Event not found')
    return this.events(eventId).value
  }

  @abimethod({ name: 'deactivate_event' })
  deactivateEvent(eventId: string): void {
    this.ownedActiveEvent(eventId)
    this.events(eventId).value.active = false
    emit<EventDeactivated>({ eventId: eventId })
  }

  /**
   * The owner takes a deactivation back: the QR code resolves, registration, check-in and scan
   * counting resume. A scan budget withdrawn meanwhile stays withdrawn until a top-up.
   */
  @abimethod({ name: 'reactivate_event' })
  reactivateEvent(eventId: string): void {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    assert(!event.active, 'Event is already active')
    this.events(eventId).value.active = true
    emit<EventReactivated>({ eventId: eventId })
  }

  /** The owner changes the event's dates and how attendance is recorded. */
  @abimethod({ name: 'set_settings' })
  setSettings(eventId: string, settings: EventSettings): void {
    validateEncoding(settings)
    this.ownedActiveEvent(eventId)
    this.assertSettings(settings)
    this.events(eventId).value.settings = clone(settings)
    emit<SettingsSet>({ eventId: eventId, settings: settings })
  }

  /**
   * Sets the public key attendees seal their contact details to, or replaces it (a key that may
   * have leaked): its version goes up by one. Registrations keep the version they were sealed to,
   * and the owner opens each with the key of that version.
   */
  @abimethod({ name: 'set_seal_key' })
  setSealKey(eventId: string, sealKey: bytes<32>): uint64 {
    validateEncoding(sealKey)
    const event = this.ownedActiveEvent(eventId)
    assert(sealKey !== op.bzero(32), 'Invalid guest list key')
    const version: uint64 = event.sealKeyVersion + 1
    this.events(eventId).value.sealKey = new StaticBytes<32>(sealKey)
    this.events(eventId).value.sealKeyVersion = version
    emit<SealKeySet>({ eventId: eventId, version: version, sealKey: sealKey })
    return version
  }

  /**
   * The owner edits the event: its name, capacity and expiry (when registration closes, 0 = never)
   * here; description, venue and the other texts in this call's note, which readers take from the
   * block of `detailsRound`. Capacity cannot drop below the registrations already made
   * (0 = unlimited). The dates that rule check-in are set_settings'.
   */
  @abimethod({ name: 'update_details' })
  updateDetails(eventId: string, name: string, capacity: uint64, expiry: uint64): void {
    ensureBudget(CREATE_EVENT_CHECK_OPS + plainTextOps(Bytes(name).length), OpUpFeeSource.GroupCredit)
    const event = this.ownedActiveEvent(eventId)
    this.assertEventName(name)
    assert(capacity === 0 || capacity >= event.registeredCount, 'Capacity is below the registrations already made')
    event.name = name
    event.capacity = capacity
    event.expiry = expiry
    event.detailsRound = Global.round
    event.lastUpdatedAt = Global.latestTimestamp
    assert(this.storeResized(eventId, event), 'Scan budget too low to store a longer name')
    emit<DetailsUpdated>({ eventId: eventId, name: name, capacity: capacity, expiry: expiry })
  }

  /**
   * The owner lists the event publicly or keeps it to people with the link, decides whether
   * registrations wait for approval (registrations already waiting stay waiting either way), and
   * whether the event pays its attendees' network costs (fees, registration deposits, the
   * attendance token's deposit) from its attendee budget.
   */
  @abimethod({ name: 'set_registration_policy' })
  setRegistrationPolicy(eventId: string, listed: boolean, approvalRequired: boolean, paysAttendeeCosts: boolean): void {
    const event = this.ownedActiveEvent(eventId)
    event.listed = listed
    event.approvalRequired = approvalRequired
    event.paysAttendeeCosts = paysAttendeeCosts
    this.events(eventId).value = clone(event)
    emit<RegistrationPolicySet>({
      eventId: eventId,
      listed: listed,
      approvalRequired: approvalRequired,
      paysAttendeeCosts: paysAttendeeCosts,
    })
  }

  /** The owner changes a tier's price and quantity; the quantity cannot drop below the tickets sold. */
  @abimethod({ name: 'update_tier' })
  updateTier(eventId: string, tierIndex: uint64, price: uint64, quantity: uint64): void {
    const event = this.ownedActiveEvent(eventId)
    assert(tierIndex < event.tiers.length, 'Invalid ticket tier')
    assert(quantity === 0 || quantity >= event.tierSold[tierIndex], 'Tier quantity is below the tickets sold')
    // A tier's price and quantity have fixed widths: they are written where they stand in the box
    // (rewriting the tiers array through its decoded form took 400 bytes of program).
    const key = this.events(eventId).key
    const tiers: uint64 = op.btoi(op.Box.extract(key, EVENT_TIERS_OFFSET_AT, 2))
    const tier: uint64 = tiers + 2 + op.btoi(op.Box.extract(key, tiers + 2 + tierIndex * 2, 2))
    op.Box.replace(key, tier + TIER_PRICE_AT, op.itob(price).concat(op.itob(quantity)))
    emit<TierUpdated>({ eventId: eventId, tierIndex: tierIndex, price: price, quantity: quantity })
  }

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
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    assert(!event.active, 'Deactivate the event before withdrawing its budgets')
    const amount: uint64 = event.scanBudget + event.attendeeBudget
    this.events(eventId).value.scanBudget = 0
    this.events(eventId).value.attendeeBudget = 0
    this.payOwner(event, amount)
    return amount
  }

  // ---- scans -----------------------------------------------------------------------------

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

  // ---- registrations ---------------------------------------------------------------------

  /**
   * Registers the caller. `mbrPayment` pays the registration box MBR to the app. For a priced
   * tier the transaction just before it must pay the event owner at least the tier price:
   * the group is [ticket payment, MBR payment, register_event]. Where the owner approves
   * registrations, or with `waitlist` (allowed only while the event or tier is full), that payment
   * goes to the app instead, which holds it until the owner decides or the attendee withdraws.
   * `ticketCommitment` is the SHA-256 of the ticket's secret, which only the attendee can show at
   * the door. Where the owner pays attendees' costs, `mbrPayment` may instead be the attendee
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
    this.payOwner(event, registration.amountPaid)
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
    this.payOwner(event, registration.amountPaid)
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

  // ---- check-in --------------------------------------------------------------------------

  /**
   * The owner pairs a door device with the event: `scanner` is the device's own account, which can
   * then do nothing but check tickets in for this event. `mbrPayment` covers the door's box.
   */
  @abimethod({ name: 'add_door' })
  addDoor(mbrPayment: gtxn.PaymentTxn, eventId: string, scanner: Account, name: string): void {
    const event = this.ownedActiveEvent(eventId)
    assert(Bytes(name).length > 0, 'Door name is required')
    assert(Bytes(name).length <= MAX_DOOR_NAME_BYTES, 'Door name too long')
    const door = this.doors({ eventSeq: event.seq, scanner: scanner })
    assert(!door.exists, 'Door device already paired')
    door.value = { name: name, pairedAt: Global.latestTimestamp, pairedRound: Global.round, checkIns: 0 }
    this.assertPaymentToApp(mbrPayment, boxMbr(door.key.length, door.length))
    emit<DoorPaired>({ eventId: eventId, scanner: scanner, name: name })
  }

  /** The owner revokes a door device; the box's deposit goes back to the owner. */
  @abimethod({ name: 'remove_door' })
  removeDoor(eventId: string, scanner: Account): uint64 {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    const door = this.doors({ eventSeq: event.seq, scanner: scanner })
    assert(door.exists, 'Door device not paired')
    const deposit = boxMbr(door.key.length, door.length)
    door.delete()
    itxn.payment({ receiver: event.owner, amount: deposit, fee: 0 }).submit()
    emit<DoorRevoked>({ eventId: eventId, scanner: scanner })
    return deposit
  }

  /**
   * A paired door device, or the owner, checks an attendee in. With the secret of their ticket,
   * whose SHA-256 the registration holds: the secret works for that registration only, and only
   * once (it is public once this call lands, and the ticket is then used). With an all-zero secret,
   * without their ticket (a phone that died, a name found on the guest list): recorded as such, and
   * the attendance token says so.
   */
  @abimethod({ name: 'check_in' })
  checkIn(eventId: string, attendee: Account, ticketSecret: bytes<32>): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    const door = this.doors({ eventSeq: event.seq, scanner: Txn.sender })
    assert(door.exists || Txn.sender === event.owner, 'This device is not a door of this event')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Ticket already used')
    assert(registration.status === STATUS_CONFIRMED, 'Registration is not confirmed')
    const withTicket = ticketSecret !== op.bzero(32)
    if (withTicket) {
      const bound = Bytes(TICKET_DOMAIN)
        .concat(op.itob(Global.currentApplicationId.id))
        .concat(op.itob(event.seq))
        .concat(attendee.bytes)
        .concat(op.itob(registration.ticketNumber))
        .concat(ticketSecret)
      assert(op.sha256(bound) === registration.ticketCommitment.bytes, 'Ticket is not valid for this registration')
      registration.ticketRevealed = true
    }
    this.assertCheckInOpen(event.settings)

    this.recordAttendance(eventId, event, key, registration, withTicket ? CHECK_IN_DOOR : CHECK_IN_ADMITTED)
    if (door.exists) {
      door.value.checkIns = door.value.checkIns + 1
    }
    emit<CheckedIn>({ eventId: eventId, attendee: attendee, scanner: Txn.sender })
    return Global.latestTimestamp
  }

  /**
   * The attendee declares their own attendance, where the owner chose self-declared attendance.
   * Sponsored: [the attendee sponsor's fee payment, confirm_attendance].
   */
  @abimethod({ name: 'confirm_attendance' })
  confirmAttendance(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    assert(event.settings.selfCheckIn, 'Attendance is recorded at the door: show your ticket there')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Attendance already confirmed')
    assert(registration.status === STATUS_CONFIRMED, 'Registration is not confirmed')
    this.assertCheckInOpen(event.settings)

    this.recordAttendance(eventId, event, key, registration, CHECK_IN_SELF)
    if (this.paidByAttendeeSponsor()) {
      this.chargeAttendeeCosts(eventId, 2, 0)
    }
    emit<AttendanceDeclared>({ eventId: eventId, attendee: Txn.sender })
    return Global.latestTimestamp
  }

  /**
   * Has the attendance tokens app create the caller's 1-of-1 token, held there until claimed.
   * `mbrPayment` covers the asset's MBR, which this app passes on to the tokens app; where the owner
   * pays attendees' costs it may instead be the attendee sponsor's fee payment, and the attendee
   * budget pays the fees and the asset's MBR: [fee payment, mint_nft]. The token then stays held,
   * credited to the attendee, until they claim it into an account of their own. The tokens app
   * writes the ARC-69 note; `texts` are the values it cannot know (date, location, attendee,
   * network), each plain text.
   */
  @abimethod({ name: 'mint_nft' })
  mintNft(mbrPayment: gtxn.PaymentTxn, eventId: string, texts: TokenTexts): uint64 {
    if (this.isAttendeeSponsor(mbrPayment.sender)) {
      this.chargeAttendeeCosts(eventId, 2, Global.assetCreateMinBalance)
    } else {
      this.assertPaymentToApp(mbrPayment, Global.assetCreateMinBalance)
    }
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_ATTENDED, 'Attendance not confirmed')
    assert(registration.assetId === 0, 'Token already minted')

    const tokens = this.tokenApp.value
    itxn.payment({ receiver: Application(tokens).address, amount: Global.assetCreateMinBalance, fee: 0 }).submit()
    const tierName = event.tiers.length > 0 ? event.tiers[registration.tierIndex].name : 'General Admission'
    const assetId = abiCall<typeof AttendanceTokens.prototype.mint>({
      appId: tokens,
      args: [eventId, event.name, tierName, registration.checkInMethod, texts],
      fee: 0,
    }).returnValue

    this.registrations(key).value.assetId = assetId
    this.events(eventId).value.mintedCount = event.mintedCount + 1
    emit<TokenMinted>({ eventId: eventId, attendee: Txn.sender, assetId: assetId })
    return assetId
  }

  /**
   * Has the minted token sent to the caller, who opts in in the same group: [opt-in, claim_nft]. A
   * token of a tier that is not transferable is then frozen in the caller's account.
   */
  @abimethod({ name: 'claim_nft' })
  claimNft(optIn: gtxn.AssetTransferTxn, eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    // A refunded registration keeps its minted token in the box (one per account and event) but
    // may claim it only once registered again.
    assert(!isRefunded(registration.status), 'Registration is cancelled')
    assert(registration.assetId !== 0, 'Token not minted')
    assert(!registration.claimed, 'Token already claimed')
    assert(optIn.xferAsset.id === registration.assetId, 'Opt-in is for another asset')
    assert(optIn.sender === Txn.sender && optIn.assetReceiver === Txn.sender, 'Opt-in must be by the caller')
    assert(optIn.assetAmount === 0, 'Opt-in must transfer nothing')
    assert(optIn.assetCloseTo === Global.zeroAddress, 'Opt-in must not close the asset')
    assert(optIn.rekeyTo === Global.zeroAddress, 'Opt-in must not rekey the account')

    this.registrations(key).value.claimed = true
    const transferable = event.tiers.length === 0 || event.tiers[registration.tierIndex].transferable
    abiCall<typeof AttendanceTokens.prototype.deliver>({
      appId: this.tokenApp.value,
      args: [registration.assetId, Txn.sender, !transferable],
      fee: 0,
    })
    return registration.assetId
  }

  /**
   * The owner refunds a registration: `refund` pays the attendee back at least what they paid, or,
   * where the attendee's account is closed and could not take so little, pays it to the app, which
   * holds it for the attendee to claim (claim_refund). The registration becomes cancelled and its
   * seat returns to the event and its tier. With `ban` the account may not register for this event
   * again; without it, it may at once. The box stays either way: it remembers the ban and the
   * token, one per account and event.
   */
  @abimethod({ name: 'refund_registration' })
  refundRegistration(refund: gtxn.PaymentTxn, eventId: string, attendee: Account, ban: boolean): uint64 {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(!isRefunded(registration.status), 'Registration already cancelled')
    assert(
      registration.status !== STATUS_PENDING && registration.status !== STATUS_WAITLISTED,
      'Approve or decline this registration first',
    )
    assert(refund.sender === Txn.sender, 'Refund must come from the event owner')
    const held = refund.receiver === Global.currentApplicationAddress
    assert(refund.receiver === attendee || held, 'Refund must go to the attendee')
    assert(refund.amount >= registration.amountPaid, 'Refund below amount paid')
    this.assertKeepsAccount(refund)
    if (held) {
      registration.refundOwed = registration.refundOwed + refund.amount
    }

    if (registration.status === STATUS_ATTENDED) {
      event.attendedCount = event.attendedCount - 1
    }
    registration.status = refundedStatus(ban)
    this.registrations(key).value = clone(registration)
    this.countSeat(eventId, event, registration.tierIndex, false)
    this.returnSponsoredDeposit(eventId, key, ban)
    emit<RegistrationRefunded>({ eventId: eventId, attendee: attendee, amount: refund.amount, banned: ban })
    return refund.amount
  }

  /**
   * The owner closes the event to a refunded account, or opens it again: a ban set by mistake is
   * undone, and an account refunded without one can still be kept out.
   */
  @abimethod({ name: 'set_registration_ban' })
  setRegistrationBan(eventId: string, attendee: Account, banned: boolean): void {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(isRefunded(registration.status), 'Only a refunded registration can be closed or reopened')
    registration.status = refundedStatus(banned)
    this.registrations(key).value = clone(registration)
  }

  /**
   * The attendee takes a refund the app holds for them (their account was closed when it was made):
   * once the account holds its minimum balance, or with this call's group funding it.
   */
  @abimethod({ name: 'claim_refund' })
  claimRefund(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const owed = this.existingRegistration(key).refundOwed
    assert(owed > 0, 'No refund is waiting for this account')
    this.registrations(key).value.refundOwed = 0
    itxn.payment({ receiver: Txn.sender, amount: owed, fee: 0 }).submit()
    emit<RefundClaimed>({ eventId: eventId, attendee: Txn.sender, amount: owed })
    return owed
  }

  // ---- owner index -----------------------------------------------------------------------

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

  // ---- public list -----------------------------------------------------------------------

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

  // ---- helpers ---------------------------------------------------------------------------

  private existingEvent(eventId: string): EventRecord {
    assert(this.events(eventId).exists, 'Event not found')
    return clone(this.events(eventId).value)
  }

  private ownedActiveEvent(eventId: string): EventRecord {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    assert(event.active, 'Event is not active')
    return event
  }

  /**
   * Writes the caller's registration (a new box, or a refunded one's again) with the checks every
   * way of registering shares, and returns the ticket payment made: for a priced tier, the payment
   * at group position `ticketIndex - 1`, to the owner, or to the app where the owner approves each
   * registration or the registration joins the waitlist (allowed only while no seat is free).
   */
  private enrol(
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
      assert(previous.status !== STATUS_BANNED, 'The organiser has closed this event to this account')
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
      'The organiser no longer decides on registrations: the deadline has passed',
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
      const ticket = gtxn.PaymentTxn(ticketIndex - 1)
      if (waitlist) {
        assert(ticket.receiver === Global.currentApplicationAddress, 'Payment must go to the app while on the waitlist')
      } else if (event.approvalRequired) {
        assert(
          ticket.receiver === Global.currentApplicationAddress,
          'Payment must go to the app until the organiser approves',
        )
      } else {
        assert(ticket.receiver === event.owner, 'Payment must go to the event owner')
      }
      assert(ticket.sender === Txn.sender, 'Payment must come from the caller')
      assert(ticket.amount >= price, 'Payment below ticket price')
      this.assertKeepsAccount(ticket)
      paid = ticket.amount
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

  /** The MBR of a registration box as it is now stored. */
  private registrationDeposit(key: RegistrationKey): uint64 {
    return boxMbr(this.registrations(key).key.length, this.registrations(key).length)
  }

  /** Whether the event, and the tier where it has tiers, has a seat free. */
  private hasSeat(event: EventRecord, tierIndex: uint64): boolean {
    if (event.capacity !== 0 && event.registeredCount >= event.capacity) return false
    if (event.tiers.length === 0) return true
    const quantity = event.tiers[tierIndex].quantity
    return quantity === 0 || event.tierSold[tierIndex] < quantity
  }

  /** A registration takes a seat of the event and of its tier (`taken`), or gives it back. */
  private countSeat(eventId: string, event: EventRecord, tierIndex: uint64, taken: boolean): void {
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
  private withdrawRegistration(
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
    this.payAttendee(key, returned)
    return returned
  }

  /**
   * Pays a held ticket payment back to its attendee, or keeps it owed to them (claim_refund) where
   * their account is closed and the amount is below the minimum balance it would need to open.
   */
  private payAttendee(key: RegistrationKey, amount: uint64): void {
    if (amount === 0) return
    const [balance] = op.AcctParams.acctBalance(key.registrant)
    if (balance === 0 && amount < Global.minBalance) {
      this.registrations(key).value.refundOwed = this.registrations(key).value.refundOwed + amount
    } else {
      itxn.payment({ receiver: key.registrant, amount: amount, fee: 0 }).submit()
    }
  }

  /**
   * The time to approve registrations and offer seats has passed: the owner's decide-by time, or
   * else the event's end (never, for an event with neither).
   */
  private decisionClosed(event: EventRecord): boolean {
    const deadline: uint64 = event.settings.decideBy !== 0 ? event.settings.decideBy : event.settings.endsAt
    return deadline !== 0 && Global.latestTimestamp > deadline
  }

  private assertDecisionOpen(event: EventRecord): void {
    assert(!this.decisionClosed(event), 'Too late to decide: the decision deadline has passed')
  }

  /** Pays a ticket payment the app held, or a withdrawn budget, to the event's owner. */
  private payOwner(event: EventRecord, amount: uint64): void {
    if (amount > 0) {
      itxn.payment({ receiver: event.owner, amount: amount, fee: 0 }).submit()
    }
  }

  private isAttendeeSponsor(account: Account): boolean {
    if (!this.attendeeSponsor.hasValue) return false
    return account === this.attendeeSponsor.value
  }

  /** Whether the transaction just before this call is a payment from the attendee sponsor. */
  private paidByAttendeeSponsor(): boolean {
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
  private chargeAttendeeCosts(eventId: string, groupSize: uint64, deposit: uint64): void {
    const event = this.existingEvent(eventId)
    assert(event.paysAttendeeCosts, "This event's owner does not pay attendees' costs")
    assert(Global.groupSize === groupSize && Txn.groupIndex === groupSize - 1, 'Unexpected group for a sponsored call')
    const fees = gtxn.PaymentTxn(Txn.groupIndex - 1)
    assert(fees.fee <= Global.minTxnFee * ATTENDEE_SPONSOR_FEE_MULTIPLIER, 'Sponsored fee too high')
    const cost: uint64 = fees.fee + deposit
    assert(event.attendeeBudget >= cost, "The owner's budget for attendees' costs is used up")
    this.events(eventId).value.attendeeBudget = event.attendeeBudget - cost
    itxn.payment({ receiver: fees.sender, amount: fees.fee, fee: 0 }).submit()
  }

  /**
   * A cancelled registration whose deposit the attendee budget paid, with nothing to remember (no
   * ban, no token, no ticket secret made public, no refund owed), is deleted: its deposit goes back
   * to the budget.
   */
  private returnSponsoredDeposit(eventId: string, key: RegistrationKey, banned: boolean): void {
    const registration = clone(this.registrations(key).value)
    if (!registration.sponsored || banned) return
    if (registration.assetId !== 0 || registration.ticketRevealed || registration.refundOwed !== 0) return
    const deposit = this.registrationDeposit(key)
    this.registrations(key).delete()
    this.events(eventId).value.attendeeBudget = this.events(eventId).value.attendeeBudget + deposit
  }

  /**
   * Stores an edited record. The box follows the texts' length: growth's MBR comes out of the
   * scan budget the owner deposited, shrinkage's freed MBR goes back into it. False when the
   * budget cannot pay for the growth.
   */
  private storeResized(eventId: string, event: EventRecord): boolean {
    const sizeBefore = this.events(eventId).length
    this.events(eventId).value = clone(event)
    const sizeAfter = this.events(eventId).length
    if (sizeAfter > sizeBefore) {
      const extraMbr: uint64 = (sizeAfter - sizeBefore) * BOX_BYTE_MBR
      if (event.scanBudget < extraMbr) return false
      this.events(eventId).value.scanBudget = event.scanBudget - extraMbr
    } else if (sizeAfter < sizeBefore) {
      this.events(eventId).value.scanBudget = event.scanBudget + (sizeBefore - sizeAfter) * BOX_BYTE_MBR
    }
    return true
  }

  private assertEventName(name: string): void {
    assert(Bytes(name).length > 0, 'Event name is required')
    assert(Bytes(name).length <= MAX_NAME_BYTES, 'Event name too long')
    assert(isPlainText(Bytes(name)), 'Event name may not contain quotes, backslashes or control characters')
  }

  /** Logs the ARC-4 tuple (event id, EventRecord): a head with the offsets of its two parts, then them. */
  private logEventEntry(eventId: bytes, record: bytes): void {
    const recordOffset: uint64 = 4 + 2 + eventId.length
    const head = this.uint16(4).concat(this.uint16(recordOffset))
    log(head.concat(this.uint16(eventId.length)).concat(eventId).concat(record))
  }

  private existingRegistration(key: RegistrationKey): RegistrationRecord {
    assert(this.registrations(key).exists, 'Not registered')
    return clone(this.registrations(key).value)
  }

  private assertSettings(settings: EventSettings): void {
    if (settings.startsAt === 0) {
      assert(settings.endsAt === 0, 'An end needs a start')
    } else {
      assert(settings.endsAt > settings.startsAt, 'The event must end after it starts')
    }
    assert(
      settings.checkInOpensBefore <= MAX_CHECK_IN_LEAD_SECONDS,
      'Check-in may open at most 30 days before the start',
    )
    assert(
      settings.decideBy === 0 || settings.endsAt === 0 || settings.decideBy <= settings.endsAt,
      'Decide on registrations before the event ends',
    )
  }

  /** Attendance is recorded from checkInOpensBefore before the start until the end, by block time. */
  private assertCheckInOpen(settings: EventSettings): void {
    assert(settings.startsAt !== 0, 'The event has no date yet, so check-in is closed')
    const now = Global.latestTimestamp
    assert(now + settings.checkInOpensBefore >= settings.startsAt, 'Check-in is not open yet')
    assert(now <= settings.endsAt, 'Check-in has closed: the event has ended')
  }

  private recordAttendance(
    eventId: string,
    event: EventRecord,
    key: RegistrationKey,
    registration: RegistrationRecord,
    method: uint64,
  ): void {
    registration.status = STATUS_ATTENDED
    registration.attendedAt = Global.latestTimestamp
    registration.checkInMethod = method
    this.registrations(key).value = clone(registration)
    this.events(eventId).value.attendedCount = event.attendedCount + 1
  }

  private assertWebUrl(url: string): void {
    assert(Bytes(url).length <= MAX_URL_BYTES, 'URL too long')
    assert(hasWebScheme(Bytes(url)), 'URL must start with https:// or http://')
  }

  private assertPaymentToApp(payment: gtxn.PaymentTxn, minimum: uint64): void {
    assert(payment.receiver === Global.currentApplicationAddress, 'Payment must go to the app')
    assert(payment.sender === Txn.sender, 'Payment must come from the caller')
    assert(payment.amount >= minimum, 'Payment does not cover the minimum balance')
    this.assertKeepsAccount(payment)
  }

  /** A payment the contract counts may not close or rekey its sender's account. */
  private assertKeepsAccount(payment: gtxn.PaymentTxn): void {
    assert(payment.closeRemainderTo === Global.zeroAddress, 'Payment must not close the account')
    assert(payment.rekeyTo === Global.zeroAddress, 'Payment must not rekey the account')
  }

  /** Moves the buckets so that the last one is `today`; days with no scans count zero. */
  private shiftedHistogram(buckets: FixedArray<uint64, 7>, lastDay: uint64, today: uint64): FixedArray<uint64, 7> {
    if (today <= lastDay) return clone(buckets)
    const shift: uint64 = today - lastDay
    const shifted = new FixedArray<uint64, 7>(0, 0, 0, 0, 0, 0, 0)
    if (shift >= HISTOGRAM_DAYS) return shifted
    for (const i of urange(HISTOGRAM_DAYS - shift)) {
      shifted[i] = buckets[i + shift]
    }
    return shifted
  }

  /** Records eventId in the owner's index; returns the MBR of the box space this added. */
  private appendToOwnerIndex(owner: Account, eventId: string): uint64 {
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
  private appendToIndexPage(pageKey: bytes, position: uint64, eventId: string): uint64 {
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
  private ownerEventId(owner: Account, index: uint64): bytes {
    const page = this.ownerPages({ owner: owner, page: index / OWNER_PAGE_CAPACITY })
    return this.unpad(page.extract((index % OWNER_PAGE_CAPACITY) * MAX_EVENT_ID_BYTES, MAX_EVENT_ID_BYTES))
  }

  /** A big-endian uint16, the ARC-4 length and offset width. */
  private uint16(value: uint64): bytes {
    return op.extract(op.itob(value), 6, 2)
  }

  /** An owner index slot is the id followed by zero bytes; ids have no zero byte, so bisect. */
  private unpad(slot: bytes): bytes {
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
