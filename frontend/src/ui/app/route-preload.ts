/**
 * The public pages whose code the page's HTML starts downloading at once, every file in parallel:
 * otherwise the app's entry, its shell and the page's own chunk arrive one after the other, and on
 * a phone network each step costs a round trip. The build (vite.config.ts) finds each page's files,
 * and the shell's, in the bundle and writes them into the inline script; route-preload.spec.ts
 * checks each page is the one routes.tsx loads for its paths.
 */
export interface PreloadedRoute {
  /** The paths of the page (routes.tsx's patterns, as a regular expression). */
  path: RegExp
  /** The page's module under frontend/src, as routes.tsx loads it lazily. */
  module: string
  /** The module that draws the page before the app has loaded (main.ts): its files come first. */
  firstPaint?: string
}

export const PRELOADED_ROUTES: readonly PreloadedRoute[] = [
  {
    path: /^\/events\/[^/]+(?:\/register)?\/*$/,
    module: 'ui/pages/registration/RegistrationPage.tsx',
    firstPaint: 'ui/first-paint/event-first-paint.ts',
  },
  {
    path: /^\/discover\/*$/,
    module: 'ui/pages/discover/DiscoverPage.tsx',
    firstPaint: 'ui/first-paint/discover-first-paint.ts',
  },
  { path: /^\/events\/[^/]+\/check-in\/*$/, module: 'ui/pages/door/DoorCheckInPage.tsx' },
  { path: /^\/events\/[^/]+\/poster\/*$/, module: 'ui/pages/poster/PosterPage.tsx' },
  { path: /^\/$/, module: 'ui/pages/dashboard/DashboardPage.tsx' },
]

/** A page's files as the build names them (URL paths): its scripts and its stylesheets. */
export interface RouteFiles {
  path: RegExp
  scripts: string[]
  styles: string[]
  /** The first paint's files: asked for first and at high priority, the others then at low priority. */
  firstPaint?: { scripts: string[]; styles: string[] }
}

/**
 * The inline script: on a page's path, a modulepreload link per script and a preload per
 * stylesheet. A page drawn first without the app asks for that first paint's files alone, and for
 * the others only once those have loaded (or failed): on a phone network every file asked for shares
 * the bandwidth, whatever its priority, so the first paint's few kilobytes would otherwise arrive
 * with the app's hundred.
 */
export function routePreloadScript(routes: readonly RouteFiles[]): string {
  const table = routes.map(({ path, scripts, styles, firstPaint = { scripts: [], styles: [] } }) => {
    return `[${path.toString()},${JSON.stringify([firstPaint.scripts, firstPaint.styles, scripts, styles])}]`
  })
  return `(function () {
  var routes = [${table.join(',')}]
  for (var i = 0; i < routes.length; i++) {
    if (!routes[i][0].test(location.pathname)) continue
    var files = routes[i][1]
    var waiting = files[0].length + files[1].length
    var rest = function () {
      files[2].forEach(function (href) { add('modulepreload', href, '') })
      files[3].forEach(function (href) { add('preload', href, 'style') })
    }
    if (waiting === 0) return rest()
    var loaded = function () { if (--waiting === 0) rest() }
    files[0].forEach(function (href) { add('modulepreload', href, '', loaded) })
    files[1].forEach(function (href) { add('preload', href, 'style', loaded) })
    return
  }
  function add(rel, href, as, settled) {
    var link = document.createElement('link')
    link.rel = rel
    link.href = href
    link.crossOrigin = ''
    if (as) link.setAttribute('as', as)
    if (settled) {
      link.setAttribute('fetchpriority', 'high')
      link.onload = link.onerror = settled
    }
    document.head.appendChild(link)
  }
})()`
}
