/** The event as the screens use it, its settings, and what creating or editing one takes. Amounts inside are microALGO. */
import type { AccessType } from '../access/access-type'
import type { ChainTier, TicketTier } from '../tier/ticket-tiers'
import type { EventMetadata, Organizer, Visibility } from '../details/details'
import type { MoneyUnit } from '../money/amount'

/** How many sponsored scans an event's budget pays for, as its owner set them. */
export interface ScanLimits {
  /** Sponsored scans counted per round. */
  perRound: number
  /** Sponsored scans counted per day of block time (UTC). */
  perDay: number
  /** Sponsored scans counted so far today (the day of the last scan; 0 once a new day began). */
  sponsoredToday: number
}

export type EventDisplayStatus = 'draft' | 'published' | 'active' | 'ended' | 'cancelled'

/**
 * When the event happens and how attendance is recorded, as the contract enforces them (unix
 * seconds of block time; startsAt 0 = no date yet, so attendance cannot be recorded).
 */
export interface EventSettings {
  startsAt: number
  endsAt: number
  /** Attendance can be recorded from this many seconds before the start until the end. */
  checkInOpensBefore: number
  /** The organiser chose self-declared attendance; otherwise paired door devices check tickets. */
  selfCheckIn: boolean
  /**
   * Until when the organiser may approve registrations and offer seats (unix seconds); 0 = until
   * the event ends. After it, anyone may give a held payment back to its attendee.
   */
  decideBy: number
}

/** The composed event the screens use. */
export interface DynaEvent {
  eventId: string
  eventName: string
  currentUrl: string
  description: string
  accessType: AccessType
  /** Unix seconds, 0 = none. */
  expiryDate: number
  /** Unix seconds. */
  createdAt: number
  owner: string
  scanCount: number
  active: boolean
  /** Shown in the public list of events; otherwise not, though the app-wide index still lists it. */
  listed: boolean
  /** Registrations wait for the owner's approval; a ticket payment is held by the app meanwhile. */
  approvalRequired: boolean
  /**
   * The event's currency: ALGO, or the asset its tickets are priced and paid in (with its id). Tier
   * prices, amounts paid and refunds are in its base units.
   */
  currency: MoneyUnit
  resolverUrl: string
  /** The first tier's price (ticketPriceMicroAlgos in domain/tier/ticket-tiers.ts); 0 without tiers. */
  ticketPriceMicroAlgos: bigint
  maxCapacity: number
  registeredCount: number
  attendedCount: number
  mintedCount: number
  lastScannedAt: number
  lastUpdatedAt: number
  urlUpdateCount: number
  /** 7 daily scan counts, oldest first, ending today. */
  dailyScans: number[]
  scanBudgetMicroAlgos: bigint
  scanLimits: ScanLimits
  /** The owner pays attendees' network costs from the attendee budget: an account holding no ALGO can attend. */
  paysAttendeeCosts: boolean
  attendeeBudgetMicroAlgos: bigint
  seq: number
  tiers: ChainTier[]
  settings: EventSettings
  /** The guest list's public key (X25519, base64url) that attendees seal their details to; null when none. */
  sealKey: string | null
  /** Which of the owner's keys sealKey is: 1 for the first, one more each time it is replaced; 0 without one. */
  sealKeyVersion: number
  nftAssetId?: number
  metadata: EventMetadata
}

export interface CreateEventInput {
  eventId: string
  eventName: string
  currentUrl: string
  description: string
  accessType: AccessType
  /** Unix seconds, 0 = none. */
  expiryDate: number
  resolverUrl: string
  maxCapacity: number
  visibility?: Visibility
  requiresApproval?: boolean
  tags?: string[]
  organizer?: Partial<Organizer>
  ticketTiers: TicketTier[]
  /** Dates and attendance rules the contract enforces; none: no date yet, door check-in. */
  settings?: EventSettings
  /** The owner pays attendees' network costs, from an attendee budget deposited at creation. */
  paysAttendeeCosts?: boolean
  /** What the owner sets aside for attendees' costs (where paysAttendeeCosts), microALGO. */
  attendeeBudgetMicroAlgos?: bigint
  /**
   * The event's currency: ALGO (the default) or an asset (with its id), in which the tiers' typed
   * prices are counted and charged.
   */
  currency?: MoneyUnit
  extraMetadata?: Partial<EventMetadata>
}

/** An owner's edit of an event, as one signed group: what the contract stores and the new details note. */
export interface EventEdit {
  name: string
  /** 0 = unlimited. */
  capacity: number
  /** Unix seconds when registration closes, 0 = never. */
  expiry: number
  settings: EventSettings
  /** The event's whole new metadata, sent as the note. */
  metadata: EventMetadata
  /** Only the tiers whose price or quantity changed. */
  tiers: { index: number; priceMicroAlgos: bigint; quantity: number }[]
}
