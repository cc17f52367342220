/**
 * Someone new attends with a passkey, on the timed LocalNet (a block every few seconds, like
 * TestNet): in headless Chromium at phone width, with the virtual authenticator for the screen
 * lock, a fresh browser fills in the registration form of a free event whose organiser pays
 * attendees' costs and presses the button; timed from that press to the ticket's QR code on the
 * screen (passkey creation, the account's key, the sponsored group and its confirmation included).
 * Then what each attendee cost the organiser's budget, read from the chain: the fees and the
 * registration box's deposit, and the attendee's own balance (it stays 0).
 */
import { mkdirSync, rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { algoTier, createEventInput, createEventOrThrow } from '../lib/create-input'
import { dynaqrOnLocalNet, webAppEnv, type LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { launchChromium, serveProductionBuild } from '../lib/headless-app'
import { chainApiFor } from '../lib/node-chain'
import { repoRoot } from '../lib/paths'
import { addVirtualAuthenticator } from '../lib/virtual-authenticator'
import { qrText } from '../../tests/e2e-chain/support/qr-image'
import { ms, percentile } from './stats'
import { onTimedLocalNet } from './timed-localnet'

export interface PasskeyAttendee {
  attendees: number
  /** From pressing the register button to the ticket's QR code on the screen. */
  toTicketP50Ms: number
  toTicketP95Ms: number
  toTicketMaxMs: number
  /** From the press to the group's submission: the passkey, the account's key, the reads and the group. */
  toSubmitP50Ms: number
  /** The timed LocalNet's mean time between blocks while the attendees registered. */
  blockIntervalMs: number
  targetMs: number
  /** What one attendee took from the organiser's attendee budget, and what of that is the box deposit. */
  budgetPerAttendeeMicroAlgos: number
  depositPerAttendeeMicroAlgos: number
  feesPerAttendeeMicroAlgos: number
  /** The attendees' own balances after registering: all zero. */
  attendeeBalancesMicroAlgos: number[]
}

const ATTENDEES = 5
const TARGET_MS = 5_000
const PHONE = { width: 390, height: 844 }
const BUDGET_ALGOS = 2
const HOUR = 3_600

async function coveredEvent(owner: ChainApi): Promise<string> {
  const eventId = `PASSKEY-${Date.now().toString(36)}`.toUpperCase()
  const now = Math.floor(Date.now() / 1000)
  return createEventOrThrow(
    owner,
    createEventInput(eventId, 'Open meetup', 'https://example.com/meetup', {
      paysAttendeeCosts: true,
      attendeeBudgetMicroAlgos: BigInt(BUDGET_ALGOS * 1_000_000),
      ticketTiers: [algoTier('Free', 0, 100)],
      settings: {
        startsAt: now + 24 * HOUR,
        endsAt: now + 26 * HOUR,
        checkInOpensBefore: HOUR,
        selfCheckIn: false,
        decideBy: 0,
      },
    }),
  )
}

async function budgetLeft(owner: ChainApi, eventId: string): Promise<bigint> {
  const event = await owner.getEvent(eventId)
  if (!event) throw new Error(`event ${eventId} not found`)
  return event.attendeeBudgetMicroAlgos
}

/** The newest round, and when this process saw it. */
async function latestBlock({ algorand }: LocalNetDynaQr): Promise<{ round: bigint; at: number }> {
  const status = await algorand.client.algod.status().do()
  return { round: status.lastRound, at: performance.now() }
}

/** One newcomer on a fresh phone: the press-to-ticket time and the account the ticket names. */
async function registerWithPasskey(
  browser: Browser,
  baseUrl: string,
  net: LocalNetDynaQr,
  eventId: string,
  name: string,
): Promise<{ ms: number; submittedMs: number; attendee: string }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await addVirtualAuthenticator(page)
    await page.goto(`${baseUrl}/events/${encodeURIComponent(eventId)}/register`)
    await page.getByTestId('registration-name').waitFor({ timeout: 30_000 })
    await page.getByTestId('registration-name').fill(name)
    await page.getByTestId('registration-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
    const pressed = performance.now()
    let submitted = 0
    page.on('request', (request) => {
      if (!submitted && request.method() === 'POST' && new URL(request.url()).pathname === '/v2/transactions')
        submitted = performance.now() - pressed
    })
    await page.getByTestId('registration-submit').click()
    // A phone that holds no passkey for the app yet: the page offers to create one, which registers.
    await page.getByTestId('registration-passkey-create').click({ timeout: 30_000 })
    const qr = page.getByTestId('ticket-qr')
    await qr.waitFor({ timeout: 60_000 })
    const shownAfter = performance.now() - pressed
    const ticketText = await qrText(page, 'ticket-qr')
    const ticket = ticketText ? parseTicket(ticketText, { appId: net.appClient.appId, eventId }) : undefined
    if (!ticket?.ok) throw new Error('the ticket shown could not be read')
    return { ms: shownAfter, submittedMs: submitted, attendee: ticket.value.attendee }
  } finally {
    await context.close()
  }
}

async function measureOn(net: LocalNetDynaQr, browser: Browser): Promise<PasskeyAttendee> {
  const distDir = `${repoRoot}bench/.dist/passkey-${process.pid}`
  mkdirSync(distDir, { recursive: true })
  const served = await serveProductionBuild(distDir, webAppEnv(net.appClient.appId, net, net.network))
  try {
    const owner = chainApiFor(net.config, net.algorand, await net.fundedAccount(10))
    const eventId = await coveredEvent(owner)
    const before = await budgetLeft(owner, eventId)
    const times: number[] = []
    const submits: number[] = []
    const balances: number[] = []
    const firstBlock = await latestBlock(net)
    for (let index = 0; index < ATTENDEES; index++) {
      const run = await registerWithPasskey(browser, served.baseUrl, net, eventId, `Newcomer ${index + 1}`)
      times.push(run.ms)
      submits.push(run.submittedMs)
      balances.push(Number(await net.balance(run.attendee)))
    }
    const lastBlock = await latestBlock(net)
    const spent = Number(before - (await budgetLeft(owner, eventId))) / ATTENDEES
    const deposit = Number(registrationBoxMbr())
    return {
      attendees: ATTENDEES,
      toTicketP50Ms: ms(percentile(times, 50)),
      toTicketP95Ms: ms(percentile(times, 95)),
      toTicketMaxMs: ms(Math.max(...times)),
      toSubmitP50Ms: ms(percentile(submits, 50)),
      blockIntervalMs: Math.round((lastBlock.at - firstBlock.at) / Number(lastBlock.round - firstBlock.round)),
      targetMs: TARGET_MS,
      budgetPerAttendeeMicroAlgos: spent,
      depositPerAttendeeMicroAlgos: deposit,
      feesPerAttendeeMicroAlgos: spent - deposit,
      attendeeBalancesMicroAlgos: balances,
    }
  } finally {
    await served.close()
    rmSync(distDir, { recursive: true, force: true })
  }
}

export function measurePasskeyAttendee(chromium: string): Promise<PasskeyAttendee> {
  return onTimedLocalNet(async (timed) => {
    const browser = await launchChromium(chromium)
    try {
      return await measureOn(await dynaqrOnLocalNet(timed), browser)
    } finally {
      await browser.close()
    }
  })
}

export function printPasskeyAttendee(figures: PasskeyAttendee): void {
  console.log('A newcomer registers with a passkey on the timed LocalNet (organiser pays costs)')
  console.table([
    {
      attendees: figures.attendees,
      'to ticket p50 (ms)': figures.toTicketP50Ms,
      'p95 (ms)': figures.toTicketP95Ms,
      'max (ms)': figures.toTicketMaxMs,
      'to sending p50 (ms)': figures.toSubmitP50Ms,
      'block interval (ms)': figures.blockIntervalMs,
      'target (ms)': figures.targetMs,
      'budget per attendee (µALGO)': figures.budgetPerAttendeeMicroAlgos,
      'of which deposit': figures.depositPerAttendeeMicroAlgos,
      'of which fees': figures.feesPerAttendeeMicroAlgos,
      'attendee balances': figures.attendeeBalancesMicroAlgos.join(', '),
    },
  ])
}
