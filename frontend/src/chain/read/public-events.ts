/** The public list of events as the Discover page shows it. */
import { PUBLIC_EVENTS_PAGE_SIZE } from '../../domain/event/event-status'
import { composeEventListPage, NO_EVENTS, type EventListOptions, type EventListPage } from './event-pages'
import { publicListSender, simulateListedRecordPage } from './listed-event-records'
import type { ReadContext } from '../node/read-context'

/**
 * One page of the public list, newest first: one simulate call (two algod requests), then the
 * details of each event (its venue) from the block of its latest details call, one request each,
 * unless this browser already holds them. Unlike the owner's lists, which read no blocks, this
 * list is for visitors who have not seen its events before, and a page holds at most `limit`.
 */
export async function listPublicEvents(
  ctx: ReadContext,
  { limit = PUBLIC_EVENTS_PAGE_SIZE, before }: EventListOptions = {},
): Promise<EventListPage> {
  if (ctx.config.appId === 0n) return NO_EVENTS
  const sender = publicListSender(ctx.config)
  const page = await simulateListedRecordPage(ctx.algodRest, ctx.config.appId, sender, { limit, before })
  return composeEventListPage(ctx, page, { readBlock: true })
}
