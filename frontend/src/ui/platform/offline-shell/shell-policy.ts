/**
 * What the service worker does with each request, decided apart from the worker so it can be
 * tested: the app's own files come from its cache (their names change with their content), a page
 * of the app from the network first and from the cached shell when there is none, and everything
 * else (algod, the indexer, any other site, /resolve) is left to the network untouched, never
 * cached: what the chain says is only ever the chain's latest answer.
 */

export type RequestHandling = 'shell-file' | 'app-page' | 'network-only'

export interface ShellRequest {
  method: string
  url: string
  /** 'navigate' for a page the browser opens. */
  mode: string
}

/** The file every page of the app is: the single page app's shell. */
export const SHELL_PAGE = 'index.html'

/** How long a page waits for the network before the cached shell opens instead (a basement's bad signal). */
export const PAGE_NETWORK_TIMEOUT_MS = 4_000

/** /resolve is a scan's redirect: it needs the network anyway, and its speed is not to be touched. */
const RESOLVER_PATH = /^\/resolve\/?$/

/**
 * `scope` is the worker's scope URL (the app's base, ending in '/'); `shellFiles` the build's files
 * relative to it.
 */
export function requestHandling(
  request: ShellRequest,
  scope: string,
  shellFiles: ReadonlySet<string>,
): RequestHandling {
  if (request.method !== 'GET') return 'network-only'
  const url = new URL(request.url)
  const base = new URL(scope)
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return 'network-only'
  const path = url.pathname.slice(base.pathname.length)
  if (request.mode === 'navigate') return RESOLVER_PATH.test(`/${path}`) ? 'network-only' : 'app-page'
  return shellFiles.has(path) && url.search === '' ? 'shell-file' : 'network-only'
}

/** The cache of one build: a new build's worker starts its own and drops the older ones. */
export function shellCacheName(version: string): string {
  return `dynaqr-shell-${version}`
}

export const isShellCache = (name: string) => name.startsWith('dynaqr-shell-')
