import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  BoxMap,
  Bytes,
  clone,
  Contract,
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
  TemplateVar,
  Txn,
  urange,
} from '@algorandfoundation/algorand-typescript'
import { StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'
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
  CHECK_IN_DOOR,
  CHECK_IN_NONE,
  CHECK_IN_SELF,
  DEFAULT_SPONSORED_PER_DAY,
  DEFAULT_SPONSORED_PER_ROUND,
  HISTOGRAM_DAYS,
  MAX_ASSET_NAME_BYTES,
  MAX_CHECK_IN_LEAD_SECONDS,
  MAX_DOOR_NAME_BYTES,
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_NOTE_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  MAX_TOKEN_TEXT_BYTES,
  MAX_URL_BYTES,
  OWNER_PAGE_CAPACITY,
  SECONDS_PER_DAY,
  SPONSORED_FEE_MULTIPLIER,
  STATUS_ATTENDED,
  STATUS_BANNED,
  STATUS_CANCELLED,
  STATUS_CONFIRMED,
  STATUS_PENDING,
} from './records.algo'
import { hasWebScheme, isPlainText, isValidEventId, truncateUtf8, upperPrefix } from './text.algo'

/** Box minimum balance (protocol constants BoxFlatMinBalance and BoxByteMinBalance). */
const BOX_FLAT_MBR = 2_500
const BOX_BYTE_MBR = 400
/** Opcode budget of create_event's checks before the tiers (with 16 per id byte and the name's check). */
const CREATE_EVENT_CHECK_OPS = 200
/** Of each tier's checks, with its name's. */
const CREATE_EVENT_TIER_OPS = 250
/** Of storing the record and the owner's index once everything is checked. */
const CREATE_EVENT_STORE_OPS = 600
/** Of mint_nft's note and asset once the minter's texts are checked. */
const MINT_NOTE_OPS = 1_000
/** The plain-text check: about 6 ops per byte eight bytes at a time, and up to 7 bytes at about 14 each. */
const PLAIN_TEXT_BYTE_OPS = 8
const PLAIN_TEXT_TAIL_OPS = 120

function plainTextOps(length: uint64): uint64 {
  return PLAIN_TEXT_TAIL_OPS + PLAIN_TEXT_BYTE_OPS * length
}
/**
 * The attendance token's ARC-69 note is written by the contract: its keys, the event's texts (plain
 * text, checked at creation) and how attendance was recorded. The minter gives only plain-text
 * values, so nothing it sends can add a key, open an object or shadow "Attendance".
 */
const ARC69_HEAD = '{"standard":"arc69","description":"Proof of attendance at '
const ATTENDANCE_AT_DOOR = 'door check-in'
const ATTENDANCE_SELF_DECLARED = 'self-declared'

/** A refunded registration: cancelled, whether or not the refund closed the event to the account. */
function isRefunded(status: uint64): boolean {
  return status === STATUS_CANCELLED || status === STATUS_BANNED
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
type SealKeySet = { eventId: string; sealKey: bytes<32> }
type SettingsSet = { eventId: string; settings: EventSettings }
type TokenMinted = { eventId: string; attendee: Account; assetId: uint64 }
type RegistrationRefunded = { eventId: string; attendee: Account; amount: uint64; banned: boolean }
type ScanLimitsSet = { eventId: string; perRound: uint64; perDay: uint64 }
type VisibilitySet = { eventId: string; listed: boolean; approvalRequired: boolean }
type DetailsUpdated = { eventId: string; name: string; capacity: uint64; expiry: uint64 }
type TierUpdated = { eventId: string; tierIndex: uint64; price: uint64; quantity: uint64 }
type RegistrationApproved = { eventId: string; attendee: Account; amount: uint64 }
type RegistrationDeclined = { eventId: string; attendee: Account; amount: uint64; banned: boolean }

/**
 * DynaQR: events with a permanent QR code whose destination lives here, registrations with
 * atomic ALGO payments, attendance tokens minted by the app, and scans sponsored for wallet-less
 * scanners. Every event and registration is a box; callers pay the MBR of the boxes they create.
 */
export class DynaQr extends Contract {
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

  // ---- lifecycle -------------------------------------------------------------------------

  @abimethod({ allowActions: 'UpdateApplication', name: 'update' })
  updateApplication(): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can update the app')
    assert(TemplateVar<boolean>('UPDATABLE'), 'This deployment cannot be updated')
  }

  @abimethod({ allowActions: 'DeleteApplication', name: 'delete' })
  deleteApplication(): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can delete the app')
    assert(TemplateVar<boolean>('DELETABLE'), 'This deployment cannot be deleted')
  }

  @abimethod({ name: 'set_scan_sponsor' })
  setScanSponsor(sponsor: Account): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can set the scan sponsor')
    this.scanSponsor.value = sponsor
  }

  // ---- events ----------------------------------------------------------------------------

  /**
   * Creates an event owned by the caller. `payment` goes to the app: it covers the MBR of the
   * boxes this call creates, and whatever is above that becomes the event's scan budget.
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
  ): uint64 {
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
      capacity: capacity,
      settings: clone(settings),
      sealKey: new StaticBytes<32>(sealKey),
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
    this.assertPaymentToApp(payment, mbr)
    this.events(eventId).value.scanBudget = payment.amount - mbr

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
    this.ownedActiveEvent(eventId)
    this.assertSettings(settings)
    this.events(eventId).value.settings = clone(settings)
    emit<SettingsSet>({ eventId: eventId, settings: settings })
  }

  /**
   * Gives an event created without one the public key attendees seal their contact details to.
   * Set once: details sealed to a key are readable only with that key.
   */
  @abimethod({ name: 'set_seal_key' })
  setSealKey(eventId: string, sealKey: bytes<32>): void {
    const event = this.ownedActiveEvent(eventId)
    assert(sealKey !== op.bzero(32), 'Invalid guest list key')
    assert(event.sealKey.bytes === op.bzero(32), 'Guest list key already set')
    this.events(eventId).value.sealKey = new StaticBytes<32>(sealKey)
    emit<SealKeySet>({ eventId: eventId, sealKey: sealKey })
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
   * The owner lists the event publicly or keeps it to people with the link, and decides whether
   * registrations wait for approval. Registrations already waiting stay waiting either way.
   */
  @abimethod({ name: 'set_visibility' })
  setVisibility(eventId: string, listed: boolean, approvalRequired: boolean): void {
    this.ownedActiveEvent(eventId)
    this.events(eventId).value.listed = listed
    this.events(eventId).value.approvalRequired = approvalRequired
    emit<VisibilitySet>({ eventId: eventId, listed: listed, approvalRequired: approvalRequired })
  }

  /** The owner changes a tier's price and quantity; the quantity cannot drop below the tickets sold. */
  @abimethod({ name: 'update_tier' })
  updateTier(eventId: string, tierIndex: uint64, price: uint64, quantity: uint64): void {
    const event = this.ownedActiveEvent(eventId)
    assert(tierIndex < event.tiers.length, 'Invalid ticket tier')
    assert(quantity === 0 || quantity >= event.tierSold[tierIndex], 'Tier quantity is below the tickets sold')
    event.tiers[tierIndex].price = price
    event.tiers[tierIndex].quantity = quantity
    this.events(eventId).value = clone(event)
    emit<TierUpdated>({ eventId: eventId, tierIndex: tierIndex, price: price, quantity: quantity })
  }

  @abimethod({ name: 'update_ticket_price' })
  updateTicketPrice(eventId: string, tierIndex: uint64, price: uint64): void {
    const event = this.ownedActiveEvent(eventId)
    assert(tierIndex < event.tiers.length, 'Invalid ticket tier')
    event.tiers[tierIndex].price = price
    this.events(eventId).value = clone(event)
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

  /** Adds to an event's scan budget; anyone may pay for an event's scans. */
  @abimethod({ name: 'top_up_scan_budget' })
  topUpScanBudget(payment: gtxn.PaymentTxn, eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    this.assertPaymentToApp(payment, 1)
    const budget: uint64 = event.scanBudget + payment.amount
    this.events(eventId).value.scanBudget = budget
    return budget
  }

  /** Returns what is left of a deactivated event's scan budget to its owner. */
  @abimethod({ name: 'withdraw_scan_budget' })
  withdrawScanBudget(eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    assert(!event.active, 'Deactivate the event before withdrawing its scan budget')
    const amount = event.scanBudget
    this.events(eventId).value.scanBudget = 0
    if (amount > 0) {
      itxn.payment({ receiver: event.owner, amount: amount, fee: 0 }).submit()
    }
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
   * registrations, that payment goes to the app instead, which holds it until the owner approves
   * (it then goes to the owner) or declines (it goes back). `ticketCommitment` is the SHA-256 of
   * the ticket's secret, which only the attendee can show at the door.
   */
  @abimethod({ name: 'register_event' })
  registerEvent(mbrPayment: gtxn.PaymentTxn, eventId: string, tierIndex: uint64, ticketCommitment: bytes<32>): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    assert(event.expiry === 0 || Global.latestTimestamp < event.expiry, 'Event has expired')
    // A cancelled (refunded) registration may register again, reusing its box, unless the refund
    // closed the event to it. A token minted for the earlier registration stays this account's:
    // one token per account and event, ever.
    assert(ticketCommitment !== op.bzero(32), 'Ticket commitment required')
    let assetId: uint64 = 0
    let claimed = false
    const reusesBox = this.registrations(key).exists
    if (reusesBox) {
      const previous = clone(this.registrations(key).value)
      assert(previous.status !== STATUS_BANNED, 'The organiser has closed this event to this account')
      assert(previous.status === STATUS_CANCELLED, 'Already registered')
      // The earlier ticket's secret may be public by now (a door revealed it at check-in).
      assert(previous.ticketCommitment.bytes !== ticketCommitment, 'A new registration needs a new ticket')
      assetId = previous.assetId
      claimed = previous.claimed
    }
    assert(event.capacity === 0 || event.registeredCount < event.capacity, 'Event is full')

    let price: uint64 = 0
    if (event.tiers.length === 0) {
      assert(tierIndex === 0, 'Invalid ticket tier')
    } else {
      assert(tierIndex < event.tiers.length, 'Invalid ticket tier')
      const quantity = event.tiers[tierIndex].quantity
      const sold = event.tierSold[tierIndex]
      assert(quantity === 0 || sold < quantity, 'Tier sold out')
      price = event.tiers[tierIndex].price
      event.tierSold[tierIndex] = sold + 1
    }

    let paid: uint64 = 0
    if (price > 0) {
      assert(mbrPayment.groupIndex > 0, 'Ticket payment missing')
      const ticket = gtxn.PaymentTxn(mbrPayment.groupIndex - 1)
      if (event.approvalRequired) {
        assert(
          ticket.receiver === Global.currentApplicationAddress,
          'Payment must go to the app until the organiser approves',
        )
      } else {
        assert(ticket.receiver === event.owner, 'Payment must go to the event owner')
      }
      assert(ticket.sender === Txn.sender, 'Payment must come from the caller')
      assert(ticket.amount >= price, 'Payment below ticket price')
      assert(ticket.closeRemainderTo === Global.zeroAddress, 'Payment must not close the account')
      assert(ticket.rekeyTo === Global.zeroAddress, 'Payment must not rekey the account')
      paid = ticket.amount
    }

    event.registeredCount = event.registeredCount + 1
    this.events(eventId).value = clone(event)
    this.registrations(key).value = {
      status: event.approvalRequired ? STATUS_PENDING : STATUS_CONFIRMED,
      registeredAt: Global.latestTimestamp,
      registeredRound: Global.round,
      tierIndex: tierIndex,
      amountPaid: paid,
      attendedAt: 0,
      assetId: assetId,
      claimed: claimed,
      checkInMethod: CHECK_IN_NONE,
      ticketCommitment: new StaticBytes<32>(ticketCommitment),
    }
    const mbr: uint64 = reusesBox ? 0 : boxMbr(this.registrations(key).key.length, this.registrations(key).length)
    this.assertPaymentToApp(mbrPayment, mbr)

    emit<Registered>({ eventId: eventId, attendee: Txn.sender, tierIndex: tierIndex, amountPaid: paid })
    return paid
  }

  /** The owner approves a registration waiting for it: the ticket payment the app held goes to the owner. */
  @abimethod({ name: 'approve_registration' })
  approveRegistration(eventId: string, attendee: Account): uint64 {
    const event = this.ownedActiveEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_PENDING, 'Registration is not waiting for approval')
    this.registrations(key).value.status = STATUS_CONFIRMED
    if (registration.amountPaid > 0) {
      itxn.payment({ receiver: event.owner, amount: registration.amountPaid, fee: 0 }).submit()
    }
    emit<RegistrationApproved>({ eventId: eventId, attendee: attendee, amount: registration.amountPaid })
    return registration.amountPaid
  }

  /**
   * The owner declines a registration waiting for approval: the app pays the held ticket payment
   * back and the seat returns. With `ban` the account may not register again (as with a refund).
   */
  @abimethod({ name: 'decline_registration' })
  declineRegistration(eventId: string, attendee: Account, ban: boolean): uint64 {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_PENDING, 'Registration is not waiting for approval')
    this.registrations(key).value.status = refundedStatus(ban)
    this.releaseSeat(eventId, event, registration.tierIndex)
    if (registration.amountPaid > 0) {
      itxn.payment({ receiver: attendee, amount: registration.amountPaid, fee: 0 }).submit()
    }
    emit<RegistrationDeclined>({ eventId: eventId, attendee: attendee, amount: registration.amountPaid, banned: ban })
    return registration.amountPaid
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
    door.value = { name: name, pairedAt: Global.latestTimestamp, checkIns: 0 }
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
   * A paired door device checks an attendee in with the secret of their ticket, whose SHA-256 the
   * registration holds. The secret works for that registration only, and only once: it is public
   * once this call lands, and the ticket is then used.
   */
  @abimethod({ name: 'check_in' })
  checkIn(eventId: string, attendee: Account, ticketSecret: bytes<32>): uint64 {
    const event = this.existingEvent(eventId)
    assert(event.active, 'Event is not active')
    const door = this.doors({ eventSeq: event.seq, scanner: Txn.sender })
    assert(door.exists, 'This device is not a door of this event')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(registration.status !== STATUS_ATTENDED, 'Ticket already used')
    assert(registration.status === STATUS_CONFIRMED, 'Registration is not confirmed')
    assert(op.sha256(ticketSecret) === registration.ticketCommitment.bytes, 'Ticket is not valid for this registration')
    this.assertCheckInOpen(event.settings)

    this.recordAttendance(eventId, event, key, registration, CHECK_IN_DOOR)
    door.value.checkIns = door.value.checkIns + 1
    emit<CheckedIn>({ eventId: eventId, attendee: attendee, scanner: Txn.sender })
    return Global.latestTimestamp
  }

  /** The attendee declares their own attendance, where the owner chose self-declared attendance. */
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
    emit<AttendanceDeclared>({ eventId: eventId, attendee: Txn.sender })
    return Global.latestTimestamp
  }

  /**
   * Creates the caller's 1-of-1 attendance token, held by the app until claimed. `mbrPayment`
   * covers the asset's MBR. The contract writes the ARC-69 note; `texts` are the values it cannot
   * know (date, location, attendee, network), each plain text.
   */
  @abimethod({ name: 'mint_nft' })
  mintNft(mbrPayment: gtxn.PaymentTxn, eventId: string, texts: TokenTexts): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_ATTENDED, 'Attendance not confirmed')
    assert(registration.assetId === 0, 'Token already minted')
    this.assertPaymentToApp(mbrPayment, Global.assetCreateMinBalance)
    this.assertTokenText(texts.eventDate)
    this.assertTokenText(texts.location)
    this.assertTokenText(texts.attendee)
    this.assertTokenText(texts.network)
    ensureBudget(MINT_NOTE_OPS, OpUpFeeSource.GroupCredit)

    const tierName = event.tiers.length > 0 ? event.tiers[registration.tierIndex].name : 'General Admission'
    const attendance = registration.checkInMethod === CHECK_IN_DOOR ? ATTENDANCE_AT_DOOR : ATTENDANCE_SELF_DECLARED
    const note = Bytes(ARC69_HEAD)
      .concat(Bytes(event.name))
      .concat(Bytes('","properties":{"Event":"'))
      .concat(Bytes(event.name))
      .concat(Bytes('","Event ID":"'))
      .concat(Bytes(eventId))
      .concat(Bytes('","Ticket Tier":"'))
      .concat(Bytes(tierName))
      .concat(Bytes('","Event Date":"'))
      .concat(Bytes(texts.eventDate))
      .concat(Bytes('","Location":"'))
      .concat(Bytes(texts.location))
      .concat(Bytes('","Attendee":"'))
      .concat(Bytes(texts.attendee))
      .concat(Bytes('","Blockchain":"Algorand","Network":"'))
      .concat(Bytes(texts.network))
      .concat(Bytes('","Attendance":"'))
      .concat(Bytes(attendance))
      .concat(Bytes('"}}'))
    assert(note.length <= MAX_NOTE_BYTES, 'Metadata note too long')

    const fullName = Bytes(event.name).concat(Bytes(' - ')).concat(Bytes(tierName)).concat(Bytes(' Ticket'))
    const app = Global.currentApplicationAddress
    const created = itxn
      .assetConfig({
        assetName: truncateUtf8(fullName, MAX_ASSET_NAME_BYTES),
        unitName: upperPrefix(Bytes(eventId), 8),
        total: 1,
        decimals: 0,
        defaultFrozen: false,
        manager: app,
        reserve: app,
        freeze: app,
        clawback: app,
        note: note,
        fee: 0,
      })
      .submit()
    const assetId: uint64 = created.createdAsset.id

    registration.assetId = assetId
    this.registrations(key).value = clone(registration)
    this.events(eventId).value.mintedCount = event.mintedCount + 1
    emit<TokenMinted>({ eventId: eventId, attendee: Txn.sender, assetId: assetId })
    return assetId
  }

  /**
   * Sends the minted token to the caller, who opts in in the same group: [opt-in, claim_nft]. A
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

    registration.claimed = true
    this.registrations(key).value = clone(registration)
    itxn.assetTransfer({ xferAsset: registration.assetId, assetReceiver: Txn.sender, assetAmount: 1, fee: 0 }).submit()
    const transferable = event.tiers.length === 0 || event.tiers[registration.tierIndex].transferable
    if (!transferable) {
      itxn.assetFreeze({ freezeAsset: registration.assetId, freezeAccount: Txn.sender, frozen: true, fee: 0 }).submit()
    }
    return registration.assetId
  }

  /**
   * The owner refunds a registration: `refund` pays the attendee back at least what they paid.
   * The registration becomes cancelled and its seat returns to the event and its tier. With `ban`
   * the account may not register for this event again; without it, it may at once. The box stays
   * either way: it remembers the ban and the token, one per account and event.
   */
  @abimethod({ name: 'refund_registration' })
  refundRegistration(refund: gtxn.PaymentTxn, eventId: string, attendee: Account, ban: boolean): uint64 {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    const key: RegistrationKey = { eventSeq: event.seq, registrant: attendee }
    const registration = this.existingRegistration(key)
    assert(!isRefunded(registration.status), 'Registration already cancelled')
    assert(registration.status !== STATUS_PENDING, 'Approve or decline this registration first')
    assert(refund.sender === Txn.sender, 'Refund must come from the event owner')
    assert(refund.receiver === attendee, 'Refund must go to the attendee')
    assert(refund.amount >= registration.amountPaid, 'Refund below amount paid')
    assert(refund.closeRemainderTo === Global.zeroAddress, 'Payment must not close the account')
    assert(refund.rekeyTo === Global.zeroAddress, 'Payment must not rekey the account')

    if (registration.status === STATUS_ATTENDED) {
      event.attendedCount = event.attendedCount - 1
    }
    registration.status = refundedStatus(ban)
    this.registrations(key).value = clone(registration)
    this.releaseSeat(eventId, event, registration.tierIndex)
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

  /** A registration's seat goes back to the event and its tier. */
  private releaseSeat(eventId: string, event: EventRecord, tierIndex: uint64): void {
    event.registeredCount = event.registeredCount - 1
    if (event.tiers.length > 0) {
      event.tierSold[tierIndex] = event.tierSold[tierIndex] - 1
    }
    this.events(eventId).value = clone(event)
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

  private assertTokenText(text: string): void {
    assert(Bytes(text).length <= MAX_TOKEN_TEXT_BYTES, 'Token text too long')
    ensureBudget(plainTextOps(Bytes(text).length), OpUpFeeSource.GroupCredit)
    assert(isPlainText(Bytes(text)), 'Token texts may not contain quotes, backslashes or control characters')
  }

  private assertWebUrl(url: string): void {
    assert(Bytes(url).length <= MAX_URL_BYTES, 'URL too long')
    assert(hasWebScheme(Bytes(url)), 'URL must start with https:// or http://')
  }

  private assertPaymentToApp(payment: gtxn.PaymentTxn, minimum: uint64): void {
    assert(payment.receiver === Global.currentApplicationAddress, 'Payment must go to the app')
    assert(payment.sender === Txn.sender, 'Payment must come from the caller')
    assert(payment.amount >= minimum, 'Payment does not cover the minimum balance')
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
