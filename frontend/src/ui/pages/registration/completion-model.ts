/**
 * What an attendee reads once registered: the completion page's title and sentence, their
 * registration's status, and the attendance token's steps. Pure: no React, no network. Apart from
 * registration-model.ts (the form's logic) so that the event's first screen, which shows the form,
 * does not carry it.
 */
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { HELD_PAYMENT_MESSAGES } from '../../../domain/registration/held-payment-messages'
import { ATTENDANCE_PAGE_MESSAGES } from '../../../domain/registration/attendance-page-messages'
import { PLAIN_REGISTRATION_MESSAGES } from '../../../domain/registration/plain-registration-messages'
import type { Registration } from '../../../domain/registration/registration'
import type { RegistrationStatus } from '../../../domain/registration/registration-status'

export type AttendanceStep = 'confirm' | 'mint' | 'claim'
export type StepState = 'pending' | 'active' | 'done' | 'failed'
export type AttendanceProgress = Record<AttendanceStep, StepState>

export const ATTENDANCE_STEPS: ReadonlyArray<{ key: AttendanceStep; label: string }> = [
  { key: 'confirm', label: ATTENDANCE_PAGE_MESSAGES.stepRecorded },
  { key: 'mint', label: ATTENDANCE_PAGE_MESSAGES.stepCreate },
  { key: 'claim', label: ATTENDANCE_PAGE_MESSAGES.stepClaim },
]

/**
 * Progress implied by a stored registration (a reload shows what is already done). `kept`: a minted
 * token the app keeps for the attendee counts as theirs (a passkey account's).
 */
export function progressFromRegistration(
  registration: Pick<Registration, 'status' | 'nftMinted' | 'nftClaimed'> | null,
  kept = false,
): AttendanceProgress {
  return {
    confirm: registration?.status === 'attended' ? 'done' : 'pending',
    mint: registration?.nftMinted ? 'done' : 'pending',
    claim: registration?.nftClaimed || (kept && registration?.nftMinted) ? 'done' : 'pending',
  }
}

/** The token steps as a passkey attendee reads them: the last one says the token is kept for them. */
export function attendanceSteps(plain: boolean): ReadonlyArray<{ key: AttendanceStep; label: string }> {
  if (!plain) return ATTENDANCE_STEPS
  return ATTENDANCE_STEPS.map((step) =>
    step.key === 'claim' ? { ...step, label: PLAIN_REGISTRATION_MESSAGES.tokenHeld } : step,
  )
}

/** Named for what they mean to the attendee: a confirmed registration is not yet an attendance. */
const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Waiting for approval',
  waitlisted: 'On the waitlist',
  confirmed: 'Registered',
  attended: 'Checked in',
  cancelled: 'Refunded',
}

/**
 * `declined`: the page saw this registration go from waiting to cancelled (isDecline); the record
 * alone stores a decline as a refund.
 */
export function registrationStatusLabel(status: RegistrationStatus, declined = false): string {
  if (declined && status === 'cancelled') return 'Declined'
  return STATUS_LABELS[status] ?? STATUS_LABELS.pending
}

/** Where the attendee stands, as the completion page tells it. */
export type CompletionStage =
  'waiting' | 'waitlisted' | 'undecided' | 'declined' | 'cancelled' | 'registered' | 'checked-in' | 'complete'

/**
 * `plain`: a passkey attendee, whose minted token the app keeps for them. `decisionClosed`: the
 * organiser's decision deadline has passed, so a registration still waiting will not be decided.
 */
export function completionStage(
  registration: Pick<Registration, 'status' | 'nftClaimed' | 'nftMinted'>,
  declined: boolean,
  plain = false,
  decisionClosed = false,
): CompletionStage {
  switch (registration.status) {
    case 'pending':
      return decisionClosed ? 'undecided' : 'waiting'
    case 'waitlisted':
      return decisionClosed ? 'undecided' : 'waitlisted'
    case 'cancelled':
      return declined ? 'declined' : 'cancelled'
    case 'attended':
      return registration.nftClaimed || (plain && registration.nftMinted) ? 'complete' : 'checked-in'
    default:
      return 'registered'
  }
}

const STAGE_TITLES: Record<CompletionStage, string> = {
  waiting: 'Waiting for Approval',
  waitlisted: 'You Are on the Waitlist',
  undecided: 'Not Decided in Time',
  declined: 'Registration Declined',
  cancelled: 'Registration Cancelled',
  registered: 'Registration Complete',
  'checked-in': 'Checked In',
  complete: 'Attendance Confirmed',
}

export function completionTitle(stage: CompletionStage): string {
  return STAGE_TITLES[stage]
}

/** The sentence under the completion page's title. */
export function completionText(
  stage: CompletionStage,
  registration: Pick<Registration, 'paymentAmountMicroAlgos' | 'closedToAccount'>,
  selfDeclared: boolean,
  plain = false,
): string {
  const paid = registration.paymentAmountMicroAlgos > 0n
  if (plain && stage === 'complete') return PLAIN_REGISTRATION_MESSAGES.tokenKept
  if (plain && stage === 'checked-in') return PLAIN_REGISTRATION_MESSAGES.checkedIn
  switch (stage) {
    case 'waiting':
      return REGISTRATION_MESSAGES.waitingForApproval(paid)
    case 'waitlisted':
      return REGISTRATION_MESSAGES.onWaitlist(paid)
    case 'undecided':
      return HELD_PAYMENT_MESSAGES.undecided(paid)
    case 'declined':
      return registration.closedToAccount
        ? `${REGISTRATION_MESSAGES.declined(paid)} ${REGISTRATION_MESSAGES.closedAfterDecline}`
        : REGISTRATION_MESSAGES.declined(paid)
    case 'cancelled':
      return registration.closedToAccount
        ? REGISTRATION_MESSAGES.cancelledAndClosed
        : 'The organizer cancelled this registration and refunded it.'
    case 'complete':
      return 'Your attendance token is in your wallet. Thank you for attending!'
    case 'checked-in':
      return 'Welcome! Get your attendance token below: it stays in your wallet as proof that you were there.'
    case 'registered':
      return selfDeclared
        ? 'You are registered. At the event, confirm your attendance here to receive your attendance token.'
        : 'You are registered. Show your ticket at the entrance to check in, then get your attendance token here.'
  }
}
