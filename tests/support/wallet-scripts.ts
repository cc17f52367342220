/**
 * Which of the scripts a page requested carry the wallet stack or the write path: read from each
 * script's source map in the build, so a test names packages rather than chunk names or strings.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** use-wallet and the SDKs of its wallets, algosdk and algokit-utils: none loads before a visitor acts. */
export const WALLET_AND_WRITE_PACKAGES = [
  '@txnlab/use-wallet',
  '@perawallet/connect',
  '@blockshake/defly-connect',
  'lute-connect',
  'algosdk',
  '@algorandfoundation/algokit-utils',
] as const

/** The packages of `names` that the build's script at `path` (a URL path such as /assets/x.js) holds code of. */
export function packagesIn(
  distDir: string,
  path: string,
  names: readonly string[] = WALLET_AND_WRITE_PACKAGES,
): string[] {
  const map = JSON.parse(readFileSync(join(distDir, `${path}.map`), 'utf8')) as { sources: string[] }
  return names.filter((name) => map.sources.some((source) => source.includes(`node_modules/${name}/`)))
}

/** Records the scripts `page` requests from the app's own origin, as URL paths, in order. */
export function recordScripts(page: Page, origin: string): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.origin === origin) scripts.push(url.pathname)
  })
  return scripts
}

/** The wallet and write-path packages among the scripts requested so far. */
export function walletPackagesLoaded(distDir: string, scripts: readonly string[]): string[] {
  return [...new Set(scripts.flatMap((path) => packagesIn(distDir, path)))].sort()
}
