/** What a visitor without a chain behind the app sees: validation, disabled forms, failure texts. */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const toastText = async (page: Page, text: string) => {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 })
  return true
}

describe('create-event wizard', () => {
  it('will not leave a step while a required field is empty', async () => {
    const { page } = await openPage(browser, '/create-event')
    await page.getByTestId('wizard-next').click()
    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Basic Info')
    const titleValid = await page.getByTestId('wizard-title').evaluate((el) => (el as HTMLInputElement).validity.valid)
    expect(titleValid).toBe(false)
    await page.context().close()
  })

  it('walks all five steps, keeps the last tier, and asks for a wallet on Create Event', async () => {
    const { page } = await openPage(browser, '/create-event')
    await page.getByTestId('wizard-title').fill('Browser Test Summit')
    await page.getByTestId('wizard-description').fill('An event created by the browser tests.')
    await page.getByTestId('wizard-category').selectOption('conference')
    await page.getByTestId('wizard-tags').fill('algorand, testing, , qr')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Date & Time')
    await page.getByTestId('wizard-start-date').fill('2027-05-01')
    await page.getByTestId('wizard-end-date').fill('2027-05-02')
    await page.getByTestId('wizard-start-time').fill('09:00')
    await page.getByTestId('wizard-end-time').fill('17:00')
    expect(await page.getByTestId('wizard-timezone').inputValue()).toBe('UTC')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Venue')
    await page.getByTestId('wizard-venue-name').fill('Main Hall')
    await page.getByTestId('wizard-venue-address').fill('1 Chain Street')
    await page.getByTestId('wizard-venue-city').fill('Lisbon')
    await page.getByTestId('wizard-venue-country').fill('Portugal')
    expect(await page.getByTestId('wizard-capacity').inputValue()).toBe('100')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Tickets')
    expect(await page.getByTestId('wizard-tier-0-name').inputValue()).toBe('General Admission')
    expect(await page.getByTestId('wizard-tier-0-remove').isDisabled()).toBe(true)
    await page.getByTestId('wizard-add-tier').click()
    expect(await page.getByTestId('wizard-tier-1-price').inputValue()).toBe('0')
    await page.getByTestId('wizard-tier-1-remove').click()
    expect(await page.getByTestId('wizard-tier-1').count()).toBe(0)
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Settings')
    await page.getByTestId('wizard-organizer-name').fill('Test Organiser')
    await page.getByTestId('wizard-organizer-email').fill('organiser@example.com')
    await page.getByTestId('wizard-create').click()
    expect(await toastText(page, 'Please connect your wallet first')).toBe(true)
    await page.context().close()
  })
})

describe('QR Generator without a wallet', () => {
  it('shows the connect banner and disables every field', async () => {
    const { page } = await openPage(browser, '/generate')
    await page.getByTestId('qr-connect-banner').waitFor()
    expect(await page.getByTestId('qr-connect-banner').innerText()).toContain('Connect Wallet Required')
    expect(await page.getByRole('button', { name: 'Connect Pera Wallet' }).count()).toBe(1)
    for (const field of [
      'qr-event-name',
      'qr-event-id',
      'qr-url',
      'qr-description',
      'qr-access-type',
      'qr-expiry',
      'qr-submit',
    ]) {
      expect(await page.getByTestId(field).isDisabled(), field).toBe(true)
    }
    await page.context().close()
  })

  it('opens Pera Connect’s pairing dialog on Connect Pera Wallet', async () => {
    const { page } = await openPage(browser, '/generate')
    await page.getByRole('button', { name: 'Connect Pera Wallet' }).click()
    // The real @perawallet/connect modal: a QR code to pair with Pera Mobile.
    const dialog = page.locator('pera-wallet-connect-modal')
    await dialog.waitFor({ state: 'attached', timeout: 15_000 })
    // The pairing URI the QR code carries: a WalletConnect session for Algorand.
    expect(await dialog.getAttribute('uri')).toMatch(/^wc:.+algorand=true$/)
    expect(await page.getByRole('button', { name: /Connecting/ }).count()).toBeGreaterThan(0)
    await page.context().close()
  })
})

describe('the resolver tester (/scan)', () => {
  it('asks for an event id when only spaces were typed, and keeps Resolve disabled when empty', async () => {
    const { page } = await openPage(browser, '/scan')
    const input = page.getByTestId('scan-event-id')
    await input.waitFor()
    expect(await page.getByTestId('scan-resolve').isDisabled()).toBe(true)
    await input.fill('   ')
    await page.getByTestId('scan-resolve').click()
    expect(await page.getByTestId('scan-input-error').innerText()).toContain('Please enter an Event ID')
    await page.context().close()
  })

  it('shows its toast below the navigation on a phone, and clears it when another page opens', async () => {
    const { page } = await openPage(browser, '/scan', { width: 360, height: 740 })
    await page.getByTestId('scan-event-id').fill('   ')
    await page.getByTestId('scan-resolve').click()
    const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: 'Please enter an Event ID' })
    await toast.waitFor()
    const header = (await page.locator('.app-header').boundingBox())!
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
    await page.getByTestId('nav-menu').click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click()
    await page.waitForURL(/\/events$/)
    await toast.waitFor({ state: 'detached', timeout: 5_000 })
    await page.context().close()
  })

  it('offers the three demo events and shows the failure panel when one cannot be resolved', async () => {
    const { page } = await openPage(browser, '/scan')
    await page.getByTestId('scan-demo-DEMO-CONF-2026').click()
    await page.getByTestId('scan-resolve').click()
    await page.getByTestId('scan-failure').waitFor()
    expect(await page.getByTestId('scan-failure').innerText()).toContain(
      'Common issues: Event not found, expired, or access denied',
    )
    await page.context().close()
  })
})

describe('resolver page', () => {
  it('explains a link without an event id', async () => {
    const { page } = await openPage(browser, '/resolve')
    await page.getByTestId('resolver-error').waitFor()
    expect(await page.getByTestId('resolver-error').innerText()).toContain('Resolution Failed')
    expect(await page.getByTestId('resolver-error-message').innerText()).toBe('No event ID provided in URL')
    expect(await page.getByTestId('resolver-dashboard-link').getAttribute('href')).toBe('/')
    await page.context().close()
  })

  it('says the resolver service is unavailable when no DynaQR app can be reached, and stays put', async () => {
    const { page } = await openPage(browser, '/resolve?event=NO-SUCH-EVENT')
    await page.getByTestId('resolver-error').waitFor()
    expect(await page.getByTestId('resolver-error-message').innerText()).toBe('Resolver service unavailable')
    expect(await page.getByTestId('resolver-event-id').innerText()).toContain('NO-SUCH-EVENT')
    expect(await page.getByTestId('resolver-retry').innerText()).toContain('Try Again')
    expect(page.url()).toContain('/resolve?event=NO-SUCH-EVENT')
    await page.context().close()
  })
})

describe('wallets', () => {
  it('offers only wallets that sign on LocalNet; the recovery-phrase dialog cancels without a failure', async () => {
    const { page } = await openPage(browser, '/create-event')
    await page.getByTestId('wallet-connect-kmd').first().waitFor()
    expect(await page.getByTestId('wallet-connect-myalgo').count()).toBe(0)
    await page.getByTestId('wallet-connect-mnemonic').first().click()
    const dialog = page.getByRole('dialog', { name: 'Connect with a recovery phrase' })
    await dialog.waitFor()
    await dialog.getByTestId('mnemonic-input').fill('too few words')
    await dialog.getByTestId('mnemonic-connect').click()
    expect(await dialog.getByTestId('mnemonic-error').innerText()).toBe(
      'A recovery phrase has 25 words; this one has 3.',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.waitForTimeout(500)
    expect(await page.getByText('Failed to connect wallet').count()).toBe(0)
    expect(await page.getByTestId('wallet-error').count()).toBe(0)
    await page.context().close()
  })
})
