/** Event display status, the page sizes of the lists of events, search, filter and counters. */
import type { DynaEvent, EventDisplayStatus } from './event'

/** Events per page of the Events list: the first screen, then each 'Load more'. */
export const EVENTS_PAGE_SIZE = 20
/**
 * Events per read where every event is wanted (Analytics). A page's records travel as simulate
 * logs, which algod caps at 64 KB per call: 50 records of the largest size (longest name and URL,
 * six tiers) fit.
 */
export const ALL_EVENTS_PAGE_SIZE = 50

/**
 * Positions of the app's index the public list looks at per read. Each listed event among them
 * costs one more algod request for its details (the venue) unless this browser holds them, so a
 * read asks at most 2 + 20.
 */
export const PUBLIC_EVENTS_PAGE_SIZE = 20
/**
 * A load of the public list (the first screen, each 'Load more') reads on until it has this many
 * events or has read PUBLIC_EVENTS_MAX_PAGES pages: older positions may hold unlisted or past events.
 */
export const PUBLIC_EVENTS_PER_LOAD = 12
export const PUBLIC_EVENTS_MAX_PAGES = 5

export const STATUS_FILTERS = ['all', 'draft', 'published', 'active', 'ended', 'cancelled'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

type StatusInput = Pick<DynaEvent, 'active' | 'expiryDate' | 'registeredCount' | 'scanCount'>

/** 'published' and 'cancelled' exist as filters and styles but no on-chain state maps to them. */
export function deriveEventStatus(event: StatusInput, nowSeconds: number): EventDisplayStatus {
  if (event.active) {
    return event.expiryDate > 0 && event.expiryDate < nowSeconds ? 'ended' : 'active'
  }
  return event.registeredCount > 0 || event.scanCount > 0 ? 'ended' : 'draft'
}

export interface EventCounters {
  total: number
  active: number
  published: number
  drafts: number
}

export function countEvents(events: readonly StatusInput[], nowSeconds: number): EventCounters {
  const statuses = events.map((event) => deriveEventStatus(event, nowSeconds))
  return {
    total: events.length,
    active: statuses.filter((status) => status === 'active').length,
    published: statuses.filter((status) => status === 'published').length,
    drafts: statuses.filter((status) => status === 'draft').length,
  }
}

export interface EventQuery {
  text: string
  status: StatusFilter
}

type SearchableEvent = StatusInput & Pick<DynaEvent, 'eventId' | 'eventName' | 'description' | 'metadata'>

export function matchesQuery(event: SearchableEvent, query: EventQuery, nowSeconds: number): boolean {
  if (query.status !== 'all' && deriveEventStatus(event, nowSeconds) !== query.status) return false
  const needle = query.text.trim().toLowerCase()
  if (!needle) return true
  const haystack = [event.eventName, event.eventId, event.description, ...(event.metadata.tags ?? [])]
  return haystack.some((text) => text.toLowerCase().includes(needle))
}

export function isUnfiltered(query: EventQuery): boolean {
  return query.status === 'all' && query.text.trim() === ''
}
