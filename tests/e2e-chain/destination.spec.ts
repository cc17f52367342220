/**
 * The dynamic part of a QR code on LocalNet: /resolve follows the on-chain destination and counts
 * a sponsored scan, the owner (KMD) re-points and deactivates the event on the Manage page, and
 * another wallet may look but not change anything; the resolver tester resolves without counting.
 * Events are created from Node, owned by KMD's first account, each with destinations on a host the
 * browser context answers itself.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  connectKmd,
  connectMnemonic,
  expectToast,
  launchBrowser,
  newSession,
  pollUntil,
  serveDestinations,
  type Session,
} from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { createdEvent, eventInput, uniqueId } from '../support/chain-inputs'

const HOST = 'destination.example'
const shotDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))

let browser: Browser
let env: ChainEnv
let owner: Omit<Actor, 'mnemonic'>
beforeAll(async () => {
  env = chainEnv()
  owner = await env.kmdOwner()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A KMD-owned event whose destination is https://destination.example/{path}. */
async function kmdEvent(prefix: string, path: string): Promise<{ eventId: string; destination: string }> {
  const destination = `https://${HOST}/${path}`
  const eventId = await createdEvent(owner, eventInput(uniqueId(prefix), { currentUrl: destination }))
  return { eventId, destination }
}

async function sessionWithDestinations(): Promise<Session> {
  const session = await newSession(browser)
  await serveDestinations(session.context, HOST)
  return session
}

/** Opens the printed QR code's address and waits until the resolver has replaced itself. */
async function resolve(session: Session, eventId: string, expectedDestination: string) {
  await session.goto(`/resolve?event=${encodeURIComponent(eventId)}`)
  await session.page.waitForURL(expectedDestination, { timeout: 20_000 })
  expect(await session.page.locator('h1').innerText()).toBe(new URL(expectedDestination).pathname)
}

async function openManage(session: Session, eventId: string) {
  await session.goto(`/events/${encodeURIComponent(eventId)}/manage`)
  await session.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
  expect(await session.page.getByTestId('manage-event-id').innerText()).toBe(eventId)
}

const scansShown = async (page: Page) => ({
  details: await page.getByTestId('manage-scans').innerText(),
  total: await page.getByTestId('perf-total-scans').innerText(),
})

describe('resolve and the scan count', () => {
  it('sends a scanner to the on-chain destination and the sponsored scan shows on the Manage page', async () => {
    const { eventId, destination } = await kmdEvent('SCAN', 'scan-first')
    const session = await sessionWithDestinations()
    await resolve(session, eventId, destination)

    // The resolver sends the sponsored scan without waiting for it: poll the chain, bounded.
    const counted = await pollUntil(
      () => env.event(eventId),
      (event) => (event?.scanCount ?? 0) >= 1,
      15_000,
    )
    expect(counted?.scanCount).toBe(1)
    expect(counted?.dailyScans.at(-1)).toBe(1)

    await openManage(session, eventId)
    const { page } = session
    const shown = await pollUntil(
      async () => {
        const now = await scansShown(page)
        // Playwright waits for the button to be enabled again (it is disabled while refreshing).
        if (now.total !== '1') await page.getByTestId('manage-refresh').click()
        return now
      },
      (now) => now.total === '1',
      15_000,
    )
    expect(shown).toEqual({ details: '1 scans', total: '1' })
    expect(await page.getByTestId('perf-last-scanned').innerText()).not.toBe('No scans recorded')
    session.expectNoErrors()
    await session.close()
  })
  it('counts all 30 scans of a new event in one day with the default limits, five phones at a time', async () => {
    const { eventId, destination } = await kmdEvent('BUSY', 'busy-poster')
    const phones = await Promise.all(Array.from({ length: 5 }, () => sessionWithDestinations()))
    for (let wave = 0; wave < 6; wave++) {
      await Promise.all(phones.map((phone) => resolve(phone, eventId, destination)))
    }
    const counted = await pollUntil(
      () => env.event(eventId),
      (event) => (event?.scanCount ?? 0) >= 30,
      30_000,
    )
    expect(counted?.scanCount).toBe(30)
    expect(counted?.scanLimits).toEqual({ perRound: 8, perDay: 250, sponsoredToday: 30 })
    for (const phone of phones) {
      phone.expectNoErrors()
      await phone.close()
    }

    const session = await newSession(browser)
    await openManage(session, eventId)
    expect(await connectKmd(session.page)).toBe(owner.address)
    await session.page.getByTestId('scan-budget').waitFor({ timeout: 20_000 })
    expect(await session.page.getByTestId('scan-budget-today').innerText()).toBe('30 of 250')
    expect(await session.page.getByTestId('scan-budget-scans').innerText()).toBe('470')
    expect(await session.page.getByTestId('scan-budget-outlook').innerText()).toBe(
      "At today's pace, counting stops in about 15 days, unless you top up. Each ALGO you add counts 500 more scans.",
    )
    session.expectNoErrors()
    await session.close()
  })
})

describe('Manage page as the owner (KMD)', () => {
  it('updates the destination on chain and the same QR code then leads to the new one', async () => {
    const { eventId, destination } = await kmdEvent('MOVE', 'move-before')
    const session = await sessionWithDestinations()
    const { page } = session
    await resolve(session, eventId, destination)

    await openManage(session, eventId)
    expect(await connectKmd(page)).toBe(owner.address)
    expect(await page.getByTestId('manage-ownership-message').innerText()).toBe(
      'Organizer wallet connected. You can update event settings.',
    )
    // The page's share button copies the event's page, not the QR code's link that counts scans.
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.getByTestId('manage-copy-event-link').click()
    await expectToast(page, 'Event link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/events/${eventId}`)

    const input = page.getByTestId('manage-destination-input')
    expect(await input.inputValue()).toBe(destination)
    const moved = `https://${HOST}/move-after/${eventId}`
    await input.fill(moved)
    await page.getByTestId('manage-update-submit').click()
    await expectToast(page, 'Destination updated on the blockchain')
    await page.getByTestId('manage-last-tx').waitFor()

    const event = await env.event(eventId)
    expect(event?.currentUrl).toBe(moved)
    expect(event?.urlUpdateCount).toBe(1)
    expect(await input.inputValue()).toBe(moved)

    await resolve(session, eventId, moved)
    session.expectNoErrors()
    await session.close()
  })

  it('deactivates the event, after which its QR code no longer resolves', async () => {
    const { eventId } = await kmdEvent('STOP', 'stop')
    const session = await sessionWithDestinations()
    const { page } = session
    await openManage(session, eventId)
    expect(await connectKmd(page)).toBe(owner.address)
    expect(await page.getByTestId('manage-status-badge').textContent()).toBe('Active')

    // The question first: dismissing it leaves the event active.
    await page.getByTestId('manage-deactivate').click()
    await page.getByTestId('manage-deactivate-cancel').click()
    expect((await env.event(eventId))?.active).toBe(true)
    await page.getByTestId('manage-deactivate').click()
    await page.getByTestId('manage-deactivate-confirm-button').click()
    await expectToast(page, 'Event deactivated')
    await page.getByTestId('manage-status-badge').filter({ hasText: 'Inactive' }).waitFor()
    await page.getByTestId('manage-reactivate').waitFor()
    expect((await env.event(eventId))?.active).toBe(false)

    await session.goto(`/resolve?event=${encodeURIComponent(eventId)}`)
    await page.getByTestId('resolver-error').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('resolver-error-message').innerText()).toBe('Event not found or inactive')
    expect(await page.getByTestId('resolver-event-id').innerText()).toBe(eventId)
    expect(new URL(page.url()).pathname).toBe('/resolve')

    // No scan was counted for the refused resolution.
    expect((await env.event(eventId))?.scanCount).toBe(0)

    // Reactivated, the same QR code resolves again.
    await openManage(session, eventId)
    await page.getByTestId('manage-reactivate').click()
    await expectToast(page, 'Event reactivated')
    await page.getByTestId('manage-status-badge').filter({ hasText: 'Active' }).waitFor()
    expect((await env.event(eventId))?.active).toBe(true)
    await session.goto(`/resolve?event=${encodeURIComponent(eventId)}`)
    await page.getByTestId('resolver-destination').waitFor({ timeout: 20_000 })
    session.expectNoErrors()
    await session.close()
  })
})

describe('Manage page with another wallet', () => {
  it('names the owner to switch to and offers no way to change the event', async () => {
    const { eventId, destination } = await kmdEvent('LOOK', 'look')
    const visitor = await env.fundedActor(algos(1))
    const session = await sessionWithDestinations()
    const { page } = session
    await openManage(session, eventId)
    expect(await connectMnemonic(page, visitor.mnemonic)).toBe(visitor.address)

    expect(await page.getByTestId('manage-owner').innerText()).toBe(owner.address)
    expect(await page.getByTestId('manage-ownership-message').innerText()).toBe(
      `Connected wallet does not match the event owner. Switch to ${owner.address} to make changes.`,
    )
    const input = page.getByTestId('manage-destination-input')
    expect(await input.inputValue()).toBe(destination)
    expect(await input.isDisabled()).toBe(true)
    expect(await page.getByTestId('manage-update-submit').innerText()).toBe('Update destination')
    expect(await page.getByTestId('manage-update-submit').isDisabled()).toBe(true)
    // The event controls card (with 'Deactivate event') is shown to the owner only.
    expect(await page.getByTestId('manage-controls').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Deactivate event' }).count()).toBe(0)

    expect((await env.event(eventId))?.currentUrl).toBe(destination)
    session.expectNoErrors()
    await session.close()
  })
})

describe('the resolver tester', () => {
  it('resolves an event as a scanner would without counting a scan, with the node and the time it measured', async () => {
    const { eventId, destination } = await kmdEvent('TRY', 'try')
    const session = await sessionWithDestinations()
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.goto('/scan')
    expect(await page.locator('h1').innerText()).toBe('Resolver tester')
    const node = page.getByTestId('scan-node-status')
    await node.waitFor({ timeout: 20_000 })
    const facts = await node.locator('dd').allInnerTexts()
    expect(facts[0]).toBe('Answering')
    expect(Number(facts[1].replace(/,/g, ''))).toBeGreaterThan(0)
    expect(facts[2]).toMatch(/^\d+ ms$|^\d+\.\d s$/)

    await page.getByTestId('scan-event-id').fill(eventId)
    await page.getByTestId('scan-resolve').click()
    await page.getByTestId('scan-success').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('scan-current-url').innerText()).toBe(destination)
    expect(await page.getByTestId('scan-elapsed').innerText()).toMatch(/^Resolved in (\d+ ms|\d+\.\d s)$/)
    expect(await page.locator('main').innerText()).not.toMatch(/99\.9|245 ms|uptime|demo data/i)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    mkdirSync(shotDir, { recursive: true })
    await page.screenshot({ path: `${shotDir}resolver-tester-phone.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${shotDir}resolver-tester-desktop.png`, fullPage: true })
    // A test is not a scan.
    expect((await env.event(eventId))?.scanCount).toBe(0)
    session.expectNoErrors()
    await session.close()
  })
})
