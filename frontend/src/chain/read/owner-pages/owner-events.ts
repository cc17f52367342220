/** A page of an owner's events as the screens show them. */
import { EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { composeEventListPage, NO_EVENTS, type EventListOptions, type EventListPage } from '../event-pages'
import { readOwnerRecordPage } from './list-owner-events'
import type { ReadContext } from '../../node/read-context'

/** One page of the owner's events, newest first, each composed with its metadata as getEvent does. */
export async function listOwnerEvents(
  ctx: ReadContext,
  owner: string,
  { limit = EVENTS_PAGE_SIZE, before }: EventListOptions = {},
): Promise<EventListPage> {
  if (ctx.config.appId === 0n || !owner) return NO_EVENTS
  const page = await readOwnerRecordPage(ctx.algodRest, ctx.config.appId, owner, { limit, before })
  const composed = await composeEventListPage(ctx, page, { readBlock: false })
  return { ...composed, events: composed.events.filter((event) => event.owner === owner) }
}
