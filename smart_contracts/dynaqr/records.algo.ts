import type { Account, FixedArray, uint64 } from '@algorandfoundation/algorand-typescript'
import type { StaticBytes } from '@algorandfoundation/algorand-typescript/arc4'

/** Limits enforced by the contract; the frontend mirrors them in frontend/src/domain/limits.ts. */
export const MAX_EVENT_ID_BYTES = 32
export const MAX_NAME_BYTES = 64
export const MAX_URL_BYTES = 256
/** Keeps the largest EventRecord (991 bytes) within the AVM's 1,024-byte log limit when get_event returns it. */
export const MAX_TIERS = 6
export const MAX_TIER_NAME_BYTES = 32
export const MAX_ASSET_NAME_BYTES = 32
export const MAX_NOTE_BYTES = 1024
export const HISTOGRAM_DAYS = 7
export const SECONDS_PER_DAY = 86_400
/** A sponsored scan may cost at most this many minimum fees (the call plus its reimbursement). */
export const SPONSORED_FEE_MULTIPLIER = 2
/** A sponsored scan's note: room for a random nonce, so concurrent scans are distinct transactions. */
export const SPONSORED_NOTE_MAX_BYTES = 16
/**
 * Scan limits a new event starts with; the owner changes them with set_scan_limits. At the daily
 * cap, the default deposit (frontend/src/domain/limits.ts, 1 ALGO = 500 sponsored scans at 2,000
 * microALGO) lasts 31 days even when someone scans only to drain it.
 */
export const DEFAULT_SPONSORED_PER_ROUND = 4
export const DEFAULT_SPONSORED_PER_DAY = 16

/** Door codes: one per window of this many seconds of block time. */
export const DOOR_CODE_WINDOW_SECONDS = 30
/** A door code stays valid this many windows after its own: scanning, signing in a phone wallet, block lag. */
export const DOOR_CODE_PAST_WINDOWS = 2
/** A door code is taken this many windows early (a door clock slightly ahead of the chain). */
export const DOOR_CODE_FUTURE_WINDOWS = 1

export const STATUS_CONFIRMED = 1
export const STATUS_ATTENDED = 2
export const STATUS_CANCELLED = 3
/** Cancelled by a refund that also closed the event to this account: it may not register again. */
export const STATUS_BANNED = 4

/** Ticket tier as given to create_event and stored with the event. */
export type TierInput = {
  name: string
  price: uint64
  quantity: uint64
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
  attendedCount: uint64
  /** 0 = unlimited. */
  capacity: uint64
  /** Door check-in public key (ed25519); all zero bytes when attendees confirm themselves. */
  checkInKey: StaticBytes<32>
  createdAt: uint64
  /** The round of the create_event call: its block holds the owner's metadata note, readable from algod. */
  createdRound: uint64
  /** Scans per day (sponsored or not), oldest first; the last bucket is histogramDay. */
  dailyScans: FixedArray<uint64, 7>
  /** Unix seconds, 0 = never expires. */
  expiry: uint64
  /** Day number (unix seconds / 86,400) of the last bucket of dailyScans and of sponsoredToday. */
  histogramDay: uint64
  lastScannedAt: uint64
  /** The round of the last sponsored scan; sponsoredInRound counts that round's. */
  lastSponsoredRound: uint64
  lastUpdatedAt: uint64
  mintedCount: uint64
  name: string
  owner: Account
  registeredCount: uint64
  /** microALGO deposited by the owner to pay for wallet-less scans. */
  scanBudget: uint64
  scanCount: uint64
  /** Creation order across the app; keys the registration boxes with a fixed width. */
  seq: uint64
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
  /** Ticket tiers: price in microALGO, quantity 0 = unlimited. */
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
  amountPaid: uint64
  assetId: uint64
  attendedAt: uint64
  claimed: boolean
  /** The door code window attendance was confirmed with; 0 when the attendee confirmed themselves. */
  doorCodeWindow: uint64
  registeredAt: uint64
  status: uint64
  tierIndex: uint64
}

/** Owner index page key: an owner's event ids, MAX_EVENT_ID_BYTES each, zero-padded. */
export type OwnerPageKey = {
  owner: Account
  page: uint64
}

/** Event ids per owner index page (one full page is MAX_BOX_SIZE bytes). */
export const OWNER_PAGE_CAPACITY = 1024
/** Event ids per get_owner_events call: 16 × (2 + 2 + 32) + 2 bytes stays within the log limit. */
export const OWNER_EVENTS_PER_CALL = 16
