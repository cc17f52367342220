/**
 * Registers the service worker that keeps the app's shell (see shell-worker.ts), in production
 * builds only: the dev server's files are not the build's. Called by the app, never by /resolve.
 */
export function registerShellWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
