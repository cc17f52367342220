/**
 * Registrations that wait for the organiser's approval, on LocalNet at 390 px: the owner (KMD)
 * turns approval on for a 10 ALGO event on the Manage page; an attendee (Mnemonic) is told before
 * signing that the payment is held, registers and waits; the owner approves them and their page
 * then shows the ticket; a second attendee, watching their own page, is declined and gets the price
 * back. No page scrolls sideways.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-messages'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { connectKmd, connectMnemonic, expectToast, launchBrowser, newSession, type Session } from './support/browser'
import { attendeeRow, countsReach } from './support/attendee-list'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { PHONE, shootPhoneAndDesktop as shoot, sidewaysScroll } from './support/screens'

const PRICE = algos(10)
const FEE = 1_000n
/** [ticket payment to the app, deposit, register_event], each at the minimum fee. */
const REGISTRATION_FEES = 3n * FEE
/** The attendee's page asks every 5 s whether the organiser decided; a block or two on top. */
const FOLLOW_TIMEOUT = 30_000

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phoneSession = (): Promise<Session> => newSession(browser, PHONE)

/** The attendee's registration page with their Mnemonic wallet connected. */
async function attendeePage(eventId: string, attendee: Actor): Promise<Session> {
  const session = await phoneSession()
  await session.goto(`/events/${encodeURIComponent(eventId)}/register`)
  await session.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
  expect(await connectMnemonic(session.page, attendee.mnemonic)).toBe(attendee.address)
  return session
}

describe('registrations that wait for approval', () => {
  it('holds the payment until the owner approves (the ticket appears) or declines (the price comes back)', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('APPROVE'), { ticketTiers: [tier('Standard', 10, 50)] }),
    )

    // The owner turns approval on from the Manage page.
    const manage = await phoneSession()
    await manage.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await manage.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(manage.page)).toBe(owner.address)
    await manage.page.getByTestId('registration-approval').check()
    await manage.page.getByTestId('registration-policy-save').click()
    await expectToast(manage.page, 'Registration settings saved')
    expect(await env.event(eventId)).toMatchObject({ approvalRequired: true, listed: true })

    // The first attendee is told before signing, registers, and waits.
    const first = await env.fundedActor(algos(20))
    const firstPage = await attendeePage(eventId, first)
    const { page } = firstPage
    expect(await page.getByTestId('registration-approval-notice').innerText()).toBe(
      REGISTRATION_MESSAGES.approvalNotice(true),
    )
    const ownerBefore = await env.balance(owner.address)
    await page.getByTestId('registration-name').fill('Waiting Attendee')
    await page.getByTestId('registration-email').fill('waiting@example.com')
    await page.getByTestId('registration-submit').click()
    await expectToast(page, REGISTRATION_MESSAGES.sentForApproval)
    expect(await page.locator('#registration-complete-title').innerText()).toBe('Waiting for Approval')
    expect(await page.getByTestId('registration-status').innerText()).toBe('Waiting for approval')
    expect(await page.getByTestId('ticket').count()).toBe(0)
    expect(await env.balance(owner.address)).toBe(ownerBefore)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await shoot(page, 'approval-waiting')

    // The second attendee registers from Node and watches their own page.
    const second = await env.fundedActor(algos(20))
    const secondStart = await env.balance(second.address)
    const registered = await registerByEventId(second.chain, eventId, 0, registrationForm('Declined Attendee'))
    if (!registered.ok) throw new Error(`registering the second attendee failed: ${registered.error}`)
    const secondWaiting = await env.balance(second.address)
    expect(secondStart - secondWaiting).toBe(PRICE + registrationBoxMbr() + REGISTRATION_FEES)
    const secondPage = await attendeePage(eventId, second)
    await secondPage.page.getByTestId('registration-complete').waitFor({ timeout: 20_000 })
    expect(await secondPage.page.locator('#registration-complete-title').innerText()).toBe('Waiting for Approval')

    // The owner sees both first, with Approve and Decline and no refund.
    await manage.page.getByTestId('manage-refresh').click()
    await countsReach(manage.page, 'Waiting for approval 2 · Registered 0 · Attended 0 · Cancelled 0 · Total 2')
    expect(await manage.page.getByTestId('attendees-refund').count()).toBe(0)
    await shoot(manage.page, 'approval-manage')
    expect(await attendeeRow(manage.page, first.address).getByTestId('attendees-status').textContent()).toBe(
      'waiting for approval',
    )

    // Measured here: the KMD account is also LocalNet's dispenser, which funded the second attendee.
    const ownerBeforeApproval = await env.balance(owner.address)
    await attendeeRow(manage.page, first.address).getByTestId('attendees-approve').click()
    await expectToast(manage.page, 'Registration approved')
    await countsReach(manage.page, 'Waiting for approval 1 · Registered 1 · Attended 0 · Cancelled 0 · Total 2')
    expect((await env.balance(owner.address)) - ownerBeforeApproval).toBe(PRICE - 2n * FEE)
    expect((await env.registration(eventId, first.address))?.status).toBe('confirmed')

    // The first attendee's page follows the approval and shows the ticket.
    await page.getByTestId('ticket').waitFor({ timeout: FOLLOW_TIMEOUT })
    expect(await page.locator('#registration-complete-title').innerText()).toBe('Registration Complete')
    expect(await page.getByTestId('registration-status').innerText()).toBe('Registered')
    // This page registered: the wallet's key signature of that moment shows the ticket at once.
    await page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await shoot(page, 'approval-approved')

    // The owner declines the second after confirming; the price goes back to them.
    await attendeeRow(manage.page, second.address).getByTestId('attendees-decline').click()
    expect(await manage.page.getByTestId('attendees-decline-confirm').innerText()).toContain(
      'The 10 ALGO the app holds goes back to them',
    )
    await manage.page.getByTestId('attendees-decline-confirm-button').click()
    await expectToast(manage.page, 'Registration declined')
    await countsReach(manage.page, 'Registered 1 · Attended 0 · Cancelled 1 · Total 2')
    expect(await sidewaysScroll(manage.page)).toBeLessThanOrEqual(0)

    const secondAfter = await env.balance(second.address)
    expect(secondAfter - secondWaiting).toBe(PRICE)
    // Back up by the price: what the second attendee is out of pocket is only the deposit and the fees.
    expect(secondStart - secondAfter).toBe(registrationBoxMbr() + REGISTRATION_FEES)
    expect((await env.event(eventId))?.registeredCount).toBe(1)

    // The second attendee's page saw the decline.
    const declined = secondPage.page
      .locator('#registration-complete-title')
      .filter({ hasText: 'Registration Declined' })
    await declined.waitFor({ timeout: FOLLOW_TIMEOUT })
    expect(await secondPage.page.getByTestId('registration-outcome').innerText()).toBe(
      REGISTRATION_MESSAGES.declined(true),
    )
    expect(await sidewaysScroll(secondPage.page)).toBeLessThanOrEqual(0)
    await shoot(secondPage.page, 'approval-declined')

    for (const session of [firstPage, secondPage, manage]) {
      session.expectNoErrors()
      await session.close()
    }
  })
})
