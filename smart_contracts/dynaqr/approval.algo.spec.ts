import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STATUS_BANNED, STATUS_CANCELLED, STATUS_CONFIRMED, STATUS_PENDING } from './records.algo'
import { Harness, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
let attendee: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
  attendee = h.account()
})
afterEach(() => ctx.reset())

const PRICE = 5_000_000
const NOT_WAITING = 'Registration is not waiting for approval'

/** An event whose registrations wait for approval, with a paid tier (0) and a free one (1). */
const createApprovalEvent = (overrides = {}) =>
  h.createEvent(owner, { approvalRequired: true, tiers: [tier('Paid', PRICE), tier('Free')], ...overrides })

describe('register_event where the owner approves', () => {
  beforeEach(() => createApprovalEvent())

  it('holds the registration as pending with its seat taken and what was paid recorded', () => {
    h.register(attendee, 'EVT-1', { tier: 0, ticket: PRICE })
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.amountPaid]).toEqual([STATUS_PENDING, PRICE])
    expect(h.event().registeredCount).toEqual(1)
    expect([...h.event().tierSold].slice(0, 2)).toEqual([1, 0])
  })

  it('wants the ticket payment paid to the app, which holds it, not to the owner', () => {
    const toOwner = h.pay(attendee, PRICE, { receiver: owner })
    expect(() => h.register(attendee, 'EVT-1', { tier: 0, ticket: toOwner })).toThrow(
      'Payment must go to the app until the event owner approves',
    )
  })

  it('holds a free registration too', () => {
    h.register(attendee, 'EVT-1', { tier: 1 })
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_PENDING)
  })

  it('keeps a pending seat counted against the capacity', () => {
    ctx.reset()
    h = new Harness(ctx)
    owner = h.account()
    createApprovalEvent({ capacity: 1 })
    h.register(h.account(), 'EVT-1', { tier: 1 })
    expect(() => h.register(h.account(), 'EVT-1', { tier: 1 })).toThrow('Event is full')
  })

  it('lets nobody check a pending attendee in, declare attendance or register twice', () => {
    h.register(attendee, 'EVT-1', { tier: 1 })
    expect(() => h.attend(attendee)).toThrow('Registration is not confirmed')
    expect(() => h.register(attendee, 'EVT-1', { tier: 1 })).toThrow('Already registered')
  })

  it('refuses to refund a pending registration: it is approved or declined', () => {
    h.register(attendee, 'EVT-1', { tier: 0, ticket: PRICE })
    expect(() => h.refund(owner, attendee)).toThrow('Approve or decline this registration first')
  })
})

describe('approve_registration', () => {
  beforeEach(() => {
    createApprovalEvent()
    h.register(attendee, 'EVT-1', { tier: 0, ticket: PRICE })
  })

  it('confirms the registration and pays the held ticket price to the owner', () => {
    expect(h.approve(owner, attendee)).toEqual(PRICE)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([owner, PRICE, 0])
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
    expect(h.event().registeredCount).toEqual(1)
  })

  it('lets an approved attendee be checked in', () => {
    h.approve(owner, attendee)
    h.attend(attendee)
    expect(h.event().attendedCount).toEqual(1)
  })

  it('approves a free registration without paying anything', () => {
    const free = h.account()
    h.register(free, 'EVT-1', { tier: 1 })
    expect(h.approve(owner, free)).toEqual(0)
    expect(h.registration('EVT-1', free).status).toEqual(STATUS_CONFIRMED)
  })

  it('is the owner’s', () => {
    expect(() => h.approve(h.account(), attendee)).toThrow('Only the event owner can do this')
  })

  it('approves only a registration that is waiting', () => {
    h.approve(owner, attendee)
    expect(() => h.approve(owner, attendee)).toThrow(NOT_WAITING)
    expect(() => h.approve(owner, h.account())).toThrow('Not registered')
  })

  it('waits while the event is deactivated', () => {
    h.deactivate(owner)
    expect(() => h.approve(owner, attendee)).toThrow('Event is not active')
  })
})

describe('decline_registration', () => {
  beforeEach(() => {
    createApprovalEvent()
    h.register(attendee, 'EVT-1', { tier: 0, ticket: PRICE })
  })

  it('pays the held ticket price back and frees the seat', () => {
    expect(h.decline(owner, attendee)).toEqual(PRICE)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect([payment.receiver, payment.amount, payment.fee]).toEqual([attendee, PRICE, 0])
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
    expect(h.event().registeredCount).toEqual(0)
    expect([...h.event().tierSold].slice(0, 2)).toEqual([0, 0])
  })

  it('lets a declined account ask again with a new ticket, unless the owner closed the event to it', () => {
    h.decline(owner, attendee)
    h.register(attendee, 'EVT-1', { tier: 1 })
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_PENDING)

    const banned = h.account()
    h.register(banned, 'EVT-1', { tier: 1 })
    h.decline(owner, banned, 'EVT-1', true)
    expect(h.registration('EVT-1', banned).status).toEqual(STATUS_BANNED)
    expect(() => h.register(banned, 'EVT-1', { tier: 1 })).toThrow(
      'The event owner has closed this event to this account',
    )
  })

  it('declines even while the event is deactivated, so held payments can always go back', () => {
    h.deactivate(owner)
    expect(h.decline(owner, attendee)).toEqual(PRICE)
  })

  it('is the owner’s', () => {
    expect(() => h.decline(h.account(), attendee)).toThrow('Only the event owner can do this')
  })

  it('declines only a registration that is waiting', () => {
    h.approve(owner, attendee)
    expect(() => h.decline(owner, attendee)).toThrow(NOT_WAITING)
  })
})

describe('set_registration_policy', () => {
  beforeEach(() => h.createEvent(owner))

  it('stores whether the event is listed and whether registrations wait for approval', () => {
    h.setVisibility(owner, false, true)
    expect([h.event().listed, h.event().approvalRequired]).toEqual([false, true])
    h.register(attendee)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_PENDING)
  })

  it('leaves waiting registrations waiting when approval is turned off; new ones are confirmed', () => {
    h.setVisibility(owner, true, true)
    h.register(attendee)
    h.setVisibility(owner, true, false)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_PENDING)
    const later = h.account()
    h.register(later)
    expect(h.registration('EVT-1', later).status).toEqual(STATUS_CONFIRMED)
    h.approve(owner, attendee)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('is the owner’s, on an active event', () => {
    expect(() => h.setVisibility(h.account(), false, false)).toThrow('Only the event owner can do this')
    h.deactivate(owner)
    expect(() => h.setVisibility(owner, false, false)).toThrow('Event is not active')
  })
})
