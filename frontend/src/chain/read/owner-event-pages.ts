/** Every page of an owner's events, newest first, for screens that want them all. */
import type { OwnerEventsPage } from './owner-events'

/** Reads page after page (`listPage(before)`), yielding each, until the owner's first event. */
export async function* eachOwnerEventsPage(
  listPage: (before: number | undefined) => Promise<OwnerEventsPage>,
): AsyncGenerator<OwnerEventsPage> {
  let before: number | undefined
  do {
    const page = await listPage(before)
    yield page
    before = page.nextBefore ?? undefined
  } while (before !== undefined)
}
