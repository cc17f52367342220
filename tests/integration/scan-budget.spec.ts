/**
 * The scan budget on the real node: the daily cap stops sponsored counts without costing the
 * sponsor anything, the owner tops up, limits and withdraws through the app, a shorter URL gives
 * its box bytes back to the budget, and a refund can close the event to the account.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { SPONSORED_SCAN_FEE_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import { REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-messages'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  refundRegistration,
  registered,
  registrationForm,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

const SCAN_FEE = BigInt(SPONSORED_SCAN_FEE_MICROALGOS)
const MIN_FEE = 1_000n

let net: ChainTestNet
let owner: Actor
let scanner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
  scanner = await net.actor(0) // a visitor without ALGO: every count it makes is sponsored
})

const budgetOf = async (eventId: string) => (await heldEvent(owner, eventId)).scanBudgetMicroAlgos

describe('sponsored scans within the owner-set limits', () => {
  it('counts up to the daily cap, then only redirects; the sponsor never pays', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('CAP')))
    succeeded(await owner.chain.setScanLimits(await heldEvent(owner, eventId), 1, 3))
    const sponsorBefore = await net.balance(net.sponsor.address)
    const budgetBefore = await budgetOf(eventId)

    for (let scan = 0; scan < 3; scan++)
      expect(await scanner.chain.resolve(eventId, { waitForScan: true })).toMatchObject({
        success: true,
        scanSent: true,
      })
    const over = await scanner.chain.resolve(eventId, { waitForScan: true })
    expect(over).toMatchObject({ success: true, redirectUrl: expect.any(String), scanSent: false })

    const event = await heldEvent(owner, eventId)
    expect(event.scanCount).toBe(3)
    expect(event.scanLimits).toEqual({ perRound: 1, perDay: 3, sponsoredToday: 3 })
    expect(event.scanBudgetMicroAlgos).toBe(budgetBefore - 3n * SCAN_FEE)
    expect(await net.balance(net.sponsor.address)).toBe(sponsorBefore)
  })

  it('refuses limits the contract refuses, with its reason, and changes nothing', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('LIMITS')))
    const event = await heldEvent(owner, eventId)
    expect(await owner.chain.setScanLimits(event, 5, 4)).toEqual({
      ok: false,
      error: 'Daily cap must be at least the sponsored scans per round',
    })
    const stranger = await net.actor(1)
    expect(await stranger.chain.setScanLimits(event, 1, 1)).toEqual({
      ok: false,
      error: 'Only the event owner can do this',
    })
    expect((await heldEvent(owner, eventId)).scanLimits).toEqual({ perRound: 8, perDay: 250, sponsoredToday: 0 })
  })
})

describe('topping up and withdrawing', () => {
  it('anyone may top up; the owner withdraws what is left once the event is deactivated', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('FUND')))
    const friend = await net.actor(5)
    const before = await budgetOf(eventId)
    succeeded(await friend.chain.topUpScanBudget(await heldEvent(friend, eventId), 1_500_000n))
    expect(await budgetOf(eventId)).toBe(before + 1_500_000n)

    expect(await owner.chain.withdrawBudgets(await heldEvent(owner, eventId))).toEqual({
      ok: false,
      error: 'Deactivate the event before withdrawing its budgets',
    })
    succeeded(await owner.chain.deactivateEvent(eventId))
    // Deactivating took the event out of the listed index: its entry's 32 bytes (or the page's box,
    // when it was a page's only entry) came back to the scan budget.
    const left = await budgetOf(eventId)
    expect([12_800n, 18_900n]).toContain(left - before - 1_500_000n)
    const ownerBefore = await net.balance(owner.address)
    succeeded(await owner.chain.withdrawBudgets(await heldEvent(owner, eventId)))
    expect(await net.balance(owner.address)).toBe(ownerBefore + left - 2n * MIN_FEE)
    expect(await budgetOf(eventId)).toBe(0n)
  })
})

describe('the destination URL', () => {
  it('gives a shorter URL’s freed box bytes back to the scan budget', async () => {
    const longUrl = 'https://example.com/a-rather-long-path/for-the-poster'
    const eventId = await createdEvent(owner, eventInput(uniqueId('SHRINK'), { currentUrl: longUrl }))
    const before = await budgetOf(eventId)
    succeeded(await owner.chain.updateUrl(eventId, 'https://example.com/'))
    expect(await budgetOf(eventId)).toBe(before + BigInt(longUrl.length - 'https://example.com/'.length) * 400n)
  })
})

describe('a refund that closes the event to the account', () => {
  it('frees the seat for others but refuses the same account, which pays nothing for trying', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('BAN'), { maxCapacity: 1 }))
    const taker = await net.actor(5)
    await registered(taker, eventId)
    await refundRegistration(owner, taker, eventId, true)

    // The app reads the ban and stops before the wallet is asked (the contract would refuse too).
    const balance = await net.balance(taker.address)
    expect(await registerByEventId(taker.chain, eventId, 0, registrationForm())).toEqual({
      ok: false,
      error: REGISTRATION_MESSAGES.cancelledAndClosed,
    })
    expect(await net.balance(taker.address)).toBe(balance)
    const held = await taker.chain.getRegistration(await heldEvent(taker, eventId), taker.address)
    expect(held).toMatchObject({ status: 'cancelled', closedToAccount: true })

    await registered(await net.actor(5), eventId) // the freed seat (capacity 1)
  })

  it('without the ban, the refunded account may take its seat again', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('UNBAN')))
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    await refundRegistration(owner, attendee, eventId)
    await registered(attendee, eventId)
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(1)
  })

  it('the owner closes the event to an account refunded without a ban, and reopens it', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('LATER')))
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    await refundRegistration(owner, attendee, eventId)
    const event = await heldEvent(owner, eventId)
    const refunded = await heldRegistration(attendee, eventId)
    succeeded(await owner.chain.setRegistrationBan(event, refunded, true))
    expect((await heldRegistration(attendee, eventId)).closedToAccount).toBe(true)
    expect(await attendee.chain.setRegistrationBan(event, refunded, false)).toEqual({
      ok: false,
      error: 'Only the event owner can do this',
    })

    succeeded(await owner.chain.setRegistrationBan(event, refunded, false))
    await registered(attendee, eventId)
    expect(await owner.chain.setRegistrationBan(event, await heldRegistration(attendee, eventId), true)).toEqual({
      ok: false,
      error: 'Only a refunded registration can be closed or reopened',
    })
  })
})
