/**
 * Minimum-balance amounts the caller pays to the app, mirroring the contract's box accounting
 * (smart_contracts/dynaqr/contract.algo.ts): box MBR = 2500 + 400 × (key length + value length).
 * All amounts are microALGO.
 */
import { ASSET_MBR_MICROALGOS, DEFAULT_SCAN_BUDGET_MICROALGOS, MAX_EVENT_ID_BYTES, MAX_TIERS } from '../contract/limits'
import { utf8Length } from '../text/text-bytes'

export const BOX_FLAT_MBR = 2_500n
export const BOX_BYTE_MBR = 400n
/** Event ids per index page, an owner's or the app's, as the contract pages them (records.algo.ts). */
export const OWNER_PAGE_CAPACITY = 64

const ADDRESS_BYTES = 32
const UINT64_BYTES = 8
/** 'c' + owner → uint64 event count. */
const OWNER_COUNT_KEY_BYTES = 1 + ADDRESS_BYTES
/** 'p' + owner + uint64 page → 32-byte event id slots. */
const OWNER_PAGE_KEY_BYTES = 1 + ADDRESS_BYTES + UINT64_BYTES
/** 'g' + uint64 page → the listed index: the ids of the events Discover shows, 32-byte slots. */
const APP_PAGE_KEY_BYTES = 1 + UINT64_BYTES
/**
 * 'r' + uint64 event sequence + attendee → RegistrationRecord (11 × uint64, 3 bool bytes (claimed,
 * sponsored, ticketRevealed, none beside another), the 32-byte ticket commitment).
 */
const REGISTRATION_KEY_BYTES = 1 + UINT64_BYTES + ADDRESS_BYTES
const REGISTRATION_VALUE_BYTES = 11 * UINT64_BYTES + 3 + 32
/**
 * 'd' + uint64 event sequence + device → DoorRecord (check-ins, name offset, paired at, paired
 * round, the name).
 */
const DOOR_KEY_BYTES = 1 + UINT64_BYTES + ADDRESS_BYTES
const DOOR_FIXED_VALUE_BYTES = UINT64_BYTES + 2 + 2 * UINT64_BYTES + 2
/** The guest-list seal key (X25519 public key). */
const SEAL_KEY_BYTES = 32
/** EventSettings: start, end, decide-by and check-in lead (uint64 each) and the self-declared flag (1 byte). */
const SETTINGS_BYTES = 4 * UINT64_BYTES + 1

/**
 * Static head of the ARC-4 EventRecord: 23 uint64 fields (the currency's asset id among them), the 7-day histogram and the per-tier sold
 * counters (uint64[6]), three bool bytes (active and approvalRequired packed in one, listed,
 * paysAttendeeCosts), the 32-byte owner, the seal key, the settings, and a 2-byte offset for each of
 * the 4 dynamic fields.
 */
const EVENT_RECORD_HEAD_BYTES =
  (23 + 7 + MAX_TIERS) * UINT64_BYTES + 3 + ADDRESS_BYTES + SEAL_KEY_BYTES + SETTINGS_BYTES + 4 * 2
/** Each tier: offset (2) + head (name offset 2 + price, quantity, transferable flag) + name length prefix (2). */
const TIER_FIXED_BYTES = 2 + 2 + 2 * UINT64_BYTES + 1 + 2

export function boxMbr(keyLength: number, valueLength: number): bigint {
  return BOX_FLAT_MBR + BOX_BYTE_MBR * BigInt(keyLength + valueLength)
}

export interface EventRecordShape {
  name: string
  url: string
  accessType: string
  tierNames: readonly string[]
}

/** Length of the ARC-4 encoded EventRecord the contract stores for these values. */
export function eventRecordLength(shape: EventRecordShape): number {
  const strings = [shape.name, shape.url, shape.accessType].reduce((sum, text) => sum + 2 + utf8Length(text), 0)
  const tiers = 2 + shape.tierNames.reduce((sum, name) => sum + TIER_FIXED_BYTES + utf8Length(name), 0)
  return EVENT_RECORD_HEAD_BYTES + strings + tiers
}

export function eventBoxMbr(eventId: string, shape: EventRecordShape): bigint {
  return boxMbr(1 + utf8Length(eventId), eventRecordLength(shape))
}

/** What adding one event id to the owner's index costs, given how many events they already have. */
export function ownerIndexMbr(existingEventCount: number): bigint {
  const countBox = existingEventCount === 0 ? boxMbr(OWNER_COUNT_KEY_BYTES, UINT64_BYTES) : 0n
  const startsNewPage = existingEventCount % OWNER_PAGE_CAPACITY === 0
  const page = startsNewPage
    ? boxMbr(OWNER_PAGE_KEY_BYTES, MAX_EVENT_ID_BYTES)
    : BOX_BYTE_MBR * BigInt(MAX_EVENT_ID_BYTES)
  return countBox + page
}

/**
 * What adding one event id to the listed index costs, given its size: a new page's box every
 * OWNER_PAGE_CAPACITY entries, 32 bytes otherwise. Unknown, the most (a new page): what the
 * contract does not keep becomes the event's scan budget.
 */
export function listedIndexMbr(listedIndexSize?: number): bigint {
  const startsNewPage = listedIndexSize === undefined || listedIndexSize % OWNER_PAGE_CAPACITY === 0
  return startsNewPage ? boxMbr(APP_PAGE_KEY_BYTES, MAX_EVENT_ID_BYTES) : BOX_BYTE_MBR * BigInt(MAX_EVENT_ID_BYTES)
}

export interface CreateEventPayment {
  mbr: bigint
  scanBudget: bigint
  total: bigint
}

/**
 * create_event's payment to the app: box MBR first (the listed index's entry only for a listed
 * event), the rest becomes the event's scan budget.
 */
export function createEventPayment(
  eventId: string,
  shape: EventRecordShape,
  existingEventCount: number,
  scanBudget: bigint = DEFAULT_SCAN_BUDGET_MICROALGOS,
  listedIndexSize?: number,
  listed = true,
): CreateEventPayment {
  const listing = listed ? listedIndexMbr(listedIndexSize) : 0n
  const mbr = eventBoxMbr(eventId, shape) + ownerIndexMbr(existingEventCount) + listing
  return { mbr, scanBudget, total: mbr + scanBudget }
}

export function registrationBoxMbr(): bigint {
  return boxMbr(REGISTRATION_KEY_BYTES, REGISTRATION_VALUE_BYTES)
}

/** The box of a paired door device, which the owner pays when pairing it. */
export function doorBoxMbr(name: string): bigint {
  return boxMbr(DOOR_KEY_BYTES, DOOR_FIXED_VALUE_BYTES + utf8Length(name))
}

export function assetMbr(): bigint {
  return ASSET_MBR_MICROALGOS
}
