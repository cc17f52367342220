/**
 * The public event page on a 390 px phone, on LocalNet, as a visitor without a wallet sees it: the
 * venue with its map link, the date, the range of its ticket prices and no organiser-only figures; its calendar
 * file carries the title, the start and the place. The form is filled first and the wallet
 * connected last. The event page, the registration form with its panels, the completion page with
 * the ticket, and Discover say neither "NFT", "atomic" nor "blockchain".
 */
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
/** Words of the machinery attendees do not read on their pages. */
const MACHINE_WORDS = /\bNFTs?\b|\batomic|\bblockchains?\b/i

/** The page's rendered text, which must say none of MACHINE_WORDS (the match, if any, is returned). */
async function machineWordsOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return text.split('\n').filter((line) => MACHINE_WORDS.test(line))
}
const STARTS = Date.UTC(2031, 4, 1, 8, 0) / 1000
let browser: Browser
let eventId: string
let env: ChainEnv

beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  const organiser = await env.fundedActor(algos(10))
  eventId = await createdEvent(
    organiser,
    eventInput(uniqueId('PAGE'), {
      eventName: 'Lisbon Builders Day',
      maxCapacity: 120,
      ticketTiers: [tier('Standard', 5, 100), tier('Community', 0, 20)],
      // As the wizard writes it: the email ticked, the phone not.
      organizer: { name: 'Rita', organization: 'Lisbon Builders', email: 'rita@builders.example', phone: '' },
      settings: openSettings({ startsAt: STARTS, endsAt: STARTS + 8 * 3_600 }),
      extraMetadata: {
        timezone: 'Europe/Lisbon',
        venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' },
      },
    }),
  )
})

afterAll(async () => {
  await browser?.close()
})

describe('the public event page on a phone', () => {
  it('shows the venue, the date and the range of its ticket prices, no revenue, and downloads a calendar file', async () => {
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto(`/events/${eventId}`)
    const summary = page.getByTestId('registration-summary')
    await summary.waitFor({ timeout: 20_000 })

    const where = await page.getByTestId('registration-location').innerText()
    expect(where).toContain('Main Hall')
    expect(where).toContain('1 Chain Street, Lisbon, Portugal')
    expect(await page.getByTestId('registration-map-link').getAttribute('href')).toContain('Main%20Hall')
    // The event's zone, and the visitor's (UTC) whose clock reads an hour behind Lisbon's summer time.
    expect(await page.getByTestId('registration-when-event').innerText()).toBe('Thu 1 May 2031, 09:00–17:00 WEST')
    expect(await page.getByTestId('registration-when-visitor').innerText()).toBe(
      'In your time zone: Thu 1 May 2031, 08:00–16:00 UTC',
    )
    expect(await page.getByTestId('registration-ticket-price').innerText()).toBe('Free – 5 ALGO')
    expect(await page.getByTestId('registration-organiser').innerText()).toBe('Lisbon Builders · Rita')
    expect(await page.getByTestId('registration-organiser-email').getAttribute('href')).toBe(
      'mailto:rita@builders.example',
    )
    expect(await page.getByTestId('registration-organiser-phone').count()).toBe(0)
    expect(await summary.innerText()).not.toMatch(/revenue|\$/i)
    const navigation = page.locator('#main-navigation')
    expect(await navigation.locator('a').allTextContents()).toEqual(['Discover events', 'For organisers'])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    mkdirSync(shotDir, { recursive: true })
    await summary.screenshot({ path: `${shotDir}event-page-phone.png` })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()])
    expect(download.suggestedFilename()).toBe(`${eventId}.ics`)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain('SUMMARY:Lisbon Builders Day')
    expect(ics).toContain('DTSTART:20310501T080000Z')
    expect(ics).toContain('LOCATION:Main Hall\\, 1 Chain Street\\, Lisbon\\, Portugal')
    session.expectNoErrors()
    await session.close()
  })

  it('lets a visitor fill the form first and connect a wallet last, then gives a link that works on another device', async () => {
    const attendee = await env.fundedActor(algos(10))
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto(`/events/${eventId}/register`)
    await page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    await page.getByTestId('registration-name').fill('Grace Hopper')
    await page.getByTestId('registration-email').fill('grace@example.com')
    expect(await page.getByTestId('registration-wallet-required').innerText()).toContain('5.001 ALGO')
    await page.screenshot({ path: `${shotDir}register-before-wallet-phone.png`, fullPage: true })

    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    expect(await page.getByTestId('registration-name').inputValue()).toBe('Grace Hopper')
    expect(await page.getByTestId('registration-email').inputValue()).toBe('grace@example.com')
    await page.getByTestId('registration-submit').click()
    await expectToast(page, 'Registration successful! You will receive an attendance token when you attend the event.')
    await page.getByTestId('registration-complete').waitFor()
    await page.getByTestId('ticket').waitFor({ timeout: 20_000 })
    expect(await machineWordsOn(page)).toEqual([])
    expect(await page.getByTestId('add-to-calendar').isVisible()).toBe(true)
    expect((await env.registration(eventId, attendee.address))?.status).toBe('confirmed')
    const link = await page.getByTestId('registration-link').innerText()
    expect(link).toBe(`${new URL(page.url()).origin}/events/${eventId}/register`)
    session.expectNoErrors()
    await session.close()

    // Another device: nothing stored, the link and the same wallet bring the registration back.
    const other = await newSession(browser)
    await other.page.setViewportSize({ width: 390, height: 844 })
    await other.page.goto(link)
    await other.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(other.page, attendee.mnemonic)).toBe(attendee.address)
    await other.page.getByTestId('registration-complete').waitFor({ timeout: 20_000 })
    expect(await other.page.getByTestId('registration-status').innerText()).toBe('Registered')
    other.expectNoErrors()
    await other.close()
  })

  it('speaks plainly: no NFT, atomic or blockchain on the event page, the registration form and Discover', async () => {
    const session = await newSession(browser)
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto(`/events/${eventId}`)
    await page.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    // The side panels are part of the page: 'What You Get', 'Payment Info', 'Why Algorand'.
    await page.getByRole('heading', { name: 'Why Algorand' }).waitFor()
    expect(await machineWordsOn(page)).toEqual([])

    await session.goto(`/events/${eventId}/register`)
    await page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('registration-held-payment').count()).toBe(0)
    expect(await machineWordsOn(page)).toEqual([])

    await session.goto('/discover')
    await page.locator(`[data-testid="discover-card"][data-event-id="${eventId}"]`).waitFor({ timeout: 30_000 })
    expect(await machineWordsOn(page)).toEqual([])
    session.expectNoErrors()
    await session.close()
  })
})
