/**
 * A ticket that opens in a basement: at 390 px a passkey attendee registers and is shown their
 * ticket; the page is then reloaded with the network off (the browser offline, and every request to
 * another origin than the app's, algod's and the indexer's included, refused), and the app's shell
 * comes from the service worker and the ticket from this device: the QR code (the same ticket),
 * the event's name and date, the tier and the attendee's name, with no account connected and no
 * chain. Back online, the page checks the ticket quietly; once a door has checked it in, the kept
 * ticket says it was used, offline too. The ticket is saved as an image and removed from the device.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSchedule } from '../../frontend/src/domain/time/date-format'
import { OFFLINE_TICKET_MESSAGES } from '../../frontend/src/domain/check-in/offline-ticket-messages'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import { SAVED_TICKETS_KEY } from '../../frontend/src/ui/platform/saved-tickets'
import { pairedDoor } from '../../scripts/lib/door-device'
import { addVirtualAuthenticator } from '../../scripts/lib/virtual-authenticator'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { baseUrl, launchBrowser, newSession, type Session } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { qrText } from './support/qr-image'
import { PHONE, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'

/** The words a passkey user never reads (tests/unit/plain-words.spec.ts holds the texts to them). */
const CRYPTO_WORDS = /\b(wallets?|ALGOs?|sign(s|ed|ing|ature|atures)?|transactions?)\b/i

/** What Chromium logs for a request refused while offline: expected here, and nothing else. */
const OFFLINE_FAILURE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|net::ERR_/

/** Where the saved ticket image is left for people to look at, beside the screenshots. */
const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))

let browser: Browser
let env: ChainEnv
let eventId: string
let owner: Actor
const TIER = 'Standing room'
const ZONE = 'Europe/Lisbon'

beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  owner = await env.fundedActor(algos(20))
  eventId = await createdEvent(
    owner,
    eventInput(uniqueId('BASEMENT'), {
      settings: openSettings({ selfCheckIn: false }),
      paysAttendeeCosts: true,
      attendeeBudgetMicroAlgos: algos(2),
      ticketTiers: [tier(TIER, 0, 50)],
      extraMetadata: { timezone: ZONE },
    }),
  )
})
afterAll(async () => {
  await browser?.close()
})

const registerPath = () => `/events/${encodeURIComponent(eventId)}/register`

/** The network off: the browser offline, and any request that still reaches past the app's origin refused. */
async function goOffline(session: Session): Promise<void> {
  const app = new URL(baseUrl()).origin
  await session.context.route(
    (url) => url.origin !== app,
    (route) => route.abort('internetdisconnected'),
  )
  await session.context.setOffline(true)
}

async function goOnline(session: Session): Promise<void> {
  await session.context.unrouteAll({ behavior: 'ignoreErrors' })
  await session.context.setOffline(false)
}

/** Reloads; true when the page itself came from the service worker. */
async function reload(page: Page): Promise<boolean> {
  const response = await page.reload()
  return response?.fromServiceWorker() ?? false
}

/** The text of the QR code in a PNG file. */
function qrInPng(path: string): string | null {
  const png = PNG.sync.read(readFileSync(path))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

describe('a ticket kept on the phone', () => {
  it('opens after a reload with the network off, is checked again online, and can be saved and removed', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    await addVirtualAuthenticator(page)
    await session.goto(registerPath())
    await page.getByTestId('registration-name').waitFor({ timeout: 20_000 })
    await page.getByTestId('registration-name').fill('Ada Basement')
    await page.getByTestId('registration-email').fill('ada.basement@example.com')
    await page.getByTestId('registration-submit').click()
    await page.getByTestId('passkey-problem').filter({ hasText: 'No passkey' }).waitFor({ timeout: 30_000 })
    await page.getByTestId('registration-passkey-create').click()
    await page.getByTestId('registration-complete').waitFor({ timeout: 60_000 })
    await page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    const code = (await qrText(page, 'ticket-qr'))!
    const ticket = parseTicket(code, { appId: env.appId, eventId })
    if (!ticket.ok) throw new Error(ticket.error)
    // The app's shell is kept by its service worker once it is active.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true)

    await goOffline(session)
    expect(await reload(page)).toBe(true)
    const kept = page.getByTestId('saved-ticket')
    await kept.waitFor({ timeout: 20_000 })
    await page.getByTestId('ticket-qr').waitFor({ timeout: 10_000 })
    expect(await qrText(page, 'ticket-qr')).toBe(code)
    const event = (await env.event(eventId))!
    expect(await page.getByTestId('kept-ticket-event').innerText()).toBe(event.eventName)
    expect(await page.getByTestId('kept-ticket-when').innerText()).toBe(
      formatSchedule(event.settings.startsAt, event.settings.endsAt, ZONE),
    )
    expect(await page.getByTestId('kept-ticket-tier').innerText()).toBe(TIER)
    expect(await page.getByTestId('kept-ticket-name').innerText()).toBe('Ada Basement')
    await page
      .getByTestId('saved-ticket-notice')
      .filter({ hasText: OFFLINE_TICKET_MESSAGES.offline })
      .waitFor({ timeout: 20_000 })
    expect(await page.locator('main').innerText()).not.toMatch(CRYPTO_WORDS)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await shootPhoneAndDesktop(page, 'offline-ticket')

    // The image to keep in the phone's photos carries the same code.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ticket-save-image').click()])
    expect(download.suggestedFilename()).toBe(`ticket-${eventId}.png`)
    const imagePath = `${await download.path()}`
    mkdirSync(shotDir, { recursive: true })
    expect(readFileSync(imagePath).subarray(1, 4).toString()).toBe('PNG')
    expect(qrInPng(imagePath)).toBe(code)
    copyFileSync(imagePath, `${shotDir}offline-ticket-image.png`)

    // Back online: the page checks the ticket with the chain, and says nothing when it is good.
    await goOnline(session)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.getByTestId('saved-ticket-notice').waitFor({ state: 'detached', timeout: 30_000 })
    expect(await page.getByTestId('ticket-qr').count()).toBe(1)

    // A door checks the ticket in; the next time the chain answers, the kept ticket says it was used.
    const door = await pairedDoor(owner.chain, event)
    expect((await door.checkIn(ticket.value, BigInt(event.seq))).status).toBe('recorded')
    await reload(page)
    await page.waitForFunction(
      ({ key, attendee }) =>
        Object.values(
          JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { attendee: string; state: string }>,
        ).some((kept) => kept.attendee === attendee && kept.state === 'attended'),
      { key: SAVED_TICKETS_KEY, attendee: ticket.value.attendee },
      { timeout: 30_000 },
    )
    await goOffline(session)
    await reload(page)
    await page
      .getByTestId('saved-ticket-notice')
      .filter({ hasText: OFFLINE_TICKET_MESSAGES.used })
      .waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('ticket-qr').count()).toBe(0)
    await shootPhoneAndDesktop(page, 'offline-ticket-used')

    // Removed from the device, it is gone after a reload too.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByTestId('ticket-remove').click()
    await kept.waitFor({ state: 'detached', timeout: 10_000 })
    expect(await reload(page)).toBe(true)
    await page.locator('main').waitFor()
    expect(await page.getByTestId('saved-ticket').count()).toBe(0)

    await goOnline(session)
    const unexpected = session.errors.filter((error) => !OFFLINE_FAILURE.test(error))
    expect(unexpected).toEqual([])
    await session.close()
  })
})
