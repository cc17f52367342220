/**
 * LocalNet's KMD wallet in the browser: "Connect" asks which of KMD's accounts to connect before
 * connecting any (the first, the demo organiser, marked), at 390 and 1280 px; another account can be
 * chosen, and cancelling connects nothing.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../frontend/src/domain/text/format'
import { connectKmd, launchBrowser, newSession } from './support/browser'
import { chainEnv, type ChainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the KMD wallet', () => {
  it("asks which of KMD's accounts to connect, the demo organiser marked, and connects the one chosen", async () => {
    const addresses = await env.kmdAddresses()
    expect(addresses.length).toBeGreaterThan(1)
    expect(addresses[0]).toBe((await env.kmdOwner()).address)
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto('/create-event')

    await page.getByTestId('wallet-connect-kmd').click()
    const dialog = page.getByRole('dialog', { name: 'Choose an account' })
    await dialog.waitFor({ timeout: 20_000 })
    // Nothing is connected until an account is chosen.
    expect(await page.locator('[data-testid="wallet-panel"][data-connected="true"]').count()).toBe(0)
    const choices = dialog.locator('[data-testid^="kmd-account-"][data-address]')
    expect(
      await choices.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-address'))),
    ).toEqual(addresses)
    expect(await choices.nth(0).innerText()).toBe(
      `Account 1\n${shortenAddress(addresses[0])}\nDemo organiser: owns the demo events`,
    )
    expect(await choices.nth(1).innerText()).toBe(`Account 2\n${shortenAddress(addresses[1])}`)
    expect(await dialog.getByTestId('kmd-account-demo-organiser').count()).toBe(1)
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}kmd-account-chooser-phone.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${shotDir}kmd-account-chooser-desktop.png` })

    // Cancelling connects nothing and reports no failure.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('wallet-error').count()).toBe(0)
    expect(await page.locator('[data-testid="wallet-panel"][data-connected="true"]').count()).toBe(0)

    expect(await connectKmd(page, 1)).toBe(addresses[1])
    session.expectNoErrors()
    await session.close()
  })
})
