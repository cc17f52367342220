/** Pages of events as the screens show them, and reading page after page. */
import type { DynaEvent } from '../../domain/event/event'
import { composeWithMetadata } from './get-event'
import type { ReadContext } from '../node/read-context'
import type { RecordPage } from './record-page'

/** A page of events and the way to the next one. */
export interface EventListPage {
  /** Newest first. */
  events: DynaEvent[]
  /** How many events the index holds: the owner's, or for the public list the listed index's. */
  total: number
  /** `before` for the next, older page; null when this page ends with the index's first event. */
  nextBefore: number | null
}

export interface EventListOptions {
  /** How many positions of the index the page looks at (for the owner's list, how many events); the list's page size when absent. */
  limit?: number
  /** The `nextBefore` of the page listed before; the newest events when absent. */
  before?: number
}

export const NO_EVENTS: EventListPage = { events: [], total: 0, nextBefore: null }

/** The page's records composed with their metadata as getEvent does; `readBlock` as composeWithMetadata takes it. */
export async function composeEventListPage(
  ctx: ReadContext,
  page: RecordPage,
  { readBlock }: { readBlock: boolean },
): Promise<EventListPage> {
  const events = await Promise.all(
    page.entries.map(({ eventId, record }) => composeWithMetadata(ctx, eventId, record, { readBlock })),
  )
  return { events, total: page.total, nextBefore: page.nextBefore }
}

/** Reads page after page (`listPage(before)`) from `before` (the newest when absent), yielding each, until the index's first event. */
export async function* eachEventListPage<Page extends Pick<EventListPage, 'nextBefore'>>(
  listPage: (before: number | undefined) => Promise<Page>,
  before?: number,
): AsyncGenerator<Page> {
  do {
    const page = await listPage(before)
    yield page
    before = page.nextBefore ?? undefined
  } while (before !== undefined)
}

/**
 * Reads pages from `before` on until they hold `wanted` events, reach the index's first event or
 * number `maxPages`; answers them as one page. For a list whose pages may hold few events or none.
 */
export async function readEventsUntil(
  listPage: (before: number | undefined) => Promise<EventListPage>,
  { before, wanted, maxPages }: { before?: number; wanted: number; maxPages: number },
): Promise<EventListPage> {
  let events: DynaEvent[] = []
  let last: EventListPage = { ...NO_EVENTS, nextBefore: before ?? null }
  let pages = 0
  for await (const page of eachEventListPage(listPage, before)) {
    events = [...events, ...page.events]
    last = page
    if (++pages >= maxPages || events.length >= wanted) break
  }
  return { events, total: last.total, nextBefore: last.nextBefore }
}
