/** One headless Chromium per spec file. */
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { launchChromium } from '../../../scripts/lib/headless-app'

/** `args`: Chromium flags on top of the usual ones, e.g. fakeCameraFlags() of tests/support/qr-video. */
export function launchBrowser({ args = [] }: { args?: string[] } = {}): Promise<Browser> {
  return launchChromium(inject('chromiumPath'), args)
}

export interface OpenedPage {
  page: Page
  consoleErrors: string[]
}

/**
 * Opens a route of the app in a fresh context (viewport defaults to a laptop; the time zone to UTC,
 * whatever the machine's, so that times the page shows are the same everywhere).
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = { width: 1280, height: 900 },
  { timezoneId = 'UTC' }: { timezoneId?: string } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, timezoneId })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await page.goto(`${inject('baseUrl')}${path}`)
  return { page, consoleErrors }
}
