/** Pages of events as the screens show them, and reading page after page. */
import type { DynaEvent } from '../../domain/types'
import { composeWithMetadata } from './get-event'
import type { ReadContext } from './read-context'
import type { RecordPage } from './record-page'

/** A page of events and the way to the next one. */
export interface EventListPage {
  /** Newest first. */
  events: DynaEvent[]
  /** How many events the index holds: the owner's, or for the public list every event ever created. */
  total: number
  /** `before` for the next, older page; null when this page ends with the index's first event. */
  nextBefore: number | null
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

/** Reads page after page (`listPage(before)`), yielding each, until the index's first event. */
export async function* eachEventListPage<Page extends Pick<EventListPage, 'nextBefore'>>(
  listPage: (before: number | undefined) => Promise<Page>,
): AsyncGenerator<Page> {
  let before: number | undefined
  do {
    const page = await listPage(before)
    yield page
    before = page.nextBefore ?? undefined
  } while (before !== undefined)
}
