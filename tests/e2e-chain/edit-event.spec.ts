/**
 * The organiser edits an event in the browser on LocalNet: from the Manage page to the Edit page,
 * a new venue, a later date and a new price saved with one signature; a visitor's public event
 * page then shows them. Both pages fit a 390 px phone, and axe finds nothing serious on the Edit page.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { seriousAxeViolations } from '../e2e/support/axe'
import { expectToast, launchBrowser, newSession, signInWithMnemonic } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const STARTS = Date.UTC(2031, 5, 10, 9, 0) / 1000
let browser: Browser
let env: ChainEnv
let organiser: Actor
let eventId: string

/** The organiser's 80-seat meetup on STARTS, one 'Standard' tier at `price` ALGO, in Portugal. */
function meetup(prefix: string, eventName: string, description: string, price: number, venue: Record<string, string>) {
  return createdEvent(
    organiser,
    eventInput(uniqueId(prefix), {
      eventName,
      description,
      maxCapacity: 80,
      ticketTiers: [tier('Standard', price, 80)],
      settings: openSettings({ startsAt: STARTS, endsAt: STARTS + 4 * 3_600 }),
      extraMetadata: { category: 'meetup', timezone: 'UTC', venue: { state: '', country: 'Portugal', ...venue } },
    }),
  )
}

beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  organiser = await env.fundedActor(algos(10))
  eventId = await meetup('MOVE', 'Porto Builders Night', 'An evening of demos', 4, {
    name: 'Old Warehouse',
    address: '5 Dock Road',
    city: 'Porto',
  })
})

afterAll(async () => {
  await browser?.close()
})

const noSidewaysScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('editing an event', () => {
  it('a new venue, date and price saved on the Edit page appear on the public event page', async () => {
    // The organiser's browser is in Tokyo: the event keeps the zone it was created in (UTC).
    const session = await newSession(browser, { width: 390, height: 844 }, { timezoneId: 'Asia/Tokyo' })
    const { page } = session
    await session.goto(`/events/${eventId}/manage`)
    await signInWithMnemonic(page, organiser.mnemonic)
    await page.getByTestId('manage-edit-link').click()

    const form = page.getByTestId('edit-event-form')
    await form.waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('wizard-title').inputValue()).toBe('Porto Builders Night')
    expect(await page.getByTestId('wizard-start-date').inputValue()).toBe('2031-06-10')
    expect(await page.getByTestId('wizard-start-time').inputValue()).toBe('09:00')
    expect(await page.getByTestId('wizard-timezone').inputValue()).toBe('UTC')
    expect(await page.getByTestId('wizard-venue-name').inputValue()).toBe('Old Warehouse')
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    // The wallet's toast, dismissed by the move to this page, fades out first: axe would measure it mid-fade.
    await page.waitForFunction(() => document.querySelectorAll('[role="status"][aria-live="polite"]').length === 0)
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.getByTestId('wizard-venue-name').fill('Riverside Hall')
    await page.getByTestId('wizard-venue-address').fill('12 Quay Street')
    await page.getByTestId('wizard-start-date').fill('2031-06-17')
    await page.getByTestId('wizard-end-date').fill('2031-06-17')
    await page.getByTestId('edit-tier-0-price').fill('6')
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}edit-event-phone.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${shotDir}edit-event-desktop.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('edit-save').click()
    await expectToast(page, 'Event updated')
    await page.getByTestId('manage-details').waitFor({ timeout: 20_000 })
    session.expectNoErrors()
    await session.close()

    const visitor = await newSession(browser)
    await visitor.page.setViewportSize({ width: 390, height: 844 })
    await visitor.goto(`/events/${eventId}`)
    await visitor.page.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    const where = await visitor.page.getByTestId('registration-location').innerText()
    expect(where).toContain('Riverside Hall')
    expect(where).toContain('12 Quay Street')
    expect(where).not.toContain('Old Warehouse')
    expect(await visitor.page.getByTestId('registration-when').innerText()).toBe('Tue 17 Jun 2031, 09:00–13:00 UTC')
    expect(await visitor.page.getByTestId('registration-ticket-price').innerText()).toBe('6 ALGO')
    expect(await noSidewaysScroll(visitor.page)).toBeLessThanOrEqual(0)
    await visitor.page.getByTestId('registration-summary').screenshot({ path: `${shotDir}edited-event-page-phone.png` })
    visitor.expectNoErrors()
    await visitor.close()
  })

  it('a 4,000-character description and a tier’s texts, counted as they are typed at 390 and 1280 px, reach a new visitor whole', async () => {
    const longId = await meetup('AGENDA', 'Lisbon Agenda Day', 'Short for now', 1, {
      name: 'Hall',
      address: '1 Quay',
      city: 'Lisbon',
    })
    const agenda = Array.from({ length: 200 }, (_, i) => `${String(i).padStart(3, '0')} Sessão — café, Доклад ✨\n`)
      .join('')
      .slice(0, 4_000)
      .trim()
    const bytesOnChain = (text: string) => new TextEncoder().encode(JSON.stringify(text)).length - 2
    const tierText = 'Lugares reservados, almoço e festa à noite. '.repeat(6).trim()

    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto(`/events/${longId}/manage`)
    await signInWithMnemonic(page, organiser.mnemonic)
    await page.getByTestId('manage-edit-link').click()
    await page.getByTestId('edit-event-form').waitFor({ timeout: 20_000 })
    await page.getByTestId('wizard-description').fill(agenda)
    expect(await page.getByTestId('wizard-description-count').innerText()).toBe(
      `${bytesOnChain(agenda).toLocaleString('en-US')} of 8,000 bytes`,
    )
    await page
      .getByTestId('wizard-venue-address')
      .fill('Rua do Comércio 123, 2.º andar, Edifício Atlântico, 1100-150 Lisboa')
    await page.getByTestId('edit-tier-0-description').fill(tierText)
    expect(await page.getByTestId('edit-tier-0-description-count').innerText()).toBe(
      `${300 - bytesOnChain(tierText)} bytes left`,
    )
    await page.getByTestId('edit-tier-0-benefits').fill('Almoço, Festa, Crachá ✨')
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    mkdirSync(shotDir, { recursive: true })
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}edit-long-description-phone.png` })
    await page.getByTestId('edit-tiers').screenshot({ path: `${shotDir}edit-tier-texts-phone.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByTestId('wizard-description').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${shotDir}edit-long-description-desktop.png` })
    await page.getByTestId('edit-tiers').screenshot({ path: `${shotDir}edit-tier-texts-desktop.png` })

    // One byte over: a plain message, and Save does not send.
    await page
      .getByTestId('edit-tier-0-description')
      .fill(`${tierText}${'é'.repeat(Math.ceil((300 - bytesOnChain(tierText)) / 2) + 1)}`)
    expect(await page.locator('#edit-tier-0-description-error').innerText()).toMatch(
      /^This text is \d+ bytes? too long: Algorand stores at most 300 bytes here\. Shorten it to continue\.$/,
    )
    await page.getByTestId('edit-save').click()
    expect(await page.getByTestId('edit-event-form').count()).toBe(1)
    await page.getByTestId('edit-tier-0-description').fill(tierText)
    await page.getByTestId('edit-save').click()
    await expectToast(page, 'Event updated')
    await page.getByTestId('manage-details').waitFor({ timeout: 20_000 })
    session.expectNoErrors()
    await session.close()

    // A visitor whose browser never saw the event reads every text whole.
    const visitor = await newSession(browser)
    await visitor.page.setViewportSize({ width: 390, height: 844 })
    await visitor.goto(`/events/${longId}`)
    await visitor.page.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    expect(await visitor.page.getByTestId('registration-description').evaluate((el) => el.textContent)).toBe(agenda)
    expect(await visitor.page.getByTestId('registration-location').innerText()).toContain(
      'Rua do Comércio 123, 2.º andar, Edifício Atlântico, 1100-150 Lisboa',
    )
    expect(await visitor.page.locator('#registration-tier-note').innerText()).toContain(tierText)
    visitor.expectNoErrors()
    await visitor.close()
  })
})
