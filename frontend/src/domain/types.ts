/** Domain types shared by every screen. Amounts inside are microALGO. */
import type { QuestionAnswers, RegistrationQuestion } from './registration-questions'

export type AccessType = 'public' | 'nft-gated' | 'time-based'
export type WalletProvider = 'pera' | 'myalgo' | 'kmd' | 'mnemonic' | 'defly' | 'exodus' | 'lute' | 'passkey'
export type Currency = 'ALGO' | 'USD'
export type Visibility = 'public' | 'unlisted' | 'private'
export type EventDisplayStatus = 'draft' | 'published' | 'active' | 'ended' | 'cancelled'
/** As the token's ARC-69 note states it. */
export type AttendanceMethod = 'door check-in' | 'self-declared' | 'checked in by the organiser'

/**
 * 'pending': waiting for the organiser's approval; 'waitlisted': on the waitlist of a full event or
 * tier; 'cancelled': refunded, declined, taken off the waitlist or cancelled by the attendee.
 */
export type RegistrationStatus = 'pending' | 'waitlisted' | 'confirmed' | 'attended' | 'cancelled'

/** How many sponsored scans an event's budget pays for, as its owner set them. */
export interface ScanLimits {
  /** Sponsored scans counted per round. */
  perRound: number
  /** Sponsored scans counted per day of block time (UTC). */
  perDay: number
  /** Sponsored scans counted so far today (the day of the last scan; 0 once a new day began). */
  sponsoredToday: number
}

/** A tier as the wizard and the event's details note hold it; domain/ticket-tiers.ts turns it into contract terms. */
export interface TicketTier {
  id: string
  name: string
  description: string
  /** In `currency` as typed (ALGO, not microALGO): the note's unit. */
  price: number
  currency: Currency
  quantity: number
  benefits: string[]
  transferable: boolean
  salesStart?: string
  salesEnd?: string
}

export interface Organizer {
  name: string
  email: string
  phone: string
  organization: string
}

/** Kept in browser storage and sent as the creation (or edit) transaction's note. */
export interface EventMetadata {
  /** Only in browser storage: the round of the details call this copy is of (EventRecord.detailsRound). */
  detailsRound?: number
  /**
   * Only in browser storage: 'chain' when this copy is exactly the details as written on chain in
   * `detailsRound` (copies kept before this mark may be fuller than what attendees read).
   */
  detailsSource?: 'chain'
  description?: string
  resolverUrl?: string
  tags?: string[]
  visibility?: Visibility
  requiresApproval?: boolean
  ticketTiers?: TicketTier[]
  organizer?: Partial<Organizer>
  lastScannedAt?: number
  lastUpdatedAt?: number
  /** Wizard extras (dates, venue, category) travel in metadata too. */
  category?: string
  startDate?: string
  endDate?: string
  startTime?: string
  endTime?: string
  timezone?: string
  venue?: Partial<Venue>
  /** The organiser's questions on the registration form (registration-questions.ts). */
  questions?: RegistrationQuestion[]
}

export interface Venue {
  name: string
  address: string
  city: string
  state: string
  country: string
}

/** On-chain tier as stored by the contract. */
export interface ChainTier {
  name: string
  priceMicroAlgos: bigint
  quantity: bigint
  sold: bigint
  /** false: its attendance tokens are frozen in their holders' accounts. */
  transferable: boolean
}

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
  resolverUrl: string
  /** The first tier's price (ticketPriceMicroAlgos in domain/ticket-tiers.ts); 0 without tiers. */
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
  extraMetadata?: Partial<EventMetadata>
}

export interface RegistrationMetadata {
  attendeeName: string
  attendeeEmail: string
  attendeePhone: string
  /** Answers to the event's questions, by question id: sealed with the name and email. */
  answers?: QuestionAnswers
  ticketTierLabel: string
  paymentAmountMicroAlgos: number
  transactionId?: string
  attendanceConfirmedAt?: number
}

export interface Registration {
  eventId: string
  attendeeAddress: string
  status: RegistrationStatus
  registrationDate: number
  ticketTierIndex: number
  ticketTierName: string
  paymentAmountMicroAlgos: bigint
  paymentAmountAlgos: number
  nftMinted: boolean
  nftAssetId: number
  nftClaimed: boolean
  attendedAt: number
  /** How attendance was recorded, once attended: a door device, or the attendee's own word. */
  attendanceMethod?: AttendanceMethod
  /** The round of the registration, whose note holds the attendee's sealed details. */
  registeredRound: number
  /** What the registration stores of the ticket's secret (bound to the app, event, attendee and number), hex. */
  ticketCommitment: string
  /** This account's registrations for the event so far, this one included: 1 for the first. */
  ticketNumber: number
  /** The version of the event's guest-list key the attendee's details were sealed to. */
  sealKeyVersion: number
  /** A refund the app holds for the attendee (their account was closed when it was made), to claim. */
  refundOwedMicroAlgos: bigint
  /** Cancelled by a refund that also closed the event to this account: it may not register again. */
  closedToAccount: boolean
  /** The event's attendee budget paid this registration's deposit (and its network costs). */
  sponsored: boolean
  metadata?: RegistrationMetadata
}

export interface EventStatistics {
  totalScans: number
  totalRegistrations: number
  averageScansPerDay: number | null
  lastScanned: number | null
  dailyScans: number[]
}

export interface ResolveResult {
  success: boolean
  eventId: string
  eventName?: string
  redirectUrl?: string
  accessType?: AccessType
  error?: string
  /** Only when the caller waited for the scan: whether the node accepted it (else only the count was skipped). */
  scanSent?: boolean
  metadata?: {
    scanCount: number
    lastScanned: number | null
    /** The owner's address; the /resolve page resolves without naming it. */
    owner?: string
    createdAt: number
    active: boolean
  }
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
