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
  { path: /^\/discover\/*$/, module: 'ui/pages/discover/DiscoverPage.tsx' },
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
 * stylesheet; a page drawn first without the app asks for that first paint's files ahead of the
 * others, which then wait their turn (fetchpriority), so that the phone's bandwidth goes to them first.
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
    var rest = files[0].length > 0 ? 'low' : ''
    files[0].forEach(function (href) { add('modulepreload', href, '', 'high') })
    files[1].forEach(function (href) { add('preload', href, 'style', 'high') })
    files[2].forEach(function (href) { add('modulepreload', href, '', rest) })
    files[3].forEach(function (href) { add('preload', href, 'style', rest) })
    return
  }
  function add(rel, href, as, priority) {
    var link = document.createElement('link')
    link.rel = rel
    link.href = href
    link.crossOrigin = ''
    if (as) link.setAttribute('as', as)
    if (priority) link.setAttribute('fetchpriority', priority)
    document.head.appendChild(link)
  }
})()`
}
