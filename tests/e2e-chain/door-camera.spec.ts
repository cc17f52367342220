/**
 * The attendee's side of door check-in on LocalNet, with use-wallet's Mnemonic wallet: a stale door
 * code is refused with the contract's reason, then Chromium's fake camera plays a video of the door
 * QR, the scanner reads it from the camera, and attendance is confirmed and the token held.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { doorCodeLink, doorCodeValue } from '../../frontend/src/domain/door-code'
import { DOOR_CODE_PAST_WINDOWS } from '../../frontend/src/domain/limits'
import type { DoorKey } from '../../frontend/src/ui/platform/door-key'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { chainWindow, doorCodeFor, newDoorKey } from '../../scripts/lib/door-codes'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import { baseUrl, connectMnemonic, expectToast, launchBrowser, newSession, type Session } from './support/browser'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'

let env: ChainEnv
let browser: Browser | undefined
beforeAll(() => {
  env = chainEnv()
})
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** A free event whose owner turned door check-in on, and an attendee registered for it. */
async function doorEventWithAttendee(): Promise<{ eventId: string; key: DoorKey; attendee: Actor }> {
  const owner = await env.fundedActor(algos(5))
  const eventId = await createdEvent(owner, eventInput(uniqueId('GATE'), { ticketTiers: [tier('Free', 0, 50)] }))
  const key = await newDoorKey(env.appId, eventId)
  const event = await owner.chain.getEvent(eventId)
  expect(await owner.chain.setCheckInKey(event!, key.publicKey)).toMatchObject({ ok: true })
  const attendee = await env.fundedActor(algos(5))
  expect(await registerByEventId(attendee.chain, eventId, 0, registrationForm('Door Guest'))).toMatchObject({
    ok: true,
  })
  return { eventId, key, attendee }
}

/** The registered attendee's completion screen, with the door scanner opened by the confirm button. */
async function openScanner(session: Session, eventId: string, attendee: Actor) {
  const { page } = session
  await session.goto(`/events/${encodeURIComponent(eventId)}/register`)
  await page.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
  expect(await connectMnemonic(page, attendee.mnemonic)).toBe(attendee.address)
  await page.getByTestId('registration-complete').waitFor()
  const confirm = page.getByTestId('registration-confirm')
  expect(await confirm.innerText()).toBe('Confirm Attendance & Get NFT')
  await confirm.click()
  await page.getByTestId('door-scanner').waitFor()
}

describe('door check-in, attendee side', () => {
  it('refuses a stale door code with the contract reason and leaves the registration as it was', async () => {
    const { eventId, key, attendee } = await doorEventWithAttendee()
    const stale = await doorCodeFor(
      key,
      env.appId,
      eventId,
      (await chainWindow(attendee.chain)) - BigInt(DOOR_CODE_PAST_WINDOWS + 1),
    )
    browser = await launchBrowser()
    const session = await newSession(browser)
    await openScanner(session, eventId, attendee)

    await session.page.getByTestId('door-code-input').fill(doorCodeValue(stale))
    await session.page.getByTestId('door-code-use').click()
    const error = session.page.getByTestId('registration-confirm-error')
    await error.filter({ hasText: 'expired' }).waitFor({ timeout: 60_000 })
    expect(await error.innerText()).toBe('Door code expired: scan the code at the door again')
    // The scanner opens again for a fresh code.
    await session.page.getByTestId('door-scanner').waitFor()
    expect((await env.registration(eventId, attendee.address))?.status).toBe('confirmed')
    await session.close()
  })

  it("reads the door QR from the phone's camera, confirms attendance and claims the token", async () => {
    const { eventId, key, attendee } = await doorEventWithAttendee()
    const code = await doorCodeFor(key, env.appId, eventId, await chainWindow(attendee.chain))
    const video = writeQrVideo(
      join(mkdtempSync(join(tmpdir(), 'dynaqr-door-')), 'door.y4m'),
      doorCodeLink(baseUrl(), code),
    )
    browser = await launchBrowser({ args: fakeCameraFlags(video) })
    const session = await newSession(browser)
    const { page } = session
    await openScanner(session, eventId, attendee)

    await expectToast(page, 'Attendance confirmed! Your NFT has been minted and sent to your wallet.', 90_000)
    expect(await page.getByTestId('registration-status').innerText()).toBe('Attended')
    const registration = await env.registration(eventId, attendee.address)
    expect(registration).toMatchObject({
      status: 'attended',
      attendanceMethod: 'door check-in',
      nftMinted: true,
      nftClaimed: true,
    })
    const assetId = BigInt(registration!.nftAssetId)
    expect((await env.algorand.asset.getAccountInformation(attendee.address, assetId)).balance).toBe(1n)
    expect((await env.event(eventId))?.attendedCount).toBe(1)
    session.expectNoErrors()
    await session.close()
  })
})
