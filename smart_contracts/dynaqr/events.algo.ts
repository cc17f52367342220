import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  Asset,
  clone,
  emit,
  FixedArray,
  Global,
  gtxn,
  itxn,
  op,
  readonly,
  Txn,
  validateEncoding,
} from '@algorandfoundation/algorand-typescript'
import { abiCall, StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'
import type { EventRecord, EventSettings, TierInput } from './records.algo'
import {
  DEFAULT_SPONSORED_PER_DAY,
  DEFAULT_SPONSORED_PER_ROUND,
  EVENT_TIERS_OFFSET_AT,
  SECONDS_PER_DAY,
  TIER_PRICE_AT,
} from './records.algo'
import { boxMbr } from './store.algo'
import { DynaQrIndexes } from './indexes.algo'
import type { AttendanceTokens } from './attendance-tokens.algo'

type EventCreated = { eventId: string; owner: Account }
type UrlUpdated = { eventId: string; url: string }
type EventDeactivated = { eventId: string }
type EventReactivated = { eventId: string }
type SettingsSet = { eventId: string; settings: EventSettings }
type SealKeySet = { eventId: string; version: uint64; sealKey: bytes<32> }
type DetailsUpdated = { eventId: string; name: string; capacity: uint64; expiry: uint64 }
type RegistrationPolicySet = {
  eventId: string
  listed: boolean
  approvalRequired: boolean
  paysAttendeeCosts: boolean
}
type TierUpdated = { eventId: string; tierIndex: uint64; price: uint64; quantity: uint64 }

/**
 * An event and its owner's decisions: creating it (with its tiers, dates, guest-list key and
 * budgets), its destination, details, dates, tiers, guest-list key and registration policy, and
 * deactivating it or taking that back.
 */
export abstract class DynaQrEvents extends DynaQrIndexes {
  /**
   * Creates an event owned by the caller. `payment` goes to the app: it covers the MBR of the
   * boxes this call creates and `attendeeBudget` (what the owner sets aside for attendees' network
   * costs, where `paysAttendeeCosts`); whatever is above that becomes the event's scan budget.
   * `paymentAsset` is the event's currency: 0 for ALGO, or an asset the app opts in to here if it
   * does not hold it yet, `payment` then covering the opt-in's minimum balance too.
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
    paymentAsset: uint64,
  ): uint64 {
    // Arguments are decoded without validation (build-contracts.ts says why). The tokens app checks
    // the id, the texts, the tiers and the settings, and the encodings stored as they came; it also
    // tops the opcode budget up (op-up calls the caller's fee pays for, pooled) as the checks go and
    // for storing the record, so an event with fewer or shorter texts pays less. The id is looked
    // up once it is known to be valid (a box name is at most 64 bytes).
    abiCall<typeof AttendanceTokens.prototype.checkEvent>({
      appId: this.tokenApp.value,
      args: [eventId, name, url, accessType, tiers, settings, sealKey],
      fee: 0,
    })
    assert(!this.events(eventId).exists, 'Event ID already exists')
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
      listedSlot: 0,
      approvalRequired: approvalRequired,
      paysAttendeeCosts: paysAttendeeCosts,
      paymentAsset: paymentAsset,
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
      dailyScans: new FixedArray<uint64, 7>(),
      scanBudget: 0,
      lastSponsoredRound: 0,
      sponsoredInRound: 0,
      sponsoredPerRound: DEFAULT_SPONSORED_PER_ROUND,
      sponsoredPerDay: DEFAULT_SPONSORED_PER_DAY,
      sponsoredToday: 0,
      tierSold: new FixedArray<uint64, 6>(),
      tiers: clone(tiers),
    }
    const listing: uint64 = listed ? this.addToListed(eventId, record) : 0
    this.events(eventId).value = clone(record)
    const mbr: uint64 =
      boxMbr(this.events(eventId).key.length, this.events(eventId).length) +
      this.appendToOwnerIndex(Txn.sender, eventId) +
      listing +
      this.holdCurrency(paymentAsset)
    this.assertPaymentToApp(payment, mbr + attendeeBudget)
    this.events(eventId).value.scanBudget = payment.amount - mbr - attendeeBudget

    emit<EventCreated>({ eventId: eventId, owner: Txn.sender })
    return seq
  }

  /**
   * Makes the app able to hold payments in `asset` (0: ALGO, which it always can): it opts in to
   * the asset the first time an event is priced in it. Returns the minimum balance that adds.
   */
  protected holdCurrency(asset: uint64): uint64 {
    if (asset === 0 || Global.currentApplicationAddress.isOptedIn(Asset(asset))) return 0
    const [, exists] = op.AssetParams.assetTotal(asset)
    assert(exists, 'The currency must be an existing asset')
    itxn
      .assetTransfer({ xferAsset: asset, assetReceiver: Global.currentApplicationAddress, assetAmount: 0, fee: 0 })
      .submit()
    return Global.assetOptInMinBalance
  }

  @abimethod({ name: 'update_url' })
  updateUrl(eventId: string, url: string): void {
    const event = this.ownedActiveEvent(eventId)
    abiCall<typeof AttendanceTokens.prototype.checkUrl>({ appId: this.tokenApp.value, args: [url], fee: 0 })
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

  /** The owner pauses the event: it leaves the public list, and its QR code, registration and check-in stop. */
  @abimethod({ name: 'deactivate_event' })
  deactivateEvent(eventId: string): void {
    const event = this.ownedActiveEvent(eventId)
    event.active = false
    this.syncListing(eventId, event)
    this.events(eventId).value = clone(event)
    emit<EventDeactivated>({ eventId: eventId })
  }

  /**
   * The owner takes a deactivation back: the QR code resolves, registration, check-in and scan
   * counting resume. A scan budget withdrawn meanwhile stays withdrawn until a top-up.
   */
  @abimethod({ name: 'reactivate_event' })
  reactivateEvent(eventId: string): void {
    const event = this.ownedEvent(eventId)
    assert(!event.active, 'Event is already active')
    event.active = true
    this.syncListing(eventId, event)
    this.events(eventId).value = clone(event)
    emit<EventReactivated>({ eventId: eventId })
  }

  /** The owner changes the event's dates and how attendance is recorded. */
  @abimethod({ name: 'set_settings' })
  setSettings(eventId: string, settings: EventSettings): void {
    const event = this.ownedActiveEvent(eventId)
    abiCall<typeof AttendanceTokens.prototype.checkSettings>({ appId: this.tokenApp.value, args: [settings], fee: 0 })
    event.settings = clone(settings)
    this.syncListing(eventId, event)
    this.events(eventId).value = clone(event)
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
    const event = this.ownedActiveEvent(eventId)
    abiCall<typeof AttendanceTokens.prototype.checkName>({ appId: this.tokenApp.value, args: [name], fee: 0 })
    assert(capacity === 0 || capacity >= event.registeredCount, 'Capacity is below the registrations already made')
    event.name = name
    event.capacity = capacity
    event.expiry = expiry
    event.detailsRound = Global.round
    event.lastUpdatedAt = Global.latestTimestamp
    this.syncListing(eventId, event)
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
    this.syncListing(eventId, event)
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
}
