/**
 * Entry point. A scanned QR code lands on /resolve, often on a phone: that page is plain DOM code
 * bundled with this entry, so it starts its box read as soon as this one file has loaded.
 * Everything else (React, router, wallets, chain client, screens) loads only for the full app; an
 * event's public page and Discover are drawn without it first (ui/first-paint).
 */
import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/controls.css'
import { isResolverPath, startResolverPage } from './ui/resolve/resolver-page'
import { firstPaintPage, type FirstPaintPage } from './ui/navigation/first-paint-page'

/**
 * How long the app's code waits at most for a public page's first paint: asked for at once, it
 * would share the phone's bandwidth with the first paint's few files (index.html asks for them alone
 * first too, ui/app/route-preload.ts), unless the page's reads are slow.
 */
const FIRST_PAINT_HEAD_START_MS = 1_500

/** Draws the page before React arrives (an event's page, Discover); settles once drawn, or known not to be. */
function paintFirst(page: FirstPaintPage, root: HTMLElement): Promise<void> {
  return page.kind === 'event'
    ? import('./ui/first-paint/event-first-paint').then(({ paintEventFirst }) => paintEventFirst(root, page.eventId))
    : import('./ui/first-paint/discover-first-paint').then(({ paintDiscoverFirst }) => paintDiscoverFirst(root))
}

const root = document.getElementById('root')!
const mountTheApp = () => void import('./ui/app/mount-app').then(({ mountApp }) => mountApp(root))
if (isResolverPath(window.location.pathname)) {
  void startResolverPage(root)
} else {
  const page = firstPaintPage(window.location.pathname)
  if (page) {
    const headStart = new Promise((settle) => setTimeout(settle, FIRST_PAINT_HEAD_START_MS))
    void Promise.race([paintFirst(page, root), headStart])
      .catch(() => undefined)
      .then(mountTheApp)
  } else {
    mountTheApp()
  }
}
