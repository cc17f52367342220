// The app's shared blocks, ahead of every screen's own styles; /resolve never loads them.
import '../styles/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { registerShellWorker } from '../platform/offline-shell/register-shell-worker'

export function mountApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  registerShellWorker()
}
