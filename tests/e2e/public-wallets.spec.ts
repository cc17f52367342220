/**
 * The wallets of a TestNet build: which are offered, that none of their SDKs loads before one is
 * chosen, and that Defly's loads and opens its pairing dialog.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser'
import { servedTemporaryBuild, type TemporaryBuild } from './support/temporary-build'

/** Strings only each SDK's code holds (custom element names, an extension id). */
const SDK_MARKERS = {
  pera: 'pera-wallet-connect-modal',
  defly: 'defly-wallet-connect-modal',
  lute: 'kiaoohollfkjhikdifohdckeidckokjh',
}

let served: TemporaryBuild
let browser: Browser

beforeAll(async () => {
  served = await servedTemporaryBuild('testnet', {
    VITE_ALGOD_NETWORK: 'testnet',
    VITE_ALGOD_TOKEN: '',
    VITE_ALGOD_FALLBACK_TOKEN: '',
    VITE_APP_ID: '0',
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

/** Opens the wizard, whose wallet panel lists every wallet, and records the scripts it loads. */
async function openWizard(): Promise<{ page: Page; scripts: Promise<string>[]; pageErrors: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  const scripts: Promise<string>[] = []
  const pageErrors: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = response.text()
    // A script still arriving when the test closes its page is never read: its failed read is not an
    // error of the run (a body that is read, through `loaded`, still fails the test when it fails).
    body.catch(() => undefined)
    scripts.push(body)
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`${served.baseUrl}/create-event`)
  await page.getByTestId('wallet-connect-pera').first().waitFor()
  return { page, scripts, pageErrors }
}

const loaded = async (scripts: Promise<string>[], marker: string) =>
  (await Promise.all(scripts)).some((script) => script.includes(marker))

describe('a TestNet build', () => {
  it('offers Pera, Defly, Lute and Exodus (and a passkey), and loads none of their SDKs up front', async () => {
    const { page, scripts } = await openWizard()
    const panel = page.getByTestId('wallet-panel').first()
    const offered = await panel
      .locator('[data-testid^="wallet-connect-"]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')))
    expect(offered).toEqual([
      'wallet-connect-pera',
      'wallet-connect-defly',
      'wallet-connect-lute',
      'wallet-connect-exodus',
    ])
    expect(await panel.getByTestId('passkey-continue').innerText()).toBe('Continue with a passkey')
    await page.waitForLoadState('networkidle')
    for (const [sdk, marker] of Object.entries(SDK_MARKERS)) expect(await loaded(scripts, marker), sdk).toBe(false)
    await page.context().close()
  })

  it('loads Defly Connect only on Defly, and it opens its pairing dialog', async () => {
    const { page, scripts, pageErrors } = await openWizard()
    await page.getByTestId('wallet-connect-defly').first().click()
    const dialog = page.locator('defly-wallet-connect-modal')
    await dialog.waitFor({ state: 'attached', timeout: 15_000 })
    expect(await dialog.getAttribute('uri')).toMatch(/^wc:.+algorand=true$/)
    expect(await loaded(scripts, SDK_MARKERS.defly)).toBe(true)
    expect(pageErrors).toEqual([])
    expect(await page.getByTestId('wallet-error').count()).toBe(0)
    await page.context().close()
  })
})
