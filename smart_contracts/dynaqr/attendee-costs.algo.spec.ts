import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ATTENDEE_SPONSOR_FEE_MULTIPLIER, STATUS_BANNED, STATUS_CONFIRMED } from './records.algo'
import {
  FIRST_APP_INDEX_MBR,
  ASSET_CREATE_MBR,
  DEFAULT_BUDGET_PAYMENT,
  eventBoxMbr,
  defaultEvent,
  FIRST_EVENT_INDEX_MBR,
  Harness,
  MIN_FEE,
  OPEN_SETTINGS,
  REGISTRATION_MBR,
  tier,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
let sponsor: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
  sponsor = h.account()
  h.setAttendeeSponsor(h.creator, sponsor)
})
afterEach(() => ctx.reset())

const BUDGET = 2_000_000
const PRICE = 5_000_000
const NOT_PAYING = "The event owner does not pay attendees' costs"
const USED_UP = "The event owner's budget for attendees' costs is used up"
/** A sponsored free registration's fee: the sponsor's payment, the call and the reimbursement. */
const REGISTER_FEE = 3 * MIN_FEE

/** An event whose owner pays attendees' costs, with BUDGET set aside at creation. */
function sponsoredEvent(overrides: Parameters<Harness['createEvent']>[1] = {}) {
  h.createEvent(
    owner,
    { paysAttendeeCosts: true, attendeeBudget: BUDGET, ...overrides },
    { amount: DEFAULT_BUDGET_PAYMENT + BUDGET },
  )
}

const budget = (eventId = 'EVT-1') => Number(h.event(eventId).attendeeBudget)

function key(attendee: Account) {
  return { eventSeq: h.event().seq, registrant: attendee }
}

describe('create_event with an attendee budget', () => {
  it('sets the budget aside from the payment; the rest above the MBR is the scan budget', () => {
    sponsoredEvent()
    const mbr = eventBoxMbr(defaultEvent({ paysAttendeeCosts: true, attendeeBudget: BUDGET })) + FIRST_EVENT_INDEX_MBR
    expect(h.event().paysAttendeeCosts).toBe(true)
    expect(budget()).toEqual(BUDGET)
    expect(h.event().scanBudget).toEqual(DEFAULT_BUDGET_PAYMENT - mbr)
  })

  it('refuses a payment that covers the MBR but not the budget', () => {
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    expect(() =>
      h.createEvent(owner, { paysAttendeeCosts: true, attendeeBudget: BUDGET }, { amount: mbr + BUDGET - 1 }),
    ).toThrow('Payment does not cover the minimum balance')
  })
})

describe('register_event at the event’s expense', () => {
  it('lets an account pay nothing: the budget pays the fee back to the sponsor and keeps the deposit', () => {
    sponsoredEvent()
    const attendee = h.account(0)
    expect(h.registerSponsored(attendee, sponsor)).toEqual(0)
    const refund = h.lastItxns.getPaymentInnerTxn()
    expect([refund.receiver, refund.amount, refund.fee]).toEqual([sponsor, REGISTER_FEE, 0])
    expect(budget()).toEqual(BUDGET - REGISTER_FEE - REGISTRATION_MBR)
    const registration = h.registration('EVT-1', attendee)
    expect([registration.status, registration.sponsored]).toEqual([STATUS_CONFIRMED, true])
    expect(h.event().registeredCount).toEqual(1)
  })

  it('takes the ticket price from the attendee and only the costs from the budget', () => {
    sponsoredEvent({ tiers: [tier('Paid', PRICE)] })
    const attendee = h.account()
    expect(h.registerSponsored(attendee, sponsor, 'EVT-1', { ticket: PRICE })).toEqual(PRICE)
    expect(budget()).toEqual(BUDGET - 4 * MIN_FEE - REGISTRATION_MBR)
    expect(h.registration('EVT-1', attendee).amountPaid).toEqual(PRICE)
  })

  it('is refused where the owner does not pay attendees’ costs', () => {
    h.createEvent(owner, { attendeeBudget: BUDGET }, { amount: DEFAULT_BUDGET_PAYMENT + BUDGET })
    expect(() => h.registerSponsored(h.account(0), sponsor)).toThrow(NOT_PAYING)
  })

  it('is refused once the owner stops paying', () => {
    sponsoredEvent()
    h.setAttendeeCosts(owner, false)
    expect(() => h.registerSponsored(h.account(0), sponsor)).toThrow(NOT_PAYING)
  })

  it('cannot spend the budget past its balance', () => {
    sponsoredEvent({ attendeeBudget: REGISTER_FEE + REGISTRATION_MBR - 1 })
    expect(() => h.registerSponsored(h.account(0), sponsor)).toThrow(USED_UP)
  })

  it('spends it to the last microALGO, then refuses', () => {
    sponsoredEvent({ attendeeBudget: REGISTER_FEE + REGISTRATION_MBR })
    h.registerSponsored(h.account(0), sponsor)
    expect(budget()).toEqual(0)
    expect(() => h.registerSponsored(h.account(0), sponsor)).toThrow(USED_UP)
  })

  it('pays for one registration per account', () => {
    sponsoredEvent()
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    expect(() => h.registerSponsored(attendee, sponsor)).toThrow('Already registered')
    expect(budget()).toEqual(BUDGET - REGISTER_FEE - REGISTRATION_MBR)
  })

  it('pays for no more registrations than the capacity', () => {
    sponsoredEvent({ capacity: 1 })
    h.registerSponsored(h.account(0), sponsor)
    expect(() => h.registerSponsored(h.account(0), sponsor)).toThrow('Event is full')
  })

  it(`refuses a fee above ${ATTENDEE_SPONSOR_FEE_MULTIPLIER} minimum fees`, () => {
    sponsoredEvent()
    const fee = ATTENDEE_SPONSOR_FEE_MULTIPLIER * MIN_FEE
    expect(() => h.registerSponsored(h.account(0), sponsor, 'EVT-1', { fee: fee + 1 })).toThrow(
      'Sponsored fee too high',
    )
    h.registerSponsored(h.account(0), sponsor, 'EVT-1', { fee })
    expect(budget()).toEqual(BUDGET - fee - REGISTRATION_MBR)
  })

  it('refuses a group with a transaction the registration does not need', () => {
    sponsoredEvent()
    const extra = h.pay(h.account(), 0, { receiver: h.account() })
    expect(() => h.registerSponsored(h.account(0), sponsor, 'EVT-1', { ticket: extra })).toThrow(
      'Unexpected group for a sponsored call',
    )
  })

  it('treats a fee payment from any other account as an ordinary deposit payment', () => {
    sponsoredEvent()
    const impostor = h.account()
    expect(() => h.registerSponsored(h.account(0), impostor)).toThrow('Payment must go to the app')
    expect(budget()).toEqual(BUDGET)
  })
})

describe('confirm_attendance and mint_nft at the event’s expense', () => {
  const selfCheckIn = { ...OPEN_SETTINGS, selfCheckIn: true }

  it('pays the fee of a self-declared attendance', () => {
    sponsoredEvent({ settings: selfCheckIn })
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    const before = budget()
    h.confirmSponsored(attendee, sponsor)
    expect(budget()).toEqual(before - REGISTER_FEE)
  })

  it('refuses a sponsored attendance where the owner does not pay', () => {
    h.createEvent(owner, { settings: selfCheckIn })
    const attendee = h.account()
    h.register(attendee)
    expect(() => h.confirmSponsored(attendee, sponsor)).toThrow(NOT_PAYING)
  })

  it('pays the token’s MBR and fee; the token stays with the app, credited to the attendee', () => {
    sponsoredEvent()
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    h.attend(attendee)
    const before = budget()
    const assetId = h.mintSponsored(attendee, sponsor, 'EVT-1', { fee: 6 * MIN_FEE })
    expect(budget()).toEqual(before - 6 * MIN_FEE - ASSET_CREATE_MBR)
    const registration = h.registration('EVT-1', attendee)
    expect([registration.assetId, registration.claimed]).toEqual([assetId, false])
    expect(() => h.mintSponsored(attendee, sponsor)).toThrow('Token already minted')
  })

  it('refuses a sponsored mint the budget cannot pay', () => {
    sponsoredEvent({ attendeeBudget: REGISTER_FEE + REGISTRATION_MBR + ASSET_CREATE_MBR })
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    h.attend(attendee)
    expect(() => h.mintSponsored(attendee, sponsor)).toThrow(USED_UP)
  })
})

describe('deposits back to the attendee budget', () => {
  beforeEach(() => sponsoredEvent())

  it('a refund deletes a sponsored registration with nothing to remember and returns its deposit', () => {
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    const before = budget()
    h.refund(owner, attendee)
    expect(budget()).toEqual(before + REGISTRATION_MBR)
    expect(h.contract.registrations(key(attendee)).exists).toBe(false)
    expect(h.event().registeredCount).toEqual(0)
  })

  it('a refund that closes the event to the account keeps the box (it remembers the ban)', () => {
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    const before = budget()
    h.refund(owner, attendee, 'EVT-1', { ban: true })
    expect(budget()).toEqual(before)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_BANNED)
  })

  it('a checked-in registration keeps its box: the ticket secret it published is remembered', () => {
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    h.attend(attendee)
    expect(h.registration('EVT-1', attendee).ticketRevealed).toBe(true)
    const before = budget()
    h.refund(owner, attendee)
    expect(budget()).toEqual(before)
    expect(h.contract.registrations(key(attendee)).exists).toBe(true)
  })

  it('a registration whose deposit the attendee paid keeps its box', () => {
    const attendee = h.account()
    h.register(attendee)
    const before = budget()
    h.refund(owner, attendee)
    expect(budget()).toEqual(before)
    expect(h.registration('EVT-1', attendee).sponsored).toBe(false)
  })

  it('the attendee’s own cancellation returns the deposit, and its fee comes from the budget', () => {
    const attendee = h.account(0)
    h.registerSponsored(attendee, sponsor)
    const before = budget()
    expect(h.cancel(attendee, 'EVT-1', sponsor)).toEqual(0)
    expect(budget()).toEqual(before + REGISTRATION_MBR - REGISTER_FEE)
    expect(h.contract.registrations(key(attendee)).exists).toBe(false)
    h.registerSponsored(attendee, sponsor)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })
})

describe('set_registration_policy (attendee costs)', () => {
  it('lets only the owner turn paying attendees’ costs on and off', () => {
    h.createEvent(owner)
    expect(() => h.setAttendeeCosts(h.account(), true)).toThrow('Only the event owner can do this')
    h.setAttendeeCosts(owner, true)
    expect(h.event().paysAttendeeCosts).toBe(true)
    expect([h.event().listed, h.event().approvalRequired]).toEqual([true, false])
  })
})

describe('top_up_budget and withdraw_budgets (attendees)', () => {
  it('lets anyone add to the attendee budget, apart from the scan budget', () => {
    sponsoredEvent()
    const scans = h.event().scanBudget
    expect(h.topUpAttendees(h.account(), 300_000)).toEqual(BUDGET + 300_000)
    expect([budget(), h.event().scanBudget]).toEqual([BUDGET + 300_000, scans])
  })

  it('returns both budgets to the owner once the event is deactivated', () => {
    sponsoredEvent()
    // Deactivating takes the event out of the listed index: what its entry held joins the scan budget.
    const total = budget() + Number(h.event().scanBudget) + FIRST_APP_INDEX_MBR
    expect(() => h.withdraw(owner)).toThrow('Deactivate the event before withdrawing its budgets')
    h.deactivate(owner)
    expect(() => h.withdraw(h.account())).toThrow('Only the event owner can do this')
    expect(h.withdraw(owner)).toEqual(total)
    expect(h.lastItxns.getPaymentInnerTxn().amount).toEqual(total)
    expect([budget(), h.event().scanBudget]).toEqual([0, 0])
  })
})

describe('set_links', () => {
  it('is for the app’s creator only', () => {
    expect(() => h.setAttendeeSponsor(h.account(), h.account())).toThrow('Only the deployer can set the links')
    expect(h.contract.attendeeSponsor.value).toEqual(sponsor)
  })

  it('names the tokens app once: another one is refused, the same one again is not', () => {
    const scan = h.account()
    const other = h.ctx.any.application()
    expect(() => h.call(h.creator, () => h.contract.setLinks(scan, sponsor, other.id))).toThrow(
      'The tokens app is already set',
    )
    expect(h.contract.tokenApp.value).toEqual(h.tokenApp.id)
    h.call(h.creator, () => h.contract.setLinks(scan, sponsor, h.tokenApp.id))
    expect(h.contract.scanSponsor.value).toEqual(scan)
  })
})
