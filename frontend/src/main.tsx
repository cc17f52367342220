/**
 * Entry point. A scanned QR code lands on /resolve, often on a phone: that route renders on its
 * own, and everything else (router, wallets, chain client, screens) loads only for the full app.
 */
import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/components.css'

function isResolverPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/resolve'
}

async function loadRoot(): Promise<ComponentType> {
  if (isResolverPath(window.location.pathname)) return (await import('./ui/resolve/ResolverPage')).default
  return (await import('./ui/app/App')).default
}

const container = document.getElementById('root')!
loadRoot().then((Root) => {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  )
})
