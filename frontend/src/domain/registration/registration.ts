/**
 * An attendee's registration for an event, as the screens use it. Its amounts are in the event's
 * currency: `amountPaid` and `refundOwed` carry it; the bare figures are its base units.
 */
import type { RegistrationStatus } from './registration-status'
import type { Amount } from '../money/amount'
import type { RegistrationMetadata } from '../details/details'

/** As the token's ARC-69 note states it. */
export type AttendanceMethod = 'door check-in' | 'self-declared' | 'checked in by the organiser'

export interface Registration {
  eventId: string
  attendeeAddress: string
  status: RegistrationStatus
  registrationDate: number
  ticketTierIndex: number
  ticketTierName: string
  /** The ticket payment made, in the event's currency. */
  amountPaid: Amount
  /** amountPaid's base units (microALGO for an event in ALGO). */
  paymentAmountMicroAlgos: bigint
  /** amountPaid as a decimal of whole units. */
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
  /** refundOwedMicroAlgos in the event's currency. */
  refundOwed: Amount
  /** Cancelled by a refund that also closed the event to this account: it may not register again. */
  closedToAccount: boolean
  /** The event's attendee budget paid this registration's deposit (and its network costs). */
  sponsored: boolean
  metadata?: RegistrationMetadata
}
