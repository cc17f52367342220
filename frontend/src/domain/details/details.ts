/**
 * What the organiser writes beside an event's record and the attendee beside their registration, as
 * the notes carry them and browser storage keeps them.
 */
import type { TicketTier } from '../tier/ticket-tiers'
import type { QuestionAnswers, RegistrationQuestion } from './registration-questions'

export type Visibility = 'public' | 'unlisted' | 'private'

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

export interface RegistrationMetadata {
  attendeeName: string
  attendeeEmail: string
  attendeePhone: string
  /** Answers to the event's questions, by question id: sealed with the name and email. */
  answers?: QuestionAnswers
  ticketTierLabel: string
  /** As the note's JSON states it (a number); the registration's own paymentAmountMicroAlgos is the contract's bigint. */
  paymentAmountMicroAlgos: number
  transactionId?: string
  attendanceConfirmedAt?: number
}
