/**
 * Entry point. A scanned QR code lands on /resolve, often on a phone: that page is plain DOM code
 * bundled with this entry, so it starts its box read as soon as this one file has loaded.
 * Everything else (React, router, wallets, chain client, screens) loads only for the full app.
 */
import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/controls.css'
import { isResolverPath, startResolverPage } from './ui/resolve/resolver-page'

const root = document.getElementById('root')!
if (isResolverPath(window.location.pathname)) {
  void startResolverPage(root)
} else {
  void import('./ui/app/mount-app').then(({ mountApp }) => mountApp(root))
}
