/**
 * Creating events in the browser on LocalNet, signed with KMD: the five-step wizard with a priced
 * tier, a free event whose organiser pays attendees' costs (the budget deposited with it, then topped
 * up on Manage), the QR Generator (its downloaded PNG decodes to the resolver URL), and a duplicate id
 * refused with the contract's own reason.
 */
import { readFile } from 'node:fs/promises'
import jsQR from 'jsqr'
import type { Browser, Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, connectKmd, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { START_URL, createdEvent, eventInput, uniqueId } from '../support/chain-inputs'
import { attendeeCost } from '../../frontend/src/domain/costs/attendee-costs'
import { ATTENDEE_COSTS_TEXTS } from '../../frontend/src/domain/costs/attendee-costs-messages'
import { PHONE, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'
import { fillFreeEveningSteps } from './support/wizard'

let browser: Browser
let env: ChainEnv
let kmdAddress: string
beforeAll(async () => {
  env = chainEnv()
  kmdAddress = (await env.kmdOwner()).address
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function fillGenerator(page: Page, values: { name: string; id: string; url: string }) {
  await page.getByTestId('qr-event-name').fill(values.name)
  await page.getByTestId('qr-event-id').fill(values.id)
  await page.getByTestId('qr-url').fill(values.url)
}

describe('create-event wizard', () => {
  it('walks the five steps with a 10 ALGO tier, creates the event with KMD and stores the tier on chain', async () => {
    const session = await newSession(browser)
    const { page } = session
    await session.goto('/create-event')
    expect(await connectKmd(page)).toBe(kmdAddress)

    const title = `Chain Wizard ${Date.now().toString(36)}`
    await page.getByTestId('wizard-title').fill(title)
    await page.getByTestId('wizard-description').fill('Created in the browser by the chain flow tests.')
    await page.getByTestId('wizard-category').selectOption('conference')
    await page.getByTestId('wizard-tags').fill('algorand, e2e')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Date & Time')
    await page.getByTestId('wizard-start-date').fill('2031-05-01')
    await page.getByTestId('wizard-end-date').fill('2031-05-02')
    await page.getByTestId('wizard-start-time').fill('09:00')
    await page.getByTestId('wizard-end-time').fill('17:00')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Venue')
    await page.getByTestId('wizard-venue-name').fill('Main Hall')
    await page.getByTestId('wizard-venue-address').fill('1 Chain Street')
    await page.getByTestId('wizard-venue-city').fill('Lisbon')
    await page.getByTestId('wizard-venue-country').fill('Portugal')
    await page.getByTestId('wizard-capacity').fill('80')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Tickets')
    await page.getByTestId('wizard-tier-0-name').fill('Standard')
    await page.getByTestId('wizard-tier-0-price').fill('10')
    expect(await page.getByTestId('wizard-currency').inputValue()).toBe('ALGO')
    await page.getByTestId('wizard-tier-0-quantity').fill('40')
    await page.getByTestId('wizard-next').click()

    expect(await page.getByTestId('wizard-step-title').innerText()).toContain('Settings')
    await page.getByTestId('wizard-organizer-name').fill('Chain Organiser')
    await page.getByTestId('wizard-organizer-email').fill('organiser@example.com')
    await page.getByTestId('wizard-organizer-phone').fill('+351 912 345 678')
    expect(await page.getByTestId('wizard-show-email').isChecked()).toBe(true)
    await page.getByTestId('wizard-show-phone').check()
    await page.getByTestId('wizard-create').click()

    await expectToast(page, 'Event created successfully on the blockchain!')
    const success = page.getByTestId('create-success')
    await success.waitFor()
    const eventId = await success.locator('code').innerText()
    expect(eventId).toMatch(/^CHAIN-WIZA-[0-9a-z]+$/)

    const event = await env.event(eventId)
    expect(event, `event box of ${eventId}`).not.toBeNull()
    expect(event!.eventName).toBe(title)
    expect(event!.owner).toBe(kmdAddress)
    expect(event!.active).toBe(true)
    expect(event!.maxCapacity).toBe(80)
    expect(event!.currentUrl).toBe(`${baseUrl()}/events/${eventId}/register`)
    expect(event!.tiers).toHaveLength(1)
    expect(event!.tiers[0]).toMatchObject({ name: 'Standard', priceMicroAlgos: algos(10), quantity: 40n, sold: 0n })
    // The end date in UTC became the on-chain expiry, and the dates the check-in window.
    expect(event!.expiryDate).toBe(Date.UTC(2031, 4, 2, 17, 0) / 1000)
    expect(event!.settings).toMatchObject({ endsAt: event!.expiryDate, selfCheckIn: false, checkInOpensBefore: 7_200 })
    expect(event!.settings.startsAt).toBeGreaterThan(0)
    expect(event!.sealKey).not.toBeNull()

    // The link to share is the event's page; the QR code's own link is copied only from the code's card.
    const resolverUrl = `${baseUrl()}/resolve?event=${eventId}`
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.getByTestId('create-copy-event-link').click()
    await expectToast(page, 'Event link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/events/${eventId}`)
    expect(await page.getByTestId('event-qr-copy').innerText()).toBe('Copy QR code link')
    await page.getByTestId('event-qr-copy').click()
    await expectToast(page, 'Resolver URL copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(resolverUrl)

    // The new event's QR code in place of the form: shown, and saved as PNG and SVG.
    expect(await page.getByTestId('wizard-step-title').count()).toBe(0)
    expect(await qrInImage(page.getByTestId('event-qr-image'))).toBe(resolverUrl)
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-qr-png').click()])
    expect(png.suggestedFilename()).toBe(`DynaQR-${eventId}.png`)
    const picture = PNG.sync.read(await readFile(await png.path()))
    expect([picture.width, picture.height]).toEqual([2_048, 2_048])
    expect(jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data).toBe(resolverUrl)
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-qr-svg').click()])
    expect(svg.suggestedFilename()).toBe(`DynaQR-${eventId}.svg`)
    const vector = await readFile(await svg.path(), 'utf8')
    expect(vector).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(vector).toContain('<path')

    // The Manage page shows the same code.
    await session.goto(`/events/${eventId}/manage`)
    await page.getByTestId('event-qr-image').waitFor({ timeout: 20_000 })
    expect(await qrInImage(page.getByTestId('event-qr-image'))).toBe(resolverUrl)

    // The event page gives the contact the organiser chose to show, as links to write and to call.
    await session.goto(`/events/${eventId}`)
    const email = page.getByTestId('registration-organiser-email')
    await email.waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('registration-organiser').innerText()).toBe('Chain Organiser')
    expect(await email.innerText()).toBe('organiser@example.com')
    expect(await email.getAttribute('href')).toBe('mailto:organiser@example.com')
    const phone = page.getByTestId('registration-organiser-phone')
    expect(await phone.innerText()).toBe('+351 912 345 678')
    expect(await phone.getAttribute('href')).toBe('tel:+351912345678')
    session.expectNoErrors()
    await session.close()
  })
})

/** The text of the QR code an <img> shows (its PNG data URL decoded with jsQR). */
async function qrInImage(image: Locator): Promise<string | undefined> {
  const src = await image.getAttribute('src', { timeout: 20_000 })
  const picture = PNG.sync.read(Buffer.from(src!.split(',')[1], 'base64'))
  return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data
}

describe("a free event whose organiser pays attendees' costs", () => {
  it('is on by default in the wizard, deposits the budget for the attendees given, and Manage tops it up', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    await session.goto('/create-event')
    expect(await connectKmd(page)).toBe(kmdAddress)

    await fillFreeEveningSteps(page, {
      title: `Open Meetup ${Date.now().toString(36)}`,
      description: 'A free evening anyone can come to with a passkey.',
      date: '2031-06-01',
      endTime: '21:00',
      venue: { name: 'Community Hall', address: '2 Garden Row', city: 'Porto', country: 'Portugal' },
      capacity: 40,
      tierName: 'Free',
    })

    expect(await page.getByTestId('wizard-pays-attendee-costs').isChecked()).toBe(true)
    expect(await page.getByTestId('wizard-attendees-covered').inputValue()).toBe('40')
    await page.getByTestId('wizard-attendees-covered').fill('5')
    await page.getByTestId('wizard-organizer-name').fill('Meetup Host')
    await page.getByTestId('wizard-organizer-email').fill('host@example.com')
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.getByTestId('wizard-attendee-costs').scrollIntoViewIfNeeded()
    await shootPhoneAndDesktop(page, 'wizard-attendee-costs')
    await page.getByTestId('wizard-create').click()
    await expectToast(page, 'Event created successfully on the blockchain!')
    const eventId = await page.getByTestId('create-success').locator('code').innerText()

    const perAttendee = attendeeCost({ selfCheckIn: false })
    const created = await env.event(eventId)
    expect(created).toMatchObject({ paysAttendeeCosts: true, attendeeBudgetMicroAlgos: 5n * perAttendee })

    await session.goto(`/events/${eventId}/manage`)
    const card = page.getByTestId('attendee-costs')
    await card.waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('attendee-costs-status').innerText()).toBe(ATTENDEE_COSTS_TEXTS.choice)
    expect(await page.getByTestId('attendee-costs-outlook').innerText()).toContain(ATTENDEE_COSTS_TEXTS.covers(5))
    await page.getByTestId('attendee-costs-top-up-amount').fill('1')
    await page.getByTestId('attendee-costs-top-up').click()
    await expectToast(page, 'Attendee budget topped up')
    expect((await env.event(eventId))!.attendeeBudgetMicroAlgos).toBe(5n * perAttendee + algos(1))
    const covered = Number((5n * perAttendee + algos(1)) / perAttendee)
    await page
      .getByTestId('attendee-costs-outlook')
      .filter({ hasText: ATTENDEE_COSTS_TEXTS.covers(covered) })
      .waitFor()
    await card.scrollIntoViewIfNeeded()
    await shootPhoneAndDesktop(page, 'manage-attendee-costs')
    session.expectNoErrors()
    await session.close()
  })
})

describe('QR Generator', () => {
  it('creates a dynamic QR with KMD whose downloaded PNG decodes to the resolver URL', async () => {
    const session = await newSession(browser)
    const { page } = session
    await session.goto('/generate')
    await page.getByTestId('qr-connect-banner').waitFor()
    expect(await connectKmd(page)).toBe(kmdAddress)

    const eventId = uniqueId('QR')
    const destination = `https://destination.example/generated/${eventId}`
    await fillGenerator(page, { name: `Generated ${eventId}`, id: eventId, url: destination })
    await page.getByTestId('qr-submit').click()

    await expectToast(page, 'Dynamic QR created on the blockchain!')
    const created = page.getByTestId('qr-success')
    await created.waitFor()
    expect(await created.getByRole('heading', { level: 2 }).innerText()).toBe('Dynamic QR Created!')
    const resolverUrl = `${baseUrl()}/resolve?event=${eventId}`
    expect(await page.getByTestId('qr-created-event-id').innerText()).toBe(eventId)
    expect(await page.getByTestId('qr-resolver-url').innerText()).toBe(resolverUrl)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download').click()])
    expect(download.suggestedFilename()).toBe(`DynaQR-${eventId}.png`)
    await expectToast(page, 'QR Code downloaded successfully!')
    const png = PNG.sync.read(await readFile(await download.path()))
    expect([png.width, png.height]).toEqual([256, 256])
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toBe(resolverUrl)

    const event = await env.event(eventId)
    expect(event).toMatchObject({ eventId, owner: kmdAddress, currentUrl: destination, active: true, scanCount: 0 })
    session.expectNoErrors()
    await session.close()
  })

  it('refuses an event id that already exists with the contract’s reason', async () => {
    const owner = await env.fundedActor(algos(5))
    const eventId = await createdEvent(owner, eventInput(uniqueId('DUP')))

    const session = await newSession(browser)
    const { page } = session
    await session.goto('/generate')
    expect(await connectKmd(page)).toBe(kmdAddress)
    await fillGenerator(page, { name: 'Duplicate', id: eventId, url: 'https://destination.example/duplicate' })
    await page.getByTestId('qr-submit').click()

    expect(await expectToast(page, 'Failed to create dynamic QR')).toBe(
      'Failed to create dynamic QR: Event ID already exists',
    )
    expect(await page.getByTestId('qr-success').count()).toBe(0)
    // The first owner's event is untouched.
    expect(await env.event(eventId)).toMatchObject({ owner: owner.address, currentUrl: START_URL })
    session.expectNoErrors()
    await session.close()
  })
})
