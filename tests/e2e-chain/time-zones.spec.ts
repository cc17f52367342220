/**
 * Time zones on LocalNet, on a 390 px phone: an organiser whose browser is in Stockholm finds the
 * wizard in Europe/Stockholm without touching the field, creates the event with KMD, and its page
 * and the Events list then give its date with the zone named; a visitor in New York sees the
 * event's time and their own. Screenshots of the date step, the event page and the Events list at
 * 390 px and 1280 px land in tests/e2e-chain/.screenshots.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from '../e2e/support/axe'
import { connectKmd, expectToast, launchBrowser, newSession } from './support/browser'
import { chainEnv, type ChainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 900 }
/** Wed 15 Jan 2031, 18:00 to 21:00 in Stockholm (CET, UTC+1): 17:00 to 20:00 UTC. */
const SCHEDULE = 'Wed 15 Jan 2031, 18:00–21:00 CET'

let browser: Browser
let env: ChainEnv
let eventId: string

beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  mkdirSync(shotDir, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
})

/** 'Europe/Stockholm (UTC+01:00)': a zone with its offset today, as the field labels it. */
function withOffsetNow(zone: string): string {
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')!.value
  return `${zone} (${offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC')})`
}

/** The options of the time zone list (the wallet panel has options of its own). */
const zoneOptions = (page: Page) => page.getByRole('listbox', { name: 'Time zone' }).getByRole('option')

/** Screenshots at the phone's width, then the laptop's, and back to the phone. */
async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `${shotDir}${name}-phone.png`, fullPage: true })
  await page.setViewportSize(LAPTOP)
  await page.screenshot({ path: `${shotDir}${name}-desktop.png`, fullPage: true })
  await page.setViewportSize(PHONE)
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('an organiser in Stockholm', () => {
  it("creates the event in the browser's zone without touching the field; its page and the Events list name it", async () => {
    const session = await newSession(browser, PHONE, { timezoneId: 'Europe/Stockholm' })
    const { page } = session
    await session.goto('/create-event')
    const kmd = (await env.kmdOwner()).address
    expect(await connectKmd(page)).toBe(kmd)

    const title = `Stockholm Winter Meetup ${Date.now().toString(36)}`
    await page.getByTestId('wizard-title').fill(title)
    await page.getByTestId('wizard-description').fill('An evening in Stockholm, on the chain.')
    await page.getByTestId('wizard-category').selectOption('meetup')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toBe('Date & Time')
    const zone = page.getByRole('combobox', { name: 'Time zone' })
    expect(await zone.inputValue()).toBe(withOffsetNow('Europe/Stockholm'))
    await page.getByTestId('wizard-start-date').fill('2031-01-15')
    await page.getByTestId('wizard-end-date').fill('2031-01-15')
    await page.getByTestId('wizard-start-time').fill('18:00')
    await page.getByTestId('wizard-end-time').fill('21:00')
    expect(await page.getByTestId('wizard-schedule-preview').innerText()).toBe(`Attendees will see: ${SCHEDULE}`)
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    // The wallet's toast fades out first: axe would measure it mid-fade.
    await page.waitForFunction(() => document.querySelectorAll('[data-rht-toaster] [role="status"]').length === 0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await shootBoth(page, 'wizard-date-step')
    // The list open on a search, as an organiser elsewhere would look for Stockholm.
    await zone.fill('stock')
    expect(await zoneOptions(page).allTextContents()).toEqual([withOffsetNow('Europe/Stockholm')])
    await page.screenshot({ path: `${shotDir}wizard-time-zone-search-phone.png` })
    await page.keyboard.press('Escape')
    expect(await zone.inputValue()).toBe(withOffsetNow('Europe/Stockholm'))
    await page.getByTestId('wizard-next').click()

    await page.getByTestId('wizard-venue-name').fill('Kulturhuset')
    await page.getByTestId('wizard-venue-address').fill('Sergels torg 3')
    await page.getByTestId('wizard-venue-city').fill('Stockholm')
    await page.getByTestId('wizard-venue-country').fill('Sweden')
    await page.getByTestId('wizard-next').click()
    await page.getByTestId('wizard-tier-0-price').fill('0')
    await page.getByTestId('wizard-next').click()
    await page.getByTestId('wizard-organizer-name').fill('Stockholm Organiser')
    await page.getByTestId('wizard-organizer-email').fill('organiser@example.com')
    await page.getByTestId('wizard-create').click()
    await expectToast(page, 'Event created successfully on the blockchain!')
    await page.getByTestId('create-success').waitFor()
    eventId = await page.getByTestId('create-success').locator('code').innerText()

    // The chain holds the Stockholm wall clock as the instant it is: 17:00 to 20:00 UTC.
    const event = await env.event(eventId)
    expect(event!.settings).toMatchObject({
      startsAt: Date.UTC(2031, 0, 15, 17, 0) / 1000,
      endsAt: Date.UTC(2031, 0, 15, 20, 0) / 1000,
    })
    expect(event!.expiryDate).toBe(Date.UTC(2031, 0, 15, 20, 0) / 1000)

    // The event page, in the event's zone; the visitor is in it too, so once.
    await session.goto(`/events/${eventId}`)
    await page.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('registration-when').innerText()).toBe(SCHEDULE)
    expect(await page.getByTestId('registration-when-visitor').count()).toBe(0)
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    await shootBoth(page, 'event-page-stockholm')

    // The organiser's Events list, in grid and list view.
    await session.goto('/events')
    const card = page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`)
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getByTestId('event-card-when').innerText()).toBe(SCHEDULE)
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
    await shootBoth(page, 'events-grid')
    await page.getByTestId('events-view-list').click()
    expect(await card.getByTestId('event-card-when').innerText()).toBe(SCHEDULE)
    await shootBoth(page, 'events-list')
    session.expectNoErrors()
    await session.close()
  })

  it("shows a visitor in New York the event's time and their own", async () => {
    expect(eventId, 'the event the first test created').toBeTruthy()
    const visitor = await newSession(browser, PHONE, { timezoneId: 'America/New_York' })
    const { page } = visitor
    await visitor.goto(`/events/${eventId}`)
    await page.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('registration-when-event').innerText()).toBe(SCHEDULE)
    expect(await page.getByTestId('registration-when-visitor').innerText()).toBe(
      'In your time zone: Wed 15 Jan 2031, 12:00–15:00 EST',
    )
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await shootBoth(page, 'event-page-new-york')
    visitor.expectNoErrors()
    await visitor.close()
  })
})
