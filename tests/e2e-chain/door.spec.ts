/**
 * Check-in at the door on LocalNet, three browsers' worth: a door device (a tablet that never
 * connects a wallet) shows its pairing code; the owner opens it in their own browser context and
 * pairs it with the Mnemonic wallet; the door then reads the attendee's ticket QR from Chromium's
 * fake camera and checks them in; the attendee's page shows the check-in and claims the token.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, openSettings, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import { connectMnemonic, expectToast, launchBrowser, newSession, pollUntil } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { qrText } from './support/qr-image'

let env: ChainEnv
let browser: Browser | undefined
beforeAll(() => {
  env = chainEnv()
})
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** A door-check-in event on now, by a fresh owner, with one attendee registered from Node. */
async function doorEventWithAttendee(): Promise<{ owner: Actor; attendee: Actor; eventId: string; ticket: string }> {
  const owner = await env.fundedActor(algos(5))
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId('DOOR'), {
      ticketTiers: [tier('Free', 0, 50)],
      settings: openSettings({ selfCheckIn: false }),
    }),
  )
  const attendee = await env.fundedActor(algos(5))
  const registered = await registerByEventId(attendee.chain, eventId, 0, registrationForm('Door Guest'))
  if (!registered.ok) throw new Error(`registering failed: ${registered.error}`)
  // The ticket the attendee's wallet makes: the same on any device where that wallet signs.
  const ticket = await attendee.chain.showTicket(registered.value.event, registered.value.registration)
  if (!ticket.ok) throw new Error(`no ticket: ${ticket.error}`)
  return { owner, attendee, eventId, ticket: ticket.value }
}

describe('door check-in', () => {
  it('pairs a door from its own screen, which reads the ticket from the camera; the attendee claims the token', async () => {
    const { owner, attendee, eventId, ticket } = await doorEventWithAttendee()
    const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'dynaqr-ticket-')), 'ticket.y4m'), ticket)
    browser = await launchBrowser({ args: fakeCameraFlags(video) })

    // The door device: no wallet, a pairing code.
    const door = await newSession(browser)
    await door.goto(`/events/${encodeURIComponent(eventId)}/check-in`)
    const link = await door.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 })
    expect(link).toContain(`/events/${eventId}/doors/pair?device=`)
    expect(await door.page.getByTestId('wallet-connect-kmd').count()).toBe(0)

    // The owner, in a browser context of their own, opens the pairing link and pairs it.
    const ownerSession = await newSession(browser)
    await ownerSession.page.goto(link)
    await ownerSession.page.getByTestId('pair-door').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(ownerSession.page, owner.mnemonic)).toBe(owner.address)
    await ownerSession.page.getByTestId('pair-door-name').fill('North entrance')
    await ownerSession.page.getByTestId('pair-door-submit').click()
    await ownerSession.page.getByTestId('pair-door-done').waitFor({ timeout: 60_000 })

    // The door switches to its scanner by itself and reads the ticket off the camera.
    await door.page.getByTestId('door-desk').waitFor({ timeout: 30_000 })
    expect(await door.page.getByTestId('door-name').innerText()).toBe('North entrance')
    await door.page.getByTestId('door-verdict-admitted').waitFor({ timeout: 30_000 })
    await door.page
      .getByTestId('door-entry-state')
      .filter({ hasText: 'Recorded on-chain' })
      .waitFor({ timeout: 60_000 })
    const registration = await pollUntil(
      () => env.registration(eventId, attendee.address),
      (current) => current?.status === 'attended',
    )
    expect(registration).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in' })
    // The same ticket shown again is refused at once, saying when it was used.
    await door.page.getByTestId('door-verdict-refused').waitFor({ timeout: 30_000 })
    expect(await door.page.getByTestId('door-verdict').innerText()).toContain('Already checked in at')

    // The attendee's page: checked in, and the token in one step.
    const attendeeSession = await newSession(browser)
    const { page } = attendeeSession
    await attendeeSession.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    await page.getByTestId('registration-checked-in').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('registration-status').innerText()).toBe('Checked in')
    expect(await page.getByTestId('registration-checked-in').innerText()).toMatch(/^Checked in at /)
    await page.getByTestId('registration-claim').click()
    await expectToast(
      page,
      'Attendance confirmed! Your attendance token has been minted and sent to your wallet.',
      90_000,
    )
    const claimed = await env.registration(eventId, attendee.address)
    expect(claimed).toMatchObject({ nftMinted: true, nftClaimed: true })
    expect(
      (await env.algorand.asset.getAccountInformation(attendee.address, BigInt(claimed!.nftAssetId))).balance,
    ).toBe(1n)

    for (const session of [door, ownerSession, attendeeSession]) session.expectNoErrors()
  })

  it("the attendee's page shows the ticket their wallet makes, and follows it to the check-in", async () => {
    const { owner, attendee, eventId, ticket } = await doorEventWithAttendee()
    browser = await launchBrowser()
    const session = await newSession(browser)
    const { page } = session
    await session.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    await page.getByTestId('ticket-show').click()
    await page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    expect(await qrText(page, 'ticket-qr')).toBe(ticket)

    // A door (driven from Node here) checks the ticket in: the open page notices by itself.
    const { pairedDoor, checkInAtDoor } = await import('../../scripts/lib/door-device')
    const event = (await env.event(eventId))!
    const door = await pairedDoor(owner.chain, event)
    const registration = (await env.registration(eventId, attendee.address))!
    const checkedIn = await checkInAtDoor(door, attendee.chain, event, registration, env.appId)
    expect(checkedIn).toMatchObject({ ok: true })
    await page.getByTestId('registration-claim').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('ticket').count()).toBe(0)
    session.expectNoErrors()
  })
})
