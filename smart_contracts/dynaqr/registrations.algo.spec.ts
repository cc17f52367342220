import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STATUS_BANNED, STATUS_CANCELLED, STATUS_CONFIRMED } from './records.algo'
import { DAY, EVENT_HEAD, Harness, REGISTRATION_MBR, T0, ticketSecret, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const PRICE = 5_000_000

describe('register_event: free events', () => {
  it('creates a confirmed registration and counts it', () => {
    h.createEvent(owner)
    const attendee = h.account()
    expect(h.at(T0 + 60).register(attendee)).toEqual(0)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.registeredAt, r.tierIndex, r.amountPaid, r.attendedAt, r.assetId]).toEqual([
      STATUS_CONFIRMED,
      T0 + 60,
      0,
      0,
      0,
      0,
    ])
    expect(r.claimed).toBe(false)
    expect(h.event().registeredCount).toEqual(1)
  })

  it('stores the registration under r + event seq + attendee, so one prefix lists an event', () => {
    h.createEvent(h.account(), { id: 'FIRST' })
    h.createEvent(owner, { id: 'SECOND' }) // seq 1
    const attendee = h.account()
    h.register(attendee, 'SECOND')
    const key = Bytes('r').concat(Bytes.fromHex('0000000000000001')).concat(attendee.bytes)
    expect(ctx.ledger.getBox(h.contract, key).length).toEqual(123)
  })

  it('requires exactly the registration box MBR (2,500 + 400 x (41 + 123))', () => {
    h.createEvent(owner)
    expect(REGISTRATION_MBR).toEqual(68_100)
    const attendee = h.account()
    expect(() => h.register(attendee, 'EVT-1', { mbr: REGISTRATION_MBR - 1 })).toThrow(
      'Payment does not cover the minimum balance',
    )
    h.register(attendee, 'EVT-1', { mbr: REGISTRATION_MBR })
    expect(h.event().registeredCount).toEqual(1)
  })

  it.each([
    ['goes to another account', 'Payment must go to the app', (other: Account) => ({ receiver: other })],
    ['comes from another account', 'Payment must come from the caller', (other: Account) => ({ sender: other })],
    ['closes the account', 'Payment must not close the account', (other: Account) => ({ closeRemainderTo: other })],
    ['rekeys the account', 'Payment must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects an MBR payment that %s', (_, message, fields) => {
    h.createEvent(owner)
    const attendee = h.account()
    const mbrPayment = h.pay(attendee, REGISTRATION_MBR, fields(h.account()))
    expect(() => h.register(attendee, 'EVT-1', { mbrPayment })).toThrow(message)
    expect(h.event().registeredCount).toEqual(0)
  })

  it('rejects a second registration by the same account', () => {
    h.createEvent(owner)
    const attendee = h.account()
    h.register(attendee)
    expect(() => h.register(attendee)).toThrow('Already registered')
  })

  it('rejects an unknown event', () => {
    expect(() => h.register(h.account(), 'nope')).toThrow('Event not found')
  })

  it('rejects a tier index other than 0 when the event has no tiers', () => {
    h.createEvent(owner)
    expect(() => h.register(h.account(), 'EVT-1', { tier: 1 })).toThrow('Invalid ticket tier')
  })
})

describe('register_event: capacity and expiry', () => {
  it('fills the last seat, then rejects one more', () => {
    h.createEvent(owner, { capacity: 3 })
    for (let i = 0; i < 3; i++) h.register(h.account())
    expect(h.event().registeredCount).toEqual(3)
    expect(() => h.register(h.account())).toThrow('Event is full')
  })

  it('treats capacity 0 as unlimited', () => {
    h.createEvent(owner, { capacity: 0 })
    for (let i = 0; i < 25; i++) h.register(h.account())
    expect(h.event().registeredCount).toEqual(25)
  })

  it('accepts registrations until the second before expiry', () => {
    h.createEvent(owner, { expiry: T0 + DAY })
    h.at(T0 + DAY - 1).register(h.account())
    expect(() => h.at(T0 + DAY).register(h.account())).toThrow('Event has expired')
    expect(() => h.at(T0 + 2 * DAY).register(h.account())).toThrow('Event has expired')
  })

  it('treats expiry 0 as never expiring', () => {
    h.createEvent(owner, { expiry: 0 })
    h.at(T0 + 3_650 * DAY).register(h.account())
    expect(h.event().registeredCount).toEqual(1)
  })
})

describe('register_event: tiers', () => {
  it('sells a tier up to its quantity, then reports it sold out while other tiers still sell', () => {
    h.createEvent(owner, { tiers: [tier('Limited', 0, 2), tier('Open')] })
    h.register(h.account(), 'EVT-1', { tier: 0 })
    h.register(h.account(), 'EVT-1', { tier: 0 })
    expect(() => h.register(h.account(), 'EVT-1', { tier: 0 })).toThrow('Tier sold out')
    h.register(h.account(), 'EVT-1', { tier: 1 })
    expect([...h.event().tierSold]).toEqual([2, 1, 0, 0, 0, 0])
  })

  it('counts sales of the sixth tier in the last tierSold entry', () => {
    h.createEvent(owner, { tiers: Array.from({ length: 6 }, (_, i) => tier(`T${i}`, 0, 1)) })
    h.register(h.account(), 'EVT-1', { tier: 5 })
    h.register(h.account(), 'EVT-1', { tier: 2 })
    expect([...h.event().tierSold]).toEqual([0, 0, 1, 0, 0, 1])
    expect(() => h.register(h.account(), 'EVT-1', { tier: 5 })).toThrow('Tier sold out')
    expect(() => h.register(h.account(), 'EVT-1', { tier: 6 })).toThrow('Invalid ticket tier')
  })

  it('stores tierSold in the event box head, right after seq', () => {
    h.createEvent(owner, { tiers: [tier('A'), tier('B')] })
    for (const t of [1, 0, 1]) h.register(h.account(), 'EVT-1', { tier: t })
    const box = new Uint8Array(ctx.ledger.getBox(h.contract, Bytes('eEVT-1')) as Uint8Array)
    const view = new DataView(box.buffer, box.byteOffset, box.byteLength)
    const sold = Array.from({ length: 6 }, (_, i) => Number(view.getBigUint64(EVENT_HEAD.offsets.tierSold + 8 * i)))
    expect(EVENT_HEAD.offsets.tierSold).toEqual(336)
    expect(sold).toEqual([1, 2, 0, 0, 0, 0])
  })

  it('leaves tierSold at zero for an event without tiers', () => {
    h.createEvent(owner)
    for (let i = 0; i < 3; i++) h.register(h.account())
    expect([...h.event().tierSold]).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('treats quantity 0 as unlimited', () => {
    h.createEvent(owner, { tiers: [tier('Open', 0, 0)] })
    for (let i = 0; i < 12; i++) h.register(h.account())
    expect(h.event().tierSold[0]).toEqual(12)
  })

  it('rejects a tier index equal to the tier count', () => {
    h.createEvent(owner, { tiers: [tier('A'), tier('B')] })
    expect(() => h.register(h.account(), 'EVT-1', { tier: 2 })).toThrow('Invalid ticket tier')
  })
})

describe('register_event: ticket payments', () => {
  beforeEach(() => {
    h.createEvent(owner, { tiers: [tier('Free'), tier('Paid', PRICE, 0)] })
  })

  it('accepts exactly the price and records it as paid', () => {
    const attendee = h.account()
    expect(h.register(attendee, 'EVT-1', { tier: 1, ticket: PRICE })).toEqual(PRICE)
    expect(h.registration('EVT-1', attendee).amountPaid).toEqual(PRICE)
    expect([...h.event().tierSold]).toEqual([0, 1, 0, 0, 0, 0])
  })

  it('records an overpayment as the amount paid', () => {
    const attendee = h.account()
    expect(h.register(attendee, 'EVT-1', { tier: 1, ticket: PRICE + 1 })).toEqual(PRICE + 1)
    expect(h.registration('EVT-1', attendee).amountPaid).toEqual(PRICE + 1)
  })

  it('rejects a payment one microALGO below the price', () => {
    expect(() => h.register(h.account(), 'EVT-1', { tier: 1, ticket: PRICE - 1 })).toThrow('Payment below ticket price')
    expect([...h.event().tierSold]).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('rejects a priced registration whose MBR payment is first in the group', () => {
    expect(() => h.register(h.account(), 'EVT-1', { tier: 1 })).toThrow('Ticket payment missing')
  })

  it("does not accept the transaction before the MBR payment unless it is a payment in the event's currency", () => {
    const attendee = h.account()
    const mbrPayment = h.pay(attendee, REGISTRATION_MBR)
    const notAPayment = h.appCall(attendee)
    const commitment = Bytes(ticketSecret('x')).toFixed({ length: 32 })
    expect(() =>
      h.call(attendee, () => h.contract.registerEvent(mbrPayment, 'EVT-1', 1, commitment, false), {
        before: [notAPayment, mbrPayment],
      }),
    ).toThrow("Payment must be in the event's currency")
  })

  it.each([
    ['goes to the app instead of the owner', 'Payment must go to the event owner', () => ({ receiver: h.app.address })],
    ['goes to a third account', 'Payment must go to the event owner', (other: Account) => ({ receiver: other })],
    ['comes from another account', 'Payment must come from the caller', (other: Account) => ({ sender: other })],
    [
      'closes the payer account',
      'Payment must not close the account',
      (other: Account) => ({ closeRemainderTo: other }),
    ],
    ['rekeys the payer account', 'Payment must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects a ticket payment that %s', (_, message, fields) => {
    const attendee = h.account()
    const ticket = h.pay(attendee, PRICE, { receiver: owner, ...fields(h.account()) })
    expect(() => h.register(attendee, 'EVT-1', { tier: 1, ticket })).toThrow(message)
    expect(h.event().registeredCount).toEqual(0)
  })

  it('needs no ticket payment for a free tier of a priced event', () => {
    expect(h.register(h.account(), 'EVT-1', { tier: 0 })).toEqual(0)
  })

  it('charges the new price after update_tier', () => {
    h.updateTier(owner, 1, PRICE * 2, 0)
    expect(() => h.register(h.account(), 'EVT-1', { tier: 1, ticket: PRICE })).toThrow('Payment below ticket price')
    expect(h.register(h.account(), 'EVT-1', { tier: 1, ticket: PRICE * 2 })).toEqual(PRICE * 2)
  })
})

describe('register_event after a refund', () => {
  const FREE = 0
  const PAID = 1
  const VIP = 2
  beforeEach(() => {
    h.createEvent(owner, { tiers: [tier('Free'), tier('Paid', PRICE, 0), tier('VIP', 2 * PRICE, 1)] })
  })

  /** Registers `attendee` in VIP, confirms, mints and claims its token, then refunds it. */
  function fullyUsedThenRefunded(attendee: Account) {
    h.register(attendee, 'EVT-1', { tier: VIP, ticket: 2 * PRICE })
    h.at(T0 + 100).attend(attendee)
    h.mint(attendee)
    h.claim(attendee)
    h.refund(owner, attendee)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  }

  it('starts a fresh registration (confirmed, new tier and amount, no attendance) that keeps the earlier token', () => {
    const attendee = h.account()
    fullyUsedThenRefunded(attendee)
    const before = h.registration('EVT-1', attendee)
    expect([before.status, before.tierIndex, before.amountPaid, before.attendedAt]).toEqual([
      STATUS_CANCELLED,
      VIP,
      2 * PRICE,
      T0 + 100,
    ])
    expect(before.assetId).not.toEqual(0)
    expect(before.claimed).toBe(true)

    expect(h.at(T0 + 500).register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE + 7, mbr: 0 })).toEqual(PRICE + 7)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.registeredAt, r.tierIndex, r.amountPaid, r.attendedAt, r.assetId]).toEqual([
      STATUS_CONFIRMED,
      T0 + 500,
      PAID,
      PRICE + 7,
      0,
      before.assetId,
    ])
    expect(r.claimed).toBe(true)
    const e = h.event()
    expect([e.registeredCount, e.attendedCount, e.mintedCount]).toEqual([1, 0, 1])
    expect([...e.tierSold]).toEqual([0, 1, 0, 0, 0, 0])
  })

  it('reuses the registration box and asks for no MBR (0 is enough)', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    h.refund(owner, attendee)
    const key = Bytes('r').concat(Bytes.fromHex('0000000000000000')).concat(attendee.bytes)
    expect(ctx.ledger.getBox(h.contract, key).length).toEqual(123)
    expect(h.register(attendee, 'EVT-1', { tier: FREE, mbr: 0 })).toEqual(0)
    expect(ctx.ledger.getBox(h.contract, key).length).toEqual(123)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('still checks the MBR payment itself', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    h.refund(owner, attendee)
    const elsewhere = h.pay(attendee, 0, { receiver: h.account() })
    expect(() => h.register(attendee, 'EVT-1', { tier: FREE, mbrPayment: elsewhere })).toThrow(
      'Payment must go to the app',
    )
    const fromOther = h.pay(h.account(), 0)
    expect(() => h.register(attendee, 'EVT-1', { tier: FREE, mbrPayment: fromOther })).toThrow(
      'Payment must come from the caller',
    )
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  })

  it('still takes a ticket payment for a priced tier', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE })
    h.refund(owner, attendee)
    expect(() => h.register(attendee, 'EVT-1', { tier: PAID, mbr: 0 })).toThrow('Ticket payment missing')
    expect(() => h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE - 1, mbr: 0 })).toThrow(
      'Payment below ticket price',
    )
    const toApp = h.pay(attendee, PRICE)
    expect(() => h.register(attendee, 'EVT-1', { tier: PAID, ticket: toApp, mbr: 0 })).toThrow(
      'Payment must go to the event owner',
    )
    expect(h.event().registeredCount).toEqual(0)
    expect(h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE, mbr: 0 })).toEqual(PRICE)
    expect(h.registration('EVT-1', attendee).amountPaid).toEqual(PRICE)
  })

  it.each([
    ['confirmed', () => undefined],
    ['attended', (a: Account) => h.attend(a)],
    [
      're-registered after a refund',
      (a: Account) => {
        h.refund(owner, a)
        h.register(a, 'EVT-1', { tier: FREE, mbr: 0 })
      },
    ],
  ])('rejects registering again while the registration is %s', (_, setup) => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    setup(attendee)
    const status = h.registration('EVT-1', attendee).status
    expect(() => h.register(attendee, 'EVT-1', { tier: FREE, mbr: REGISTRATION_MBR })).toThrow('Already registered')
    expect(() => h.register(attendee, 'EVT-1', { tier: PAID, ticket: PRICE })).toThrow('Already registered')
    expect(h.registration('EVT-1', attendee).status).toEqual(status)
    expect(h.event().registeredCount).toEqual(1)
  })

  it('is subject to the tier quantity and the event capacity like a first registration', () => {
    const first = h.account()
    h.register(first, 'EVT-1', { tier: VIP, ticket: 2 * PRICE })
    h.refund(owner, first)
    const second = h.account()
    h.register(second, 'EVT-1', { tier: VIP, ticket: 2 * PRICE }) // takes the VIP seat first freed
    expect(() => h.register(first, 'EVT-1', { tier: VIP, ticket: 2 * PRICE, mbr: 0 })).toThrow('Tier sold out')

    h.createEvent(owner, { id: 'SMALL', capacity: 1 })
    h.register(first, 'SMALL')
    h.refund(owner, first, 'SMALL')
    h.register(second, 'SMALL')
    expect(() => h.register(first, 'SMALL', { mbr: 0 })).toThrow('Event is full')
  })

  it('can be refunded and re-registered again, any number of times', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    for (let round = 0; round < 3; round++) {
      h.refund(owner, attendee)
      expect(() => h.refund(owner, attendee)).toThrow('Registration already cancelled')
      h.register(attendee, 'EVT-1', {
        tier: round % 2 === 0 ? PAID : FREE,
        ticket: round % 2 === 0 ? PRICE : undefined,
        mbr: 0,
      })
    }
    expect(h.registration('EVT-1', attendee).tierIndex).toEqual(PAID)
    expect(h.event().registeredCount).toEqual(1)
    expect([...h.event().tierSold]).toEqual([0, 1, 0, 0, 0, 0])
  })

  it('never mints a second token for the same account and event', () => {
    const attendee = h.account()
    fullyUsedThenRefunded(attendee)
    h.register(attendee, 'EVT-1', { tier: FREE, mbr: 0 })
    expect(() => h.mint(attendee)).toThrow('Attendance not confirmed')
    h.attend(attendee)
    expect(() => h.mint(attendee)).toThrow('Token already minted')
    expect(() => h.claim(attendee)).toThrow('Token already claimed')
    expect([h.event().attendedCount, h.event().mintedCount]).toEqual([1, 1])
  })

  it('lets a token minted but not claimed before the refund be claimed after registering again', () => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    h.attend(attendee)
    const token = h.mint(attendee)
    h.refund(owner, attendee)
    h.register(attendee, 'EVT-1', { tier: FREE, mbr: 0 })
    expect(h.claim(attendee)).toEqual(token)
    expect(h.registration('EVT-1', attendee).claimed).toBe(true)
  })

  it.each([
    ['refunded', false],
    ['refunded and banned', true],
  ])('refuses the claim of a token minted before the registration was %s', (_, ban) => {
    const attendee = h.account()
    h.register(attendee, 'EVT-1', { tier: FREE })
    h.attend(attendee)
    h.mint(attendee)
    h.refund(owner, attendee, 'EVT-1', { ban })
    expect(() => h.claim(attendee)).toThrow('Registration is cancelled')
    expect(h.registration('EVT-1', attendee).claimed).toBe(false)
  })
})

describe('get_registration', () => {
  it.each([
    ['an unknown event', 'nope', 'Event not found'],
    ['an account that never registered', 'EVT-1', 'Not registered'],
  ])('rejects %s', (_, id, message) => {
    h.createEvent(owner)
    expect(() => h.registration(id, h.account())).toThrow(message)
  })
})

describe('refund_registration', () => {
  let attendee: Account
  beforeEach(() => {
    h.createEvent(owner, { capacity: 1, tiers: [tier('Paid', PRICE, 1)] })
    attendee = h.account()
    h.register(attendee, 'EVT-1', { ticket: PRICE })
  })

  it('cancels the registration and returns the seat to the event and its tier', () => {
    expect(h.refund(owner, attendee, 'EVT-1', { amount: PRICE })).toEqual(PRICE)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
    const e = h.event()
    expect([e.registeredCount, e.tierSold[0]]).toEqual([0, 0])
    h.register(h.account(), 'EVT-1', { ticket: PRICE }) // the freed seat (capacity 1, quantity 1)
  })

  it('with a ban, frees the seat for others but never for the same account again', () => {
    h.refund(owner, attendee, 'EVT-1', { ban: true })
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_BANNED)
    expect(() => h.register(attendee, 'EVT-1', { ticket: PRICE })).toThrow(
      'The event owner has closed this event to this account',
    )
    expect(() => h.refund(owner, attendee, 'EVT-1', { ban: true })).toThrow('Registration already cancelled')
    expect(() => h.refund(owner, attendee)).toThrow('Registration already cancelled')
    expect(h.event().registeredCount).toEqual(0)
    h.register(h.account(), 'EVT-1', { ticket: PRICE }) // the freed seat goes to someone else
  })

  it('with a ban, refuses a 0 ALGO refund of a free seat taken back at once', () => {
    h.createEvent(owner, { id: 'FREE', capacity: 1 })
    h.register(attendee, 'FREE')
    h.refund(owner, attendee, 'FREE', { amount: 0, ban: true })
    expect(() => h.register(attendee, 'FREE')).toThrow('The event owner has closed this event to this account')
    expect(h.registration('FREE', attendee).status).toEqual(STATUS_BANNED)
  })

  it('set_registration_ban reopens a banned account, and closes one refunded without a ban', () => {
    h.refund(owner, attendee, 'EVT-1', { ban: true })
    h.setBan(owner, attendee, false)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
    h.setBan(owner, attendee, true)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_BANNED)
    expect(() => h.register(attendee, 'EVT-1', { ticket: PRICE })).toThrow('closed this event to this account')
    h.setBan(owner, attendee, false)
    h.register(attendee, 'EVT-1', { ticket: PRICE, mbr: 0 })
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it("set_registration_ban is the owner's, and only for a refunded registration", () => {
    expect(() => h.setBan(owner, attendee, true)).toThrow('Only a refunded registration can be closed or reopened')
    h.refund(owner, attendee)
    expect(() => h.setBan(h.account(), attendee, true)).toThrow('Only the event owner can do this')
    expect(() => h.setBan(owner, h.account(), true)).toThrow('Not registered')
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CANCELLED)
  })

  it('lowers attendedCount when the refunded registration had attended', () => {
    h.attend(attendee)
    expect(h.event().attendedCount).toEqual(1)
    h.refund(owner, attendee)
    expect([h.event().attendedCount, h.event().registeredCount]).toEqual([0, 0])
  })

  it('accepts more than was paid', () => {
    expect(h.refund(owner, attendee, 'EVT-1', { amount: PRICE + 10 })).toEqual(PRICE + 10)
  })

  it('rejects a refund one microALGO below the amount paid', () => {
    expect(() => h.refund(owner, attendee, 'EVT-1', { amount: PRICE - 1 })).toThrow('Refund below amount paid')
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('rejects a second refund', () => {
    h.refund(owner, attendee)
    expect(() => h.refund(owner, attendee, 'EVT-1', { amount: PRICE })).toThrow('Registration already cancelled')
    expect(h.event().registeredCount).toEqual(0)
  })

  it('keeps the cancelled registration readable', () => {
    h.refund(owner, attendee)
    const r = h.registration('EVT-1', attendee)
    expect([r.status, r.amountPaid, r.tierIndex]).toEqual([STATUS_CANCELLED, PRICE, 0])
  })

  it.each([
    ['comes from another account', 'Refund must come from the event owner', (other: Account) => ({ sender: other })],
    ['goes to another account', 'Refund must go to the attendee', (other: Account) => ({ receiver: other })],
    [
      'closes the owner account',
      'Payment must not close the account',
      (other: Account) => ({ closeRemainderTo: other }),
    ],
    ['rekeys the owner account', 'Payment must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects a refund payment that %s', (_, message, fields) => {
    const refund = h.pay(owner, PRICE, { receiver: attendee, ...fields(h.account()) })
    expect(() => h.refund(owner, attendee, 'EVT-1', { refund })).toThrow(message)
    expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
  })

  it('rejects an account that never registered', () => {
    expect(() => h.refund(owner, h.account(), 'EVT-1', { amount: 0 })).toThrow('Not registered')
  })

  it('rejects an unknown event', () => {
    expect(() => h.refund(owner, attendee, 'nope', { amount: PRICE })).toThrow('Event not found')
  })
})
