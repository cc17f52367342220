import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STATUS_CANCELLED, STATUS_CONFIRMED, STATUS_PENDING, STATUS_WAITLISTED } from './records.algo'
import { Harness, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const PRICE = 3_000_000
const FREE = 0
const PAID = 1
const STILL_FREE = 'Seats are still free: register instead of joining the waitlist'

/** A free tier and a paid tier of one seat each. */
function smallEvent(overrides: Parameters<Harness['createEvent']>[1] = {}) {
  h.createEvent(owner, { tiers: [tier('Free', 0, 1), tier('Paid', PRICE, 1)], ...overrides })
}

const status = (attendee: Account) => h.registration('EVT-1', attendee).status
const sold = () => [...h.event().tierSold].slice(0, 2)

describe('register_event on the waitlist', () => {
  beforeEach(() => smallEvent())

  it('is refused while the tier still has a seat', () => {
    expect(() => h.register(h.account(), 'EVT-1', { tier: FREE, waitlist: true })).toThrow(STILL_FREE)
  })

  it('holds no seat once the tier is sold out', () => {
    h.register(h.account(), 'EVT-1', { tier: FREE })
    const waiting = h.account()
    expect(() => h.register(waiting, 'EVT-1', { tier: FREE })).toThrow('Tier sold out')
    h.register(waiting, 'EVT-1', { tier: FREE, waitlist: true })
    expect(status(waiting)).toEqual(STATUS_WAITLISTED)
    expect([h.event().registeredCount, ...sold()]).toEqual([1, 1, 0])
  })

  it('joins when the whole event is full, whatever the tier', () => {
    ctx.reset()
    h = new Harness(ctx)
    owner = h.account()
    smallEvent({ capacity: 1 })
    h.register(h.account(), 'EVT-1', { tier: FREE })
    h.register(h.account(), 'EVT-1', { tier: PAID, ticket: PRICE, waitlist: true })
    expect(h.event().registeredCount).toEqual(1)
  })

  it('wants a paid tier’s payment held by the app, not paid to the owner', () => {
    h.register(h.account(), 'EVT-1', { tier: PAID, ticket: PRICE })
    const waiting = h.account()
    const toOwner = h.pay(waiting, PRICE, { receiver: owner })
    expect(() => h.register(waiting, 'EVT-1', { tier: PAID, ticket: toOwner, waitlist: true })).toThrow(
      'Payment must go to the app while on the waitlist',
    )
    expect(h.register(waiting, 'EVT-1', { tier: PAID, ticket: PRICE, waitlist: true })).toEqual(PRICE)
    expect(h.registration('EVT-1', waiting).amountPaid).toEqual(PRICE)
  })

  it('is not a ticket: a waiting registration cannot be checked in, refunded or approved', () => {
    h.register(h.account(), 'EVT-1', { tier: FREE })
    const waiting = h.account()
    h.register(waiting, 'EVT-1', { tier: FREE, waitlist: true })
    expect(() => h.attend(waiting)).toThrow('Registration is not confirmed')
    expect(() => h.refund(owner, waiting)).toThrow('Approve or decline this registration first')
    expect(() => h.approve(owner, waiting)).toThrow('Registration is not waiting for approval')
  })
})

describe('offer_seat', () => {
  let first: Account
  let waiting: Account
  beforeEach(() => {
    smallEvent()
    first = h.account()
    waiting = h.account()
    h.register(first, 'EVT-1', { tier: PAID, ticket: PRICE })
    h.register(waiting, 'EVT-1', { tier: PAID, ticket: PRICE, waitlist: true })
  })

  it('needs a seat to be free', () => {
    expect(() => h.offerSeat(owner, waiting)).toThrow('No seat is free for this registration')
  })

  it('gives a freed seat: confirmed, counted, and the held payment goes to the owner', () => {
    h.refund(owner, first)
    expect(h.offerSeat(owner, waiting)).toEqual(PRICE)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([owner, PRICE, 0])
    expect(status(waiting)).toEqual(STATUS_CONFIRMED)
    expect([h.event().registeredCount, ...sold()]).toEqual([1, 0, 1])
  })

  it('is the owner’s, and only for a registration on the waitlist', () => {
    h.refund(owner, first)
    expect(() => h.offerSeat(h.account(), waiting)).toThrow('Only the event owner can do this')
    expect(() => h.offerSeat(owner, first)).toThrow('Registration is not on the waitlist')
    expect(() => h.offerSeat(owner, h.account())).toThrow('Not registered')
  })

  it('lets the owner take a registration off the waitlist with decline: the payment goes back, no seat moves', () => {
    expect(h.decline(owner, waiting)).toEqual(PRICE)
    expect(h.lastItxns.getPaymentInnerTxn().receiver).toEqual(waiting)
    expect(status(waiting)).toEqual(STATUS_CANCELLED)
    expect([h.event().registeredCount, ...sold()]).toEqual([1, 0, 1])
  })
})

describe('cancel_registration by the attendee', () => {
  beforeEach(() => smallEvent({ capacity: 10 }))

  it('cancels a free registration: the seat returns and the account may register again', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    expect(h.cancel(attendee)).toEqual(0)
    expect(status(attendee)).toEqual(STATUS_CANCELLED)
    expect([h.event().registeredCount, ...sold()]).toEqual([0, 0, 0])
    h.register(attendee, 'EVT-1', { tier: FREE, mbr: 0 })
    expect(status(attendee)).toEqual(STATUS_CONFIRMED)
  })

  it('refuses a paid, confirmed registration: the owner refunds it', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE })
    expect(() => h.cancel(attendee)).toThrow('A paid registration is refunded by the event owner')
  })

  it('pays back a payment held on the waitlist at once, and moves no seat', () => {
    h.register(h.account(), 'EVT-1', { tier: PAID, ticket: PRICE })
    const waiting = h.account()
    h.register(waiting, 'EVT-1', { tier: PAID, ticket: PRICE, waitlist: true })
    expect(h.cancel(waiting)).toEqual(PRICE)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([waiting, PRICE, 0])
    expect([h.event().registeredCount, ...sold()]).toEqual([1, 0, 1])
  })

  it('pays back a payment held for the owner’s approval, and frees its seat', () => {
    h.setVisibility(owner, true, true)
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE })
    expect(status(attendee)).toEqual(STATUS_PENDING)
    expect(h.cancel(attendee)).toEqual(PRICE)
    expect([h.event().registeredCount, ...sold()]).toEqual([0, 0, 0])
  })

  it('refuses a registration checked in, one already cancelled, and an account not registered', () => {
    const attended = h.account()
    h.register(attended, 'EVT-1', { tier: FREE })
    h.attend(attended)
    expect(() => h.cancel(attended)).toThrow('Already checked in')
    const cancelled = h.account()
    h.register(cancelled, 'EVT-1', { tier: PAID, ticket: PRICE })
    h.refund(owner, cancelled)
    expect(() => h.cancel(cancelled)).toThrow('Registration already cancelled')
    expect(() => h.cancel(h.account())).toThrow('Not registered')
  })
})
