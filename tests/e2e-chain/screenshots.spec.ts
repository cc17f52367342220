/**
 * Screenshots of the screens that show chain data, on LocalNet: the organiser's events, Dashboard
 * and Analytics, the Manage page with real scans and registrations, an attendee's completed registration, the
 * QR Generator's created view, the resolver on a phone, the Attendees card with the guest list opened,
 * the Scan budget card, an attendee's ticket on a phone, a door device pairing and then
 * scanning a ticket, the door on a phone and a laptop (a guest named on admission, the same ticket
 * again, the guest list searched), and the attendee list's check-in and waitlist actions. They land
 * in tests/e2e-chain/.screenshots;
 * with UPDATE_SCREENSHOTS=1 they also refresh docs/screenshots, which the README shows.
 */
import type { Browser, Locator } from 'playwright-core'
import { copyFileSync, mkdirSync, mkdtempSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_METADATA_KEY } from '../../frontend/src/ui/platform/storage'
import { fromBase64Url } from '../../frontend/src/domain/text/base64url'
import type { CreateEventInput } from '../../frontend/src/domain/event/event'
import { registerByEventId, type Registered } from '../../scripts/lib/attendee-flow'
import { checkInAtDoor, pairedDoor } from '../../scripts/lib/door-device'
import { createdEvent, eventInput, openSettings, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import {
  connectKmd,
  connectMnemonic,
  launchBrowser,
  newSession,
  serveDestinations,
  signInWithKmd,
  type Session,
} from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'

const outDir = fileURLToPath(new URL('./.screenshots/', import.meta.url))
const docsDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const LAPTOP = { width: 1280, height: 860 }

let browser: Browser
let env: ChainEnv
let owner: Omit<Actor, 'mnemonic'>
let summit: CreateEventInput
let attendee: Actor
/** Registered, not checked in yet: the ticket on a phone, and the one the door scans. */
let waiting: Actor
let waitingTicket: string
/** A smaller, full event: its guests' tickets, one guest checked in by the owner, two on the waitlist. */
let night: { eventId: string; tickets: { name: string; ticket: string }[] }

/** Screenshots the page, or only `part` of it. */
async function shoot(session: Session, name: string, minBytes = 20_000, part?: Locator) {
  const file = `${outDir}${name}.png`
  // The toasts of the steps before (wallet connected, transaction sent) would cover the page.
  await session.page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
  await (part ?? session.page).screenshot({ path: file })
  expect(statSync(file).size).toBeGreaterThan(minBytes)
  if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${docsDir}${name}.png`)
  session.expectNoErrors()
  await session.close()
}

/** A session whose browser holds the event's metadata, as the organiser's browser does after creating it. */
async function organiserSession(viewport = LAPTOP): Promise<Session> {
  const session = await newSession(browser)
  await session.page.setViewportSize(viewport)
  const { description, tags, ticketTiers, organizer } = summit
  const metadata = { [summit.eventId]: { description, tags, ticketTiers, organizer } }
  await session.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    EVENT_METADATA_KEY,
    JSON.stringify(metadata),
  ] as const)
  return session
}

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true })
  if (process.env.UPDATE_SCREENSHOTS === '1') mkdirSync(docsDir, { recursive: true })
  env = chainEnv()
  owner = await env.kmdOwner()
  browser = await launchBrowser()

  // An event with a history: tiers, registrations (one attended, holding its token) and scans.
  summit = eventInput(uniqueId('SUMMIT'), {
    eventName: 'Algorand Builders Summit',
    currentUrl: 'https://destination.example/summit',
    description: 'Two days of talks and workshops on building with Algorand.',
    maxCapacity: 200,
    ticketTiers: [tier('General Admission', 10, 150), tier('Student', 2, 50)],
    tags: ['conference', 'algorand'],
    organizer: { name: 'Ada Organiser', organization: 'DynaQR Labs', email: 'events@dynaqr.example' },
    settings: openSettings({ selfCheckIn: false }),
  })
  await createdEvent(owner, summit)
  attendee = await env.fundedActor(algos(20))
  waiting = await env.fundedActor(algos(5))
  const registrations: Registered[] = []
  for (const [actor, tierIndex, name] of [
    [attendee, 0, 'Grace Hopper'],
    [waiting, 1, 'Katherine Johnson'],
  ] as const) {
    const form = registrationForm(name, { attendeePhone: '+1 555 0100' })
    const registered = await registerByEventId(actor.chain, summit.eventId, tierIndex, form)
    if (!registered.ok) throw new Error(`registration failed: ${registered.error}`)
    registrations.push(registered.value)
  }
  const [checkedIn, pending] = registrations
  const door = await pairedDoor(owner.chain, checkedIn.event, 'Main entrance')
  const admitted = await checkInAtDoor(door, attendee.chain, checkedIn.event, checkedIn.registration, env.appId)
  if (!admitted.ok) throw new Error(`check-in failed: ${admitted.error}`)
  const token = await attendee.chain.mintAndClaimToken(checkedIn.event, {
    ...checkedIn.registration,
    status: 'attended',
  })
  if (!token.ok) throw new Error(`token failed: ${token.error}`)
  const shown = await waiting.chain.showTicket(pending.event, pending.registration)
  if (!shown.ok) throw new Error(`no ticket: ${shown.error}`)
  waitingTicket = shown.value
  for (let scan = 0; scan < 3; scan++) {
    if (!(await owner.chain.resolve(summit.eventId, { waitForScan: true })).scanSent) throw new Error('scan not sent')
  }
  await createdEvent(owner, eventInput(uniqueId('MEETUP'), { eventName: 'Community Meetup' }))
  night = await buildersNight()
})

/**
 * 'Builders Night', four seats: Dorothy's and Mary's tickets for the door shots, Annie checked in by
 * the owner without her ticket, Christine registered, and two more on the waitlist.
 */
async function buildersNight(): Promise<typeof night> {
  const input = eventInput(uniqueId('NIGHT'), {
    eventName: 'Builders Night',
    maxCapacity: 4,
    ticketTiers: [tier('Standard', 0, 4)],
    settings: openSettings({ selfCheckIn: false }),
  })
  await createdEvent(owner, input)
  const tickets: { name: string; ticket: string }[] = []
  for (const [name, place] of [
    ['Dorothy Vaughan', 'seat'],
    ['Mary Jackson', 'seat'],
    ['Annie Easley', 'seat'],
    ['Christine Darden', 'seat'],
    ['Évelyne Laurent', 'waitlist'],
    ['Jürgen Weiß', 'waitlist'],
  ] as const) {
    const guest = await env.fundedActor(algos(3))
    const event = (await guest.chain.getEvent(input.eventId))!
    const registered = await guest.chain.register(event, 0, registrationForm(name), { waitlist: place === 'waitlist' })
    if (!registered.ok) throw new Error(`registration failed: ${registered.error}`)
    if (name === 'Annie Easley') {
      const admitted = await owner.chain.checkInGuest(event, registered.value.registration)
      if (!admitted.ok) throw new Error(`check-in failed: ${admitted.error}`)
    }
    if (place === 'seat' && name !== 'Annie Easley' && name !== 'Christine Darden') {
      const shown = await guest.chain.showTicket(event, registered.value.registration)
      if (!shown.ok) throw new Error(`no ticket: ${shown.error}`)
      tickets.push({ name, ticket: shown.value })
    }
  }
  return { eventId: input.eventId, tickets }
}

/**
 * A door of Builders Night at `viewport`, paired sharing the guest list, whose camera sees `guest`'s
 * ticket for 1.5 s in every 6: the guest named on admission, the same ticket again, then a search.
 */
async function doorShots(viewport: { width: number; height: number }, guest: { name: string; ticket: string }) {
  const suffix = viewport.width
  const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'dynaqr-shot-')), 'ticket.y4m'), guest.ticket, {
    frames: 15,
    blankFrames: 45,
  })
  const camera = await launchBrowser({ args: fakeCameraFlags(video) })
  try {
    const door = await newSession(camera, viewport)
    await door.goto(`/events/${night.eventId}/check-in`)
    const link = new URL(await door.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 }))
    const event = await env.event(night.eventId)
    const key = fromBase64Url(link.searchParams.get('key') ?? '')
    const paired = await owner.chain.addDoor(
      event!,
      link.searchParams.get('device')!,
      `Door ${suffix}`,
      algos(0.3),
      key!,
    )
    if (!paired.ok) throw new Error(`pairing failed: ${paired.error}`)
    await door.page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
    const save = async (name: string) => {
      const file = `${outDir}${name}-${suffix}.png`
      await door.page.screenshot({ path: file })
      expect(statSync(file).size).toBeGreaterThan(10_000)
      if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${docsDir}${name}-${suffix}.png`)
    }
    const admitted = door.page.getByTestId('door-verdict-admitted')
    await admitted.getByTestId('door-verdict-name').filter({ hasText: guest.name }).waitFor({ timeout: 60_000 })
    await save('door-admitted')
    await admitted.waitFor({ state: 'detached', timeout: 10_000 })
    const again = door.page.getByTestId('door-verdict-again')
    await again.waitFor({ timeout: 15_000 })
    await save('door-again')
    await again.waitFor({ state: 'detached', timeout: 10_000 })
    await door.page.getByTestId('door-search-input').fill('ar')
    await door.page.getByTestId('door-guest').first().waitFor()
    await door.page.getByTestId('door-search').scrollIntoViewIfNeeded()
    await save('door-search')
    door.expectNoErrors()
    await door.close()
  } finally {
    await camera.close()
  }
}

afterAll(async () => {
  await browser?.close()
})

describe('screenshots of the screens with chain data', () => {
  it('the organiser’s events', async () => {
    const session = await organiserSession()
    await session.goto('/events')
    // The list's wallet panel gives way to the owner's events once connected.
    await signInWithKmd(session.page)
    await session.page.locator(`[data-testid="event-card"][data-event-id="${summit.eventId}"]`).waitFor()
    await shoot(session, 'events')
  })

  it('the organiser’s Dashboard, read from the chain', async () => {
    const session = await organiserSession()
    await session.goto('/')
    await signInWithKmd(session.page)
    await session.page.getByTestId('dashboard-recent-events').waitFor()
    await shoot(session, 'dashboard')
  })

  it('Analytics: every event of the organiser, the totals and the week', async () => {
    const session = await organiserSession()
    await session.goto('/history')
    await signInWithKmd(session.page)
    await session.page.getByTestId('analytics-table').waitFor()
    await session.page.getByTestId('analytics-progress').waitFor({ state: 'detached', timeout: 60_000 })
    await shoot(session, 'analytics')
  })

  it('the Manage page with scans and registrations', async () => {
    const session = await organiserSession()
    await session.goto(`/events/${summit.eventId}/manage`)
    await session.page.getByTestId('manage-event-id').waitFor()
    expect(await connectKmd(session.page)).toBe(owner.address)
    await session.page.getByTestId('perf-total-scans').filter({ hasText: '3' }).waitFor()
    await shoot(session, 'manage')
  })

  it('the Attendees card, with the guest list opened and one attendee checked in holding the token', async () => {
    const session = await organiserSession()
    await session.goto(`/events/${summit.eventId}/manage`)
    await session.page.getByTestId('manage-event-id').waitFor()
    expect(await connectKmd(session.page)).toBe(owner.address)
    const card = session.page.getByTestId('attendees')
    await card.getByTestId('attendees-row').nth(1).waitFor()
    expect(await card.getByTestId('attendees-status').allTextContents()).toContain('attended')
    await card.getByTestId('attendees-unlock').click()
    await card.getByTestId('attendees-guest-name').filter({ hasText: 'Katherine Johnson' }).waitFor()
    await shoot(session, 'attendees', 10_000, card)
  })

  it('the Scan budget card, with the scans it still pays for', async () => {
    const session = await organiserSession()
    await session.goto(`/events/${summit.eventId}/manage`)
    await session.page.getByTestId('manage-event-id').waitFor()
    expect(await connectKmd(session.page)).toBe(owner.address)
    const card = session.page.getByTestId('scan-budget')
    await card.waitFor()
    expect(await card.getByTestId('scan-budget-limits').innerText()).toBe('up to 8 at the same moment, 250 a day')
    await shoot(session, 'scan-budget', 10_000, card)
  })

  it('an attendee’s ticket on a phone', async () => {
    const session = await organiserSession({ width: 390, height: 844 })
    await session.goto(`/events/${summit.eventId}/register`)
    await connectMnemonic(session.page, waiting.mnemonic)
    await session.page.getByTestId('ticket-show').click()
    const ticket = session.page.getByTestId('ticket')
    await ticket.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    await shoot(session, 'ticket', 10_000, ticket)
  })

  it('a door device on a tablet: its pairing code, then its scanner admitting a ticket', async () => {
    const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'dynaqr-shot-')), 'ticket.y4m'), waitingTicket)
    const camera = await launchBrowser({ args: fakeCameraFlags(video) })
    try {
      const pairing = await newSession(camera)
      await pairing.page.setViewportSize({ width: 1024, height: 768 })
      await pairing.goto(`/events/${summit.eventId}/check-in`)
      const link = await pairing.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 })
      const device = new URL(link).searchParams.get('device')!
      await pairing.page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
      await pairing.page.screenshot({ path: `${outDir}door-pairing.png` })
      if (process.env.UPDATE_SCREENSHOTS === '1')
        copyFileSync(`${outDir}door-pairing.png`, `${docsDir}door-pairing.png`)
      const event = await env.event(summit.eventId)
      // Sharing the guest list, as the pairing page does unless the owner unticks it.
      const key = fromBase64Url(new URL(link).searchParams.get('key') ?? '')
      const paired = await owner.chain.addDoor(event!, device, 'North entrance', algos(0.3), key!)
      if (!paired.ok) throw new Error(`pairing failed: ${paired.error}`)
      await pairing.page.getByTestId('door-verdict-admitted').waitFor({ timeout: 60_000 })
      await pairing.page
        .getByTestId('door-entry-state')
        .filter({ hasText: 'Recorded on-chain' })
        .waitFor({ timeout: 60_000 })
      await shoot(pairing, 'door-check-in')
    } finally {
      await camera.close()
    }
  })

  it('the door on a phone: a guest named on admission, the same ticket again, the guest list searched', async () => {
    await doorShots({ width: 390, height: 844 }, night.tickets[0])
  })

  it('the door on a laptop: the same', async () => {
    await doorShots({ width: 1280, height: 860 }, night.tickets[1])
  })

  it("the attendee list's check-in and waitlist actions, on a phone and a laptop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 860 },
    ]) {
      const session = await organiserSession(viewport)
      await session.goto(`/events/${night.eventId}/manage`)
      await session.page.getByTestId('manage-event-id').waitFor()
      expect(await connectKmd(session.page)).toBe(owner.address)
      const card = session.page.getByTestId('attendees')
      await card.getByTestId('attendees-waitlist-row').nth(1).waitFor()
      await card.getByTestId('attendees-unlock').click()
      await card.getByTestId('attendees-guest-name').filter({ hasText: 'Christine Darden' }).waitFor()
      await card.getByTestId('attendees-check-in').first().click()
      await card.getByTestId('attendees-check-in-confirm').waitFor()
      const file = `${outDir}attendee-actions-${viewport.width}.png`
      await session.page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
      await card.screenshot({ path: file })
      expect(statSync(file).size).toBeGreaterThan(10_000)
      if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${docsDir}attendee-actions-${viewport.width}.png`)
      session.expectNoErrors()
      await session.close()
    }
  })

  it('the Check-in and Door devices cards on a phone', async () => {
    const session = await organiserSession({ width: 390, height: 844 })
    await session.goto(`/events/${summit.eventId}/manage`)
    await session.page.getByTestId('manage-event-id').waitFor()
    expect(await connectKmd(session.page)).toBe(owner.address)
    await session.page.getByTestId('doors-item').first().waitFor()
    await session.page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' })
    for (const [testId, name] of [
      ['check-in-settings', 'check-in-card'],
      ['doors-card', 'doors-card'],
    ] as const) {
      const file = `${outDir}${name}.png`
      await session.page.getByTestId(testId).screenshot({ path: file })
      expect(statSync(file).size).toBeGreaterThan(10_000)
      if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${docsDir}${name}.png`)
    }
    session.expectNoErrors()
    await session.close()
  })

  it('an attendee’s completed registration', async () => {
    const session = await organiserSession()
    await session.goto(`/events/${summit.eventId}/register`)
    await connectMnemonic(session.page, attendee.mnemonic)
    await session.page.getByTestId('registration-status').filter({ hasText: 'Checked in' }).waitFor()
    await shoot(session, 'registration')
  })

  it('the QR Generator’s created view', async () => {
    const session = await newSession(browser)
    await session.page.setViewportSize(LAPTOP)
    await session.goto('/generate')
    await connectKmd(session.page)
    await session.page.getByTestId('qr-event-name').fill('Poster Campaign')
    await session.page.getByTestId('qr-event-id').fill(uniqueId('POSTER'))
    await session.page.getByTestId('qr-url').fill('https://destination.example/poster')
    await session.page.getByTestId('qr-submit').click()
    await session.page.getByTestId('qr-success').waitFor({ timeout: 60_000 })
    await shoot(session, 'qr-created')
  })

  it('the resolver on a phone, on its way to the destination', async () => {
    const session = await newSession(browser)
    await session.page.setViewportSize({ width: 390, height: 780 })
    await serveDestinations(session.context, 'destination.example')
    await session.goto(`/resolve?event=${summit.eventId}`)
    await session.page.getByTestId('resolver-destination').waitFor()
    await shoot(session, 'resolver-live', 10_000)
  })
})
