import type { Account, FixedArray, uint64 } from '@algorandfoundation/algorand-typescript'
import type { StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'

/** Limits enforced by the contract; the frontend mirrors them in frontend/src/domain/contract/limits.ts. */
export const MAX_EVENT_ID_BYTES = 32
export const MAX_NAME_BYTES = 64
export const MAX_URL_BYTES = 256
/**
 * With the tier name limit, keeps the largest EventRecord (1,016 bytes) within the AVM's 1,024-byte
 * log limit when get_event returns it (with its 4-byte prefix).
 */
export const MAX_TIERS = 6
export const MAX_TIER_NAME_BYTES = 24
export const MAX_ASSET_NAME_BYTES = 32
export const MAX_NOTE_BYTES = 1024
export const HISTOGRAM_DAYS = 7
export const SECONDS_PER_DAY = 86_400
/** A sponsored scan may cost at most this many minimum fees (the call plus its reimbursement). */
export const SPONSORED_FEE_MULTIPLIER = 2
/** A sponsored scan's note: room for a random nonce, so concurrent scans are distinct transactions. */
export const SPONSORED_NOTE_MAX_BYTES = 16
/**
 * Scan limits a new event starts with; the owner changes them with set_scan_limits. A busy poster's
 * hundreds of scans a day are all counted; at the daily cap, the default deposit
 * (frontend/src/domain/contract/limits.ts, 1 ALGO = 500 sponsored scans at 2,000 microALGO) lasts two days
 * even when someone scans only to drain it, and the owner sees how long it lasts and tops it up.
 */
export const DEFAULT_SPONSORED_PER_ROUND = 8
export const DEFAULT_SPONSORED_PER_DAY = 250

/** Check-in may open at most this long before the event starts. */
export const MAX_CHECK_IN_LEAD_SECONDS = 30 * 86_400
/** A door device's name, shown to the owner. */
export const MAX_DOOR_NAME_BYTES = 32
/** What a ticket commitment hashes first, so that it can never be mistaken for another hash. */
export const TICKET_DOMAIN = 'DynaQR ticket v2'
/** Each text the minter gives the token (date, location, attendee, network). */
export const MAX_TOKEN_TEXT_BYTES = 96

/** How attendance was recorded (RegistrationRecord.checkInMethod). */
export const CHECK_IN_NONE = 0
/** A paired door checked the attendee's ticket. */
export const CHECK_IN_DOOR = 1
export const CHECK_IN_SELF = 2
/** The owner, or a paired door, checked the attendee in without their ticket (a guest whose phone died). */
export const CHECK_IN_ADMITTED = 3

/**
 * The most an attendee-sponsored group's fee may be, in minimum fees: a sponsored mint (the call,
 * the sponsor's payment, the asset, the reimbursement and the op-up calls its texts need) stays
 * below it. The app pays back exactly the fee paid, from the event's attendee budget.
 */
export const ATTENDEE_SPONSOR_FEE_MULTIPLIER = 10

export const STATUS_CONFIRMED = 1
export const STATUS_ATTENDED = 2
export const STATUS_CANCELLED = 3
/** Cancelled by a refund that also closed the event to this account: it may not register again. */
export const STATUS_BANNED = 4
/** Waiting for the owner's approval: any ticket payment is held by the app until then. */
export const STATUS_PENDING = 5
/**
 * On the waitlist of a full event or tier: holds no seat, and any ticket payment is held by the app
 * until the owner offers a seat (it then goes to the owner) or the attendee withdraws (it goes back).
 */
export const STATUS_WAITLISTED = 6

/** A refunded registration: cancelled, whether or not the refund closed the event to the account. */
export function isRefunded(status: uint64): boolean {
  return status === STATUS_CANCELLED || status === STATUS_BANNED
}

/** A registration whose ticket payment the app holds: waiting for approval, or on the waitlist. */
export function isHeld(status: uint64): boolean {
  return status === STATUS_PENDING || status === STATUS_WAITLISTED
}

/** The status a refund leaves, closed to the account (`banned`) or not. */
export function refundedStatus(banned: boolean): uint64 {
  return banned ? STATUS_BANNED : STATUS_CANCELLED
}

/**
 * Where, in an EventRecord's ARC-4 head, the 2-byte offset of its tiers array stands; and where, in
 * an encoded TierInput, its price stands (after the name's 2-byte offset), the quantity right after.
 * update_tier writes a tier's price and quantity in place; the emulator tests check both positions
 * against the layout.
 */
export const EVENT_TIERS_OFFSET_AT = 384
export const TIER_PRICE_AT = 2
/** Where, in an EventRecord's ARC-4 head, listedSlot stands: the listed index moves an entry's slot in place. */
export const LISTED_SLOT_AT = 140

/** Ticket tier as given to create_event and stored with the event. */
export type TierInput = {
  name: string
  price: uint64
  quantity: uint64
  /** false: the attendance token of this tier is frozen in its holder's account. */
  transferable: boolean
}

/**
 * When the event happens and how attendance is recorded; times are unix seconds of block time.
 * Attendance can be recorded from checkInOpensBefore seconds before startsAt until endsAt.
 */
export type EventSettings = {
  checkInOpensBefore: uint64
  /**
   * Until when the owner may approve a registration or offer a seat: 0 = until the event ends. After
   * it, anyone may give a held payment back to its attendee. At the latest endsAt, where there is one.
   */
  decideBy: uint64
  /** 0 when startsAt is 0; otherwise after it. */
  endsAt: uint64
  /** The owner chose self-declared attendance; otherwise a paired door device checks tickets. */
  selfCheckIn: boolean
  /** 0 = no date yet: attendance cannot be recorded. */
  startsAt: uint64
}

/** What the minter writes into the attendance token beside the contract's own values. */
export type TokenTexts = {
  attendee: string
  eventDate: string
  location: string
  network: string
}

/*
 * Struct fields are declared in alphabetical order: the emulator (algorand-typescript-testing
 * 1.2) encodes object literals with their keys sorted, and the compiled contract encodes them in
 * declared order; keeping both orders equal makes the emulator tests exercise the real layout.
 */

/** One box per event, keyed by 'e' + event id. */
export type EventRecord = {
  accessType: string
  active: boolean
  /** Registrations wait for the owner's approval; a ticket payment is held by the app meanwhile. */
  approvalRequired: boolean
  attendedCount: uint64
  /**
   * microALGO deposited by the owner to pay attendees' network costs (fees, registration deposits,
   * the attendance token's deposit) where paysAttendeeCosts is set.
   */
  attendeeBudget: uint64
  /** 0 = unlimited. */
  capacity: uint64
  createdAt: uint64
  /** Scans per day (sponsored or not), oldest first; the last bucket is histogramDay. */
  dailyScans: FixedArray<uint64, 7>
  /**
   * The round of the owner's latest create_event or update_details call: its block holds the
   * event's current metadata note, readable from algod.
   */
  detailsRound: uint64
  /** Unix seconds, 0 = never expires. */
  expiry: uint64
  /** Day number (unix seconds / 86,400) of the last bucket of dailyScans and of sponsoredToday. */
  histogramDay: uint64
  lastScannedAt: uint64
  /** The round of the last sponsored scan; sponsoredInRound counts that round's. */
  lastSponsoredRound: uint64
  lastUpdatedAt: uint64
  /** Shown in the public list of events (get_listed_event_records); otherwise reachable by link only. */
  listed: boolean
  /**
   * The event's position + 1 in the listed index, which holds only the events it shows (listed,
   * active, not over); 0 while it is not in it.
   */
  listedSlot: uint64
  mintedCount: uint64
  name: string
  owner: Account
  /**
   * The event's currency: the asset its tickets are priced and paid in (its id), or 0 for ALGO.
   * Tier prices, amounts paid and refunds owed are in its base units. The app holds the asset from
   * the event's creation, so that it can hold payments waiting for the owner's decision.
   */
  paymentAsset: uint64
  /** The owner pays attendees' network costs from attendeeBudget: an account holding no ALGO can attend. */
  paysAttendeeCosts: boolean
  registeredCount: uint64
  /** microALGO deposited by the owner to pay for wallet-less scans. */
  scanBudget: uint64
  scanCount: uint64
  /** X25519 public key that attendees seal their contact details to; all zero when there is none. */
  sealKey: StaticBytes<32>
  /**
   * Which of the owner's guest-list keys sealKey is: 0 while there is none, 1 for the first, one
   * more each time the owner replaces it. Each registration records the version it was sealed to.
   */
  sealKeyVersion: uint64
  /** Creation order across the app; keys the registration boxes with a fixed width. */
  seq: uint64
  settings: EventSettings
  /** Sponsored scans counted in lastSponsoredRound. */
  sponsoredInRound: uint64
  /** Owner-set cap on sponsored scans per day of block time (UTC). */
  sponsoredPerDay: uint64
  /** Owner-set cap on sponsored scans per round, at least 1: scanners in the same round are all counted up to it. */
  sponsoredPerRound: uint64
  /** Sponsored scans counted on histogramDay. */
  sponsoredToday: uint64
  /** Tickets sold per tier (index as in tiers); MAX_TIERS entries. */
  tierSold: FixedArray<uint64, 6>
  /** Ticket tiers: price in the base units of the event's currency, quantity 0 = unlimited. */
  tiers: TierInput[]
  url: string
  urlUpdateCount: uint64
}

/**
 * Registration box key: fixed width, so no two keys can collide. The event comes first, so one
 * box-name prefix ('r' + event sequence) lists exactly that event's registrations; the attendee's
 * field is named `registrant` so that the alphabetical field order (see below) puts it second.
 */
export type RegistrationKey = {
  eventSeq: uint64
  registrant: Account
}

/** One box per registration. */
export type RegistrationRecord = {
  /** The ticket payment made, in the base units of the event's currency (as is refundOwed). */
  amountPaid: uint64
  assetId: uint64
  attendedAt: uint64
  /** CHECK_IN_DOOR, CHECK_IN_SELF, or CHECK_IN_NONE before attendance. */
  checkInMethod: uint64
  claimed: boolean
  /**
   * A refund the app could not pay out because the attendee's account was closed and the amount is
   * below the minimum balance: the attendee claims it with claim_refund.
   */
  refundOwed: uint64
  registeredAt: uint64
  /** The round of the register_event call: its note holds the attendee's sealed contact details. */
  registeredRound: uint64
  /** The sealKeyVersion of the event's guest-list key that the attendee's details were sealed to. */
  sealKeyVersion: uint64
  /** The event's attendee budget paid this box's deposit: it goes back there when the box is deleted. */
  sponsored: boolean
  status: uint64
  /**
   * SHA-256 of the ticket domain, the app id, the event's seq, the attendee, ticketNumber and the
   * ticket's secret, which a door device reveals to check the attendee in: a secret is valid for
   * this registration only, never for a later one of the same account.
   */
  ticketCommitment: StaticBytes<32>
  /** This account's registrations for the event so far, this one included: 1 for the first. */
  ticketNumber: uint64
  /**
   * A door revealed a ticket secret of this box at check-in: the box then stays (its ticketNumber
   * is what keeps a published secret from being valid again).
   */
  ticketRevealed: boolean
  tierIndex: uint64
}

/**
 * Door device box key: the event first, so one prefix ('d' + event sequence) lists the event's
 * doors; the device's account is named `scanner` so that it sorts second.
 */
export type DoorKey = {
  eventSeq: uint64
  scanner: Account
}

/** One box per paired door device. */
export type DoorRecord = {
  checkIns: uint64
  name: string
  pairedAt: uint64
  /** The round of add_door: its note may carry the guest-list key sealed to the device. */
  pairedRound: uint64
}

/** Owner index page key: an owner's event ids, MAX_EVENT_ID_BYTES each, zero-padded. */
export type OwnerPageKey = {
  owner: Account
  page: uint64
}

/**
 * Event ids per index page, an owner's or the app's: a full page is 2 KB. A group's box I/O budget
 * counts every box it touches at its whole size (1 KB per box reference, eight on one app call), and
 * create_event writes the event's box, the owner's page and the app's page: with larger pages a
 * create from a wallet (one app call) would no longer fit once a page had filled to about 8 KB.
 */
export const OWNER_PAGE_CAPACITY = 64
