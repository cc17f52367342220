/**
 * Screenshots of the main screens, taken by the browser tests. They land in tests/e2e/.screenshots;
 * with UPDATE_SCREENSHOTS=1 they also refresh docs/screenshots, which the README shows.
 */
import type { Browser } from 'playwright-core'
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'

const outDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const docsDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

const SCREENS = [
  { name: 'create-event', path: '/create-event', ready: 'wizard-title' },
  { name: 'qr-generator', path: '/generate', ready: 'qr-connect-banner' },
  { name: 'test-scan', path: '/scan', ready: 'scan-node-status' },
]

describe('screenshots of the main screens', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
    mkdirSync(outDir, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(SCREENS)('$name', async ({ name, path, ready }) => {
    const { page } = await openPage(browser, path, { width: 1280, height: 860 })
    await page.getByTestId(ready).waitFor()
    await page.waitForLoadState('networkidle')
    const file = `${outDir}${name}.png`
    await page.screenshot({ path: file })
    expect(statSync(file).size).toBeGreaterThan(20_000)
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      mkdirSync(docsDir, { recursive: true })
      copyFileSync(file, `${docsDir}${name}.png`)
    }
    await page.context().close()
  })

  it('the resolver on a phone', async () => {
    const { page } = await openPage(browser, '/resolve?event=DEMO-CONF-2026', { width: 390, height: 780 })
    await page.getByTestId('resolver-error').waitFor()
    const file = `${outDir}resolver-phone.png`
    await page.screenshot({ path: file })
    expect(statSync(file).size).toBeGreaterThan(10_000)
    if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${docsDir}resolver-phone.png`)
    await page.context().close()
  })
})
