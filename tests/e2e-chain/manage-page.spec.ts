/**
 * The Manage page on a 390 px phone and a 1280 px screen, as the owner (KMD) sees it with an
 * attendee: the attendees and check-in first, then the event, then budgets and settings, and a
 * section navigation at the top that stays in view and jumps to each card, by pointer and by keyboard.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { connectKmd, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const SECTIONS = [
  'Attendees',
  'Doors',
  'Check-in',
  'Details',
  'Destination',
  'QR code',
  'Scans',
  'Organiser',
  'Scan budget',
  'Attendee costs',
  'Who can register',
  'Status',
  'Wallet',
]

let browser: Browser
let env: ChainEnv
let eventId: string
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  const owner = await env.kmdOwner()
  eventId = await createdEvent(owner, eventInput(uniqueId('MANAGE'), { ticketTiers: [tier('Standard', 2, 50)] }))
  const attendee = await env.fundedActor(algos(10))
  const result = await registerByEventId(attendee.chain, eventId, 0, registrationForm('Grace'))
  if (!result.ok) throw new Error(`registering failed: ${result.error}`)
})
afterAll(async () => {
  await browser?.close()
})

/** Where a card is against the viewport and the bottom of the sticky section navigation. */
async function placeOf(page: Page, anchor: string) {
  return page.evaluate((id) => {
    const card = document.getElementById(id)!.getBoundingClientRect()
    const nav = document.querySelector('[data-testid="manage-section-nav"]')!.getBoundingClientRect()
    return { cardTop: card.top, navTop: nav.top, navBottom: nav.bottom, viewport: window.innerHeight }
  }, anchor)
}

describe('the Manage page', () => {
  it('orders the cards for the day and jumps to each from a navigation that stays in view', async () => {
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto(`/events/${eventId}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    await connectKmd(page)
    await page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })

    const nav = page.getByTestId('manage-section-nav')
    expect(await nav.locator('a').allTextContents()).toEqual(SECTIONS)
    const order = await page.locator('.manage-anchor').evaluateAll((cards) => cards.map((card) => card.id))
    expect(order).toEqual([
      'manage-attendees',
      'manage-doors',
      'manage-check-in',
      'manage-details',
      'manage-destination',
      'manage-qr-code',
      'manage-performance',
      'manage-organiser',
      'manage-scan-budget',
      'manage-attendee-costs',
      'manage-registration',
      'manage-controls',
      'manage-wallet',
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)
    console.log(`Manage page at 390 x 844: ${screens.toFixed(1)} screens`)
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}manage-top-phone.png` })

    // A pointer: the card lands just below the sticky navigation, which stays under the app header.
    await nav.getByRole('link', { name: 'Scan budget' }).click()
    await page.waitForFunction(() => document.activeElement?.id === 'manage-scan-budget')
    await page.waitForTimeout(300)
    const budget = await placeOf(page, 'manage-scan-budget')
    expect(budget.navTop).toBeGreaterThan(0)
    expect(budget.cardTop).toBeGreaterThanOrEqual(budget.navBottom)
    expect(budget.cardTop).toBeLessThan(budget.navBottom + 40)
    expect(new URL(page.url()).hash).toBe('#manage-scan-budget')
    expect(await nav.locator('[aria-current="location"]').allTextContents()).toEqual(['Scan budget'])
    // The row keeps the marked link in view.
    expect(
      await nav.locator('[aria-current="location"]').evaluate((link) => {
        const row = link.closest('ul')!.getBoundingClientRect()
        const box = link.getBoundingClientRect()
        return box.left >= row.left && box.right <= row.right
      }),
    ).toBe(true)
    await page.screenshot({ path: `${shotDir}manage-nav-phone.png` })

    // A keyboard: Tab to a link, Enter, and the focus moves to that card.
    await nav.getByRole('link', { name: 'Doors' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === 'manage-doors')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('manage-doors')!.contains(document.activeElement))).toBe(
      true,
    )
    const doors = await placeOf(page, 'manage-doors')
    expect(doors.cardTop).toBeGreaterThanOrEqual(doors.navBottom)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${shotDir}manage-top-desktop.png` })
    // Side by side, the door devices and the check-in settings each fit their half.
    await page.getByTestId('manage-group-on-the-day').screenshot({ path: `${shotDir}manage-on-the-day-desktop.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await nav.getByRole('link', { name: 'Details' }).click()
    await page.waitForFunction(() => document.activeElement?.id === 'manage-details')
    await page.waitForTimeout(300)
    // Of two cards side by side under the navigation, the first is the one being read.
    expect(await nav.locator('[aria-current="location"]').allTextContents()).toEqual(['Details'])
    await page.screenshot({ path: `${shotDir}manage-nav-desktop.png` })
    session.expectNoErrors()
    await session.close()
  })
})
