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
}

export const PRELOADED_ROUTES: readonly PreloadedRoute[] = [
  { path: /^\/events\/[^/]+(?:\/register)?\/*$/, module: 'ui/pages/registration/RegistrationPage.tsx' },
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
}

/** The inline script: on a page's path, a modulepreload link per script and a preload per stylesheet. */
export function routePreloadScript(routes: readonly RouteFiles[]): string {
  const table = routes.map(({ path, scripts, styles }) => `[${path.toString()},${JSON.stringify([scripts, styles])}]`)
  return `(function () {
  var routes = [${table.join(',')}]
  for (var i = 0; i < routes.length; i++) {
    if (!routes[i][0].test(location.pathname)) continue
    var files = routes[i][1]
    files[0].forEach(function (href) { add('modulepreload', href) })
    files[1].forEach(function (href) { add('preload', href, 'style') })
    return
  }
  function add(rel, href, as) {
    var link = document.createElement('link')
    link.rel = rel
    link.href = href
    link.crossOrigin = ''
    if (as) link.setAttribute('as', as)
    document.head.appendChild(link)
  }
})()`
}
