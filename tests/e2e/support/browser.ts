/** One headless Chromium per spec file, with the flags this machine's closed network needs. */
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    // Playwright gives every launch a fresh temporary profile.
    args: FLAGS,
  })
}

export interface OpenedPage {
  page: Page
  consoleErrors: string[]
}

/** Opens a route of the app in a fresh context (viewport defaults to a laptop). */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await page.goto(`${inject('baseUrl')}${path}`)
  return { page, consoleErrors }
}
