import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from './support/axe'
import { launchBrowser, openPage } from './support/browser'

const ROUTES = [
  '/',
  '/create-event',
  '/events',
  '/events/DEMO-CONF-2026',
  '/events/DEMO-CONF-2026/register',
  '/events/DEMO-CONF-2026/manage',
  '/generate',
  '/scan',
  '/history',
  '/resolve?event=DEMO-CONF-2026',
  '/no-such-page',
]

describe('every route in headless Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(ROUTES)('%s renders without page errors or serious accessibility violations', async (route) => {
    const { page, consoleErrors } = await openPage(browser, route)
    await page.waitForLoadState('networkidle')
    expect(await page.locator('main, [role="main"]').count()).toBeGreaterThan(0)
    expect(consoleErrors).toEqual([])
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('shows Page not found for an unknown path', async () => {
    const { page } = await openPage(browser, '/definitely/not/here')
    await expect(page.getByText('Page not found').first().isVisible()).resolves.toBe(true)
    await page.context().close()
  })
})
