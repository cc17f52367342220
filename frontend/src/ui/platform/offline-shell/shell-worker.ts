/**
 * The service worker (built on its own into /sw.js by the build, with the build's file list):
 * keeps the app's shell and files so the app opens without a network after a first visit.
 * The DOM library's types know no service worker; the few it uses are declared here.
 */
import { isShellCache, PAGE_NETWORK_TIMEOUT_MS, requestHandling, SHELL_PAGE, shellCacheName } from './shell-policy'

/** Set by the build: the files to keep, relative to the worker's scope, and their version. */
declare const __SHELL_FILES__: string[]
declare const __SHELL_VERSION__: string

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  registration: { scope: string }
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const worker = self as unknown as WorkerScope
const files = new Set(__SHELL_FILES__)
const cacheName = shellCacheName(__SHELL_VERSION__)
const scope = () => worker.registration.scope

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([...files].map((file) => new URL(file, scope()).href)))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isShellCache(name) && name !== cacheName).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  )
})

async function shellFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName })
  return cached ?? fetch(request)
}

/** The network's page when it answers in time, else the cached shell (the app routes it). */
async function appPage(request: Request): Promise<Response> {
  const fromNetwork = fetch(request)
  const timedOut = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PAGE_NETWORK_TIMEOUT_MS))
  const answer = await Promise.race([fromNetwork.catch(() => undefined), timedOut])
  if (answer) return answer
  const shell = await caches.match(new URL(SHELL_PAGE, scope()).href, { cacheName })
  return shell ?? fromNetwork
}

worker.addEventListener('fetch', (event) => {
  const handling = requestHandling(event.request, scope(), files)
  if (handling === 'shell-file') event.respondWith(shellFile(event.request))
  else if (handling === 'app-page') event.respondWith(appPage(event.request))
})
