/**
 * The owner's scan budget and refunds on LocalNet, in the browser: the owner (KMD) sets the scan
 * limits, tops the budget up, deactivates and withdraws what is left, each confirmed on the node;
 * and refunds an attendee while closing the event to that account.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { connectKmd, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { createdEvent, eventInput, registrationForm, uniqueId } from '../support/chain-inputs'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText()

async function textReaches(page: Page, testId: string, expected: string) {
  await page.getByTestId(testId).filter({ hasText: expected }).waitFor({ timeout: 30_000 })
}

describe('scan budget on the Manage page', () => {
  it('sets the limits, tops up, and withdraws after deactivation', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(owner, eventInput(uniqueId('BUDGET')))

    const session = await newSession(browser)
    const { page } = session
    await session.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(page)).toBe(owner.address)
    await page.getByTestId('scan-budget').waitFor({ timeout: 20_000 })
    expect(await text(page, 'scan-budget-left')).toBe('1.000 ALGO')
    expect(await text(page, 'scan-budget-scans')).toBe('500')
    expect(await text(page, 'scan-budget-limits')).toBe('up to 8 at the same moment, 250 a day')
    expect(await text(page, 'scan-budget-days')).toBe('lasts 2 days')
    expect(await text(page, 'scan-budget-outlook')).toContain('Counting stops after 500 more scans, unless you top up.')

    await page.getByTestId('scan-limits-per-round').fill('2')
    await page.getByTestId('scan-limits-per-day').fill('50')
    await page.getByTestId('scan-limits-save').click()
    await expectToast(page, 'Scan limits updated')
    await textReaches(page, 'scan-budget-limits', 'up to 2 at the same moment, 50 a day')
    expect((await env.event(eventId))?.scanLimits).toMatchObject({ perRound: 2, perDay: 50 })

    await page.getByTestId('scan-top-up-amount').fill('0.5')
    await page.getByTestId('scan-top-up').click()
    await expectToast(page, 'Scan budget topped up')
    await textReaches(page, 'scan-budget-left', '1.500 ALGO')
    expect((await env.event(eventId))?.scanBudgetMicroAlgos).toBe(algos(1.5))

    await page.getByTestId('manage-deactivate').click()
    await page.getByTestId('manage-deactivate-confirm-button').click()
    // Deactivating took the event out of the listed index: its entry (0.0128 ALGO, or 0.0189 for a
    // page's only entry) came back to the scan budget.
    await page
      .getByTestId('scan-budget-withdraw')
      .filter({ hasText: /Withdraw 1\.51[39] ALGO/ })
      .waitFor({ timeout: 30_000 })
    const left = (await env.event(eventId))?.scanBudgetMicroAlgos ?? 0n
    expect([12_800n, 18_900n]).toContain(left - algos(1.5))
    const before = await env.balance(owner.address)
    await page.getByTestId('scan-budget-withdraw').click()
    await expectToast(page, 'Scan budget withdrawn')
    await textReaches(page, 'scan-budget-left', '0.000 ALGO')
    expect((await env.event(eventId))?.scanBudgetMicroAlgos).toBe(0n)
    expect((await env.balance(owner.address)) - before).toBe(left - 2_000n)
    session.expectNoErrors()
    await session.close()
  })

  it('refunds an attendee and closes the event to that account', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(owner, eventInput(uniqueId('BANNED')))
    const attendee = await env.fundedActor(algos(5))
    const registered = await registerByEventId(attendee.chain, eventId, 0, registrationForm('Banned Attendee'))
    if (!registered.ok) throw new Error(`registering failed: ${registered.error}`)

    const session = await newSession(browser)
    const { page } = session
    await session.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(page)).toBe(owner.address)
    await page.getByTestId('attendees-refund').click({ timeout: 30_000 })
    await page.getByTestId('attendees-refund-ban').check()
    await page.getByTestId('attendees-refund-confirm-button').click()
    await expectToast(page, 'Registration refunded')
    await textReaches(page, 'attendees-status', 'cancelled, banned')

    const again = await registerByEventId(attendee.chain, eventId, 0, registrationForm('Banned Attendee'))
    expect(again.ok).toBe(false)
    expect((await env.registration(eventId, attendee.address))?.closedToAccount).toBe(true)
    session.expectNoErrors()
    await session.close()
  })
})
