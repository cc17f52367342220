/**
 * Schema checks for metadata kept outside the chain (browser storage, transaction notes): what is
 * read there is an untrusted hint, so every field is checked and unknown shapes become undefined.
 */
import { parseQuestions } from './registration-questions'
import type { TicketTier } from '../tier/ticket-tiers'
import type { Currency } from '../tier/tier-terms'
import type { EventMetadata, Organizer, RegistrationMetadata, Venue, Visibility } from './details'

export type Json = Record<string, unknown>

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined
}

function pickStrings<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, string>> | undefined {
  if (!isRecord(value)) return undefined
  const out: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const text = optionalString(value[key])
    if (text !== undefined) out[key] = text
  }
  return out
}

/** Drops keys whose value is undefined so stored objects stay minimal. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private']
/** A currency's code as a note states it: 'ALGO', or an asset's unit name such as 'USDC'. */
const CURRENCY_CODE = /^[A-Za-z0-9$]{1,8}$/

function parseCurrency(value: unknown): Currency {
  return typeof value === 'string' && CURRENCY_CODE.test(value) ? value : 'ALGO'
}
const ORGANIZER_KEYS = ['name', 'email', 'phone', 'organization'] as const satisfies readonly (keyof Organizer)[]
const VENUE_KEYS = ['name', 'address', 'city', 'state', 'country'] as const satisfies readonly (keyof Venue)[]

export function parseTicketTier(value: unknown, index: number): TicketTier | undefined {
  if (!isRecord(value) || typeof value.name !== 'string') return undefined
  return compact({
    id: optionalString(value.id) ?? `tier-${index + 1}`,
    name: value.name,
    description: optionalString(value.description) ?? '',
    price: optionalNumber(value.price) ?? 0,
    currency: parseCurrency(value.currency),
    quantity: optionalNumber(value.quantity) ?? 0,
    benefits: stringList(value.benefits) ?? [],
    transferable: value.transferable !== false,
    salesStart: optionalString(value.salesStart),
    salesEnd: optionalString(value.salesEnd),
  })
}

export function parseEventMetadata(value: unknown): EventMetadata | undefined {
  if (!isRecord(value)) return undefined
  const tiers = Array.isArray(value.ticketTiers)
    ? value.ticketTiers.map(parseTicketTier).filter((tier): tier is TicketTier => tier !== undefined)
    : undefined
  return compact({
    description: optionalString(value.description),
    resolverUrl: optionalString(value.resolverUrl),
    tags: stringList(value.tags),
    visibility: VISIBILITIES.includes(value.visibility as Visibility) ? (value.visibility as Visibility) : undefined,
    requiresApproval: typeof value.requiresApproval === 'boolean' ? value.requiresApproval : undefined,
    ticketTiers: tiers,
    organizer: pickStrings(value.organizer, ORGANIZER_KEYS),
    lastScannedAt: optionalNumber(value.lastScannedAt),
    lastUpdatedAt: optionalNumber(value.lastUpdatedAt),
    detailsRound: optionalNumber(value.detailsRound),
    detailsSource: value.detailsSource === 'chain' ? ('chain' as const) : undefined,
    category: optionalString(value.category),
    startDate: optionalString(value.startDate),
    endDate: optionalString(value.endDate),
    startTime: optionalString(value.startTime),
    endTime: optionalString(value.endTime),
    timezone: optionalString(value.timezone),
    venue: pickStrings(value.venue, VENUE_KEYS),
    questions: parseQuestions(value.questions),
  })
}

export function parseRegistrationMetadata(value: unknown): RegistrationMetadata | undefined {
  if (!isRecord(value)) return undefined
  return compact({
    attendeeName: optionalString(value.attendeeName) ?? '',
    attendeeEmail: optionalString(value.attendeeEmail) ?? '',
    attendeePhone: optionalString(value.attendeePhone) ?? '',
    ticketTierLabel: optionalString(value.ticketTierLabel) ?? '',
    paymentAmountMicroAlgos: optionalNumber(value.paymentAmountMicroAlgos) ?? 0,
    transactionId: optionalString(value.transactionId),
    attendanceConfirmedAt: optionalNumber(value.attendanceConfirmedAt),
  })
}

/** Where metadata kept outside the chain is loaded and saved (browser storage, or memory in Node). */
export interface MetadataStore {
  loadEventMetadata(eventId: string): EventMetadata | undefined
  saveEventMetadata(eventId: string, metadata: EventMetadata): boolean
  loadRegistrationMetadata(eventId: string, attendee: string): RegistrationMetadata | undefined
  saveRegistrationMetadata(eventId: string, attendee: string, metadata: RegistrationMetadata): boolean
  mergeRegistrationMetadata(eventId: string, attendee: string, patch: Partial<RegistrationMetadata>): boolean
}
