/**
 * Money the app holds, in the browser on LocalNet at 390 px: past the organiser's decide-by time the
 * Manage page says the time to decide has passed and offers no Approve, and the attendee's page says
 * the organiser did not decide and gives the payment back; a refund made while the attendee's account
 * was closed waits on their page until the account can take it; the organiser sets the decide-by
 * time and replaces the guest-list key from the Manage page.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatAlgoAmount } from '../../frontend/src/domain/money/algo'
import { HELD_PAYMENT_MESSAGES } from '../../frontend/src/domain/registration/held-payment-messages'
import { TIME_MESSAGES } from '../../frontend/src/domain/time/time-messages'
import { GUEST_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/guest-list-messages'
import { registerByEventId, registrationByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, openSettings, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { connectKmd, connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { PHONE, shootPartPhoneAndDesktop, shootPhoneAndDesktop, sidewaysScroll } from './support/screens'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

async function registeredActor(eventId: string, microAlgos: bigint): Promise<Actor> {
  const attendee = await env.fundedActor(microAlgos)
  const registered = await registerByEventId(attendee.chain, eventId, 0, registrationForm())
  if (!registered.ok) throw new Error(registered.error)
  return attendee
}

describe('a payment the app holds', () => {
  it('past the decide-by time: no Approve for the owner, the payment back for the attendee', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('UNDECIDED'), {
        requiresApproval: true,
        settings: openSettings({ selfCheckIn: false }),
        ticketTiers: [tier('Standard', 2, 20)],
      }),
    )
    const attendee = await registeredActor(eventId, algos(5))
    // The owner's decide-by time, set to a moment already past.
    const event = (await owner.chain.getEvent(eventId))!
    const settings = await owner.chain.setSettings(event, { ...event.settings, decideBy: nowSeconds() - 60 })
    if (!settings.ok) throw new Error(settings.error)

    const owning = await newSession(browser, PHONE)
    await owning.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await owning.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    await connectKmd(owning.page)
    const closed = owning.page.getByTestId('attendees-decision-closed')
    await closed.waitFor({ timeout: 30_000 })
    expect(await closed.innerText()).toContain('The time to decide passed on')
    expect(await owning.page.getByTestId('attendees-approve').isDisabled()).toBe(true)
    expect(await owning.page.getByTestId('attendees-decline').isDisabled()).toBe(false)
    expect(await sidewaysScroll(owning.page)).toBeLessThanOrEqual(0)
    await shootPartPhoneAndDesktop(owning.page, owning.page.getByTestId('attendees'), 'held-deadline-owner')
    owning.expectNoErrors()
    await owning.close()

    const attending = await newSession(browser, PHONE)
    await attending.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await attending.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    await connectMnemonic(attending.page, attendee.mnemonic)
    const notice = attending.page.getByTestId('registration-not-decided')
    await notice.waitFor({ timeout: 30_000 })
    expect(await notice.innerText()).toContain('The organiser did not decide by')
    await shootPhoneAndDesktop(attending.page, 'held-deadline-attendee')
    const before = await env.balance(attendee.address)
    await attending.page.getByTestId('registration-cancel-open').click()
    await attending.page.getByTestId('registration-cancel-yes').click()
    await expectToast(attending.page, 'came back to you')
    // The call and the app's payment back, one fee each.
    expect((await env.balance(attendee.address)) - before).toBe(algos(2) - 2_000n)
    attending.expectNoErrors()
    await attending.close()
  })

  it('a refund made while the account was closed waits on the attendee’s page until it can be taken', async () => {
    const owner = await env.fundedActor(algos(5))
    const eventId = await createdEvent(owner, eventInput(uniqueId('OWED'), { ticketTiers: [tier('Small', 0.05, 20)] }))
    const attendee = await registeredActor(eventId, algos(1))
    const dispenser = await env.algorand.account.localNetDispenser()
    await env.algorand.send.payment({
      sender: attendee.account.addr,
      signer: attendee.account.signer,
      receiver: dispenser.addr,
      amount: AlgoAmount.MicroAlgo(0),
      closeRemainderTo: dispenser.addr,
    })
    const event = (await owner.chain.getEvent(eventId))!
    const registration = (await registrationByEventId(owner.chain, eventId, attendee.address))!
    const refunded = await owner.chain.refundRegistration(event, registration, false)
    expect(refunded).toMatchObject({ ok: true, value: { heldMicroAlgos: 50_000n } })

    const attending = await newSession(browser, PHONE)
    await attending.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await attending.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    await connectMnemonic(attending.page, attendee.mnemonic)
    const waiting = attending.page.getByTestId('registration-refund-waiting')
    await waiting.waitFor({ timeout: 30_000 })
    expect(await waiting.innerText()).toContain(HELD_PAYMENT_MESSAGES.refundWaiting(formatAlgoAmount(50_000n)))
    await attending.page.getByTestId('registration-refund-needs-balance').waitFor()
    expect(await attending.page.getByTestId('registration-claim-refund').isDisabled()).toBe(true)
    await waiting.scrollIntoViewIfNeeded()
    await shootPhoneAndDesktop(attending.page, 'refund-waiting')

    // The account opened again: the refund is taken.
    await env.algorand.send.payment({
      sender: dispenser.addr,
      receiver: attendee.account.addr,
      amount: AlgoAmount.MicroAlgo(200_000),
    })
    // The page looks at the account again by itself.
    await attending.page.waitForFunction(
      () => !(document.querySelector('[data-testid="registration-claim-refund"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 30_000 },
    )
    await attending.page.getByTestId('registration-claim-refund').click()
    await expectToast(attending.page, HELD_PAYMENT_MESSAGES.refundClaimed(formatAlgoAmount(50_000n)))
    await attending.page.getByTestId('registration-refund-waiting').waitFor({ state: 'detached', timeout: 30_000 })
    expect(await env.balance(attendee.address)).toBe(200_000n + 50_000n - 2_000n)
    attending.expectNoErrors()
    await attending.close()
  })

  it('the organiser sets the decide-by time and replaces the guest-list key from the Manage page', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('POLICY'), { requiresApproval: true, settings: openSettings({ selfCheckIn: false }) }),
    )
    const owning = await newSession(browser, PHONE)
    const { page } = owning
    await owning.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    await connectKmd(page)
    const field = page.getByTestId('registration-decide-by')
    await field.waitFor({ timeout: 30_000 })
    await field.fill('2031-05-04T12:30')
    await shootPartPhoneAndDesktop(page, page.getByTestId('registration-policy'), 'decide-by')
    // After the event's end: refused on the page, before anything is sent.
    expect(await page.getByTestId('registration-decide-by-save').isDisabled()).toBe(true)
    // An hour before the end, to the minute (the field's precision), in UTC (the event names no zone).
    const end = (await env.event(eventId))!.settings.endsAt
    const decideBy = Math.floor((end - 3_600) / 60) * 60
    await field.fill(new Date(decideBy * 1000).toISOString().slice(0, 16))
    await page.getByTestId('registration-decide-by-save').click()
    await expectToast(page, TIME_MESSAGES.decideBySaved)
    expect((await env.event(eventId))!.settings.decideBy).toBe(decideBy)

    await page.getByTestId('attendees-key').locator('summary').click()
    await shootPartPhoneAndDesktop(page, page.getByTestId('attendees'), 'replace-key')
    await page.getByTestId('attendees-replace-key').click()
    await expectToast(page, GUEST_LIST_MESSAGES.keyReplaced(2))
    expect((await env.event(eventId))!.sealKeyVersion).toBe(2)
    owning.expectNoErrors()
    await owning.close()
  })
})
