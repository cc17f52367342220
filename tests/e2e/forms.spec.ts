/** What a visitor without a chain behind the app sees: validation, disabled forms, failure texts. */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from './support/axe'
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
    // The browser's own zone: the context's, UTC.
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

describe('create-event wizard, long texts', () => {
  const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
  /** 4,000 characters of an agenda with accented letters, Cyrillic, Japanese and emoji. */
  const agenda = Array.from({ length: 200 }, (_, i) =>
    i % 4 === 0
      ? `Día ${i}: café — naïve\n`
      : i % 4 === 1
        ? 'Доклад об Алгоранде\n'
        : i % 4 === 2
          ? '入門セッション 🎟️\n'
          : 'Q&A "open" floor\n',
  )
    .join('')
    .slice(0, 4_000)
  const bytesOnChain = (text: string) => new TextEncoder().encode(JSON.stringify(text.trim())).length - 2
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('counts the description and a tier description as they are typed, at 390 and 1280 px, and stops past a limit', async () => {
    mkdirSync(shotDir, { recursive: true })
    const { page, consoleErrors } = await openPage(browser, '/create-event', { width: 390, height: 844 })
    await page.getByTestId('wizard-title').fill('Lisbon Chain Summit')
    await page.getByTestId('wizard-description').fill(agenda)
    const used = bytesOnChain(agenda)
    expect(used).toBeLessThanOrEqual(8_000)
    expect(await page.getByTestId('wizard-description-count').innerText()).toBe(
      `${used.toLocaleString('en-US')} of 8,000 bytes`,
    )
    await page.getByTestId('wizard-category').selectOption('conference')
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}wizard-long-description-phone.png` })

    // Past the limit: the plain message under the field, and Next stays on the step.
    await page.getByTestId('wizard-description').fill(`${'é'.repeat(4_000)}!`)
    const tooLong = 'This text is 1 byte too long: Algorand stores at most 8,000 bytes here. Shorten it to continue.'
    expect(await page.locator('#wizard-description-error').innerText()).toBe(tooLong)
    await page.getByTestId('wizard-next').click()
    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Basic Info')
    expect(await page.getByTestId('wizard-announcement').innerText()).toBe(`Description: ${tooLong}`)
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}wizard-description-over-phone.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}wizard-description-over-desktop.png` })

    await page.getByTestId('wizard-description').fill(agenda)
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}wizard-long-description-desktop.png` })
    await page.getByTestId('wizard-next').click()
    await page.getByTestId('wizard-start-date').fill('2030-05-04')
    await page.getByTestId('wizard-end-date').fill('2030-05-05')
    await page.getByTestId('wizard-start-time').fill('09:00')
    await page.getByTestId('wizard-end-time').fill('18:00')
    await page.getByTestId('wizard-next').click()
    await page.getByTestId('wizard-venue-name').fill('Centro de Congressos')
    await page.getByTestId('wizard-venue-address').fill('Rua do Comércio 123, 2.º andar, Edifício Atlântico, 1100-150')
    await page.getByTestId('wizard-venue-city').fill('Lisboa')
    await page.getByTestId('wizard-venue-country').fill('Portugal')
    await page.getByTestId('wizard-next').click()

    // Near a tier description's limit, what is left shows beside the field.
    await page.getByTestId('wizard-tier-0-description').fill('Sièges réservés, déjeuner et soirée. '.repeat(7))
    const left = 300 - bytesOnChain('Sièges réservés, déjeuner et soirée. '.repeat(7))
    expect(await page.getByTestId('wizard-tier-0-description-count').innerText()).toBe(`${left} bytes left`)
    await page.getByTestId('wizard-tier-0').screenshot({ path: `${shotDir}wizard-tier-near-limit-desktop.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.getByTestId('wizard-tier-0').screenshot({ path: `${shotDir}wizard-tier-near-limit-phone.png` })
    await page.getByTestId('wizard-next').click()

    // The last step says what carrying the texts costs.
    expect(await page.getByTestId('wizard-details-cost').innerText()).toMatch(
      /^The event's texts take \d+ transaction notes: creating also sends \d+ payments of 0 ALGO from your account to itself that carry them, each one more network fee of 0\.001 ALGO \(0\.0\d\d ALGO in all\)\.$/,
    )
    await page.getByTestId('wizard-details-cost').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}wizard-cost-phone.png` })
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })
})

describe("the wizard's time zone", () => {
  /** The offset label of a zone today, as the field shows it ('Europe/Stockholm (UTC+01:00)'). */
  const offsetNow = (zone: string) => {
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value
    return offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC')
  }

  /** The options of the time zone list (the wallet panel has options of its own). */
  const zoneOptions = (page: Page) => page.getByRole('listbox', { name: 'Time zone' }).getByRole('option')

  async function dateStep(timezoneId: string, viewport = { width: 390, height: 844 }) {
    const { page, consoleErrors } = await openPage(browser, '/create-event', viewport, { timezoneId })
    await page.getByTestId('wizard-title').fill('Zone Test')
    await page.getByTestId('wizard-description').fill('Which zone the event is in.')
    await page.getByTestId('wizard-category').selectOption('meetup')
    await page.getByTestId('wizard-next').click()
    await page.getByTestId('wizard-timezone').waitFor()
    return { page, consoleErrors }
  }

  it("is the browser's zone in a Stockholm browser, found again by typing, with the keyboard only, and passes axe", async () => {
    const { page, consoleErrors } = await dateStep('Europe/Stockholm')
    const field = page.getByRole('combobox', { name: 'Time zone' })
    expect(await field.inputValue()).toBe(`Europe/Stockholm (${offsetNow('Europe/Stockholm')})`)
    expect(await seriousAxeViolations(page)).toEqual([])

    // Search by keyboard: the list opens with the matches, axe finds nothing in it either.
    await field.focus()
    await page.keyboard.type('madrid')
    expect(await field.getAttribute('aria-expanded')).toBe('true')
    expect(await zoneOptions(page).allTextContents()).toEqual([`Europe/Madrid (${offsetNow('Europe/Madrid')})`])
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    expect(await field.inputValue()).toBe(`Europe/Madrid (${offsetNow('Europe/Madrid')})`)
    expect(await page.getByTestId('wizard-step-title').innerText()).toBe('Date & Time')

    // Escape puts the chosen zone back; arrows move through the whole list.
    await field.fill('stock')
    expect(await zoneOptions(page).allTextContents()).toEqual([`Europe/Stockholm (${offsetNow('Europe/Stockholm')})`])
    await page.keyboard.press('Escape')
    expect(await field.inputValue()).toBe(`Europe/Madrid (${offsetNow('Europe/Madrid')})`)
    await page.keyboard.press('ArrowDown')
    expect(await zoneOptions(page).count()).toBeGreaterThan(300)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    expect(await field.inputValue()).toBe(`Europe/Malta (${offsetNow('Europe/Malta')})`)

    await page.getByTestId('wizard-start-date').fill('2027-01-15')
    await page.getByTestId('wizard-end-date').fill('2027-01-15')
    await page.getByTestId('wizard-start-time').fill('18:00')
    await page.getByTestId('wizard-end-time').fill('21:00')
    expect(await page.getByTestId('wizard-schedule-preview').innerText()).toBe(
      'Attendees will see: Fri 15 Jan 2027, 18:00–21:00 CET',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('offers India, Brazil and every other zone the browser knows', async () => {
    const { page } = await dateStep('Asia/Kolkata', { width: 1280, height: 900 })
    const field = page.getByRole('combobox', { name: 'Time zone' })
    expect(await field.inputValue()).toBe('Asia/Kolkata (UTC+05:30)')
    await field.fill('sao paulo')
    expect(await zoneOptions(page).allTextContents()).toEqual([`America/Sao_Paulo (${offsetNow('America/Sao_Paulo')})`])
    await field.fill('atlantis')
    expect(await page.getByTestId('wizard-timezone-status').innerText()).toBe('No time zone matches “atlantis”.')
    await page.context().close()
  })

  it('will not leave the step with an end before the start, and says why', async () => {
    const { page } = await dateStep('UTC', { width: 1280, height: 900 })
    await page.getByTestId('wizard-start-date').fill('2027-01-15')
    await page.getByTestId('wizard-end-date').fill('2027-01-15')
    await page.getByTestId('wizard-start-time').fill('18:00')
    await page.getByTestId('wizard-end-time').fill('17:00')
    await page.getByTestId('wizard-next').click()
    expect(await page.getByTestId('wizard-step-title').innerText()).toBe('Date & Time')
    expect(await page.getByTestId('wizard-announcement').innerText()).toBe('End Time: The end must be after the start.')
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
