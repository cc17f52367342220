// The app's shared blocks, ahead of every screen's own styles; /resolve never loads them.
import '../styles/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { registerShellWorker } from '../platform/offline-shell/register-shell-worker'
import { resumeKeptWalletSession } from '../wallet/wallet-stack'

export function mountApp(container: HTMLElement): void {
  resumeKeptWalletSession()
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  registerShellWorker()
}
