/**
 * Entry point. A scanned QR code lands on /resolve, often on a phone: that page is plain DOM code
 * bundled with this entry, so it starts its box read as soon as this one file has loaded.
 * Everything else (React, router, wallets, chain client, screens) loads only for the full app; an
 * event's public page is drawn without it first (ui/first-paint).
 */
import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/controls.css'
import { isResolverPath, startResolverPage } from './ui/resolve/resolver-page'
import { eventPageId } from './ui/navigation/event-page-id'

const root = document.getElementById('root')!
if (isResolverPath(window.location.pathname)) {
  void startResolverPage(root)
} else {
  // An event's page is drawn from its first read before React has arrived; the app then takes over.
  const eventId = eventPageId(window.location.pathname)
  if (eventId !== null) {
    void import('./ui/first-paint/event-first-paint').then(({ paintEventFirst }) => paintEventFirst(root, eventId))
  }
  void import('./ui/app/mount-app').then(({ mountApp }) => mountApp(root))
}
