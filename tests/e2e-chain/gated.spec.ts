/**
 * Token-gated QR codes in the browser on LocalNet. The /resolve page loads no wallet code, so it
 * never opens an nft-gated code itself: it sends the scanner to the app's proof page, where the
 * connected wallet signs a proof (a transaction that is never sent) and the page checks it before
 * looking up the token. A holder who signs reaches the destination; a holder's address planted in
 * the browser's storage, another account's proof and a visitor without a wallet do not.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declareAndClaim, registerByEventId } from '../../scripts/lib/attendee-flow'
import { ACCESS_MESSAGES } from '../../frontend/src/domain/messages/messages'
import { WALLET_SESSION_KEY } from '../../frontend/src/ui/wallet/wallet-session'
import { connectMnemonic, launchBrowser, newSession, serveDestinations, type Session } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { createdEvent, eventInput, registrationForm, uniqueId } from '../support/chain-inputs'

const HOST = 'gated.example'
const DESTINATION = `https://${HOST}/members`

let browser: Browser
let env: ChainEnv
let eventId: string
let holder: Actor
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
  const owner = await env.kmdOwner()
  eventId = await createdEvent(
    owner,
    eventInput(uniqueId('GATED'), { currentUrl: DESTINATION, accessType: 'nft-gated' }),
  )
  holder = await env.fundedActor(algos(2))
  const registered = await registerByEventId(holder.chain, eventId, 0, registrationForm('Holder'))
  if (!registered.ok) throw new Error(`registration failed: ${registered.error}`)
  const claimed = await declareAndClaim(holder.chain, registered.value.event, registered.value.registration)
  if (!claimed.ok) throw new Error(`token claim failed: ${claimed.error}`)
}, 120_000)
afterAll(async () => {
  await browser?.close()
})

const resolverPath = () => `/resolve?event=${encodeURIComponent(eventId)}`
const proofPath = () => `/events/${encodeURIComponent(eventId)}/access`

async function gatedSession(): Promise<Session> {
  const session = await newSession(browser)
  await serveDestinations(session.context, HOST)
  return session
}

/** Opens the QR code's link; resolves with the resolver's refusal. */
async function resolverRefusal(session: Session): Promise<string> {
  await session.goto(resolverPath())
  const message = session.page.getByTestId('resolver-error-message')
  await message.waitFor({ timeout: 20_000 })
  return message.innerText()
}

/** Writes `address` where the app records the connected account, as anyone can with the console. */
async function plantRecordedAddress(session: Session, address: string): Promise<void> {
  await session.goto('/')
  // The app records its own (absent) account once it has mounted: plant after that, or it overwrites.
  await session.page.waitForFunction((key) => localStorage.getItem(key) !== null, WALLET_SESSION_KEY)
  await session.page.evaluate(
    ([key, value]) => localStorage.setItem(key, JSON.stringify({ address: value })),
    [WALLET_SESSION_KEY, address],
  )
}

async function followProofLink(page: Page): Promise<void> {
  await page.getByTestId('resolver-prove-access').click()
  await page.getByTestId('access-proof').waitFor({ timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe(proofPath())
}

async function signProof(page: Page): Promise<void> {
  await page.getByTestId('access-prove').click()
}

describe('an nft-gated QR code', () => {
  it('asks for a wallet proof, and lets the holder who signs it through to the destination', async () => {
    const session = await gatedSession()
    expect(await resolverRefusal(session)).toBe(ACCESS_MESSAGES.walletRequired)
    await followProofLink(session.page)
    expect(await session.page.getByTestId('access-status').innerText()).toBe(ACCESS_MESSAGES.walletRequired)
    expect(await connectMnemonic(session.page, holder.mnemonic)).toBe(holder.address)
    expect(await session.page.getByTestId('access-address').getAttribute('data-address')).toBe(holder.address)
    await signProof(session.page)
    await session.page.waitForURL(DESTINATION, { timeout: 30_000 })
    expect(await session.page.locator('h1').innerText()).toBe('/members')
    session.expectNoErrors()
    await session.close()
  })

  it("refuses a holder's address planted in the browser's storage: no proof, no entry", async () => {
    const session = await gatedSession()
    await plantRecordedAddress(session, holder.address)
    expect(await resolverRefusal(session)).toBe(ACCESS_MESSAGES.proofRequired)
    expect(new URL(session.page.url()).pathname).toBe('/resolve')
    await followProofLink(session.page)
    expect(await session.page.getByTestId('access-status').innerText()).toBe(ACCESS_MESSAGES.walletRequired)
    expect(await session.page.getByTestId('access-prove').isDisabled()).toBe(true)
    await session.close()
  })

  it("refuses another account's proof even with the holder's address planted", async () => {
    const stranger = await env.fundedActor(algos(1))
    const session = await gatedSession()
    await plantRecordedAddress(session, holder.address)
    await session.goto(proofPath())
    expect(await connectMnemonic(session.page, stranger.mnemonic)).toBe(stranger.address)
    expect(await session.page.getByTestId('access-address').getAttribute('data-address')).toBe(stranger.address)
    await signProof(session.page)
    const error = session.page.getByTestId('access-error')
    await error.waitFor({ timeout: 30_000 })
    expect(await error.innerText()).toBe(ACCESS_MESSAGES.tokenMissing)
    expect(new URL(session.page.url()).pathname).toBe(proofPath())
    session.expectNoErrors()
    await session.close()
  })

  it('asks a visitor without a wallet to connect one', async () => {
    const session = await gatedSession()
    expect(await resolverRefusal(session)).toBe('Wallet connection required for NFT-gated access')
    await session.close()
  })
})
