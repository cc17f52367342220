/**
 * Registration screen logic: the event's display texts, its tiers, the form's checks and the
 * registration note. Pure: no React, no network. Amounts inside are base units of the event's
 * currency (microALGO for ALGO). What the attendee reads once registered (the completion page, the
 * attendance token's steps) is in completion-model.ts, which loads with that page; it is
 * re-exported here.
 */
import { formatAlgoAmount, priceWithNetworkFee } from '../../../domain/money/algo'
import { formatPrice } from '../../../domain/money/money-format'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { sealableContact, sealedDetailsOverflow } from '../../../domain/details/registration-note'
import { QUESTION_MESSAGES } from '../../../domain/details/registration-question-messages'
import {
  answersProblem,
  answersToSeal,
  questionsAsked,
  type QuestionAnswers,
  type RegistrationQuestion,
} from '../../../domain/details/registration-questions'
import { mergeTiers, tierPrice, type EventTier } from '../../../domain/tier/ticket-tiers'
import { decimalValue } from '../../../domain/money/amount'
import type { DynaEvent } from '../../../domain/event/event'
import type { RegistrationMetadata } from '../../../domain/details/details'
/** A tier is marked 'Limited availability' when fewer than this many remain. */
export const LIMITED_AVAILABILITY_THRESHOLD = 10
export const LIMITED_AVAILABILITY_LABEL = 'Limited availability'
export const DEFAULT_TIER_NAME = 'General Admission'

export { eventCategory, eventDescription } from '../../../domain/event/event-summary'

/**
 * A tier as the registration form offers it: its price as a decimal in the event's currency, and
 * what is paid in that currency's base units.
 */
export interface RegistrationTier extends Omit<EventTier, 'priceMicroAlgos'> {
  price: number
  /** What the chain layer will pay the owner, in base units of `unit` (0 for free tiers). */
  paymentMicroAlgos: bigint
}

function registrationTier({ priceMicroAlgos, ...tier }: EventTier): RegistrationTier {
  return {
    ...tier,
    price: decimalValue(tierPrice({ unit: tier.unit, priceMicroAlgos })),
    paymentMicroAlgos: priceMicroAlgos,
  }
}

/** With no tiers on chain or in the note, one General Admission tier at the event's ticket price. */
function generalAdmission(event: DynaEvent): EventTier {
  return {
    index: 0,
    id: 'general',
    name: DEFAULT_TIER_NAME,
    description: '',
    benefits: [],
    currency: event.currency.code,
    unit: event.currency,
    priceMicroAlgos: event.ticketPriceMicroAlgos > 0n ? event.ticketPriceMicroAlgos : 0n,
    remaining: event.maxCapacity > 0 ? Math.max(0, event.maxCapacity - event.registeredCount) : null,
  }
}

/** The tiers the form offers: the event's merged tiers (domain/tier/ticket-tiers.ts), else General Admission. */
export function registrationTiers(event: DynaEvent): RegistrationTier[] {
  const tiers = mergeTiers(event.tiers ?? [], event.metadata?.ticketTiers, event.currency)
  return (tiers.length > 0 ? tiers : [generalAdmission(event)]).map(registrationTier)
}

/** The tier selected by default: General Admission, else the first one (skipping sold-out tiers). */
export function defaultTierIndex(tiers: readonly RegistrationTier[]): number {
  const available = tiers.filter((tier) => !isSoldOut(tier))
  const pool = available.length > 0 ? available : tiers
  const general = pool.find((tier) => tier.id === 'general' || tier.name === DEFAULT_TIER_NAME)
  return general ? general.index : (pool[0]?.index ?? 0)
}

export function isLimitedAvailability(remaining: number | null | undefined): boolean {
  return remaining !== null && remaining !== undefined && remaining < LIMITED_AVAILABILITY_THRESHOLD
}

export function isSoldOut(tier: Pick<RegistrationTier, 'remaining'>): boolean {
  return tier.remaining !== null && tier.remaining <= 0
}

/** '10 ALGO', '25.00 USDC', 'Free': in the tier's unit, ALGO when none is given. */
export function formatTierPrice(
  tier: Pick<RegistrationTier, 'price'> & Partial<Pick<RegistrationTier, 'unit'>>,
): string {
  return formatPrice(tier.price, tier.unit)
}

/** A tier charged in an asset (USDC): its price is not paid from the ALGO balance. */
export function chargedInAsset(tier: Partial<Pick<RegistrationTier, 'unit'>>): boolean {
  return tier.unit?.assetId !== undefined
}

/** Price + about 0.001 ALGO network fee, for ALGO tiers (a tier charged in an asset: the fee alone). */
export function totalWithFee(tier: Pick<RegistrationTier, 'price'> & Partial<Pick<RegistrationTier, 'unit'>>): number {
  return priceWithNetworkFee(!chargedInAsset(tier) && tier.price > 0 ? tier.price : 0)
}

/** 'Insufficient ALGO balance. Required: X ALGO, Available: Y ALGO' with 4 decimals. */
export function insufficientBalanceMessage(requiredMicroAlgos: bigint, availableMicroAlgos: bigint): string {
  const required = formatAlgoAmount(requiredMicroAlgos)
  const available = formatAlgoAmount(availableMicroAlgos)
  return REGISTRATION_MESSAGES.insufficientBalance(required, available)
}

/** null when the balance covers the payment (free tiers need no payment). */
export function balanceError(paymentMicroAlgos: bigint, balanceMicroAlgos: bigint): string | null {
  if (paymentMicroAlgos <= 0n) return null
  return balanceMicroAlgos >= paymentMicroAlgos
    ? null
    : insufficientBalanceMessage(paymentMicroAlgos, balanceMicroAlgos)
}

export interface RegistrationForm {
  attendeeName: string
  attendeeEmail: string
  attendeePhone: string
  tierIndex: number
  /** Answers to the organiser's questions, by question id. */
  answers: QuestionAnswers
}

export function emptyRegistrationForm(tierIndex = 0): RegistrationForm {
  return { attendeeName: '', attendeeEmail: '', attendeePhone: '', tierIndex, answers: {} }
}

/** What the form's checks read of the event: whether it is active, and its questions and key when it has them. */
type CheckedEvent = Pick<DynaEvent, 'active'> & Partial<Pick<DynaEvent, 'eventId' | 'sealKey' | 'metadata' | 'tiers'>>

/** Every Algorand address is 58 characters: the note's size does not depend on which. */
const ANY_ADDRESS = 'A'.repeat(58)

/** Details and answers too long to be sealed in one note: how many bytes over, 0 when they fit. */
function detailsOverflow(form: RegistrationForm, event: CheckedEvent, questions: RegistrationQuestion[]): number {
  if (!event.sealKey || !event.eventId) return 0
  const price = event.tiers?.[form.tierIndex]?.priceMicroAlgos ?? 0n
  const fields = { eventId: event.eventId, attendee: ANY_ADDRESS, tier: form.tierIndex, amount: price.toString() }
  const contact = sealableContact(
    form.attendeeName.trim(),
    form.attendeeEmail.trim(),
    form.attendeePhone.trim(),
    answersToSeal(questions, form.answers),
  )
  return sealedDetailsOverflow(fields, contact)
}

/**
 * The checks made before anything is signed, in a fixed order; the first failing message,
 * or null. The balance check is separate because it needs a chain read.
 */
export function validateRegistration(
  form: RegistrationForm,
  context: { walletAddress: string | null | undefined; event: CheckedEvent | null },
): string | null {
  if (!context.walletAddress) return REGISTRATION_MESSAGES.connectWallet
  return validateRegistrationFields(form, context.event)
}

/** The same checks but the account's: a passkey account opens only for a form that will be sent. */
export function validateRegistrationFields(form: RegistrationForm, event: CheckedEvent | null): string | null {
  if (!form.attendeeName.trim() || !form.attendeeEmail.trim()) return REGISTRATION_MESSAGES.requiredFields
  if (!event) return REGISTRATION_MESSAGES.eventNotFound
  const questions = questionsAsked(event)
  const unanswered = answersProblem(questions, form.answers)
  if (unanswered) return unanswered
  if (!event.active) return REGISTRATION_MESSAGES.eventInactive
  const over = detailsOverflow(form, event, questions)
  return over > 0 ? QUESTION_MESSAGES.tooLongTogether(over) : null
}

/** `questions`: those the form asked (questionsAsked); only their answers are sealed. */
export function buildRegistrationMetadata(
  form: RegistrationForm,
  tier: RegistrationTier,
  questions: readonly RegistrationQuestion[] = [],
): RegistrationMetadata {
  const answers = answersToSeal(questions, form.answers)
  return {
    attendeeName: form.attendeeName.trim(),
    attendeeEmail: form.attendeeEmail.trim(),
    attendeePhone: form.attendeePhone.trim(),
    ...(Object.keys(answers).length > 0 && { answers }),
    ticketTierLabel: tier.name,
    paymentAmountMicroAlgos: Number(tier.paymentMicroAlgos),
  }
}

/** 'Registration failed' with the mapped reason when there is one. */
export function registrationFailedMessage(reason?: string): string {
  const text = reason?.trim()
  if (!text || text === REGISTRATION_MESSAGES.failed) return REGISTRATION_MESSAGES.failed
  return `${REGISTRATION_MESSAGES.failed}: ${text}`
}

export {
  ATTENDANCE_STEPS,
  attendanceSteps,
  completionStage,
  completionText,
  completionTitle,
  progressFromRegistration,
  registrationStatusLabel,
  type AttendanceProgress,
  type AttendanceStep,
  type CompletionStage,
  type StepState,
} from './completion-model'
