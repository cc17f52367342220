/**
 * Discover's first paint: the public list's first load read as soon as this small module has
 * loaded (adopting the read index.html started), and drawn without React unless the app has drawn
 * the page first. The read is kept for the page (first-read.ts), which starts from it.
 */
import '../styles/components.css'
import '../pages/discover/DiscoverPage.css'
import type { EventListPage } from '../../chain'
import { readPublicEvents } from '../../chain/event-read'
import { browserReadSources } from './browser-read-sources'
import { DISCOVER_READ_KEY, keepFirstRead } from './first-read'
import { discoverFirstScreen } from './discover-first-screen'

const browserRead = (): Promise<EventListPage> => readPublicEvents(browserReadSources())

/** Settles once the list is drawn, or is known not to be. */
export async function paintDiscoverFirst(
  root: HTMLElement,
  read: () => Promise<EventListPage> = browserRead,
): Promise<void> {
  const listing = await keepFirstRead(DISCOVER_READ_KEY, read()).read.catch(() => null)
  if (!listing || root.childElementCount > 0) return
  const screen = discoverFirstScreen(listing.events, Math.floor(Date.now() / 1000))
  if (screen) root.replaceChildren(screen)
}
