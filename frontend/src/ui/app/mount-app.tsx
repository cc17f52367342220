// The app's shared blocks, ahead of every screen's own styles; /resolve never loads them.
import '../styles/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { preloadFirstPaintPage } from './routes'
import { registerShellWorker } from '../platform/offline-shell/register-shell-worker'
import { resumeKeptWalletSession } from '../wallet/wallet-stack'

/**
 * Renders the app into the container; a page a first paint drew stays on screen until the app's
 * code for it is in, so that the app replaces it with the same page.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  resumeKeptWalletSession()
  await preloadFirstPaintPage(window.location.pathname).catch(() => undefined)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  registerShellWorker()
}
