/**
 * Editing an event: the wizard's draft filled from the event as it is, and the edit the contract
 * receives from the changed draft. Pure: no React, no network.
 */
import { amountIn, decimalValue, type MoneyUnit } from '../../../domain/money/amount'
import { cleanQuestions } from '../../../domain/details/registration-questions'
import type { TicketTier } from '../../../domain/tier/ticket-tiers'
import {
  clampTierTerms,
  isValidTierPrice,
  isValidTierQuantity,
  typedTierQuantity,
  type ClampedTierTerms,
} from '../../../domain/tier/tier-terms'
import { EDIT_MESSAGES } from '../../../domain/event/manage-messages'
import type { DynaEvent, EventEdit } from '../../../domain/event/event'
import type { EventMetadata } from '../../../domain/details/details'
import { filledVenue } from '../../../domain/details/venue'
import { defaultTimeZone } from '../../../domain/time/time-zones'
import { browserTimeZone, isTimeZone } from '../../../domain/time/zone-offset'
import { toDateTimeInput, wallClock } from '../../../domain/time/zoned-time'
import {
  createDefaultDraft,
  draftExpiry,
  draftSettings,
  draftWhenAndWhere,
  splitList,
  splitTags,
  type WizardDraft,
} from '../../event-form/wizard'

/** A tier's editable terms and texts; its name and transferability are fixed on chain. */
export interface TierTerms {
  name: string
  /** As typed, in the event's currency (ALGO, USDC), not its base units. */
  price: number
  /** As typed: NaN (an empty field) = unlimited, stored as 0. */
  quantity: number
  sold: number
  description: string
  /** As typed: comma-separated. */
  benefits: string
}

/** The zone the event was created in, kept; an event that names none is edited in this browser's. */
function zoneToEdit(zone: string | undefined): string {
  return isTimeZone(zone) ? zone : defaultTimeZone(browserTimeZone())
}

/** The dates the contract holds win over the note's; the note's stand where the chain has none. */
function draftDates(
  event: DynaEvent,
): Pick<WizardDraft, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezone'> {
  const { metadata, settings } = event
  const timezone = zoneToEdit(metadata.timezone)
  if (settings.startsAt > 0 && settings.endsAt > 0) {
    const start = wallClock(settings.startsAt, timezone)
    const end = wallClock(settings.endsAt, timezone)
    return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, timezone }
  }
  return {
    startDate: metadata.startDate ?? '',
    startTime: metadata.startTime ?? '',
    endDate: metadata.endDate ?? '',
    endTime: metadata.endTime ?? '',
    timezone,
  }
}

export function draftFromEvent(event: DynaEvent): WizardDraft {
  const { metadata } = event
  return {
    ...createDefaultDraft(undefined, event.currency),
    title: event.eventName,
    description: event.description,
    category: metadata.category ?? '',
    tags: (metadata.tags ?? []).join(', '),
    ...draftDates(event),
    venue: filledVenue(metadata.venue),
    capacity: event.maxCapacity,
    selfCheckIn: event.settings.selfCheckIn,
    checkInLeadMinutes: event.settings.checkInOpensBefore / 60,
    requiresApproval: event.approvalRequired,
    decideBy: event.settings.decideBy ? toDateTimeInput(event.settings.decideBy, draftDates(event).timezone) : '',
    questions: metadata.questions ?? [],
  }
}

export function tierTermsOf(event: DynaEvent): TierTerms[] {
  return event.tiers.map((tier, index) => {
    const texts = event.metadata.ticketTiers?.[index]
    return {
      name: tier.name,
      price: decimalValue(amountIn(event.currency, tier.priceMicroAlgos)),
      quantity: typedTierQuantity(Number(tier.quantity)),
      sold: Number(tier.sold),
      description: texts?.description ?? '',
      benefits: (texts?.benefits ?? []).join(', '),
    }
  })
}

/** What is wrong with the first tier whose typed price or quantity breaks the tier-terms rule; null when none. */
export function tierTermsProblem(terms: readonly TierTerms[]): string | null {
  for (const term of terms) {
    if (!isValidTierPrice(term.price)) return EDIT_MESSAGES.tierPriceInvalid(term.name)
    if (isValidTierQuantity(term.quantity, term.sold)) continue
    return term.quantity < term.sold
      ? EDIT_MESSAGES.quantityBelowSold(term.name, term.sold)
      : EDIT_MESSAGES.tierQuantityInvalid(term.name)
  }
  return null
}

const wholeOrZero = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)

/** The editor's fields priced in the event's currency, as the contract will store them. */
const clampedTerms = (term: TierTerms, currency: MoneyUnit): ClampedTierTerms =>
  clampTierTerms({ price: term.price, quantity: term.quantity }, currency)

const hasTexts = (terms: TierTerms[]) => terms.some((term) => term.description.trim() || term.benefits.trim())

/**
 * The note's tiers with the new texts, prices and quantities in the event's currency, matched by
 * position as on chain; a note without tiers gets them from the chain's once the form gives them
 * texts.
 */
function noteTiers(event: DynaEvent, terms: TierTerms[]): TicketTier[] | undefined {
  const tiers =
    event.metadata.ticketTiers ??
    (hasTexts(terms)
      ? event.tiers.map((tier, index): TicketTier => ({
          id: `tier-${index + 1}`,
          name: tier.name,
          description: '',
          price: decimalValue(amountIn(event.currency, tier.priceMicroAlgos)),
          currency: event.currency.code,
          quantity: Number(tier.quantity),
          benefits: [],
          transferable: tier.transferable,
        }))
      : undefined)
  return tiers?.map((tier, index) => {
    const edited = terms[index]
    if (!edited) return tier
    const { price, quantity } = clampedTerms(edited, event.currency)
    return {
      ...tier,
      description: edited.description.trim(),
      benefits: splitList(edited.benefits),
      price,
      currency: event.currency.code,
      quantity,
    }
  })
}

export function buildEventEdit(
  draft: WizardDraft,
  terms: TierTerms[],
  event: DynaEvent,
  nowSeconds: number,
): EventEdit {
  const tiers = terms.flatMap((term, index) => {
    const onChain = event.tiers[index]
    const { priceMicroAlgos, quantity } = clampedTerms(term, event.currency)
    const changed = !onChain || onChain.priceMicroAlgos !== priceMicroAlgos || onChain.quantity !== BigInt(quantity)
    return changed ? [{ index, priceMicroAlgos, quantity }] : []
  })
  return {
    name: draft.title.trim(),
    capacity: wholeOrZero(draft.capacity),
    expiry: draftExpiry(draft),
    settings: draftSettings(draft),
    metadata: {
      ...event.metadata,
      description: draft.description.trim(),
      category: draft.category,
      tags: splitTags(draft.tags),
      ...draftWhenAndWhere(draft),
      ticketTiers: noteTiers(event, terms),
      // Kept by id: answers already sealed stay with the question they answered.
      questions: draft.questions.length > 0 || event.metadata.questions ? cleanQuestions(draft.questions) : undefined,
      lastUpdatedAt: nowSeconds,
    },
    tiers,
  }
}

/** The note's texts the form edits, and its time zone (its dates are compared as the contract holds them). */
const editedTexts = (metadata: EventMetadata) =>
  normalised({
    timezone: metadata.timezone,
    description: metadata.description,
    category: metadata.category,
    tags: metadata.tags,
    venue: metadata.venue,
    ticketTiers: metadata.ticketTiers,
    questions: metadata.questions,
  })

/** Whether saving would change anything the event shows. */
export function editChangesEvent(edit: EventEdit, event: DynaEvent): boolean {
  return (
    edit.name !== event.eventName ||
    edit.capacity !== event.maxCapacity ||
    edit.expiry !== event.expiryDate ||
    edit.settings.startsAt !== event.settings.startsAt ||
    edit.settings.endsAt !== event.settings.endsAt ||
    edit.tiers.length > 0 ||
    JSON.stringify(editedTexts(edit.metadata)) !== JSON.stringify(editedTexts(event.metadata))
  )
}

/** Metadata with its keys sorted and empty values dropped, for comparing. */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalised(v)]),
    )
  }
  return value
}
