import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STATUS_CANCELLED, STATUS_CONFIRMED, STATUS_PENDING } from './records.algo'
import { defaultEvent, eventBoxMbr, FIRST_EVENT_INDEX_MBR, Harness, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
let attendee: Account
let usdc: uint64
beforeEach(() => {
  h = new Harness(ctx)
  ctx.ledger.patchGlobalData({ minBalance: MIN_BALANCE, assetOptInMinBalance: OPT_IN_MBR })
  owner = h.account()
  attendee = h.account()
  usdc = h.stablecoin([owner, attendee])
})
afterEach(() => ctx.reset())

const MIN_BALANCE = 100_000
const OPT_IN_MBR = 100_000
/** 25.00 USDC in its base units (6 decimals). */
const PRICE = 25_000_000
const IN_CURRENCY = "Payment must be in the event's currency"

/** An event priced in the test USDC: a paid tier (0) and a free one (1). */
const createUsdcEvent = (overrides = {}, options: { amount?: number } = {}) =>
  h.createEvent(owner, { paymentAsset: usdc, tiers: [tier('Standard', PRICE), tier('Free')], ...overrides }, options)

/** The asset transfers the app made in the last successful call. */
const transfersOut = () =>
  ctx.txn.lastGroup.itxnGroups.length === 0
    ? []
    : h.lastItxns.itxns.flatMap((t) =>
        'assetReceiver' in t ? [{ asset: t.xferAsset.id, to: t.assetReceiver, amount: t.assetAmount }] : [],
      )

describe('create_event in an asset', () => {
  it('opts the app in to the asset, which the payment covers on top of the boxes, and stores the currency', () => {
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    expect(() => createUsdcEvent({ tiers: [] })).not.toThrow()
    expect(transfersOut()).toEqual([{ asset: usdc, to: h.app.address, amount: 0 }])
    expect(h.event().paymentAsset).toEqual(usdc)
    // The default payment is 1 ALGO: what the boxes and the opt-in leave is the scan budget.
    expect(h.event().scanBudget).toEqual(1_000_000 - mbr - OPT_IN_MBR)
  })

  it('refuses a payment one microALGO short of the boxes and the opt-in', () => {
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    expect(() => createUsdcEvent({ tiers: [] }, { amount: mbr + OPT_IN_MBR - 1 })).toThrow(
      'Payment does not cover the minimum balance',
    )
  })

  it('does not opt in again, nor charge for it, once the app holds the asset', () => {
    ctx.ledger.updateAssetHolding(h.app.address, usdc, 0)
    const second = defaultEvent({ id: 'EVT-2', tiers: [] })
    h.createEvent(owner, { ...second, paymentAsset: usdc }, { amount: eventBoxMbr(second) + FIRST_EVENT_INDEX_MBR })
    expect(transfersOut()).toEqual([])
    expect(h.event('EVT-2').scanBudget).toEqual(0)
  })

  it("refuses an asset that does not exist: 'The currency must be an existing asset'", () => {
    expect(() => h.createEvent(owner, { paymentAsset: 987_654_321 })).toThrow('The currency must be an existing asset')
  })

  it('keeps ALGO (0) as the currency of an event created without one, with no opt-in', () => {
    h.createEvent(owner)
    expect(h.event().paymentAsset).toEqual(0)
    expect(transfersOut()).toEqual([])
  })
})

describe('register_event in an asset', () => {
  beforeEach(() => createUsdcEvent())

  it('takes a transfer of the price to the owner, and records it in base units', () => {
    expect(h.register(attendee, 'EVT-1', { ticket: PRICE })).toEqual(PRICE)
    const registration = h.registration('EVT-1', attendee)
    expect([registration.status, registration.amountPaid]).toEqual([STATUS_CONFIRMED, PRICE])
  })

  it('registers for a free tier with no transfer at all', () => {
    expect(h.register(attendee, 'EVT-1', { tier: 1 })).toEqual(0)
  })

  it.each([
    ['a payment in ALGO', IN_CURRENCY, () => h.pay(attendee, PRICE, { receiver: owner })],
    [
      'a transfer of another asset',
      IN_CURRENCY,
      () => h.transfer(attendee, h.stablecoin([attendee]), PRICE, { assetReceiver: owner }),
    ],
    [
      'a short amount',
      'Payment below ticket price',
      () => h.transfer(attendee, usdc, PRICE - 1, { assetReceiver: owner }),
    ],
    [
      'a transfer that closes the holding',
      'Payment must not close the asset holding',
      () => h.transfer(attendee, usdc, PRICE, { assetReceiver: owner, assetCloseTo: owner }),
    ],
    [
      'a transfer that rekeys the account',
      'Payment must not rekey the account',
      () => h.transfer(attendee, usdc, PRICE, { assetReceiver: owner, rekeyTo: owner }),
    ],
    [
      "a clawback of someone else's asset",
      'Payment must not be a clawback',
      () => h.transfer(attendee, usdc, PRICE, { assetReceiver: owner, assetSender: h.account() }),
    ],
    [
      'a transfer to someone other than the owner',
      'Payment must go to the event owner',
      () => h.transfer(attendee, usdc, PRICE, { assetReceiver: h.account() }),
    ],
  ])('refuses %s: %s', (_, reason, ticket) => {
    expect(() => h.register(attendee, 'EVT-1', { ticket: ticket() })).toThrow(reason)
    expect(h.event().registeredCount).toEqual(0)
  })

  it("refuses an asset transfer for an event priced in ALGO: the event's currency", () => {
    h.createEvent(owner, { id: 'EVT-ALGO', tiers: [tier('Standard', PRICE)] }, { amount: 2_000_000 })
    const ticket = h.transfer(attendee, usdc, PRICE, { assetReceiver: owner })
    expect(() => h.register(attendee, 'EVT-ALGO', { ticket })).toThrow(IN_CURRENCY)
  })
})

describe('held payments, refunds and claims in an asset', () => {
  it('approval pays the held transfer on to the owner in the asset', () => {
    createUsdcEvent({ approvalRequired: true })
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_PENDING)
    expect(h.approve(owner, attendee)).toEqual(PRICE)
    expect(transfersOut()).toEqual([{ asset: usdc, to: owner, amount: PRICE }])
  })

  it('a decline pays the held transfer back to the attendee in the asset', () => {
    createUsdcEvent({ approvalRequired: true })
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    expect(h.decline(owner, attendee)).toEqual(PRICE)
    expect(transfersOut()).toEqual([{ asset: usdc, to: attendee, amount: PRICE }])
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  })

  it("the attendee's own cancellation of a held registration returns the asset", () => {
    createUsdcEvent({ approvalRequired: true })
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    h.cancel(attendee)
    expect(transfersOut()).toEqual([{ asset: usdc, to: attendee, amount: PRICE }])
  })

  it('keeps a held transfer owed to an attendee no longer opted in, and pays it in the asset when claimed', () => {
    createUsdcEvent({ approvalRequired: true })
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    closeHolding(attendee, usdc)
    h.decline(owner, attendee)
    expect(transfersOut()).toEqual([])
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(PRICE)
    ctx.ledger.updateAssetHolding(attendee, usdc, 0)
    expect(h.claimRefund(attendee)).toEqual(PRICE)
    expect(transfersOut()).toEqual([{ asset: usdc, to: attendee, amount: PRICE }])
  })

  it("keeps a held transfer owed to an attendee whose holding the asset's issuer froze: the decline goes through", () => {
    createUsdcEvent({ approvalRequired: true })
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    ctx.ledger.updateAssetHolding(attendee, usdc, undefined, true)
    expect(h.decline(owner, attendee)).toEqual(PRICE)
    expect(transfersOut()).toEqual([])
    expect(h.registration('EVT-1', attendee)).toMatchObject({ status: STATUS_CANCELLED, refundOwed: PRICE })
  })

  it('refund_registration takes a transfer of at least the amount paid, in the asset', () => {
    createUsdcEvent()
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    expect(() => h.refund(owner, attendee, 'EVT-1', { amount: PRICE - 1 })).toThrow('Refund below amount paid')
    const inAlgo = h.pay(owner, PRICE, { receiver: attendee })
    expect(() => h.refund(owner, attendee, 'EVT-1', { refund: inAlgo })).toThrow(IN_CURRENCY)
    expect(h.refund(owner, attendee, 'EVT-1')).toEqual(PRICE)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
    expect(h.event().registeredCount).toEqual(0)
  })

  it('a refund paid to the app for an attendee no longer opted in is held for them to claim', () => {
    createUsdcEvent()
    h.register(attendee, 'EVT-1', { ticket: PRICE })
    const toApp = h.transfer(owner, usdc, PRICE)
    h.refund(owner, attendee, 'EVT-1', { refund: toApp })
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(PRICE)
  })

  it('a seat offered from the waitlist pays the held transfer to the owner', () => {
    createUsdcEvent({ capacity: 1 })
    const first = h.account()
    h.register(first, 'EVT-1', { tier: 1 })
    h.register(attendee, 'EVT-1', { ticket: PRICE, waitlist: true })
    h.cancel(first)
    expect(h.offerSeat(owner, attendee)).toEqual(PRICE)
    expect(transfersOut()).toEqual([{ asset: usdc, to: owner, amount: PRICE }])
  })
})

/** Takes the account's holding of the asset away, as an opt-out (a transfer closing it) does. */
function closeHolding(account: Account, asset: uint64): void {
  const ledger = ctx.ledger as unknown as {
    accountDataMap: { getOrFail(account: Account): { optedAssets: { delete(id: uint64): boolean } } }
  }
  if (!ledger.accountDataMap.getOrFail(account).optedAssets.delete(asset)) throw new Error('no holding to close')
}
