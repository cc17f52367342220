/**
 * The owner's attendee list on LocalNet: two fresh attendees register for a KMD-owned 10 ALGO
 * event from Node (one confirms attendance), the owner (KMD) sees both on the Manage page, exports
 * them as CSV and refunds the one who did not come: the amount paid reaches the attendee, the
 * registration is cancelled and the event's count drops.
 */
import { ATTENDEE_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/attendee-list-messages'
import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { connectKmd, expectToast, launchBrowser, newSession } from './support/browser'
import { attendeeRow, countsReach } from './support/attendee-list'
import { algos, chainEnv, type Actor, type ChainEnv } from './support/chain'
import { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'

const PRICE = algos(10)

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function registered(eventId: string, name: string): Promise<Actor> {
  const attendee = await env.fundedActor(algos(20))
  const result = await registerByEventId(attendee.chain, eventId, 0, registrationForm(name))
  if (!result.ok) throw new Error(`registering ${name} failed: ${result.error}`)
  return attendee
}

describe('attendee list', () => {
  it('lists, exports and refunds the registrations of the owner’s event', async () => {
    const owner = await env.kmdOwner()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('ATTEND'), { ticketTiers: [tier('Standard', 10, 50)] }),
    )
    const absent = await registered(eventId, 'Absent Attendee')
    const present = await registered(eventId, 'Present Attendee')
    const event = await env.event(eventId)
    if (!event) throw new Error(`no event ${eventId}`)
    const attended = await present.chain.confirmAttendance(event)
    if (!attended.ok) throw new Error(`confirming attendance failed: ${attended.error}`)

    const session = await newSession(browser)
    const { page } = session
    await session.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await page.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(page)).toBe(owner.address)

    await page.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    await countsReach(page, 'Registered 1 · Attended 1 · Cancelled 0 · Total 2')
    expect(await attendeeRow(page, absent.address).getByTestId('attendees-status').textContent()).toBe('registered')
    expect(await attendeeRow(page, present.address).getByTestId('attendees-status').textContent()).toBe('attended')
    expect(await attendeeRow(page, present.address).getByTestId('attendees-method').innerText()).toBe(
      ATTENDEE_LIST_MESSAGES.attendedSelfDeclared,
    )
    expect(await attendeeRow(page, absent.address).innerText()).toContain('10 ALGO')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${eventId}-attendees.csv`)
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^Address,Name,Email,Phone,Details,Tier,/)
    expect(lines.find((line) => line.startsWith(absent.address))).toContain(',10,ALGO,10000000,registered,')
    expect(lines.find((line) => line.startsWith(present.address))).toContain(
      `,attended,${ATTENDEE_LIST_MESSAGES.attendedSelfDeclared},`,
    )

    const absentBefore = await env.balance(absent.address)
    await attendeeRow(page, absent.address).getByTestId('attendees-refund').click()
    expect(await page.getByTestId('attendees-refund-confirm').innerText()).toContain('Refund 10 ALGO to')
    await page.getByTestId('attendees-refund-confirm-button').click()
    await expectToast(page, 'Registration refunded')
    await countsReach(page, 'Registered 0 · Attended 1 · Cancelled 1 · Total 2')
    expect(await attendeeRow(page, absent.address).getByTestId('attendees-status').textContent()).toBe('cancelled')
    expect(await attendeeRow(page, absent.address).getByTestId('attendees-refund').count()).toBe(0)
    expect(await page.getByTestId('manage-registrations').innerText()).toContain('1 registered')

    expect((await env.balance(absent.address)) - absentBefore).toBe(PRICE)
    expect((await env.registration(eventId, absent.address))?.status).toBe('cancelled')
    expect((await env.event(eventId))?.registeredCount).toBe(1)
    session.expectNoErrors()
    await session.close()
  })
})
