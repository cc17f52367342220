/**
 * The wallet signatures behind tickets and guest lists, in the browser on LocalNet with the KMD
 * wallet (whose signing requests cross the network, so each can be read): the request names the
 * site and says to sign it nowhere else, and the wallet is asked once per session, not on every
 * view. An attendee registers (one signature makes their tickets), sees the ticket, removes it from
 * the device and reloads: the ticket is shown again with no new signature. The owner opens the guest
 * list (one signature), reloads and opens it again with none.
 */
import { decodeUnsignedTransaction } from 'algosdk'
import type { Page } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEvent, eventInput, openSettings, tier, uniqueId } from '../support/chain-inputs'
import { baseUrl, connectKmd, launchBrowser, newSession } from './support/browser'
import { chainEnv, type ChainEnv } from './support/chain'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The notes of the key requests the page sent to KMD for signing (never-sent transactions that name DynaQR). */
function keyRequests(page: Page): string[] {
  const notes: string[] = []
  page.on('request', (request) => {
    if (!request.url().includes('/v1/transaction/sign')) return
    const body = JSON.parse(request.postData() ?? '{}') as { transaction?: string }
    if (!body.transaction) return
    const transaction = decodeUnsignedTransaction(Buffer.from(body.transaction, 'base64'))
    const note = new TextDecoder().decode(transaction.note)
    if (note.startsWith('DynaQR at ')) notes.push(note)
  })
  return notes
}

async function reload(page: Page) {
  await page.reload()
  await page.locator('main').waitFor()
}

describe('key signatures', () => {
  it('name the site, and are asked once per session for the ticket and for the guest list', async () => {
    const site = baseUrl()
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('ONCE'), {
        settings: openSettings({ selfCheckIn: false }),
        ticketTiers: [tier('Free', 0, 50)],
      }),
    )
    const path = `/events/${encodeURIComponent(eventId)}`

    // The attendee, KMD's second account: registering makes the ticket with one signature.
    const attending = await newSession(browser)
    const attendeeKeys = keyRequests(attending.page)
    await attending.goto(`${path}/register`)
    await attending.page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    const attendee = await connectKmd(attending.page, 1)
    await attending.page.getByTestId('registration-name').fill('Grace Hopper')
    await attending.page.getByTestId('registration-email').fill('grace@example.com')
    await attending.page.getByTestId('registration-submit').click()
    await attending.page.getByTestId('registration-complete').waitFor({ timeout: 60_000 })
    await attending.page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    expect(attendeeKeys).toHaveLength(1)
    const [ticketRequest] = attendeeKeys
    expect(ticketRequest).toContain(`DynaQR at ${site}: this signature opens your tickets to event ${eventId}.`)
    expect(ticketRequest).toContain(`Sign this only on ${site}`)

    // Off this device and reloaded: the ticket is made again from the session's signature.
    attending.page.once('dialog', (dialog) => void dialog.accept())
    await attending.page.getByTestId('ticket-remove').click()
    await reload(attending.page)
    await attending.page.getByTestId('ticket-show').click()
    await attending.page.getByTestId('ticket-qr').waitFor({ timeout: 30_000 })
    expect(attendeeKeys).toHaveLength(1)
    expect((await env.registration(eventId, attendee))?.status).toBe('confirmed')
    attending.expectNoErrors()
    await attending.close()

    // The owner: the guest list opens with one signature, and again after a reload with none.
    const owning = await newSession(browser)
    const ownerKeys = keyRequests(owning.page)
    await owning.goto(`${path}/manage`)
    await owning.page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(owning.page)).toBe(owner.address)
    const openList = async () => {
      await owning.page.getByTestId('attendees-unlock').click()
      await owning.page
        .getByTestId('attendees-guest-name')
        .filter({ hasText: 'Grace Hopper' })
        .waitFor({ timeout: 30_000 })
    }
    await owning.page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    await openList()
    expect(ownerKeys).toHaveLength(1)
    expect(ownerKeys[0]).toContain(
      `DynaQR at ${site}: this signature opens the guest list of event ${eventId} (key 1).`,
    )
    expect(ownerKeys[0]).toContain(`Sign this only on ${site}`)
    await reload(owning.page)
    await owning.page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    await openList()
    expect(ownerKeys).toHaveLength(1)
    owning.expectNoErrors()
    await owning.close()
  })
})
