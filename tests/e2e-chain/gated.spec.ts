/**
 * Token-gated QR codes in the browser on LocalNet: the /resolve page loads no wallet code, so it
 * learns the connected account from the record the app keeps when a wallet connects. A holder of
 * the event's attendance token reaches the destination; another account and a visitor without a
 * wallet get the gate's reason.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendAndClaim, registerByEventId } from '../../scripts/lib/attendee-flow'
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
  const claimed = await attendAndClaim(holder.chain, registered.value.event, registered.value.registration)
  if (!claimed.ok) throw new Error(`token claim failed: ${claimed.error}`)
}, 120_000)
afterAll(async () => {
  await browser?.close()
})

/** A browser whose app has connected the Mnemonic wallet with `actor`'s account. */
async function connectedSession(actor: Actor): Promise<Session> {
  const session = await newSession(browser)
  await serveDestinations(session.context, HOST)
  await session.goto('/create-event')
  expect(await connectMnemonic(session.page, actor.mnemonic)).toBe(actor.address)
  return session
}

async function resolutionFailure(session: Session): Promise<string> {
  await session.goto(`/resolve?event=${encodeURIComponent(eventId)}`)
  const message = session.page.getByTestId('resolver-error-message')
  await message.waitFor({ timeout: 20_000 })
  return message.innerText()
}

describe('an nft-gated QR code', () => {
  it('lets the connected holder of the attendance token through to the destination', async () => {
    const session = await connectedSession(holder)
    await session.goto(`/resolve?event=${encodeURIComponent(eventId)}`)
    await session.page.waitForURL(DESTINATION, { timeout: 20_000 })
    expect(await session.page.locator('h1').innerText()).toBe('/members')
    session.expectNoErrors()
    await session.close()
  })

  it('stops another connected account that holds no token', async () => {
    const session = await connectedSession(await env.fundedActor(algos(1)))
    expect(await resolutionFailure(session)).toBe('Required NFT not found in wallet')
    await session.close()
  })

  it('asks a visitor without a connected wallet to connect one', async () => {
    const session = await newSession(browser)
    expect(await resolutionFailure(session)).toBe('Wallet connection required for NFT-gated access')
    await session.close()
  })
})
