/**
 * Check-in at the door on LocalNet, on a phone (390 px), three browsers' worth: a door device (a
 * phone that never connects a wallet) shows its pairing code; the owner opens it in their own
 * browser context and pairs it with the Mnemonic wallet, sharing the guest list; the door then reads
 * the attendee's ticket QR from Chromium's fake camera, names them and checks them in, keeps the same
 * ticket green when it is shown again, and clears each verdict by itself; the attendee's page shows
 * the check-in and claims the token. A guest without their ticket is found by name at the door and
 * checked in; the owner's list says how each was checked in, and checks one in from there. A door
 * the owner revokes from Manage sends its balance back and says how much; Manage says it came back.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, openSettings, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import { recordScripts, walletPackagesLoaded } from '../support/wallet-scripts'
import {
  connectMnemonic,
  expectToast,
  launchBrowser,
  newSession,
  pollUntil,
  signInWithMnemonic,
  type Session,
} from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { qrText } from './support/qr-image'

const PHONE = { width: 390, height: 844 }

let env: ChainEnv
let browser: Browser | undefined
beforeAll(() => {
  env = chainEnv()
})
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/**
 * The owner, in a browser context of their own, opens the door's pairing link and pairs it, sharing
 * the guest list; the door switches to its scanner by itself.
 */
async function pairFromOwnersPhone(door: Session, owner: Actor, doorName: string): Promise<Session> {
  const link = await door.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 })
  expect(new URL(link).searchParams.get('key')).toMatch(/^[\w-]{43}$/)
  const ownerSession = await newSession(browser!, PHONE)
  await ownerSession.page.goto(link)
  await ownerSession.page.getByTestId('pair-door').waitFor({ timeout: 20_000 })
  expect(await connectMnemonic(ownerSession.page, owner.mnemonic)).toBe(owner.address)
  await ownerSession.page.getByTestId('pair-door-name').fill(doorName)
  expect(await ownerSession.page.getByTestId('pair-door-share').isChecked()).toBe(true)
  await ownerSession.page.getByTestId('pair-door-submit').click()
  await ownerSession.page.getByTestId('pair-door-done').waitFor({ timeout: 60_000 })
  await door.page.getByTestId('door-desk').waitFor({ timeout: 30_000 })
  expect(await door.page.getByTestId('door-name').innerText()).toBe(doorName)
  return ownerSession
}

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
  it('pairs a door that names the guest on admission, keeps the same ticket green, clears each verdict; the attendee claims the token', async () => {
    const { owner, attendee, eventId, ticket } = await doorEventWithAttendee()
    // The ticket held up for 1.5 s, then taken away for 4.5 s, and shown again as the video loops.
    const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'dynaqr-ticket-')), 'ticket.y4m'), ticket, {
      frames: 15,
      blankFrames: 45,
    })
    browser = await launchBrowser({ args: fakeCameraFlags(video) })

    // The door device: no wallet, a pairing code.
    const door = await newSession(browser, PHONE)
    await door.goto(`/events/${encodeURIComponent(eventId)}/check-in`)
    const link = await door.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 })
    expect(link).toContain(`/events/${eventId}/doors/pair?device=`)
    expect(await door.page.getByTestId('wallet-connect-kmd').count()).toBe(0)
    const ownerSession = await pairFromOwnersPhone(door, owner, 'North entrance')

    // The door reads the ticket off the camera and names the guest, from the guest list it was given.
    const admitted = door.page.getByTestId('door-verdict-admitted')
    await admitted.waitFor({ timeout: 30_000 })
    await admitted.getByTestId('door-verdict-name').filter({ hasText: 'Door Guest' }).waitFor({ timeout: 3_000 })
    expect(await admitted.getByTestId('door-verdict-tier').innerText()).toBe('Free')
    expect(await admitted.innerText()).toContain('Welcome in')
    // It clears by itself, before the ticket comes back.
    await admitted.waitFor({ state: 'detached', timeout: 6_000 })
    expect(await door.page.getByTestId('door-verdict').innerText()).toBe('')
    // The same ticket shown again a moment later: still green, said as such.
    const again = door.page.getByTestId('door-verdict-again')
    await again.waitFor({ timeout: 15_000 })
    expect(await again.innerText()).toContain('Just checked in')
    expect(await again.getByTestId('door-verdict-name').innerText()).toBe('Door Guest')
    expect(await door.page.getByTestId('door-verdict-refused').count()).toBe(0)
    await again.waitFor({ state: 'detached', timeout: 6_000 })

    await door.page
      .getByTestId('door-entry-state')
      .filter({ hasText: 'Recorded on-chain' })
      .waitFor({ timeout: 60_000 })
    const registration = await pollUntil(
      () => env.registration(eventId, attendee.address),
      (current) => current?.status === 'attended',
    )
    expect(registration).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in' })
    expect(await door.page.getByTestId('door-entry').count()).toBe(1)

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

  it("the door finds a guest by name and checks them in without their ticket; the owner's list says how", async () => {
    const { owner, attendee: withTicket, eventId } = await doorEventWithAttendee()
    const zoe = await env.fundedActor(algos(5))
    const registered = await registerByEventId(zoe.chain, eventId, 0, registrationForm('Zoë Saldaña'))
    if (!registered.ok) throw new Error(`registering failed: ${registered.error}`)
    browser = await launchBrowser()

    const door = await newSession(browser, PHONE)
    const scripts = recordScripts(door.page, new URL(inject('baseUrl')).origin)
    await door.goto(`/events/${encodeURIComponent(eventId)}/check-in`)
    const ownerSession = await pairFromOwnersPhone(door, owner, 'Side door')

    // Typed without the accents: found all the same, with tier and status.
    const search = door.page.getByTestId('door-search-input')
    await search.waitFor({ timeout: 30_000 })
    // Paired, with its guest list open, the door has loaded nothing of the write path: that comes with its first check-in.
    await door.page.waitForLoadState('networkidle')
    expect(walletPackagesLoaded(inject('distDir'), scripts)).toEqual([])
    await search.fill('zoe sal')
    const result = door.page.getByTestId('door-guest')
    await result.filter({ hasText: 'Zoë Saldaña' }).waitFor({ timeout: 10_000 })
    expect(await result.count()).toBe(1)
    expect(await result.getByTestId('door-guest-tier').innerText()).toBe('Free')
    expect(await result.getByTestId('door-guest-status').textContent()).toBe('Registered')
    await result.getByTestId('door-guest-check-in').click()

    const admitted = door.page.getByTestId('door-verdict-admitted')
    await admitted.waitFor({ timeout: 30_000 })
    expect(await admitted.getByTestId('door-verdict-name').innerText()).toBe('Zoë Saldaña')
    expect(await admitted.innerText()).toContain('Checked in without a ticket')
    expect(await result.getByTestId('door-guest-status').textContent()).toMatch(/^Checked in at /)
    expect(await result.getByTestId('door-guest-check-in').count()).toBe(0)
    await door.page
      .getByTestId('door-entry-state')
      .filter({ hasText: 'Recorded on-chain' })
      .waitFor({ timeout: 60_000 })
    expect(walletPackagesLoaded(inject('distDir'), scripts)).toContain('algosdk')
    await admitted.waitFor({ state: 'detached', timeout: 6_000 })
    expect(
      await pollUntil(
        () => env.registration(eventId, zoe.address),
        (current) => current?.status === 'attended',
      ),
    ).toMatchObject({ status: 'attended', attendanceMethod: 'checked in by the organiser' })

    // The owner's list: how Zoë was checked in; the other guest checked in from there, after a confirmation.
    // In the same tab, so the wallet stays connected.
    await ownerSession.page.getByRole('link', { name: 'Back to Manage' }).click()
    const card = ownerSession.page.getByTestId('attendees')
    const rowOf = (address: string) =>
      card.getByTestId('attendees-row').filter({ has: ownerSession.page.getByTitle(address, { exact: true }) })
    await rowOf(zoe.address).waitFor({ timeout: 30_000 })
    expect(await rowOf(zoe.address).getByTestId('attendees-method').innerText()).toBe(
      'Checked in by you or your door, without a ticket',
    )
    expect(await rowOf(zoe.address).getByTestId('attendees-check-in').count()).toBe(0)
    await rowOf(withTicket.address).getByTestId('attendees-check-in').click()
    await card.getByTestId('attendees-check-in-confirm-button').click()
    await expectToast(ownerSession.page, 'Checked in', 60_000)
    await rowOf(withTicket.address)
      .getByTestId('attendees-method')
      .filter({ hasText: 'Checked in by you or your door, without a ticket' })
      .waitFor({ timeout: 30_000 })
    expect(await env.registration(eventId, withTicket.address)).toMatchObject({
      status: 'attended',
      attendanceMethod: 'checked in by the organiser',
    })

    for (const session of [door, ownerSession]) session.expectNoErrors()
  })

  it('a revoked door gives its balance back: its screen says how much went to the organiser, and Manage says it came back', async () => {
    const { owner, eventId } = await doorEventWithAttendee()
    browser = await launchBrowser()
    const door = await newSession(browser, PHONE)
    await door.goto(`/events/${encodeURIComponent(eventId)}/check-in`)
    const link = await door.page.getByTestId('door-pairing-link').innerText({ timeout: 30_000 })
    const doorAddress = new URL(link).searchParams.get('device')!
    const ownerSession = await pairFromOwnersPhone(door, owner, 'Back door')
    const held = await env.balance(doorAddress)
    expect(held).toBeGreaterThan(100_000n)

    // The owner revokes it from Manage; the question says where its balance goes, and when.
    await ownerSession.page.getByRole('link', { name: 'Back to Manage' }).click()
    const card = ownerSession.page.getByTestId('doors-card')
    await card.getByTestId('doors-item').filter({ hasText: 'Back door' }).waitFor({ timeout: 30_000 })
    const question = new Promise<string>((resolve) =>
      ownerSession.page.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      }),
    )
    await card.getByTestId('doors-revoke').click()
    expect(await question).toContain('if it is never opened again, that balance cannot be recovered')
    await expectToast(ownerSession.page, 'Door device revoked', 60_000)
    const revoked = card.getByTestId('doors-revoked-item')
    await revoked.waitFor({ timeout: 30_000 })
    expect(await revoked.innerText()).toContain('Back door was revoked: its ')
    expect(await card.getByTestId('doors-item').count()).toBe(0)

    // The door, still open, finds itself revoked at its next look and sends its balance back.
    const back = door.page.getByTestId('door-balance-back')
    await back.filter({ hasText: 'went back to the organiser' }).waitFor({ timeout: 60_000 })
    const returned = ((held - 1_000n) / 100n).toString().padStart(5, '0')
    expect(await back.innerText()).toBe(
      `Its remaining balance, ${returned.slice(0, -4)}.${returned.slice(-4)} ALGO, went back to the organiser.`,
    )
    expect(await door.page.getByTestId('door-removed').innerText()).toContain(
      'This device was removed from the event: it can no longer check anyone in.',
    )
    expect(await env.balance(doorAddress)).toBe(0n)

    // Manage, opened again in this browser (the wallet connected again), says it came back.
    await ownerSession.page.reload()
    await signInWithMnemonic(ownerSession.page, owner.mnemonic)
    await revoked.filter({ hasText: 'Back door was revoked, and its balance came back to you.' }).waitFor({
      timeout: 30_000,
    })

    for (const session of [door, ownerSession]) session.expectNoErrors()
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
