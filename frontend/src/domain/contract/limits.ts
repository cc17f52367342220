/** Contract limits, mirrored from smart_contracts/dynaqr/records.algo.ts. */
export const MAX_EVENT_ID_BYTES = 32
export const MAX_NAME_BYTES = 64
export const MAX_URL_BYTES = 256
export const MAX_TIERS = 6
export const MAX_TIER_NAME_BYTES = 24
export const MAX_NOTE_BYTES = 1024
/** Transactions one atomic group may hold. */
export const MAX_GROUP_TRANSACTIONS = 16
export const HISTOGRAM_DAYS = 7
export const SECONDS_PER_DAY = 86_400

export const MICRO_ALGOS_PER_ALGO = 1_000_000
export const MIN_TXN_FEE_MICROALGOS = 1_000
/** A sponsored scan pays the call and the app's reimbursement payment. */
export const SPONSORED_SCAN_FEE_MICROALGOS = 2 * MIN_TXN_FEE_MICROALGOS
/** Sponsored scans a new event's budget pays for per round and per day, until its owner changes them. */
export const DEFAULT_SPONSORED_PER_ROUND = 8
export const DEFAULT_SPONSORED_PER_DAY = 250
/** A sponsored scan's note carries a random nonce of this many bytes, so concurrent scans differ. */
export const SPONSORED_NOTE_MAX_BYTES = 16
/** Deposited with every new event: 500 sponsored scans, two days at the default daily cap. */
export const DEFAULT_SCAN_BUDGET_MICROALGOS = 1_000_000n
/** Asset minimum balance the attendee pays when the app mints their token. */
export const ASSET_MBR_MICROALGOS = 100_000n
/** The least an account holds once it exists: a payment of less cannot open a closed (empty) account. */
export const ACCOUNT_MIN_BALANCE_MICROALGOS = 100_000n

/** How attendance was recorded, as a registration stores it. */
export const CHECK_IN_NONE = 0
export const CHECK_IN_DOOR = 1
export const CHECK_IN_SELF = 2
/** Checked in without a ticket, by the owner or one of the event's doors. */
export const CHECK_IN_ADMITTED = 3
/** The most an attendee-sponsored group's fee may be, in minimum fees (the AttendeeSponsor LogicSig's bound). */
export const ATTENDEE_SPONSOR_FEE_MULTIPLIER = 10
/** Check-in may open at most this long before the event starts. */
export const MAX_CHECK_IN_LEAD_SECONDS = 30 * SECONDS_PER_DAY
/** Check-in opens this long before the start unless the organiser chooses otherwise. */
export const DEFAULT_CHECK_IN_LEAD_SECONDS = 2 * 3_600
export const MAX_DOOR_NAME_BYTES = 32
/** Each text the minter gives the attendance token (date, location, attendee, network). */
export const MAX_TOKEN_TEXT_BYTES = 96
/** What a ticket commitment hashes first (the contract's TICKET_DOMAIN). */
export const TICKET_DOMAIN = 'DynaQR ticket v2'
