/**
 * Door check-in on LocalNet: the owner (KMD) turns it on from the Manage page, the browser makes the
 * door key and registers it, and a code read off the door screen confirms a registered attendee's
 * attendance on chain, which the screen then counts.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDoorCode } from '../../frontend/src/domain/door-code'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { connectKmd, launchBrowser, newSession, pollUntil } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('door check-in', () => {
  it('turns door check-in on from the Manage page, and its door code confirms an attendee', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(owner, eventInput(uniqueId('DOOR'), { ticketTiers: [tier('Standard', 1, 50)] }))
    const attendee = await env.fundedActor(algos(5))
    const registered = await registerByEventId(
      attendee.chain,
      eventId,
      0,
      registrationForm('Door Attendee', { ticketTierLabel: 'Standard', paymentAmountMicroAlgos: Number(algos(1)) }),
    )
    expect(registered).toMatchObject({ ok: true })

    const session = await newSession(browser)
    const { page } = session
    await session.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(page)).toBe(owner.address)
    await page.getByTestId('manage-door-link').click()
    await page.getByTestId('door-make-key').click()
    await page.getByTestId('door-code-text').waitFor({ timeout: 60_000 })
    expect((await env.event(eventId))?.checkInKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await page.getByTestId('door-attended').innerText()).toBe('0')
    // The browser keeps the private key as a CryptoKey that cannot be exported.
    const kept = await page.evaluate(
      (name) =>
        new Promise<{ extractable: boolean; type: string } | null>((resolve, reject) => {
          const opened = indexedDB.open('dynaqr')
          opened.onerror = () => reject(opened.error)
          opened.onsuccess = () => {
            const read = opened.result.transaction('keys').objectStore('keys').get(name)
            read.onsuccess = () => {
              const pair = read.result as CryptoKeyPair | undefined
              resolve(pair ? { extractable: pair.privateKey.extractable, type: pair.privateKey.type } : null)
            }
            read.onerror = () => reject(read.error)
          }
        }),
      `door-key:v2:${env.appId}:${eventId}`,
    )
    expect(kept).toEqual({ extractable: false, type: 'private' })

    const code = parseDoorCode(await page.getByTestId('door-code-text').innerText(), eventId)
    if (!code.ok) throw new Error(code.error)
    const event = await attendee.chain.getEvent(eventId)
    expect(await attendee.chain.confirmAttendance(event!, code.value)).toMatchObject({ ok: true })
    expect((await env.registration(eventId, attendee.address))?.attendanceMethod).toBe('door check-in')

    const attended = await pollUntil(
      () => page.getByTestId('door-attended').innerText(),
      (shown) => shown === '1',
      20_000,
    )
    expect(attended).toBe('1')
    session.expectNoErrors()
    await session.close()
  })
})
