/**
 * The Dashboard and Analytics with a new organiser's wallet connected, on LocalNet: their own event
 * count, newest event and scans on the Dashboard; every event, the totals and the dated 7-day
 * chart on Analytics, all read from the chain; and the owner's pages at 360 px with that data.
 */
import type { Browser, Page } from 'playwright-core'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { weekDayLabels } from '../../frontend/src/domain/figures/scan-days'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, registrationForm, uniqueId } from '../support/chain-inputs'
import { launchBrowser, newSession, signInWithMnemonic } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
let browser: Browser
let env: ChainEnv
let organiser: Actor
const names = ['Spring Meetup', 'Summer Workshop', 'Autumn Conference']
const ids: string[] = []

beforeAll(async () => {
  env = chainEnv()
  mkdirSync(shotDir, { recursive: true })
  browser = await launchBrowser()
  organiser = await env.fundedActor(algos(30))
  for (const name of names) ids.push(await createdEvent(organiser, eventInput(uniqueId('FIG'), { eventName: name })))
  // The newest event: two counted scans and one registration.
  const scanner = await env.fundedActor(0n)
  for (let scan = 0; scan < 2; scan++) {
    const result = await scanner.chain.resolve(ids[2], { waitForScan: true })
    expect(result.success).toBe(true)
  }
  const attendee = await env.fundedActor(algos(1))
  const registered = await registerByEventId(attendee.chain, ids[2], 0, registrationForm('Ada'))
  expect(registered.ok).toBe(true)
}, 120_000)

/** A tile's headline figure alone, without its label and hint. */
async function figure(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).locator('.stat__value').innerText()).trim()
}

afterAll(async () => {
  await browser?.close()
})

describe("the organiser's own figures", () => {
  it('the Dashboard shows their event count, newest event and scans', async () => {
    const session = await newSession(browser)
    const { page } = session
    await session.goto('/')
    await page.getByTestId('dashboard-connect').waitFor()
    await signInWithMnemonic(page, organiser.mnemonic)

    const events = page.getByTestId('dashboard-stat-events')
    await events.waitFor({ timeout: 20_000 })
    expect(await figure(page, 'dashboard-stat-events')).toBe('3')
    expect(await figure(page, 'dashboard-stat-scans')).toBe('2')
    expect(await page.getByTestId('dashboard-stat-scans').innerText()).toContain('2 today')
    expect(await figure(page, 'dashboard-stat-registrations')).toBe('1')
    expect(await page.getByTestId('dashboard-scope').innerText()).toBe(
      'Read from Algorand just now, across all your events.',
    )
    const newest = page.getByTestId('dashboard-recent-events').getByRole('listitem').first()
    expect(await newest.textContent()).toContain('Autumn Conference')
    expect(await newest.textContent()).toContain('Newest')
    await newest.getByRole('link', { name: 'Autumn Conference' }).click()
    await page.waitForURL(`**/events/${ids[2]}/manage`)
    session.expectNoErrors()
    await session.close()
  })

  it('Analytics lists every event and charts the week with its dates', async () => {
    const session = await newSession(browser)
    const { page } = session
    await session.goto('/history')
    await page.getByTestId('analytics-connect').waitFor()
    await signInWithMnemonic(page, organiser.mnemonic)

    const table = page.getByTestId('analytics-table')
    await table.waitFor({ timeout: 20_000 })
    await page.getByTestId('analytics-progress').waitFor({ state: 'detached' })
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBe(3)
    expect(await rows.first().getAttribute('data-event-id')).toBe(ids[2])
    expect(await figure(page, 'analytics-total-events')).toBe('3')
    expect(await figure(page, 'analytics-total-scans')).toBe('2')
    expect(await figure(page, 'analytics-total-registrations')).toBe('1')
    const days = page.getByTestId('analytics-days').getByRole('listitem')
    expect(await days.count()).toBe(7)
    expect(await days.nth(6).innerText()).toMatch(/^Today\s*2\s*scans$/)
    const chainNow = await organiser.chain.chainTime()
    expect(await days.nth(0).innerText()).toContain(weekDayLabels(chainNow)[0])
    session.expectNoErrors()
    await session.close()
  })

  it('both fit a 360 px phone with the figures on them', async () => {
    for (const [path, ready, gate] of [
      ['/', 'dashboard-recent-events', 'dashboard-connect'],
      ['/history', 'analytics-table', 'analytics-connect'],
    ] as const) {
      const session = await newSession(browser)
      const { page } = session
      await page.setViewportSize({ width: 360, height: 740 })
      await session.goto(path)
      await page.getByTestId(gate).waitFor()
      await signInWithMnemonic(page, organiser.mnemonic)
      await page.getByTestId(ready).waitFor({ timeout: 20_000 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${shotDir}${ready}-360.png`, fullPage: true })
      session.expectNoErrors()
      await session.close()
    }
  })

  it("the owner's event pages fit a 360 px phone with their chain data", async () => {
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 360, height: 740 })
    await session.goto('/events')
    await signInWithMnemonic(page, organiser.mnemonic)
    await page.locator(`[data-testid="event-card"][data-event-id="${ids[2]}"]`).waitFor({ timeout: 20_000 })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow(), '/events').toBeLessThanOrEqual(0)
    // A new page load forgets the Mnemonic wallet: the Manage page asks for it again.
    await session.goto(`/events/${ids[2]}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    await signInWithMnemonic(page, organiser.mnemonic)
    await page.getByTestId('scan-budget').waitFor({ timeout: 20_000 })
    await page.getByTestId('attendees').waitFor()
    expect(await overflow(), 'manage').toBeLessThanOrEqual(0)
    // The Edit page, reached from Manage in the same session (the wallet stays connected).
    await page.getByTestId('manage-edit-link').click()
    await page.getByTestId('edit-event-form').waitFor({ timeout: 20_000 })
    expect(await overflow(), 'edit').toBeLessThanOrEqual(0)
    for (const [path, ready] of [
      [`/events/${ids[2]}`, 'registration-summary'],
      [`/events/${ids[2]}/poster`, 'poster'],
      [`/events/${ids[2]}/check-in`, 'door-pairing'],
    ] as const) {
      await session.goto(path)
      await page.getByTestId(ready).first().waitFor({ timeout: 20_000 })
      expect(await overflow(), path).toBeLessThanOrEqual(0)
    }
    session.expectNoErrors()
    await session.close()
  })
})
