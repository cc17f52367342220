/**
 * The event form's draft and rules: the create-event wizard's steps and the Edit page, which shows
 * the same fields filled from the event. Pure: no React, no network.
 */
import { attendeeCost, budgetFor } from '../../domain/costs/attendee-costs'
import { algosToMicroAlgos } from '../../domain/money/algo'
import {
  DEFAULT_CHECK_IN_LEAD_SECONDS,
  MAX_CHECK_IN_LEAD_SECONDS,
  MAX_NAME_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
} from '../../domain/contract/limits'
import type { CreateEventInput, EventSettings } from '../../domain/event/event'
import type { EventMetadata, Venue, Visibility } from '../../domain/details/details'
import { filledVenue, trimmedVenue } from '../../domain/details/venue'
import { registrationPageUrl } from '../navigation/event-paths'
import { VISIBILITY_MESSAGES } from '../../domain/event/visibility-messages'
import {
  cleanQuestions,
  questionsProblem,
  type RegistrationQuestion,
} from '../../domain/details/registration-questions'
import type { TicketTier } from '../../domain/tier/ticket-tiers'
import { clampTierTerms, isValidTierTerms } from '../../domain/tier/tier-terms'
import { ALGO, type MoneyUnit } from '../../domain/money/amount'
import { defaultTimeZone } from '../../domain/time/time-zones'
import { browserTimeZone, UTC } from '../../domain/time/zone-offset'
import { fromDateTimeInput, zonedDateTimeToUnix } from '../../domain/time/zoned-time'

export { MAX_NAME_BYTES, MAX_TIER_NAME_BYTES, MAX_TIERS }
/** ALGO → microALGO: times 1,000,000, rounded, never below 0; lives in domain/money/algo.ts. */
export { algosToMicroAlgos }

export const CATEGORIES = [
  'conference',
  'workshop',
  'seminar',
  'networking',
  'hackathon',
  'concert',
  'sports',
  'exhibition',
  'festival',
  'webinar',
  'meetup',
  'other',
] as const
export type Category = (typeof CATEGORIES)[number]

export const VISIBILITY_OPTIONS: ReadonlyArray<{ value: Visibility; label: string; description: string }> = [
  { value: 'public', label: 'Public', description: VISIBILITY_MESSAGES.public },
  { value: 'unlisted', label: 'Unlisted', description: VISIBILITY_MESSAGES.unlisted },
  { value: 'private', label: 'Private', description: VISIBILITY_MESSAGES.private },
]

export const WIZARD_STEPS = [
  { id: 'basic', title: 'Basic Info' },
  { id: 'datetime', title: 'Date & Time' },
  { id: 'venue', title: 'Venue' },
  { id: 'tickets', title: 'Tickets' },
  { id: 'settings', title: 'Settings' },
] as const
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length

export const DEFAULT_CAPACITY = 100

export interface WizardOrganizer {
  name: string
  organization: string
  email: string
  phone: string
}

export interface WizardDraft {
  title: string
  description: string
  category: string
  startDate: string
  endDate: string
  startTime: string
  endTime: string
  timezone: string
  venue: Venue
  capacity: number
  /** What every tier is priced and paid in: ALGO, or an asset such as USDC. */
  currency: MoneyUnit
  ticketTiers: TicketTier[]
  visibility: Visibility
  requiresApproval: boolean
  /**
   * Until when the organiser decides on held registrations, as a date-time field holds it in the
   * event's zone; '' = until the event ends.
   */
  decideBy: string
  /** As typed: comma-separated. */
  tags: string
  organizer: WizardOrganizer
  /** Which of the organiser's contact details are published with the event (name and organisation always are). */
  publicContact: { email: boolean; phone: boolean }
  /** Attendees declare their own attendance instead of showing a ticket at the door. */
  selfCheckIn: boolean
  /** Check-in opens this many minutes before the start. */
  checkInLeadMinutes: number
  /**
   * The organiser pays attendees' network costs; null until they choose, when it follows the tiers:
   * on where every tier is free.
   */
  paysAttendeeCosts: boolean | null
  /** How many attendees the budget deposited for their costs covers; null: the capacity. */
  attendeesCovered: number | null
  /** The organiser's questions on the registration form, choices line by line as typed. */
  questions: RegistrationQuestion[]
}

export function defaultTier(): TicketTier {
  return {
    id: 'general',
    name: 'General Admission',
    description: 'Standard access to the event',
    price: 10,
    currency: 'ALGO',
    quantity: 100,
    benefits: ['Event access', 'Welcome kit'],
    transferable: true,
  }
}

/**
 * A new event's draft, in the browser's own time zone (UTC when it reports none that is valid),
 * priced in `currency`.
 */
export function createDefaultDraft(
  browserZone: string | undefined = browserTimeZone(),
  currency: MoneyUnit = ALGO,
): WizardDraft {
  return {
    title: '',
    description: '',
    category: '',
    startDate: '',
    endDate: '',
    startTime: '',
    endTime: '',
    timezone: defaultTimeZone(browserZone),
    venue: filledVenue(),
    capacity: DEFAULT_CAPACITY,
    currency,
    ticketTiers: [{ ...defaultTier(), currency: currency.code }],
    visibility: 'public',
    requiresApproval: false,
    decideBy: '',
    tags: '',
    organizer: { name: '', organization: '', email: '', phone: '' },
    publicContact: { email: true, phone: false },
    selfCheckIn: false,
    checkInLeadMinutes: DEFAULT_CHECK_IN_LEAD_SECONDS / 60,
    paysAttendeeCosts: null,
    attendeesCovered: null,
    questions: [],
  }
}

/** Whether the event will pay attendees' costs: the organiser's choice, else on where every tier is free. */
export function draftPaysAttendeeCosts(draft: Pick<WizardDraft, 'paysAttendeeCosts' | 'ticketTiers'>): boolean {
  return draft.paysAttendeeCosts ?? draft.ticketTiers.every((tier) => !(tier.price > 0))
}

/** How many attendees the budget is for: the organiser's number, else the capacity. */
export function draftAttendeesCovered(draft: Pick<WizardDraft, 'attendeesCovered' | 'capacity'>): number {
  const chosen = draft.attendeesCovered ?? draft.capacity
  return Number.isFinite(chosen) && chosen > 0 ? Math.floor(chosen) : 0
}

/** The attendee budget the create deposits (microALGO): 0 where the event does not pay attendees' costs. */
export function draftAttendeeBudget(
  draft: Pick<WizardDraft, 'paysAttendeeCosts' | 'ticketTiers' | 'attendeesCovered' | 'capacity' | 'selfCheckIn'>,
): bigint {
  if (!draftPaysAttendeeCosts(draft)) return 0n
  return budgetFor(draftAttendeesCovered(draft), attendeeCost({ selfCheckIn: draft.selfCheckIn }))
}

/** Tags are split on commas, trimmed, and empties dropped. */
export function splitTags(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
}

/** A comma-separated list (tier benefits) → trimmed items without empties. */
export const splitList = splitTags

function nextTierId(tiers: readonly TicketTier[]): string {
  const taken = new Set(tiers.map((tier) => tier.id))
  let n = tiers.length + 1
  while (taken.has(`tier-${n}`)) n += 1
  return `tier-${n}`
}

/** A tier added in the wizard: price 0, ALGO, transferable; its quantity 0 must be typed over, or emptied for unlimited. */
export function newTier(existing: readonly TicketTier[] = []): TicketTier {
  return {
    id: nextTierId(existing),
    name: '',
    description: '',
    price: 0,
    currency: 'ALGO',
    quantity: 0,
    benefits: [],
    transferable: true,
  }
}

export function canAddTier(tiers: readonly TicketTier[]): boolean {
  return tiers.length < MAX_TIERS
}

export function addTier(tiers: readonly TicketTier[]): TicketTier[] {
  if (!canAddTier(tiers)) return [...tiers]
  return [...tiers, newTier(tiers)]
}

/** The last remaining tier cannot be removed. */
export function canRemoveTier(tiers: readonly TicketTier[]): boolean {
  return tiers.length > 1
}

export function removeTier(tiers: readonly TicketTier[], index: number): TicketTier[] {
  if (!canRemoveTier(tiers) || index < 0 || index >= tiers.length) return [...tiers]
  return tiers.filter((_, i) => i !== index)
}

export function updateTier(tiers: readonly TicketTier[], index: number, patch: Partial<TicketTier>): TicketTier[] {
  return tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier))
}

/**
 * Expiry of a wizard event: its end date and time in the chosen time zone as Unix seconds, or 0
 * when there is no end date. A missing end time means the end of that day.
 */
export function draftExpiry(draft: Pick<WizardDraft, 'endDate' | 'endTime' | 'timezone'>): number {
  if (!draft.endDate.trim()) return 0
  const seconds = zonedDateTimeToUnix(draft.endDate, draft.endTime.trim() || '23:59', draft.timezone || UTC)
  return seconds !== null && seconds > 0 ? seconds : 0
}

/** The event's dates, time zone and venue as its details note carries them, on a create and on an edit. */
export function draftWhenAndWhere(
  draft: Pick<WizardDraft, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'timezone' | 'venue'>,
): Pick<EventMetadata, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'timezone' | 'venue'> {
  return {
    startDate: draft.startDate,
    endDate: draft.endDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    timezone: draft.timezone,
    venue: trimmedVenue(draft.venue),
  }
}

/**
 * When the event happens and how attendance is recorded, for the contract: the start and end in
 * the chosen time zone (no date when either is missing or the end is not after the start).
 */
export function draftSettings(
  draft: Pick<
    WizardDraft,
    'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezone' | 'selfCheckIn' | 'checkInLeadMinutes'
  > &
    Partial<Pick<WizardDraft, 'decideBy'>>,
): EventSettings {
  const zone = draft.timezone || UTC
  const startsAt = draft.startDate.trim()
    ? zonedDateTimeToUnix(draft.startDate, draft.startTime.trim() || '00:00', zone)
    : null
  const endsAt = draftExpiry(draft)
  const lead = Math.round((Number.isFinite(draft.checkInLeadMinutes) ? draft.checkInLeadMinutes : 0) * 60)
  const dated = startsAt !== null && startsAt > 0 && endsAt > startsAt
  return {
    startsAt: dated ? startsAt : 0,
    endsAt: dated ? endsAt : 0,
    checkInOpensBefore: Math.min(MAX_CHECK_IN_LEAD_SECONDS, Math.max(0, lead)),
    selfCheckIn: draft.selfCheckIn,
    decideBy: draft.decideBy ? fromDateTimeInput(draft.decideBy, zone) : 0,
  }
}

/** Whether the decide-by time, where one is set, falls after the event's end (the contract refuses that). */
export function decidesAfterEnd(draft: Parameters<typeof draftSettings>[0]): boolean {
  const { decideBy, endsAt } = draftSettings(draft)
  return decideBy > 0 && endsAt > 0 && decideBy > endsAt
}

/** Whether the draft's end, in its time zone, comes after its start (the contract keeps no dates otherwise). */
export function endsAfterStart(
  draft: Pick<WizardDraft, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezone'>,
) {
  return draftSettings({ ...draft, selfCheckIn: false, checkInLeadMinutes: 0 }).startsAt > 0
}

/** A tier as the note states it: in the event's currency. */
function cleanTier(tier: TicketTier, eventCurrency: MoneyUnit): TicketTier {
  const { price, quantity } = clampTierTerms(tier, eventCurrency)
  const cleaned: TicketTier = {
    id: tier.id,
    name: tier.name.trim(),
    description: tier.description.trim(),
    price,
    currency: eventCurrency.code,
    quantity,
    benefits: tier.benefits.map((benefit) => benefit.trim()).filter((benefit) => benefit.length > 0),
    transferable: tier.transferable,
  }
  if (tier.salesStart) cleaned.salesStart = tier.salesStart
  if (tier.salesEnd) cleaned.salesEnd = tier.salesEnd
  return cleaned
}

export interface BuildOptions {
  eventId: string
  /** The app's origin, e.g. window.location.origin. */
  origin: string
  /** The permanent resolver address ({base}/resolve?event={id}, from config.resolverUrlFor). */
  resolverUrl: string
  /** Destination the QR code points to at first; defaults to the event's registration page. */
  currentUrl?: string
}

/** Builds the create-event input from the wizard draft. */
export function buildCreateEventInput(draft: WizardDraft, options: BuildOptions): CreateEventInput {
  const { eventId, origin } = options
  const tiers = draft.ticketTiers.map((tier) => cleanTier(tier, draft.currency))
  const capacity = Number.isFinite(draft.capacity) && draft.capacity > 0 ? Math.floor(draft.capacity) : 0
  // Only what the organiser chose to show is published: the creation note is public.
  const organizer = {
    name: draft.organizer.name.trim(),
    organization: draft.organizer.organization.trim(),
    email: draft.publicContact.email ? draft.organizer.email.trim() : '',
    phone: draft.publicContact.phone ? draft.organizer.phone.trim() : '',
  }
  return {
    eventId,
    eventName: draft.title.trim(),
    currentUrl: options.currentUrl ?? registrationPageUrl(origin, eventId),
    description: draft.description.trim(),
    accessType: 'public',
    expiryDate: draftExpiry(draft),
    resolverUrl: options.resolverUrl,
    maxCapacity: capacity,
    visibility: draft.visibility,
    requiresApproval: draft.requiresApproval,
    paysAttendeeCosts: draftPaysAttendeeCosts(draft),
    attendeeBudgetMicroAlgos: draftAttendeeBudget(draft),
    tags: splitTags(draft.tags),
    organizer,
    ticketTiers: tiers,
    ...(draft.currency.assetId !== undefined && { currency: draft.currency }),
    settings: draftSettings(draft),
    extraMetadata: {
      category: draft.category,
      ...draftWhenAndWhere(draft),
      // Only events that ask something carry questions in their notes.
      ...(draft.questions.length > 0 && { questions: cleanQuestions(draft.questions) }),
    },
  }
}

const filled = (text: string) => text.trim().length > 0

/**
 * Whether a step's required fields are filled (the same fields the form marks required). The
 * form's native validation is what users see; this guards the create call.
 */
export function isStepComplete(draft: WizardDraft, step: number): boolean {
  switch (step) {
    case 0:
      return filled(draft.title) && filled(draft.description) && filled(draft.category)
    case 1:
      return (
        [draft.startDate, draft.endDate, draft.startTime, draft.endTime, draft.timezone].every(filled) &&
        endsAfterStart(draft)
      )
    case 2:
      return (
        [draft.venue.name, draft.venue.address, draft.venue.city, draft.venue.country].every(filled) &&
        Number.isFinite(draft.capacity) &&
        draft.capacity >= 1
      )
    case 3:
      return (
        draft.ticketTiers.length > 0 && draft.ticketTiers.every((tier) => filled(tier.name) && isValidTierTerms(tier))
      )
    case 4:
      return (
        filled(draft.organizer.name) &&
        filled(draft.organizer.email) &&
        questionsProblem(draft.questions) === null &&
        !decidesAfterEnd(draft)
      )
    default:
      return true
  }
}

/** The first step with a missing required field, or null when the draft is complete. */
export function firstIncompleteStep(draft: WizardDraft): number | null {
  for (let step = 0; step < WIZARD_STEP_COUNT; step += 1) {
    if (!isStepComplete(draft, step)) return step
  }
  return null
}
