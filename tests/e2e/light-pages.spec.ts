/**
 * The public pages of the production build load neither use-wallet, nor any wallet's SDK, nor
 * algosdk or the write path before a visitor chooses a wallet; choosing one loads the wallet stack.
 * Without a node the pages show their empty states; tests/e2e-chain/light-pages.spec.ts checks the
 * same on LocalNet, with the pages' real content.
 */
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { recordScripts, walletPackagesLoaded } from '../support/wallet-scripts'
import { launchBrowser } from './support/browser'

const distDir = fileURLToPath(new URL('./.dist', import.meta.url))
const PHONE = { width: 390, height: 844 }
const PUBLIC_ROUTES = [
  '/events/DEMO-CONF-2026',
  '/events/DEMO-CONF-2026/register',
  '/discover',
  '/events/DEMO-CONF-2026/check-in',
  '/events/DEMO-CONF-2026/poster',
  '/',
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function openAtPhoneSize(route: string) {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  const scripts = recordScripts(page, new URL(inject('baseUrl')).origin)
  await page.goto(`${inject('baseUrl')}${route}`, { waitUntil: 'networkidle' })
  return { context, page, scripts }
}

describe('public pages before a visitor acts', () => {
  it.each(PUBLIC_ROUTES)('%s loads no wallet SDK, use-wallet, algosdk or write path', async (route) => {
    const { context, scripts } = await openAtPhoneSize(route)
    expect(scripts.length).toBeGreaterThan(1)
    expect(walletPackagesLoaded(distDir, scripts)).toEqual([])
    await context.close()
  })

  it('loads the wallet stack once the visitor chooses a wallet, and not the write path', async () => {
    const { context, page, scripts } = await openAtPhoneSize('/')
    await page.getByTestId('wallet-connect-mnemonic').click()
    await page.getByTestId('mnemonic-dialog').waitFor()
    expect(walletPackagesLoaded(distDir, scripts)).toEqual(['@txnlab/use-wallet', 'algosdk'])
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('mnemonic-dialog').waitFor({ state: 'detached' })
    expect(await page.getByTestId('wallet-error').count()).toBe(0)
    await context.close()
  })
})
