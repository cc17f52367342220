import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from './support/axe'
import { launchBrowser, openPage } from './support/browser'

const ROUTES = [
  '/',
  '/create-event',
  '/events',
  '/discover',
  '/events/DEMO-CONF-2026',
  '/events/DEMO-CONF-2026/register',
  '/events/DEMO-CONF-2026/manage',
  '/events/DEMO-CONF-2026/edit',
  '/events/DEMO-CONF-2026/check-in',
  '/events/DEMO-CONF-2026/doors/pair?device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
  '/events/DEMO-CONF-2026/access',
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
    await page.getByTestId('not-found').waitFor()
    expect(await page.getByTestId('not-found').innerText()).toContain('Page not found')
    await page.context().close()
  })

  it.each(ROUTES)('%s fits a 360 px phone screen without sideways scrolling', async (route) => {
    const { page } = await openPage(browser, route, { width: 360, height: 740 })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  it('shows the top navigation with every section', async () => {
    const { page } = await openPage(browser, '/')
    const nav = page.getByRole('navigation').first()
    await nav.waitFor()
    expect(await nav.locator(':scope > ul > li > a').allTextContents()).toEqual([
      'Dashboard',
      'Create Event',
      'Events',
      'QR Generator',
      'Analytics',
    ])
    // The resolver tester is a tool, under its own label, not a step of running an event.
    const tools = nav.getByRole('list', { name: 'Tools' })
    expect(await tools.getByRole('link').allTextContents()).toEqual(['Resolver tester'])
    expect(await tools.getByRole('link').getAttribute('href')).toBe('/scan')
    expect(await nav.getByText('Test Scan').count()).toBe(0)
    await page.context().close()
  })

  it('folds the navigation into a menu on a 360 px phone: every section fits, a new page closes it', async () => {
    const { page } = await openPage(browser, '/', { width: 360, height: 740 })
    const menu = page.getByTestId('nav-menu')
    await menu.waitFor()
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.isVisible()).toBe(false)
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    for (const label of ['Dashboard', 'Create Event', 'Events', 'QR Generator', 'Analytics', 'Resolver tester']) {
      const link = nav.getByRole('link', { name: label, exact: true })
      expect(await link.isVisible(), label).toBe(true)
      const box = (await link.boundingBox())!
      expect(box.x + box.width, label).toBeLessThanOrEqual(360)
    }
    expect(await nav.getByText('Tools', { exact: true }).isVisible()).toBe(true)
    const shots = fileURLToPath(new URL('./.screenshots/', import.meta.url))
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: `${shots}nav-menu-phone.png` })
    await nav.getByRole('link', { name: 'Resolver tester', exact: true }).click()
    await page.waitForURL(/\/scan$/)
    await nav.waitFor({ state: 'hidden', timeout: 5_000 })
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })

  it('shows the debug panel with ?debug=true', async () => {
    const { page } = await openPage(browser, '/?debug=true')
    await page.getByTestId('debug-panel').waitFor()
    expect(await page.getByTestId('debug-environment').innerText()).not.toBe('')
    expect(await page.getByTestId('debug-hostname').innerText()).toContain('localhost')
    await page.getByTestId('debug-network-status').waitFor()
    await page.context().close()
  })
})
