/**
 * The waitlist and cancelling, from the attendees' side, on LocalNet at 390 px: an event with one
 * seat whose organiser pays attendees' costs; attendee A (a wallet app) takes the seat; attendee B,
 * with a passkey and an account that never held ALGO, finds it sold out and joins the waitlist in
 * plain words, and sees their place; A cancels their own registration after reading what comes back,
 * and gets the form again; the owner offers the freed seat from the Manage page's waitlist; B's page
 * follows and shows them registered, with their ticket. No page scrolls sideways.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-messages'
import { ATTENDEES_MESSAGES } from '../../frontend/src/domain/event/manage-messages'
import { OWN_REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-page-messages'
import { addVirtualAuthenticator } from '../../scripts/lib/virtual-authenticator'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { connectKmd, connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { PHONE, shootPhoneAndDesktop as shoot, sidewaysScroll } from './support/screens'

/** The words a passkey user never reads (tests/unit/plain-words.spec.ts holds the texts to them). */
const CRYPTO_WORDS = /\b(wallets?|ALGOs?|sign(s|ed|ing|ature|atures)?|transactions?)\b/i
/** The attendee's page asks every 5 s whether the registration changed; a block or two on top. */
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

const registerPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/register`
const title = (page: Page) => page.locator('#registration-complete-title').innerText()
/** What the person reads on the page: the main content, without the collapsed other ways. */
const shownText = (page: Page) => page.locator('main').innerText()

async function fillForm(page: Page, name: string): Promise<void> {
  await page.getByTestId('registration-name').fill(name)
  await page.getByTestId('registration-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
}

describe('the waitlist and cancelling, for attendees', () => {
  it('A takes the one seat, B joins the waitlist with a passkey, A cancels, the owner offers B the seat', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('ONE-SEAT'), {
        settings: openSettings({ selfCheckIn: false }),
        maxCapacity: 1,
        paysAttendeeCosts: true,
        attendeeBudgetMicroAlgos: algos(2),
        ticketTiers: [tier('Free', 0, 1)],
      }),
    )

    // A registers with a wallet app and takes the only seat.
    const a = await env.fundedActor(algos(5))
    const aSession = await newSession(browser, PHONE)
    const aPage = aSession.page
    await aSession.goto(registerPath(eventId))
    await aPage.getByTestId('registration-name').waitFor({ timeout: 20_000 })
    await aPage.getByTestId('registration-other-ways').locator('summary').first().click()
    expect(await connectMnemonic(aPage, a.mnemonic)).toBe(a.address)
    await fillForm(aPage, 'Ada Seated')
    expect(await aPage.getByTestId('registration-submit').innerText()).toBe('Complete Registration')
    await aPage.getByTestId('registration-submit').click()
    await expectToast(aPage, REGISTRATION_MESSAGES.success)
    expect(await aPage.getByTestId('registration-status').innerText()).toBe('Registered')
    expect((await env.event(eventId))?.registeredCount).toBe(1)

    // B, with a passkey and nothing else, finds the event sold out and joins the waitlist.
    const bSession = await newSession(browser, PHONE)
    const bPage = bSession.page
    await addVirtualAuthenticator(bPage)
    await bSession.goto(registerPath(eventId))
    await bPage.getByTestId('registration-waitlist').waitFor({ timeout: 20_000 })
    expect(await bPage.getByTestId('registration-submit').innerText()).toBe(OWN_REGISTRATION_MESSAGES.joinWaitlist)
    expect(await bPage.getByTestId('registration-waitlist').innerText()).toContain(
      OWN_REGISTRATION_MESSAGES.waitlistHowItWorks,
    )
    expect(await bPage.getByTestId('registration-waitlist-payment').innerText()).toBe(
      OWN_REGISTRATION_MESSAGES.waitlistFree,
    )
    expect(await shownText(bPage)).not.toMatch(CRYPTO_WORDS)
    await fillForm(bPage, 'Bea Waiting')
    expect(await sidewaysScroll(bPage)).toBeLessThanOrEqual(0)
    await shoot(bPage, 'waitlist-form')
    await bPage.getByTestId('registration-submit').click()
    await bPage.getByTestId('passkey-problem').filter({ hasText: 'No passkey' }).waitFor({ timeout: 30_000 })
    await bPage.getByTestId('registration-passkey-create').click()
    await expectToast(bPage, OWN_REGISTRATION_MESSAGES.joinedWaitlist, 60_000)
    expect(await title(bPage)).toBe('You Are on the Waitlist')
    expect(await bPage.getByTestId('registration-status').innerText()).toBe('On the waitlist')
    expect(await bPage.getByTestId('registration-waitlist-place').innerText()).toBe(OWN_REGISTRATION_MESSAGES.first)
    expect(await bPage.getByTestId('ticket').count()).toBe(0)
    expect(await bPage.getByTestId('registration-cancel-open').innerText()).toBe(
      OWN_REGISTRATION_MESSAGES.leaveWaitlist,
    )
    expect(await shownText(bPage)).not.toMatch(CRYPTO_WORDS)
    expect(await sidewaysScroll(bPage)).toBeLessThanOrEqual(0)
    await shoot(bPage, 'waitlist-joined')
    // The page names the account in full in its title.
    const bAddress = (await bPage.getByTestId('registration-details').locator('dd.mono').getAttribute('title'))!
    expect(await env.registration(eventId, bAddress)).toMatchObject({ status: 'waitlisted', sponsored: true })
    expect((await env.event(eventId))?.registeredCount).toBe(1)

    // A cancels their own registration after reading what comes back, and gets the form again.
    await aPage.getByTestId('registration-cancel-open').click()
    expect(await aPage.getByTestId('registration-cancel-question').innerText()).toBe(
      OWN_REGISTRATION_MESSAGES.confirmCancelFree,
    )
    expect(await sidewaysScroll(aPage)).toBeLessThanOrEqual(0)
    await shoot(aPage, 'cancel-confirm')
    await aPage.getByTestId('registration-cancel-yes').click()
    await expectToast(aPage, OWN_REGISTRATION_MESSAGES.cancelled)
    await aPage.getByTestId('registration-submit').waitFor({ timeout: 20_000 })
    expect(await aPage.getByTestId('registration-complete').count()).toBe(0)
    // The organiser's budget paid A's deposit: the record is removed and the deposit goes back to it.
    expect(await env.registration(eventId, a.address)).toBeNull()
    expect((await env.event(eventId))?.registeredCount).toBe(0)
    // The seat is free again, so the form registers rather than joining the list.
    await aPage.getByTestId('registration-submit').filter({ hasText: 'Complete Registration' }).waitFor()
    await shoot(aPage, 'cancelled-form-again')

    // The owner offers the freed seat from the Manage page's waitlist.
    const manage = await newSession(browser, PHONE)
    await manage.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await manage.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(manage.page)).toBe(owner.address)
    const row = manage.page.getByTestId('attendees-waitlist-row')
    await row.first().waitFor({ timeout: 30_000 })
    expect(await row.count()).toBe(1)
    await row.getByTestId('attendees-offer-seat').click()
    await expectToast(manage.page, ATTENDEES_MESSAGES.seatOffered)

    // B's page follows: registered, with the ticket.
    await expectToast(bPage, OWN_REGISTRATION_MESSAGES.seatOffered, FOLLOW_TIMEOUT)
    expect(await title(bPage)).toBe('Registration Complete')
    expect(await bPage.getByTestId('registration-status').innerText()).toBe('Registered')
    await bPage.getByTestId('ticket').waitFor({ timeout: FOLLOW_TIMEOUT })
    expect(await shownText(bPage)).not.toMatch(CRYPTO_WORDS)
    expect(await sidewaysScroll(bPage)).toBeLessThanOrEqual(0)
    await shoot(bPage, 'waitlist-seat-offered')
    expect((await env.registration(eventId, bAddress))?.status).toBe('confirmed')
    expect((await env.event(eventId))?.registeredCount).toBe(1)
    expect(await env.balance(bAddress)).toBe(0n)

    for (const session of [aSession, bSession, manage]) {
      session.expectNoErrors()
      await session.close()
    }
  })
})
