import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STATUS_CANCELLED, STATUS_CONFIRMED, STATUS_PENDING, STATUS_WAITLISTED } from './records.algo'
import { DAY, Harness, OPEN_SETTINGS, T0, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
let attendee: Account
beforeEach(() => {
  h = new Harness(ctx)
  ctx.ledger.patchGlobalData({ minBalance: MIN_BALANCE })
  owner = h.account()
  attendee = h.account()
})
afterEach(() => ctx.reset())

const MIN_BALANCE = 100_000
const PRICE = 5_000_000
const END = OPEN_SETTINGS.endsAt
const TOO_LATE = 'Too late to decide: the decision deadline has passed'
const OWNER_UNTIL_DEADLINE = 'Only the event owner can do this until the decision deadline'
const CLOSED_TO_HELD = 'The event owner no longer decides on registrations: the deadline has passed'

/** An event whose registrations wait for approval, with a paid tier (0) and a free one (1). */
const createApprovalEvent = (overrides = {}) =>
  h.createEvent(owner, { approvalRequired: true, tiers: [tier('Paid', PRICE), tier('Free')], ...overrides })

const waiting = (who = attendee) => h.register(who, 'EVT-1', { tier: 0, ticket: PRICE })

/** The payments the app made in the last successful call (none where it made no inner transaction). */
const paymentsOut = () =>
  ctx.txn.lastGroup.itxnGroups.length === 0 ? [] : h.lastItxns.itxns.filter((t) => 'receiver' in t && 'amount' in t)

describe('the decision deadline: the event’s end, or the owner’s decide-by time', () => {
  beforeEach(() => {
    createApprovalEvent()
    waiting()
  })

  it('lets the owner approve up to the end, and refuses after it', () => {
    const other = h.account()
    waiting(other)
    h.at(END).approve(owner, attendee)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
    expect(() => h.at(END + 1).approve(owner, other)).toThrow(TOO_LATE)
    expect(h.registration('EVT-1', other).status).toEqual(STATUS_PENDING)
  })

  it('ends earlier where the owner set a decide-by time', () => {
    h.setSettings(owner, { ...OPEN_SETTINGS, decideBy: T0 + 60 })
    expect(() => h.at(T0 + 61).approve(owner, attendee)).toThrow(TOO_LATE)
    h.at(T0 + 60).approve(owner, attendee)
  })

  it('then lets anyone give the held payment back, to the attendee, and frees the seat', () => {
    const stranger = h.account()
    expect(() => h.decline(stranger, attendee)).toThrow(OWNER_UNTIL_DEADLINE)
    expect(h.at(END + 1).decline(stranger, attendee)).toEqual(PRICE)
    const [payment] = paymentsOut()
    expect([payment.receiver, payment.amount]).toEqual([attendee, PRICE])
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
    expect(h.event().registeredCount).toEqual(0)
  })

  it('never lets anyone but the owner close the event to the attendee', () => {
    h.at(END + 1).decline(h.account(), attendee, 'EVT-1', true)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  })

  it('refuses new registrations that would wait for a decision no one can make any more', () => {
    expect(() => h.at(END + 1).register(h.account(), 'EVT-1', { tier: 1 })).toThrow(CLOSED_TO_HELD)
  })

  it('keeps an event without an end or decide-by time open to decisions', () => {
    h.createEvent(owner, { id: 'OPEN', approvalRequired: true, settings: { ...OPEN_SETTINGS, startsAt: 0, endsAt: 0 } })
    h.register(attendee, 'OPEN')
    h.at(T0 + 365 * DAY).approve(owner, attendee, 'OPEN')
    expect(h.registration('OPEN', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('refuses a decide-by time after the end', () => {
    expect(() => h.setSettings(owner, { ...OPEN_SETTINGS, decideBy: END + 1 })).toThrow(
      'Decide on registrations before the event ends',
    )
    h.setSettings(owner, { ...OPEN_SETTINGS, decideBy: END })
  })
})

describe('the decision deadline on the waitlist', () => {
  let seated: Account
  beforeEach(() => {
    seated = h.account()
    h.createEvent(owner, { capacity: 1, tiers: [tier('Free'), tier('Paid', PRICE)] })
    h.register(seated, 'EVT-1', { tier: 0 })
    h.register(attendee, 'EVT-1', { tier: 1, ticket: PRICE, waitlist: true })
  })

  it('refuses to offer a seat after it, and lets anyone return the held payment', () => {
    h.cancel(seated)
    expect(() => h.at(END + 1).offerSeat(owner, attendee)).toThrow(TOO_LATE)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_WAITLISTED)
    expect(h.decline(h.account(), attendee)).toEqual(PRICE)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  })

  it('refuses to join the waitlist after it', () => {
    expect(() => h.at(END + 1).register(h.account(), 'EVT-1', { tier: 1, ticket: PRICE, waitlist: true })).toThrow(
      CLOSED_TO_HELD,
    )
  })
})

describe('refunds to a closed account: held for the attendee to claim', () => {
  const SMALL = MIN_BALANCE - 1

  const closed = (account: Account) => ctx.ledger.patchAccountData(account, { account: { balance: 0 } })

  it('keeps a declined payment below the minimum balance owed, sends nothing, and frees the seat', () => {
    h.createEvent(owner, { approvalRequired: true, tiers: [tier('Small', SMALL)] })
    h.register(attendee, 'EVT-1', { ticket: SMALL })
    closed(attendee)
    expect(h.decline(owner, attendee)).toEqual(SMALL)
    expect(paymentsOut()).toEqual([])
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.refundOwed]).toEqual([STATUS_CANCELLED, SMALL])
    expect(h.event().registeredCount).toEqual(0)
  })

  it('pays a closed account directly what is enough to open it', () => {
    h.createEvent(owner, { approvalRequired: true, tiers: [tier('Paid', MIN_BALANCE)] })
    h.register(attendee, 'EVT-1', { ticket: MIN_BALANCE })
    closed(attendee)
    h.decline(owner, attendee)
    expect(paymentsOut().map((p) => p.amount)).toEqual([MIN_BALANCE])
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(0)
  })

  it('takes the owner’s refund paid to the app and holds it for the attendee', () => {
    h.createEvent(owner, { tiers: [tier('Small', SMALL)] })
    h.register(attendee, 'EVT-1', { ticket: SMALL })
    const toApp = h.pay(owner, SMALL)
    expect(h.refund(owner, attendee, 'EVT-1', { refund: toApp })).toEqual(SMALL)
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(SMALL)
    expect(() =>
      h.refund(owner, attendee, 'EVT-1', { refund: h.pay(owner, SMALL, { receiver: h.account() }) }),
    ).toThrow('Registration already cancelled')
  })

  it('pays what is owed once, to the attendee who claims it', () => {
    h.createEvent(owner, { approvalRequired: true, tiers: [tier('Small', SMALL)] })
    h.register(attendee, 'EVT-1', { ticket: SMALL })
    closed(attendee)
    h.decline(owner, attendee)
    expect(() => h.claimRefund(h.account())).toThrow('Not registered')
    expect(h.claimRefund(attendee)).toEqual(SMALL)
    const [payment] = paymentsOut()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([attendee, SMALL, 0])
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(0)
    expect(() => h.claimRefund(attendee)).toThrow('No refund is waiting for this account')
  })

  it('keeps what is owed through a new registration, and adds to it', () => {
    h.createEvent(owner, { approvalRequired: true, tiers: [tier('Small', SMALL)] })
    h.register(attendee, 'EVT-1', { ticket: SMALL })
    closed(attendee)
    h.decline(owner, attendee)
    h.register(attendee, 'EVT-1', { ticket: SMALL, mbr: 0 })
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(SMALL)
    h.decline(owner, attendee)
    expect(h.registration('EVT-1', attendee).refundOwed).toEqual(2 * SMALL)
  })

  it('keeps the box of a sponsored registration while a refund is owed', () => {
    const sponsor = h.account()
    h.setAttendeeSponsor(h.creator, sponsor)
    h.createEvent(
      owner,
      { approvalRequired: true, paysAttendeeCosts: true, attendeeBudget: 1_000_000, tiers: [tier('Small', SMALL)] },
      { amount: 3_000_000 },
    )
    h.registerSponsored(attendee, sponsor, 'EVT-1', { ticket: SMALL })
    closed(attendee)
    h.decline(owner, attendee)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.refundOwed, r.sponsored]).toEqual([STATUS_CANCELLED, SMALL, true])
  })
})
