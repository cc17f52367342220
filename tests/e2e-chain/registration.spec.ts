/**
 * Attendees on LocalNet with use-wallet's Mnemonic wallet and fresh accounts: a paid registration
 * (exact balance changes on both sides), confirming attendance for the 1-of-1 token, and a balance
 * too small for the ticket. Events are created from Node by fresh owners, so no one else's
 * transactions touch the balances measured here.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { connectMnemonic, expectToast, launchBrowser, newSession, type Session } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'

const PRICE = algos(10)
/** [payment to the owner, MBR payment to the app, register_event], each at the minimum fee. */
const REGISTRATION_FEES = 3n * 1_000n

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** An event by a fresh owner with one 10 ALGO tier. */
async function pricedEvent(prefix: string): Promise<{ owner: Actor; eventId: string }> {
  const owner = await env.fundedActor(algos(5))
  const eventId = await createdEvent(owner, eventInput(uniqueId(prefix), { ticketTiers: [tier('Standard', 10, 50)] }))
  return { owner, eventId }
}

async function openRegistration(session: Session, eventId: string) {
  await session.goto(`/events/${encodeURIComponent(eventId)}/register`)
  await session.page
    .locator('[data-testid="registration-wallet-required"], [data-testid="registration-complete"]')
    .first()
    .waitFor({ timeout: 20_000 })
}

async function fillAttendee(page: Page, name: string) {
  await page.getByTestId('registration-name').fill(name)
  await page.getByTestId('registration-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
}

describe('paid registration', () => {
  it('pays the owner the tier price and the app the box deposit in one group', async () => {
    const { owner, eventId } = await pricedEvent('PAID')
    const attendee = await env.fundedActor(algos(20))
    const session = await newSession(browser)
    const { page } = session
    await openRegistration(session, eventId)
    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('20.0000 ALGO')

    const attendeeBefore = await env.balance(attendee.address)
    const ownerBefore = await env.balance(owner.address)
    expect(await page.getByTestId('registration-tier').locator('option:checked').innerText()).toContain(
      'Standard — 10 ALGO',
    )
    expect(await page.getByTestId('registration-price').innerText()).toBe('10 ALGO')
    await fillAttendee(page, 'Paid Attendee')
    await page.getByTestId('registration-submit').click()

    await expectToast(page, 'Registration successful! You will receive an attendance token when you attend the event.')
    await page.getByTestId('registration-complete').waitFor()
    expect(await page.getByTestId('registration-tier-name').innerText()).toBe('Standard')

    expect(attendeeBefore - (await env.balance(attendee.address))).toBe(
      PRICE + registrationBoxMbr() + REGISTRATION_FEES,
    )
    expect((await env.balance(owner.address)) - ownerBefore).toBe(PRICE)
    const registration = await env.registration(eventId, attendee.address)
    expect(registration).toMatchObject({
      status: 'confirmed',
      ticketTierIndex: 0,
      paymentAmountMicroAlgos: PRICE,
      nftMinted: false,
    })
    const event = await env.event(eventId)
    expect(event?.registeredCount).toBe(1)
    expect(event?.tiers[0].sold).toBe(1n)
    session.expectNoErrors()
    await session.close()
  })
})

describe('confirming attendance', () => {
  it('confirms, mints and claims the 1-of-1 token into the attendee’s wallet', async () => {
    const { eventId } = await pricedEvent('ATTEND')
    const attendee = await env.fundedActor(algos(20))
    const registered = await registerByEventId(
      attendee.chain,
      eventId,
      0,
      registrationForm('Token Attendee', { ticketTierLabel: 'Standard', paymentAmountMicroAlgos: Number(PRICE) }),
    )
    expect(registered).toMatchObject({ ok: true })

    const session = await newSession(browser)
    const { page } = session
    await openRegistration(session, eventId)
    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    // The connected wallet is registered: the completion screen replaces the form.
    await page.getByTestId('registration-complete').waitFor()
    expect(await page.getByTestId('registration-status').innerText()).toBe('Registered')
    const confirm = page.getByTestId('registration-confirm')
    expect(await confirm.innerText()).toBe('Confirm Attendance & Get Attendance Token')
    await confirm.click()

    await expectToast(
      page,
      'Attendance confirmed! Your attendance token has been minted and sent to your wallet.',
      90_000,
    )
    expect(await page.locator('#registration-complete-title').innerText()).toBe('Attendance Confirmed')
    expect(await page.getByTestId('registration-status').innerText()).toBe('Checked in')
    for (const step of ['confirm', 'mint', 'claim']) {
      expect(await page.getByTestId(`registration-progress-${step}`).getAttribute('class'), step).toContain('is-done')
    }
    const shownAssetId = BigInt(await page.getByTestId('registration-asset-id').innerText())

    const registration = await env.registration(eventId, attendee.address)
    expect(registration).toMatchObject({ status: 'attended', nftMinted: true, nftClaimed: true })
    const assetId = BigInt(registration!.nftAssetId)
    expect(assetId).toBe(shownAssetId)
    const asset = await env.algorand.asset.getById(assetId)
    expect(asset).toMatchObject({ total: 1n, decimals: 0, creator: await env.tokensAppAddress() })
    expect((await env.algorand.asset.getAccountInformation(attendee.address, assetId)).balance).toBe(1n)
    expect((await env.event(eventId))?.attendedCount).toBe(1)
    session.expectNoErrors()
    await session.close()
  })
})

describe('insufficient balance', () => {
  it('refuses a 10 ALGO ticket for a wallet holding 0.5 ALGO without sending anything', async () => {
    const { owner, eventId } = await pricedEvent('POOR')
    const attendee = await env.fundedActor(algos(0.5))
    const session = await newSession(browser)
    const { page } = session
    await openRegistration(session, eventId)
    expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
    // The balance shows once read from the node ('…' until then).
    await page.getByTestId('wallet-balance').filter({ hasText: '0.5000 ALGO' }).waitFor({ timeout: 20_000 })

    const ownerBefore = await env.balance(owner.address)
    await fillAttendee(page, 'Short Attendee')
    await page.getByTestId('registration-submit').click()

    const message = 'Insufficient ALGO balance. Required: 10.0000 ALGO, Available: 0.5000 ALGO'
    await page.getByTestId('registration-error').filter({ hasText: 'Insufficient' }).waitFor()
    expect(await page.getByTestId('registration-error').innerText()).toBe(message)
    expect(await expectToast(page, 'Insufficient ALGO balance')).toBe(message)
    expect(await page.getByTestId('registration-complete').count()).toBe(0)

    expect(await env.balance(attendee.address)).toBe(algos(0.5))
    expect(await env.balance(owner.address)).toBe(ownerBefore)
    expect(await env.registration(eventId, attendee.address)).toBeNull()
    expect((await env.event(eventId))?.registeredCount).toBe(0)
    session.expectNoErrors()
    await session.close()
  })
})
