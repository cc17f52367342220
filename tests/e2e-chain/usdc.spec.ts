/**
 * A conference priced in USDC, in the browser on LocalNet at phone width: the organiser creates it
 * with the wizard in the test USDC (their account opted in by the create group), an attendee who
 * holds USDC registers and pays 25.00 USDC in one signature, Manage and the CSV show 25.00 USDC, and
 * the organiser's refund brings the attendee's USDC back.
 */
import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { giveTestUsdc, heldAmount } from '../../scripts/lib/test-usdc'
import { attendeeRow } from './support/attendee-list'
import { connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { PHONE, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'

const PRICE = 25_000_000n
const FEE = 1_000n

let browser: Browser
let env: ChainEnv
let usdc: bigint
beforeAll(async () => {
  env = chainEnv()
  usdc = BigInt(inject('usdcAssetId'))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const usdcOf = (address: string) => heldAmount(env.algorand, address, usdc)

describe('a conference priced in USDC', () => {
  it('is created in USDC, paid in USDC in one signature, listed and exported in USDC, and refunded in USDC', async () => {
    const organiser = await env.fundedActor(algos(10))
    const attendee = await env.fundedActor(algos(2))
    const dispenser = await env.algorand.account.localNetDispenser()
    await giveTestUsdc(env.algorand, usdc, dispenser, [attendee.account], 100_000_000n)

    // The organiser's wizard, at phone width.
    const organiserSession = await newSession(browser, PHONE)
    const { page } = organiserSession
    await organiserSession.goto('/create-event')
    expect(await connectMnemonic(page, organiser.mnemonic)).toBe(organiser.address)
    const field = (testId: string) => page.getByTestId(`wizard-${testId}`)
    await field('title').fill(`Stable Conf ${Date.now().toString(36)}`)
    await field('description').fill('A conference priced in dollars.')
    await field('category').selectOption('conference')
    await field('next').click()
    await field('start-date').fill('2031-06-01')
    await field('end-date').fill('2031-06-01')
    await field('start-time').fill('09:00')
    await field('end-time').fill('17:00')
    await field('next').click()
    await field('venue-name').fill('Main Hall')
    await field('venue-address').fill('1 Chain Street')
    await field('venue-city').fill('Lisbon')
    await field('venue-country').fill('Portugal')
    await field('next').click()
    expect(await field('currency').inputValue()).toBe('ALGO')
    await field('currency').selectOption(usdc.toString())
    expect(await page.getByText('Attendees pay in USDC').count()).toBe(1)
    expect(await page.getByLabel(/^Price \(USDC\)/).count()).toBe(1)
    await field('tier-0-name').fill('Standard')
    await field('tier-0-price').fill('25')
    await field('tier-0-quantity').fill('50')
    expect(await sidewaysScroll(page)).toBe(0)
    await shootPhoneAndDesktop(page, 'wizard-usdc-tickets')
    await field('next').click()
    await page.getByTestId('wizard-step-title').filter({ hasText: 'Settings' }).waitFor()
    await field('organizer-name').fill('Stable Organiser')
    await field('organizer-email').fill('stable.organiser@example.com')
    await field('create').click()
    await expectToast(page, 'Event created successfully on the blockchain!')
    const success = page.getByTestId('create-success')
    await success.waitFor()
    const eventId = await success.locator('code').innerText()

    const event = await env.event(eventId)
    expect(event?.currency).toEqual({ code: 'USDC', decimals: 6, assetId: usdc })
    expect(event?.tiers[0]).toMatchObject({ name: 'Standard', priceMicroAlgos: PRICE })
    expect(await usdcOf(organiser.address)).toBe(0n)

    // The attendee, at phone width, registers with the USDC they hold.
    const attendeeSession = await newSession(browser, PHONE)
    const attendeePage = attendeeSession.page
    await attendeeSession.goto(`/events/${encodeURIComponent(eventId)}`)
    await attendeePage.getByTestId('registration-summary').waitFor({ timeout: 20_000 })
    expect(await attendeePage.getByTestId('registration-ticket-price').innerText()).toBe('25.00 USDC')
    await shootPhoneAndDesktop(attendeePage, 'event-usdc')
    await attendeeSession.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await attendeePage.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(attendeePage, attendee.mnemonic)).toBe(attendee.address)
    expect(await attendeePage.getByTestId('registration-price').innerText()).toBe('25.00 USDC')
    await attendeePage.getByTestId('wallet-asset-balance').filter({ hasText: '100.00 USDC' }).waitFor()
    expect(await attendeePage.getByTestId('registration-total').innerText()).toBe('25.00 USDC + 0.001 ALGO')
    await attendeePage.getByTestId('registration-name').fill('Stable Attendee')
    await attendeePage.getByTestId('registration-email').fill('stable.attendee@example.com')
    const algoBefore = await env.balance(attendee.address)
    await attendeePage.getByTestId('registration-submit').click()
    await expectToast(attendeePage, 'Registration successful!')
    await attendeePage.getByTestId('registration-complete').waitFor()
    expect(await attendeePage.getByTestId('registration-amount-paid').innerText()).toBe('25.00 USDC')
    await attendeePage.getByTestId('wallet-asset-balance').filter({ hasText: '75.00 USDC' }).waitFor()
    await shootPhoneAndDesktop(attendeePage, 'registration-usdc-complete')
    expect(await usdcOf(attendee.address)).toBe(100_000_000n - PRICE)
    expect(await usdcOf(organiser.address)).toBe(PRICE)
    // One group of three: the transfer, the deposit and the call, in ALGO only the fees and the deposit.
    expect(algoBefore - (await env.balance(attendee.address))).toBe(registrationBoxMbr() + 3n * FEE)

    // Manage and the CSV, in USDC; then the refund.
    await organiserSession.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(page, organiser.mnemonic)).toBe(organiser.address)
    await page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    expect(await attendeeRow(page, attendee.address).innerText()).toContain('25.00 USDC')
    await shootPhoneAndDesktop(page, 'manage-usdc-attendees')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n').find((line) => line.startsWith(attendee.address))).toContain(
      ',25.00,USDC,25000000,registered,',
    )
    await attendeeRow(page, attendee.address).getByTestId('attendees-refund').click()
    expect(await page.getByTestId('attendees-refund-confirm').innerText()).toContain('Refund 25.00 USDC to')
    await page.getByTestId('attendees-refund-confirm-button').click()
    await expectToast(page, 'Registration refunded')
    expect(await usdcOf(attendee.address)).toBe(100_000_000n)
    expect(await usdcOf(organiser.address)).toBe(0n)
    expect((await env.registration(eventId, attendee.address))?.status).toBe('cancelled')

    organiserSession.expectNoErrors()
    attendeeSession.expectNoErrors()
    await organiserSession.close()
    await attendeeSession.close()
  })
})
