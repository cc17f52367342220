/**
 * Private registration details in the browser on LocalNet: an attendee registers with a name and
 * an email (Mnemonic wallet); the owner, in a fresh browser context with nothing stored, signs once
 * and sees them in the Attendees card and in the CSV; another wallet on the Manage page sees neither.
 */
import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/guest-list-messages'
import { createdEvent, eventInput, tier, uniqueId } from '../support/chain-inputs'
import { connectKmd, connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'

const NAME = 'Hedy Lamarr'
const EMAIL = 'hedy.lamarr@frequency.example'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('private registration details', () => {
  it('reach the owner alone: sealed at registration, opened with one signature in a fresh context', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(owner, eventInput(uniqueId('PRIVATE'), { ticketTiers: [tier('Free', 0, 50)] }))
    const path = `/events/${encodeURIComponent(eventId)}`

    // The attendee registers in the browser; the form says what is public and what is sealed.
    const attendee = await env.fundedActor(algos(5))
    const registering = await newSession(browser)
    await registering.goto(`${path}/register`)
    await registering.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(registering.page, attendee.mnemonic)).toBe(attendee.address)
    const privacy = await registering.page.getByTestId('registration-privacy').innerText()
    expect(privacy).toContain(GUEST_LIST_MESSAGES.whatIsPublic)
    expect(privacy).toContain(GUEST_LIST_MESSAGES.whatIsSealed)
    await registering.page.getByTestId('registration-name').fill(NAME)
    await registering.page.getByTestId('registration-email').fill(EMAIL)
    await registering.page.getByTestId('registration-submit').click()
    await registering.page.getByTestId('registration-complete').waitFor({ timeout: 60_000 })
    registering.expectNoErrors()
    await registering.close()

    // The owner on a fresh context: nothing stored, one signature.
    const owning = await newSession(browser)
    const { page } = owning
    await owning.goto(`${path}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(page)).toBe(owner.address)
    await page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('attendees').innerText()).not.toContain(NAME)
    await page.getByTestId('attendees-unlock').click()
    await page.getByTestId('attendees-guest-name').filter({ hasText: NAME }).waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('attendees-guest-email').innerText()).toBe(EMAIL)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toMatch(/^Address,Name,Email,Phone,Details,/)
    expect(csv).toContain(`${attendee.address},${NAME},${EMAIL},,private,`)
    owning.expectNoErrors()
    await owning.close()

    // Another wallet on the Manage page: no attendee list, no names.
    const stranger = await env.fundedActor(algos(1))
    const looking = await newSession(browser)
    await looking.goto(`${path}/manage`)
    await looking.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(looking.page, stranger.mnemonic)).toBe(stranger.address)
    await expectToast(looking.page, 'Connected to Mnemonic wallet!')
    expect(await looking.page.getByTestId('attendees').count()).toBe(0)
    const text = await looking.page.locator('body').innerText()
    expect(text).not.toContain(NAME)
    expect(text).not.toContain(EMAIL)
    looking.expectNoErrors()
    await looking.close()
  })
})
