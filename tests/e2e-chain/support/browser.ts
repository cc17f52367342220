/**
 * The production build on LocalNet in headless Chromium: one browser per spec file, a fresh
 * context per test, every page error and console error recorded, and the two wallets a test can
 * sign with (a KMD account, the first unless a test chooses another in the app's account dialog, or
 * a Mnemonic account typed into the app's recovery-phrase dialog).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

export { launchBrowser } from '../../e2e/support/browser'

export const baseUrl = (): string => inject('baseUrl')

export interface Session {
  context: BrowserContext
  page: Page
  /** Page errors and console errors ('error' type), with where they came from. */
  errors: string[]
  goto(path: string): Promise<void>
  /** Fails with every recorded error; call at the end of each flow. */
  expectNoErrors(): void
  close(): Promise<void>
}

/**
 * A fresh context (own storage, so no wallet session carries over) and one page in it, at `viewport`
 * (desktop by default), in UTC unless `timezoneId` names another zone, whatever the machine's.
 */
export async function newSession(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  { timezoneId = 'UTC' }: { timezoneId?: string } = {},
): Promise<Session> {
  const context = await browser.newContext({ viewport, timezoneId, acceptDownloads: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (process.env.E2E_CHAIN_CONSOLE) console.log(`[browser ${message.type()}] ${message.text()}`)
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    errors.push(`console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`)
  })
  // Chromium reports a failed resource load only as "Failed to load resource: …" without its
  // address; keep the address of every failed response so such an error can be traced.
  page.on('response', (response) => {
    if (response.status() < 400) return
    const entry = errors.push(`http ${response.status()}: ${response.request().method()} ${response.url()}`) - 1
    response.text().then(
      (body) => (errors[entry] += ` → ${body.trim().slice(0, 300)}`),
      () => undefined,
    )
  })
  return {
    context,
    page,
    errors,
    goto: async (path) => {
      await page.goto(`${baseUrl()}${path}`)
    },
    expectNoErrors: () => expect(errors, 'page errors, console errors and failed requests').toEqual([]),
    close: () => context.close(),
  }
}

/**
 * Waits for a toast containing `text`: react-hot-toast's own container, not the pages' role=status
 * announcements (the wizard, for one, repeats its success message there).
 */
export async function expectToast(page: Page, text: string, timeout = 60_000): Promise<string> {
  const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: text }).first()
  await toast.waitFor({ timeout })
  return toast.innerText()
}

/** The connected address, from a wallet panel or from the QR Generator's connected banner. */
async function connectedAddress(page: Page): Promise<string> {
  const panel = page.locator('[data-testid="wallet-panel"][data-connected="true"] [data-testid="wallet-address"]')
  const banner = page.locator('[data-testid="qr-connected-account"] .mono')
  const shown = panel.or(banner).first()
  await shown.waitFor({ timeout: 30_000 })
  const address = (await shown.getAttribute('data-address')) ?? (await shown.getAttribute('title'))
  if (!address) throw new Error('the page shows no connected address')
  return address
}

/**
 * Connects LocalNet's KMD wallet from a wallet panel, choosing the account at `position` in the
 * app's account dialog (KMD's first, the demo organiser, unless told otherwise); resolves with the
 * connected address.
 */
export async function connectKmd(page: Page, position = 0): Promise<string> {
  await signInWithKmd(page, position)
  return connectedAddress(page)
}

/**
 * Connects KMD's account at `position` on a page whose wallet panel gives way to the account's own
 * content once connected (the Events list, the Dashboard, Analytics).
 */
export async function signInWithKmd(page: Page, position = 0): Promise<void> {
  await page.getByTestId('wallet-connect-kmd').first().click()
  const dialog = page.getByTestId('kmd-account-dialog')
  await dialog.getByTestId(`kmd-account-${position}`).click()
  await expectToast(page, 'Connected to KMD wallet!', 30_000)
}

/** Connects use-wallet's Mnemonic wallet, typing the 25 words into the app's recovery-phrase dialog. */
export async function connectMnemonic(page: Page, mnemonic: string): Promise<string> {
  await signInWithMnemonic(page, mnemonic)
  return connectedAddress(page)
}

/**
 * Connects the Mnemonic wallet on a page whose wallet panel gives way to the account's own content
 * once connected (the Dashboard, Analytics), so no connected address is left to read.
 */
export async function signInWithMnemonic(page: Page, mnemonic: string): Promise<void> {
  await page.getByTestId('wallet-connect-mnemonic').first().click()
  const dialog = page.getByTestId('mnemonic-dialog')
  await dialog.getByTestId('mnemonic-input').fill(mnemonic)
  await dialog.getByTestId('mnemonic-connect').click()
  await expectToast(page, 'Connected to Mnemonic wallet!', 30_000)
}

/**
 * Intercepts every request to a destination host that exists only in the test, answering with a
 * small page, so resolving needs no outside network.
 */
export async function serveDestinations(context: BrowserContext, host: string): Promise<void> {
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Destination</title><link rel="icon" href="data:,"></head><body><h1>${new URL(route.request().url()).pathname}</h1></body></html>`,
    }),
  )
}

/** Polls `read` until `accept` holds, at most `timeoutMs`; returns the last value read. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs))
    value = await read()
  }
  return value
}
