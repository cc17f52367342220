/**
 * Discover events on a 390 px phone, on LocalNet, as a visitor without a wallet: the events their
 * organisers made public, happening now and upcoming first (not in creation order), each with its
 * date, venue and price, and not an unlisted one; no sideways scrolling (at 360 px either), no
 * serious accessibility violation; a card opens the event's page.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from '../e2e/support/axe'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { launchBrowser, newSession } from './support/browser'
import { algos, chainEnv } from './support/chain'
import { formatSchedule } from '../../frontend/src/domain/time/date-format'
import type { EventSettings } from '../../frontend/src/domain/event/event'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const HOUR = 3_600
const venue = { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' }
let browser: Browser
/** Created in this order, oldest first: the list shows them happening now and upcoming first instead. */
const ids = { now: uniqueId('NOW'), soon: uniqueId('SOON'), unlisted: uniqueId('HIDDEN'), later: uniqueId('LATER') }
/** Tomorrow's meetup, in Lisbon's zone. */
let soonSettings: EventSettings

beforeAll(async () => {
  const env = chainEnv()
  browser = await launchBrowser()
  const organiser = await env.fundedActor(algos(10))
  const startsIn = (hours: number) => {
    const startsAt = Math.floor(Date.now() / 1000) + hours * HOUR
    return openSettings({ startsAt, endsAt: startsAt + 2 * HOUR })
  }
  await createdEvent(organiser, eventInput(ids.now, { eventName: 'Workshop Happening Now' }))
  await createdEvent(
    organiser,
    eventInput(ids.soon, {
      eventName: 'Meetup Tomorrow',
      maxCapacity: 120,
      ticketTiers: [tier('Standard', 5, 100)],
      settings: (soonSettings = startsIn(24)),
      extraMetadata: { venue, timezone: 'Europe/Lisbon' },
    }),
  )
  await createdEvent(organiser, eventInput(ids.unlisted, { eventName: 'Unlisted Dinner', visibility: 'unlisted' }))
  await createdEvent(organiser, eventInput(ids.later, { eventName: 'Conference Next Week', settings: startsIn(168) }))
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

describe('Discover events on a phone, without a wallet', () => {
  it('lists public events upcoming first with their date, venue and price, fits the screen, and opens an event', async () => {
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto('/discover')
    await page.getByTestId('discover-list').waitFor({ timeout: 30_000 })

    const shown = await page
      .getByTestId('discover-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-id')))
    const ours = shown.filter((id) => Object.values(ids).includes(id!))
    expect(ours).toEqual([ids.now, ids.soon, ids.later])
    expect(shown).not.toContain(ids.unlisted)

    const soon = page.locator(`[data-testid="discover-card"][data-event-id="${ids.soon}"]`)
    expect(await soon.getByTestId('discover-card-where').innerText()).toBe(
      'Main Hall, 1 Chain Street, Lisbon, Portugal',
    )
    expect(await soon.getByTestId('discover-card-price').innerText()).toBe('5 ALGO')
    expect(await soon.getByTestId('discover-card-seats').innerText()).toBe('120 of 120 left')
    // In the event's zone (the visitor's is UTC): 'Fri 27 Nov 2026, 18:04–20:04 WET'.
    expect(await soon.getByTestId('discover-card-when').innerText()).toBe(
      formatSchedule(soonSettings.startsAt, soonSettings.endsAt, 'Europe/Lisbon'),
    )
    const now = page.locator(`[data-testid="discover-card"][data-event-id="${ids.now}"]`)
    expect(await now.textContent()).toContain('Happening now')
    expect(await page.locator('#main-navigation a').allTextContents()).toEqual(['Discover events', 'For organisers'])

    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}discover-phone.png`, fullPage: true })
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await overflow()).toBeLessThanOrEqual(0)

    // Anywhere on the card opens the event, not only its title.
    await soon.click()
    await page.waitForURL(`**/events/${ids.soon}`)
    const summary = page.getByTestId('registration-summary')
    await summary.waitFor({ timeout: 20_000 })
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Meetup Tomorrow')
    session.expectNoErrors()
    await session.close()
  })
})
