/**
 * "Continue with a passkey" on LocalNet at 390 px, with Chromium's virtual authenticator standing in
 * for the phone's screen lock: no passkey yet, so one is created and its account shown; the site's
 * data cleared (localStorage, sessionStorage, IndexedDB, cookies) and the page reloaded, the same
 * passkey opens the same account; another passkey opens another; a passkey without PRF gets the
 * plain message and the other wallets. Then the passkey account, funded from the dispenser,
 * registers for a free event through the normal registration page after a reload (the passkey is
 * asked again at the first signature) and shows its ticket: the signing flows work unchanged.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidAddress } from '../../frontend/src/domain/text/algorand-address'
import { PASSKEY_MESSAGES } from '../../frontend/src/domain/messages/messages'
import { parseTicket, ticketCommitmentMessage } from '../../frontend/src/domain/check-in/ticket'
import { createdEvent, eventInput, tier, uniqueId } from '../support/chain-inputs'
import { baseUrl, expectToast, launchBrowser, newSession, type Session } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { qrText } from './support/qr-image'
import { PHONE, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'
import {
  addVirtualAuthenticator,
  passkeyCount,
  type VirtualAuthenticator,
} from '../../scripts/lib/virtual-authenticator'

/** The words a passkey user never reads (tests/unit/plain-words.spec.ts holds the messages to them). */
const CRYPTO_WORDS = /\b(wallets?|ALGOs?|sign(s|ed|ing|ature|atures)?|transactions?)\b/i

let browser: Browser
let env: ChainEnv
let eventId: string
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  const owner = await env.fundedActor(algos(5))
  eventId = await createdEvent(owner, eventInput(uniqueId('PASSKEY'), { ticketTiers: [tier('Free', 0, 50)] }))
})
afterAll(async () => {
  await browser?.close()
})

type Authenticator = VirtualAuthenticator
const addAuthenticator = addVirtualAuthenticator

/** How many times the authenticator's one passkey has been used. */
async function timesUsed({ cdp, id }: Authenticator): Promise<number> {
  const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials
  return credential.signCount
}

const phoneSession = (): Promise<Session> => newSession(browser, PHONE)

const registrationPath = () => `/events/${encodeURIComponent(eventId)}/register`

async function openRegistration(session: Session): Promise<void> {
  await session.goto(registrationPath())
  await session.page
    .getByTestId('registration-name')
    .or(session.page.getByTestId('registration-complete'))
    .first()
    .waitFor({ timeout: 20_000 })
}

/** The address the connected passkey account shows. */
async function shownAddress(page: Page): Promise<string> {
  const shown = page.locator('[data-testid="wallet-panel"][data-passkey="true"] [data-testid="wallet-address"]')
  await shown.waitFor({ timeout: 30_000 })
  return (await shown.getAttribute('data-address'))!
}

/** "Continue with a passkey" when the person has none yet: told so, then "Create a passkey". */
async function createPasskeyAccount(page: Page): Promise<string> {
  await page.getByTestId('passkey-continue').click()
  const problem = page.getByTestId('passkey-problem')
  await problem.waitFor({ timeout: 30_000 })
  expect(await problem.getAttribute('data-kind')).toBe('none-found')
  expect(await problem.innerText()).toBe(PASSKEY_MESSAGES.noneFound)
  await page.getByTestId('passkey-create').click()
  await expectToast(page, PASSKEY_MESSAGES.connected, 30_000)
  return shownAddress(page)
}

async function continueWithPasskey(page: Page): Promise<string> {
  await page.getByTestId('passkey-continue').click()
  await expectToast(page, PASSKEY_MESSAGES.connected, 30_000)
  return shownAddress(page)
}

/** Everything the site keeps in this browser, as the browser's "clear site data" removes it. */
async function clearSiteData(session: Session, cdp: CDPSession): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'all' })
  await session.context.clearCookies()
}

async function siteData(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    cookies: document.cookie,
  }))
}

/** The page at 390 px and at 1280 px, for people to look at; it fits the phone without sideways scrolling. */
async function shoot(page: Page, name: string): Promise<void> {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  await shootPhoneAndDesktop(page, name)
}

describe('an account made from a passkey', () => {
  it('is created the first time, and the same passkey opens it again after the site data is cleared', async () => {
    const session = await phoneSession()
    const { page } = session
    const authenticator = await addAuthenticator(page)
    await openRegistration(session)
    const choice = page.getByTestId('passkey-choice')
    expect(await choice.innerText()).toContain(PASSKEY_MESSAGES.explained)
    await shoot(page, 'passkey-offered')

    const address = await createPasskeyAccount(page)
    expect(isValidAddress(address)).toBe(true)
    expect(await passkeyCount(authenticator)).toBe(1)
    const panel = page.locator('[data-testid="wallet-panel"][data-passkey="true"]')
    expect(await panel.innerText()).not.toMatch(CRYPTO_WORDS)
    await shoot(page, 'passkey-account')

    await clearSiteData(session, authenticator.cdp)
    await page.reload()
    await page.getByTestId('passkey-continue').waitFor({ timeout: 20_000 })
    expect(await siteData(page)).toMatchObject({ sessionStorage: [], indexedDB: [], cookies: '' })
    // Only what the app writes on every load, and no trace of the passkey account.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(stored).not.toContain(address)

    expect(await continueWithPasskey(page)).toBe(address)
    expect(await passkeyCount(authenticator)).toBe(1)

    // Logging out leaves the panel as it was before: the passkey is offered again.
    await page.getByTestId('passkey-log-out').click()
    await expectToast(page, PASSKEY_MESSAGES.loggedOut)
    await page.getByTestId('passkey-continue').waitFor()
    expect(await page.locator('[data-testid="wallet-panel"][data-connected="true"]').count()).toBe(0)
    session.expectNoErrors()
    await session.close()
  })

  it('is another account for another passkey', async () => {
    const first = await phoneSession()
    await addAuthenticator(first.page)
    await openRegistration(first)
    const one = await createPasskeyAccount(first.page)

    const second = await phoneSession()
    await addAuthenticator(second.page)
    await openRegistration(second)
    const other = await createPasskeyAccount(second.page)
    expect(isValidAddress(other)).toBe(true)
    expect(other).not.toBe(one)
    for (const session of [first, second]) {
      session.expectNoErrors()
      await session.close()
    }
  })

  it("says plainly that a passkey without PRF can't be used here, and offers the other ways", async () => {
    const session = await phoneSession()
    const { page } = session
    await addAuthenticator(page, false)
    await openRegistration(session)
    await page.getByTestId('passkey-continue').click()
    await page.getByTestId('passkey-problem').filter({ hasText: 'No passkey' }).waitFor({ timeout: 30_000 })
    await page.getByTestId('passkey-create').click()
    const problem = page.getByTestId('passkey-problem').filter({ hasText: "can't be used here" })
    await problem.waitFor({ timeout: 30_000 })
    expect(await problem.innerText()).toBe(PASSKEY_MESSAGES.noPrf)
    for (const key of ['kmd', 'mnemonic'])
      expect(await page.getByTestId(`wallet-connect-${key}`).isVisible()).toBe(true)
    expect(await page.locator('[data-testid="wallet-panel"][data-connected="true"]').count()).toBe(0)
    await shoot(page, 'passkey-no-prf')
    session.expectNoErrors()
    await session.close()
  })

  it('registers for a free event after a reload and shows the ticket the passkey account makes', async () => {
    const session = await phoneSession()
    const { page } = session
    const authenticator = await addAuthenticator(page)
    await openRegistration(session)
    const address = await createPasskeyAccount(page)

    const dispenser = await env.algorand.account.localNetDispenser()
    await env.algorand.send.payment({ sender: dispenser.addr, receiver: address, amount: AlgoAmount.Algos(1) })

    // A reload: use-wallet resumes the account by its address; its key is no longer in memory.
    await page.reload()
    expect(await shownAddress(page)).toBe(address)
    const usedBefore = await timesUsed(authenticator)
    await page.getByTestId('registration-name').fill('Passkey Guest')
    await page.getByTestId('registration-email').fill('passkey.guest@example.com')
    await page.getByTestId('registration-submit').click()
    await expectToast(page, 'Registration successful!', 60_000)
    await page.getByTestId('registration-complete').waitFor()

    const registration = await env.registration(eventId, address)
    expect(registration).toMatchObject({ status: 'confirmed', ticketTierIndex: 0 })
    // The ticket comes from the passkey account's key signature: its secret, bound to the
    // registration (app, event, account, number), is the registration's commitment.
    await page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    const ticket = parseTicket((await qrText(page, 'ticket-qr'))!, { appId: env.appId, eventId })
    if (!ticket.ok) throw new Error(ticket.error)
    expect(ticket.value.attendee).toBe(address)
    const event = await env.event(eventId)
    const scope = { appId: env.appId, eventSeq: BigInt(event!.seq), attendee: address }
    const message = ticketCommitmentMessage(scope, registration!.ticketNumber, ticket.value.secret)
    expect(bytesToHex(sha256(message))).toBe(registration!.ticketCommitment)
    expect(await passkeyCount(authenticator)).toBe(1)
    // The first signature after the reload asked the passkey once; the key then stayed in memory.
    expect((await timesUsed(authenticator)) - usedBefore).toBe(1)
    await shoot(page, 'passkey-ticket')
    session.expectNoErrors()
    await session.close()
  })
})
