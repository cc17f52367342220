/**
 * Someone who never used crypto attends, on their phone: at 390 px, with Chromium's virtual
 * authenticator for the screen lock, a fresh browser whose account never held ALGO registers with a
 * passkey for a free event whose organiser pays attendees' costs, reading no wallet, ALGO, sign or
 * transaction on the way; with the site's data cleared the same passkey finds the same account and
 * ticket; a paired door checks the ticket in, and the attendance token is kept for the account in the
 * app. The account holds 0 ALGO throughout. An event that does not pay costs refuses a zero-balance
 * passkey account before anything is sent, with a plain reason.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import { ACCOUNT_MOVE_TEXTS } from '../../frontend/src/domain/wallet/account-move-messages'
import { PLAIN_REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-page-messages'
import type { DoorChain } from '../../frontend/src/chain/node-api'
import { pairedDoor } from '../../scripts/lib/door-device'
import { addVirtualAuthenticator } from '../../scripts/lib/virtual-authenticator'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { baseUrl, expectToast, launchBrowser, newSession, pollUntil, type Session } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { qrText } from './support/qr-image'
import { PHONE, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'

/** The words a passkey user never reads (tests/unit/plain-words.spec.ts holds the texts to them). */
const CRYPTO_WORDS = /\b(wallets?|ALGOs?|sign(s|ed|ing|ature|atures)?|transactions?)\b/i

let browser: Browser
let env: ChainEnv
let coveredEventId: string
let door: DoorChain
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  const owner = await env.fundedActor(algos(20))
  coveredEventId = await createdEvent(
    owner,
    eventInput(uniqueId('ON-THE-HOUSE'), {
      settings: openSettings({ selfCheckIn: false }),
      paysAttendeeCosts: true,
      attendeeBudgetMicroAlgos: algos(2),
      ticketTiers: [tier('Free', 0, 50)],
    }),
  )
  door = await pairedDoor(owner.chain, (await env.event(coveredEventId))!)
})
afterAll(async () => {
  await browser?.close()
})

const registerPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/register`

/** What the person reads on the page: the main content, without the collapsed other ways. */
const shownText = (page: Page) => page.locator('main').innerText()

async function openForm(session: Session, eventId: string): Promise<void> {
  await session.goto(registerPath(eventId))
  await session.page.getByTestId('registration-name').waitFor({ timeout: 20_000 })
}

async function fillForm(page: Page, name: string): Promise<void> {
  await page.getByTestId('registration-name').fill(name)
  await page.getByTestId('registration-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
}

async function shownTicket(page: Page, eventId: string) {
  await page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
  const ticket = parseTicket((await qrText(page, 'ticket-qr'))!, { appId: env.appId, eventId })
  if (!ticket.ok) throw new Error(ticket.error)
  return ticket.value
}

describe('a passkey attendee of an event whose organiser pays every cost', () => {
  it('registers, finds the ticket again after the site data is cleared, is checked in and gets the token, holding 0 ALGO', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    const authenticator = await addVirtualAuthenticator(page)
    await openForm(session, coveredEventId)
    expect(await page.getByTestId('registration-submit').innerText()).toBe(PLAIN_REGISTRATION_MESSAGES.register)
    expect(await page.getByTestId('registration-price').innerText()).toBe('Free')
    expect(await shownText(page)).not.toMatch(CRYPTO_WORDS)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await shootPhoneAndDesktop(page, 'passkey-register-form')

    // No passkey here yet: the page says so and offers to create one, which registers at once.
    await fillForm(page, 'Noor First')
    await page.getByTestId('registration-submit').click()
    await page.getByTestId('passkey-problem').filter({ hasText: 'No passkey' }).waitFor({ timeout: 30_000 })
    await page.getByTestId('registration-passkey-create').click()
    await expectToast(page, PLAIN_REGISTRATION_MESSAGES.success, 60_000)
    await page.getByTestId('registration-complete').waitFor()
    const ticket = await shownTicket(page, coveredEventId)
    const address = ticket.attendee
    expect(await shownText(page)).not.toMatch(CRYPTO_WORDS)
    await shootPhoneAndDesktop(page, 'passkey-registered')

    expect(await env.registration(coveredEventId, address)).toMatchObject({ status: 'confirmed', sponsored: true })
    expect(await env.balance(address)).toBe(0n)

    // The site's data cleared: the same passkey opens the same account, and its ticket.
    await authenticator.cdp.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'all' })
    await session.context.clearCookies()
    await page.reload()
    await page.getByTestId('registration-passkey-open').click()
    await page.getByTestId('registration-complete').waitFor({ timeout: 30_000 })
    await page.getByTestId('ticket-show').click()
    expect(await shownTicket(page, coveredEventId)).toEqual(ticket)

    // A paired door checks the ticket in; the page follows, and the token is kept for the account.
    const outcome = await door.checkIn(ticket, BigInt((await env.event(coveredEventId))!.seq))
    expect(outcome.status).toBe('recorded')
    await page.getByTestId('registration-claim').waitFor({ timeout: 30_000 })
    expect(await shownText(page)).not.toMatch(CRYPTO_WORDS)
    await page.getByTestId('registration-claim').click()
    await expectToast(page, PLAIN_REGISTRATION_MESSAGES.confirmed, 90_000)
    expect(await page.getByTestId('registration-token-kept').innerText()).toBe(PLAIN_REGISTRATION_MESSAGES.tokenHeld)
    expect(await page.getByTestId('registration-outcome').innerText()).toBe(PLAIN_REGISTRATION_MESSAGES.tokenKept)
    expect(await shownText(page)).not.toMatch(CRYPTO_WORDS)
    await shootPhoneAndDesktop(page, 'passkey-token-kept')

    const registration = await pollUntil(
      () => env.registration(coveredEventId, address),
      (latest) => latest?.nftMinted === true,
    )
    expect(registration).toMatchObject({ status: 'attended', nftMinted: true, nftClaimed: false })
    expect(await env.balance(address)).toBe(0n)
    session.expectNoErrors()
    await session.close()
  })
})

describe('a passkey attendee who moves to a wallet app of their own', () => {
  it('is told what the move does and costs, funds the fee from the wallet, and hands the account over', async () => {
    const session = await newSession(browser, PHONE)
    const { page } = session
    await addVirtualAuthenticator(page)
    await openForm(session, coveredEventId)
    await fillForm(page, 'Noor Mover')
    await page.getByTestId('registration-submit').click()
    await page.getByTestId('registration-passkey-create').click()
    await page.getByTestId('registration-complete').waitFor({ timeout: 60_000 })
    const passkeyAccount = (await shownTicket(page, coveredEventId)).attendee

    // Closed, the card reads in plain words; opened, it names the wallet app and the consequences.
    const card = page.getByTestId('account-move')
    expect(await card.locator('summary').innerText()).toBe(ACCOUNT_MOVE_TEXTS.summary)
    expect(await shownText(page)).not.toMatch(CRYPTO_WORDS)
    await card.locator('summary').click()
    expect(await card.innerText()).toContain(ACCOUNT_MOVE_TEXTS.consequences)

    const wallet = await env.fundedActor(algos(1))
    await page.getByTestId('account-move-to').fill(wallet.address)
    const funds = page.getByTestId('account-move-funds')
    expect(await funds.innerText()).toContain('send at least 0.1010 ALGO')
    expect(await page.getByTestId('account-move-submit').isDisabled()).toBe(true)
    await shootPhoneAndDesktop(page, 'passkey-move')

    // The person sends the fee from their wallet app; the card sees it.
    const dispenser = await env.algorand.account.localNetDispenser()
    await env.algorand.send.payment({
      sender: dispenser.addr,
      receiver: passkeyAccount,
      amount: AlgoAmount.MicroAlgo(101_000),
    })
    await page.getByTestId('account-move-check').click()
    await funds.waitFor({ state: 'detached', timeout: 20_000 })
    await page.getByTestId('account-move-confirm').check()
    await page.getByTestId('account-move-submit').click()
    await page.getByTestId('account-moved').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('account-moved').innerText()).toContain(
      'Done: this account is now used by your wallet app',
    )

    const info = await env.algorand.account.getInformation(passkeyAccount)
    expect(info.authAddr?.toString()).toBe(wallet.address)
    // Everything stays where it was: the registration is the same account's.
    expect(await env.registration(coveredEventId, passkeyAccount)).toMatchObject({ status: 'confirmed' })
    session.expectNoErrors()
    await session.close()
  })
})

describe('a passkey account on an event whose organiser does not pay costs', () => {
  it('is refused before anything is sent, with a plain reason, and still holds nothing', async () => {
    const owner = await env.fundedActor(algos(5))
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('PAY-YOUR-WAY'), { ticketTiers: [tier('Free', 0, 50)] }),
    )
    const session = await newSession(browser, PHONE)
    const { page } = session
    await addVirtualAuthenticator(page)
    await openForm(session, eventId)
    expect(await page.getByTestId('registration-submit').innerText()).toBe('Complete Registration')

    await page.getByTestId('passkey-continue').click()
    await page.getByTestId('passkey-problem').filter({ hasText: 'No passkey' }).waitFor({ timeout: 30_000 })
    await page.getByTestId('passkey-create').click()
    const shown = page.locator('[data-testid="wallet-panel"][data-passkey="true"] [data-testid="wallet-address"]')
    await shown.waitFor({ timeout: 30_000 })
    const address = (await shown.getAttribute('data-address'))!

    await fillForm(page, 'Noor Second')
    await page.getByTestId('registration-submit').click()
    const error = page.getByTestId('registration-error').filter({ hasText: 'needs an account holding ALGO' })
    await error.waitFor({ timeout: 30_000 })
    expect(await error.innerText()).toMatch(/its organiser does not cover network costs/)
    expect(await page.getByTestId('registration-complete').count()).toBe(0)
    expect(await env.registration(eventId, address)).toBeNull()
    expect(await env.balance(address)).toBe(0n)
    session.expectNoErrors()
    await session.close()
  })
})
