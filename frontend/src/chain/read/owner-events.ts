/** A page of an owner's events as the screens show them. */
import { EVENTS_PAGE_SIZE } from '../../domain/event-status'
import type { DynaEvent } from '../../domain/types'
import { composeWithMetadata } from './get-event'
import { readOwnerRecordPage } from './list-owner-events'
import type { ReadContext } from './read-context'

export interface ListOwnerEventsOptions {
  /** How many events at most; EVENTS_PAGE_SIZE when absent. */
  limit?: number
  /** The `nextBefore` of the page listed before; the newest events when absent. */
  before?: number
}

/** A page of an owner's events and the way to the next one. */
export interface OwnerEventsPage {
  /** Newest first. */
  events: DynaEvent[]
  /** How many events the owner has, listed or not. */
  total: number
  /** `before` for the next, older page; null when this page ends with the owner's first event. */
  nextBefore: number | null
}

/** One page of the owner's events, newest first, each composed with its metadata as getEvent does. */
export async function listOwnerEvents(
  ctx: ReadContext,
  owner: string,
  { limit = EVENTS_PAGE_SIZE, before }: ListOwnerEventsOptions = {},
): Promise<OwnerEventsPage> {
  if (ctx.config.appId === 0n || !owner) return { events: [], total: 0, nextBefore: null }
  const page = await readOwnerRecordPage(ctx.algodRest, ctx.config.appId, owner, { limit, before })
  const events = await Promise.all(
    page.entries.map(({ eventId, record }) => composeWithMetadata(ctx, eventId, record, { readBlock: false })),
  )
  return { events: events.filter((event) => event.owner === owner), total: page.total, nextBefore: page.nextBefore }
}
