/**
 * JavaScript a visitor downloads for a route of the production build: every script the page
 * requests while loading, gzipped as a web server would send it.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { launchChromium } from '../lib/headless-app'

export interface RouteBundle {
  route: string
  files: number
  rawBytes: number
  gzipBytes: number
}

/** Sizes of the build's files at these URL paths, raw and gzipped as a web server would send them. */
export function scriptSizes(distDir: string, paths: Iterable<string>): Omit<RouteBundle, 'route'> {
  let files = 0
  let rawBytes = 0
  let gzipBytes = 0
  for (const path of paths) {
    const body = readFileSync(join(distDir, path))
    files++
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files, rawBytes, gzipBytes }
}

export async function measureRoutes(baseUrl: string, distDir: string, chromiumPath: string, routes: string[]) {
  const browser = await launchChromium(chromiumPath)
  const results: RouteBundle[] = []
  try {
    for (const route of routes) {
      const page = await browser.newPage()
      const scripts = new Set<string>()
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (request.resourceType() === 'script' && url.origin === new URL(baseUrl).origin) scripts.add(url.pathname)
      })
      // The resolver redirects after 1.5 s; everything it needs has loaded by then.
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
      await page.close()
      results.push({ route, ...scriptSizes(distDir, scripts) })
    }
  } finally {
    await browser.close()
  }
  return results
}
