/**
 * The public pages on a 390 px phone, on LocalNet, as a first visitor sees them: the event page,
 * the attendee's registration page, Discover, a door device and the poster each draw their content
 * (the event's title, date, venue and prices, the form with its ways to register, the card, the
 * pairing code, the printable code) without sideways scrolling, within their JavaScript budgets,
 * and none of them requests use-wallet, a wallet's SDK, algosdk or the write path. Choosing a
 * wallet loads the wallet stack, the button busy meanwhile; the first registration loads the write
 * path.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatSchedule } from '../../frontend/src/domain/time/date-format'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { recordScripts, walletPackagesLoaded } from '../support/wallet-scripts'
import { DRAWN_PAGE_BUDGETS_KB } from '../../scripts/bench/bundle-budgets'
import { scriptSizes } from '../../scripts/bench/bundle'
import { connectKmd, expectToast, launchBrowser, newSession, type Session } from './support/browser'
import { algos, chainEnv } from './support/chain'

const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const PHONE = { width: 390, height: 844 }
const STARTS = Math.floor(Date.now() / 1000) + 14 * 86_400
const SETTINGS = openSettings({ startsAt: STARTS, endsAt: STARTS + 6 * 3_600, selfCheckIn: false })
const NAME = 'Porto Light Pages Meetup'
let browser: Browser
let eventId: string

beforeAll(async () => {
  browser = await launchBrowser()
  const organiser = await chainEnv().fundedActor(algos(10))
  eventId = await createdEvent(
    organiser,
    eventInput(uniqueId('LIGHT'), {
      eventName: NAME,
      maxCapacity: 80,
      ticketTiers: [tier('Community', 0, 60), tier('Supporter', 3, 20)],
      settings: SETTINGS,
      extraMetadata: {
        timezone: 'Europe/Lisbon',
        venue: { name: 'Harbour Hall', address: '2 Quay Street', city: 'Porto', state: '', country: 'Portugal' },
      },
    }),
  )
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

/** A first visitor's phone on `path`, recording the scripts it asks the app's server for. */
async function visit(path: string): Promise<{ session: Session; scripts: string[] }> {
  const session = await newSession(browser, PHONE)
  const scripts = recordScripts(session.page, new URL(inject('baseUrl')).origin)
  await session.goto(path)
  return { session, scripts }
}

/**
 * Everything the page has drawn fits the phone's width, nothing the visitor did not ask for was
 * loaded, and what was loaded stays within the page's budget (gzipped JavaScript).
 */
async function expectLightAndFitting(page: Page, scripts: string[], shot: string, budgetKb: number) {
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  expect(walletPackagesLoaded(inject('distDir'), scripts)).toEqual([])
  const { files, gzipBytes } = scriptSizes(inject('distDir'), new Set(scripts))
  console.log(`${shot}: ${files} scripts, ${(gzipBytes / 1024).toFixed(2)} KB gzipped (budget ${budgetKb} KB)`)
  expect(gzipBytes / 1024).toBeLessThanOrEqual(budgetKb)
  mkdirSync(shotDir, { recursive: true })
  await page.screenshot({ path: `${shotDir}light-${shot}-390.png`, fullPage: true })
}

const schedule = () => formatSchedule(SETTINGS.startsAt, SETTINGS.endsAt, 'Europe/Lisbon')

describe('public pages on a phone, before the visitor acts', () => {
  it.each(['', '/register'])('the event page%s draws the event and its form', async (suffix) => {
    const { session, scripts } = await visit(`/events/${eventId}${suffix}`)
    const { page } = session
    await page.getByTestId('registration-summary').waitFor({ timeout: 30_000 })
    expect(await page.locator('#registration-event-title').innerText()).toBe(NAME)
    expect(await page.getByTestId('registration-when-event').innerText()).toBe(schedule())
    expect(await page.getByTestId('registration-location').innerText()).toContain('Harbour Hall')
    expect(await page.getByTestId('registration-submit').isVisible()).toBe(true)
    expect(await page.getByTestId('registration-tier').locator('option').count()).toBe(2)
    const wallet = page.getByTestId('wallet-panel').first()
    expect(await wallet.getByTestId('passkey-continue').innerText()).toBe('Continue with a passkey')
    expect(await wallet.getByTestId('wallet-connect-kmd').isVisible()).toBe(true)
    expect(await wallet.getByTestId('wallet-connect-mnemonic').isVisible()).toBe(true)
    await expectLightAndFitting(page, scripts, `event${suffix.replace('/', '-')}`, DRAWN_PAGE_BUDGETS_KB.eventPage)
    session.expectNoErrors()
    await session.close()
  })

  it('Discover draws the event as a card', async () => {
    const { session, scripts } = await visit('/discover')
    const card = session.page.locator(`[data-testid="discover-card"][data-event-id="${eventId}"]`)
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getByTestId('discover-card-when').innerText()).toBe(schedule())
    expect(await card.getByTestId('discover-card-where').innerText()).toBe(
      'Harbour Hall, 2 Quay Street, Porto, Portugal',
    )
    expect(await card.getByTestId('discover-card-price').innerText()).toBe('Free – 3 ALGO')
    expect(await card.getByTestId('discover-card-seats').innerText()).toBe('80 of 80 left')
    await expectLightAndFitting(session.page, scripts, 'discover', DRAWN_PAGE_BUDGETS_KB.discover)
    session.expectNoErrors()
    await session.close()
  })

  it('a door device draws its pairing code', async () => {
    const { session, scripts } = await visit(`/events/${eventId}/check-in`)
    const { page } = session
    await page.getByTestId('door-pairing').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('door-pairing').innerText()).toContain(NAME)
    await page.locator('img.door-pairing__qr').waitFor()
    expect(await page.getByTestId('door-pairing-link').innerText()).toContain(`/events/${eventId}/doors/pair?device=`)
    await expectLightAndFitting(page, scripts, 'door', DRAWN_PAGE_BUDGETS_KB.doorPairing)
    session.expectNoErrors()
    await session.close()
  })

  it('the poster draws the title, the date and the QR code', async () => {
    const { session, scripts } = await visit(`/events/${eventId}/poster`)
    const { page } = session
    await page.getByTestId('poster-qr').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('poster-title').innerText()).toBe(NAME)
    expect(await page.getByTestId('poster-when').innerText()).toContain(schedule())
    await expectLightAndFitting(page, scripts, 'poster', DRAWN_PAGE_BUDGETS_KB.poster)
    session.expectNoErrors()
    await session.close()
  })
})

describe("the event page before the app's code has arrived", () => {
  it('draws the title, date, venue and a Register button from its first read, which the app then starts from', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    const boxName = Buffer.from(`e${eventId}`).toString('base64')
    const eventBoxReads: string[] = []
    page.on('request', (request) => {
      if (decodeURIComponent(request.url()).includes(`b64:${boxName}`)) eventBoxReads.push(request.url())
    })
    // The app's shell is held back: what the phone shows meanwhile is the first paint alone.
    let releaseShell: () => void = () => {}
    const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve))
    await page.route(/\/assets\/mount-app-[^/]+\.js$/, async (route) => {
      await shellHeld
      await route.continue()
    })
    await page.goto(`${inject('baseUrl')}/events/${eventId}`, { waitUntil: 'commit' })

    const register = page.getByTestId('first-paint-register')
    await register.waitFor({ timeout: 30_000 })
    expect(await page.locator('#registration-event-title').innerText()).toBe(NAME)
    expect(await page.getByTestId('registration-when-event').innerText()).toBe(schedule())
    expect(await page.getByTestId('registration-location').innerText()).toContain('Harbour Hall')
    expect(await register.innerText()).toBe('Register')
    expect(await page.getByTestId('registration-summary').count()).toBe(0)
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}light-event-first-paint-390.png`, fullPage: true })
    await register.click()
    expect(await register.getAttribute('aria-busy')).toBe('true')

    releaseShell()
    await page.getByTestId('registration-summary').waitFor({ timeout: 30_000 })
    expect(await page.locator('#registration-event-title').innerText()).toBe(NAME)
    expect(await page.getByTestId('registration-submit').isVisible()).toBe(true)
    expect(await register.count()).toBe(0)
    await page.waitForLoadState('networkidle')
    expect(eventBoxReads).toHaveLength(1)
    session.expectNoErrors()
    await session.close()
  })
})

describe("Discover before the app's code has arrived", () => {
  it('draws the cards from its first read, which the app then starts from without reading the list again', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    let listReads = 0
    page.on('request', (request) => {
      if (request.url().includes('/v2/transactions/simulate')) listReads++
    })
    let releaseShell: () => void = () => {}
    const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve))
    await page.route(/\/assets\/mount-app-[^/]+\.js$/, async (route) => {
      await shellHeld
      await route.continue()
    })
    await page.goto(`${inject('baseUrl')}/discover`, { waitUntil: 'commit' })

    const card = page.locator(`[data-testid="discover-card"][data-event-id="${eventId}"]`)
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getByRole('link').innerText()).toBe(NAME)
    expect(await card.getByTestId('discover-card-where').innerText()).toContain('Harbour Hall')
    expect(await card.getByTestId('discover-card-price').innerText()).toBe('Free – 3 ALGO')
    expect(await page.locator('#main-navigation a').allTextContents()).toEqual(['Discover events', 'For organisers'])
    expect(await page.getByTestId('discover-shown').count()).toBe(0)
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}light-discover-first-paint-390.png`, fullPage: true })
    const readsBeforeTheApp = listReads
    expect(readsBeforeTheApp).toBeGreaterThan(0)

    releaseShell()
    await page.getByTestId('discover-shown').waitFor({ timeout: 30_000 })
    expect(await card.getByRole('link').innerText()).toBe(NAME)
    await page.waitForLoadState('networkidle')
    expect(listReads).toBe(readsBeforeTheApp)
    session.expectNoErrors()
    await session.close()
  })
})

describe('the first interactions', () => {
  it('load the wallet stack when a wallet is chosen, and the write path with the first registration', async () => {
    const { session, scripts } = await visit(`/events/${eventId}`)
    const { page } = session
    await page.getByTestId('registration-submit').waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(walletPackagesLoaded(inject('distDir'), scripts)).toEqual([])

    await page.getByTestId('registration-name').fill('Ines')
    await page.getByTestId('registration-email').fill('ines@example.com')
    await connectKmd(page, 1)
    expect(walletPackagesLoaded(inject('distDir'), scripts)).toEqual(['@txnlab/use-wallet', 'algosdk'])

    await page.getByTestId('registration-submit').click()
    await expectToast(page, 'Registration successful!')
    await page.getByTestId('registration-complete').waitFor()
    expect(walletPackagesLoaded(inject('distDir'), scripts)).toContain('@algorandfoundation/algokit-utils')
    session.expectNoErrors()
    await session.close()
  })
})
