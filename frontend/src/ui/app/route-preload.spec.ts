// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PRELOADED_ROUTES, routePreloadScript } from './route-preload'

const routes = readFileSync(join(import.meta.dirname, 'routes.tsx'), 'utf8')

/** The module the route table's pattern picks for a path. */
const moduleFor = (path: string) => PRELOADED_ROUTES.find((route) => route.path.test(path))?.module

afterEach(() => {
  document.head.replaceChildren()
  window.history.replaceState(null, '', '/')
})

describe('PRELOADED_ROUTES', () => {
  it('names the pages routes.tsx loads for their paths', () => {
    expect(moduleFor('/events/EV-1')).toBe('ui/pages/registration/RegistrationPage.tsx')
    expect(moduleFor('/events/EV-1/register')).toBe('ui/pages/registration/RegistrationPage.tsx')
    expect(moduleFor('/discover')).toBe('ui/pages/discover/DiscoverPage.tsx')
    expect(moduleFor('/events/EV-1/check-in')).toBe('ui/pages/door/DoorCheckInPage.tsx')
    expect(moduleFor('/events/EV-1/poster')).toBe('ui/pages/poster/PosterPage.tsx')
    expect(moduleFor('/')).toBe('ui/pages/dashboard/DashboardPage.tsx')
    for (const { module } of PRELOADED_ROUTES) {
      expect(routes).toContain(`import('../${module.replace(/^ui\//, '').replace(/\.tsx$/, '')}')`)
    }
  })

  it("leaves the organiser's pages to load as they go", () => {
    for (const path of [
      '/events',
      '/events/EV-1/manage',
      '/events/EV-1/edit',
      '/create-event',
      '/history',
      '/resolve',
    ]) {
      expect(moduleFor(path), path).toBeUndefined()
    }
  })
})

describe('routePreloadScript', () => {
  const script = routePreloadScript([
    { path: /^\/discover\/*$/, scripts: ['/assets/shell.js', '/assets/discover.js'], styles: ['/assets/discover.css'] },
    { path: /^\/$/, scripts: ['/assets/shell.js', '/assets/home.js'], styles: [] },
  ])
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.crossOrigin,
    ])

  it("asks for the page's scripts and stylesheets at once, as the app's module loader will", () => {
    window.history.replaceState(null, '', '/discover')
    new Function(script)()
    expect(links()).toEqual([
      ['modulepreload', '/assets/shell.js', null, ''],
      ['modulepreload', '/assets/discover.js', null, ''],
      ['preload', '/assets/discover.css', 'style', ''],
    ])
  })

  it("asks for a first paint's files alone, at high priority, and for the others once those have loaded", () => {
    const withFirstPaint = routePreloadScript([
      {
        path: /^\/events\/[^/]+\/*$/,
        scripts: ['/assets/shell.js', '/assets/page.js'],
        styles: ['/assets/page.css'],
        firstPaint: { scripts: ['/assets/first.js'], styles: ['/assets/first.css'] },
      },
    ])
    window.history.replaceState(null, '', '/events/EV-1')
    new Function(withFirstPaint)()
    const asked = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ])
    const linkTo = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)!
    expect(asked()).toEqual([
      ['/assets/first.js', 'high'],
      ['/assets/first.css', 'high'],
    ])
    linkTo('/assets/first.js').dispatchEvent(new Event('load'))
    expect(asked()).toHaveLength(2)
    // A failed file counts as settled: the app's own loader then tries it again.
    linkTo('/assets/first.css').dispatchEvent(new Event('error'))
    expect(asked().map(([href]) => href)).toEqual([
      '/assets/first.js',
      '/assets/first.css',
      '/assets/shell.js',
      '/assets/page.js',
      '/assets/page.css',
    ])
  })

  it('names the modules that draw the event page and Discover first', () => {
    expect(PRELOADED_ROUTES.find((route) => route.path.test('/events/EV-1'))?.firstPaint).toBe(
      'ui/first-paint/event-first-paint.ts',
    )
    expect(PRELOADED_ROUTES.find((route) => route.path.test('/discover'))?.firstPaint).toBe(
      'ui/first-paint/discover-first-paint.ts',
    )
    expect(PRELOADED_ROUTES.filter((route) => route.firstPaint)).toHaveLength(2)
  })

  it('asks for nothing on a page it does not list', () => {
    window.history.replaceState(null, '', '/events')
    new Function(script)()
    expect(links()).toEqual([])
  })
})
