import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isValidEventId } from './text.algo'
import {
  EVENT_TIERS_OFFSET_AT,
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  MAX_URL_BYTES,
} from './records.algo'
import {
  DAY,
  DEFAULT_BUDGET_PAYMENT,
  defaultEvent,
  eventBoxMbr,
  type EventArgs,
  EVENT_HEAD,
  eventValueSize,
  FIRST_EVENT_INDEX_MBR,
  Harness,
  NEXT_EVENT_INDEX_MBR,
  ROUND0,
  T0,
  tier,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
beforeEach(() => {
  h = new Harness(ctx)
})
afterEach(() => ctx.reset())

const longUrl = (bytes: number) => 'https://' + 'a'.repeat(bytes - 'https://'.length)

describe('create_event', () => {
  it('stores the event owned by the caller and returns its sequence number', () => {
    const owner = h.account()
    const tiers = [tier('Early', 5_000_000, 100), tier('VIP', 20_000_000, 10)]
    expect(h.createEvent(owner, { expiry: T0 + 30 * DAY, capacity: 500, tiers, accessType: 'time-based' })).toEqual(0)
    expect(h.createEvent(owner, { id: 'EVT-2' })).toEqual(1)

    const e = h.event()
    expect(e.owner).toEqual(owner)
    expect([e.name, e.url, e.accessType]).toEqual(['Launch Party', 'https://example.com/launch', 'time-based'])
    expect([e.seq, e.expiry, e.capacity, e.createdAt, e.lastUpdatedAt]).toEqual([0, T0 + 30 * DAY, 500, T0, T0])
    expect(e.detailsRound).toEqual(ROUND0)
    expect(e.active).toBe(true)
    expect([e.listed, e.approvalRequired]).toEqual([true, false])
    expect([e.registeredCount, e.attendedCount, e.mintedCount, e.scanCount, e.lastScannedAt]).toEqual([0, 0, 0, 0, 0])
    expect([e.urlUpdateCount, e.lastSponsoredRound]).toEqual([0, 0])
    expect(e.histogramDay).toEqual(Math.floor(T0 / DAY))
    expect([...e.dailyScans]).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(e.tiers.map((t) => [t.name, t.price, t.quantity])).toEqual([
      ['Early', 5_000_000, 100],
      ['VIP', 20_000_000, 10],
    ])
    expect([...e.tierSold]).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('works with the largest arguments (the op-up budget the call asks for is not modelled here)', () => {
    const owner = h.account()
    const tiers = Array.from({ length: MAX_TIERS }, (_, i) => tier(String(i).repeat(MAX_TIER_NAME_BYTES), i, i))
    const id = 'z'.repeat(MAX_EVENT_ID_BYTES)
    h.createEvent(owner, { id, tiers })
    const e = h.event(id)
    expect(e.tiers.map((t) => [t.name, t.price, t.quantity])).toEqual(tiers.map((t) => [t.name, t.price, t.quantity]))
    expect([...e.tierSold]).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('keeps what is above the box MBR as the scan budget (first event of an owner)', () => {
    const owner = h.account()
    const args = defaultEvent({ tiers: [tier('Général', 1, 1), tier('🎟 VIP', 2, 2)] })
    h.createEvent(owner, args)
    // 'e' + id -> EventRecord, plus the owner's count box and first index page, and the app's first index page.
    const mbr = eventBoxMbr(args) + FIRST_EVENT_INDEX_MBR
    // value: 396-byte head + 'public' (8) + 'Launch Party' (14) + url (28) + tiers 2 + (2 + 19 + 2 + 9) + (2 + 19 + 2 + 8)
    expect(mbr).toEqual(2_500 + 400 * (6 + 511) + 18_900 + 31_700 + 18_900)
    expect(h.event().scanBudget).toEqual(DEFAULT_BUDGET_PAYMENT - mbr)
  })

  it('charges only one more index slot for an owner’s next event', () => {
    const owner = h.account()
    h.createEvent(owner)
    const second = defaultEvent({ id: 'EVT-2', name: 'After Party' })
    h.createEvent(owner, second)
    expect(h.event('EVT-2').scanBudget).toEqual(DEFAULT_BUDGET_PAYMENT - eventBoxMbr(second) - NEXT_EVENT_INDEX_MBR)
  })

  it('stores the record in its ARC-4 layout under e + id', () => {
    const owner = h.account()
    const args = defaultEvent({ tiers: [tier('VIP', 7, 3)] })
    h.createEvent(owner, args)
    const box = new Uint8Array(ctx.ledger.getBox(h.contract, Bytes('eEVT-1')) as Uint8Array)
    expect(box.length).toEqual(eventValueSize(args))
    expect(EVENT_HEAD.size).toEqual(396)
    const view = new DataView(box.buffer, box.byteOffset, box.byteLength)
    const u16 = (at: number) => view.getUint16(at)
    const u64 = (at: number) => Number(view.getBigUint64(at))
    const { offsets } = EVENT_HEAD
    // active and approvalRequired share a byte, high bit first; listed has its own
    expect(box[offsets.active]).toEqual(0x80)
    expect(box[offsets.listed]).toEqual(0x80)
    expect(u64(offsets.detailsRound)).toEqual(ROUND0)
    // the seal key and its version before seq, the settings after it: lead time, decide-by, end, the flag, start
    expect(box.subarray(offsets.sealKey, offsets.sealKey + 32)).toEqual(args.sealKey)
    expect(u64(offsets.sealKeyVersion)).toEqual(1)
    const settingsAt = offsets.settings
    expect([u64(settingsAt), u64(settingsAt + 8), u64(settingsAt + 16)]).toEqual([
      args.settings.checkInOpensBefore,
      args.settings.decideBy ?? 0,
      args.settings.endsAt,
    ])
    expect(box[settingsAt + 24]).toEqual(args.settings.selfCheckIn ? 0x80 : 0)
    expect(u64(settingsAt + 25)).toEqual(args.settings.startsAt)
    // the scan limits and their counters follow the settings; then tierSold, six uint64s before the tiers offset
    expect(offsets.sponsoredInRound).toEqual(offsets.settings + 33)
    expect([offsets.sponsoredPerDay, offsets.sponsoredPerRound, offsets.sponsoredToday].map(u64)).toEqual([250, 8, 0])
    expect(offsets.tierSold).toEqual(offsets.sponsoredToday + 8)
    expect(Array.from({ length: 6 }, (_, i) => u64(offsets.tierSold + 8 * i))).toEqual([0, 0, 0, 0, 0, 0])
    // tiers: a length prefix, one offset per tier, then (name offset, price, quantity, transferable, name)
    const tiersAt = u16(offsets.tiers)
    expect(u16(tiersAt)).toEqual(1)
    const tierAt = tiersAt + 2 + u16(tiersAt + 2)
    expect([u64(tierAt + 2), u64(tierAt + 10), box[tierAt + 18]]).toEqual([7, 3, 0x80])
    const nameAt = tierAt + u16(tierAt)
    expect(nameAt).toEqual(tierAt + 19)
    expect(new TextDecoder().decode(box.subarray(nameAt + 2, nameAt + 2 + u16(nameAt)))).toEqual('VIP')
    // the url is the last tail and ends the box
    const urlAt = u16(offsets.url)
    expect(urlAt + 2 + u16(urlAt)).toEqual(box.length)
  })

  it('accepts a payment of exactly the MBR (budget 0) and rejects one microALGO less', () => {
    const owner = h.account()
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    expect(() => h.createEvent(owner, {}, { amount: mbr - 1 })).toThrow('Payment does not cover the minimum balance')
    h.createEvent(owner, {}, { amount: mbr })
    expect(h.event().scanBudget).toEqual(0)
  })

  it.each([
    ['goes to another account', 'Payment must go to the app', (other: Account) => ({ receiver: other })],
    ['comes from another account', 'Payment must come from the caller', (other: Account) => ({ sender: other })],
    ['closes the account', 'Payment must not close the account', (other: Account) => ({ closeRemainderTo: other })],
    ['rekeys the account', 'Payment must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects an MBR payment that %s', (_, message, fields) => {
    const owner = h.account()
    const payment = h.pay(owner, DEFAULT_BUDGET_PAYMENT, fields(h.account()))
    expect(() => h.createEvent(owner, {}, { payment })).toThrow(message)
  })

  describe('validates its arguments', () => {
    it.each([
      ['an empty event id', { id: '' }, 'Invalid event ID'],
      ['a 33-byte event id', { id: 'E'.repeat(33) }, 'Invalid event ID'],
      ['a space in the id', { id: 'my event' }, 'Invalid event ID'],
      ['a slash in the id', { id: 'a/b' }, 'Invalid event ID'],
      ['a dot in the id', { id: 'a.b' }, 'Invalid event ID'],
      ['non-ASCII in the id', { id: 'café' }, 'Invalid event ID'],
      ['an empty name', { name: '' }, 'Event name is required'],
      ['a 65-byte name', { name: 'n'.repeat(65) }, 'Event name too long'],
      ['a 65-byte name of 2-byte characters', { name: 'é'.repeat(32) + 'x' }, 'Event name too long'],
      ['a javascript: URL', { url: 'javascript:alert(1)' }, 'URL must start with https:// or http://'],
      ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }, 'URL must start with https:// or http://'],
      ['an ftp: URL', { url: 'ftp://x' }, 'URL must start with https:// or http://'],
      ['a bare https://', { url: 'https://' }, 'URL must start with https:// or http://'],
      ['a bare http://', { url: 'http://' }, 'URL must start with https:// or http://'],
      [
        'an upper-case scheme (the prefix check is case-sensitive)',
        { url: 'HTTPS://x' },
        'URL must start with https:// or http://',
      ],
      ['a leading space', { url: ' https://x' }, 'URL must start with https:// or http://'],
      ['an empty URL', { url: '' }, 'URL must start with https:// or http://'],
      ['a URL one byte over the limit', { url: longUrl(MAX_URL_BYTES + 1) }, 'URL too long'],
      ['an unknown access type', { accessType: 'private' }, 'Invalid access type'],
      ['an access type in the wrong case', { accessType: 'Public' }, 'Invalid access type'],
      ['an empty access type', { accessType: '' }, 'Invalid access type'],
      [
        'seven tiers',
        { tiers: Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(`T${i}`)) },
        'Too many ticket tiers',
      ],
      ['an unnamed tier', { tiers: [tier('VIP'), tier('')] }, 'Tier name is required'],
      ['a 33-byte tier name', { tiers: [tier('t'.repeat(MAX_TIER_NAME_BYTES + 1))] }, 'Tier name too long'],
    ])('rejects %s', (_, overrides, message) => {
      expect(() => h.createEvent(h.account(), overrides)).toThrow(message)
    })

    it.each<[string, Partial<EventArgs>]>([
      ['a 32-byte id of every allowed character class', { id: 'AZaz09-_'.repeat(4) }],
      ['a one-byte id', { id: 'x' }],
      ['a 64-byte name', { name: 'n'.repeat(MAX_NAME_BYTES) }],
      ['a URL of exactly MAX_URL_BYTES', { url: longUrl(MAX_URL_BYTES) }],
      ['an http:// URL', { url: 'http://x' }],
      ['the nft-gated access type', { accessType: 'nft-gated' }],
      ['the time-based access type', { accessType: 'time-based' }],
      ['six tiers (MAX_TIERS)', { tiers: Array.from({ length: MAX_TIERS }, (_, i) => tier(`T${i}`)) }],
      ['a 32-byte tier name', { tiers: [tier('t'.repeat(MAX_TIER_NAME_BYTES))] }],
    ])('accepts %s', (_, overrides) => {
      const owner = h.account()
      h.createEvent(owner, overrides)
      const e = h.event(overrides.id ?? 'EVT-1')
      expect(e.owner).toEqual(owner)
      expect(e.url).toEqual(overrides.url ?? 'https://example.com/launch')
    })

    it('allows at most 6 tiers', () => {
      expect(MAX_TIERS).toEqual(6)
    })

    // The id check is one getbit per byte in a 256-bit table; compare every byte with the charset.
    const ID_CHARSET = /^[A-Za-z0-9_-]$/
    const bytes = Array.from(
      { length: 256 },
      (_, b) => [b.toString(16).padStart(2, '0'), b, ID_CHARSET.test(String.fromCharCode(b))] as const,
    )
    it.each(bytes)('a 1-byte id of byte 0x%s (%i) is accepted: %s', (_, b, allowed) => {
      expect(isValidEventId(Bytes(new Uint8Array([b])), MAX_EVENT_ID_BYTES)).toBe(allowed)
      if (b >= 0x80) return // not a 1-byte UTF-8 string: an ABI string from JS cannot carry it alone
      const id = String.fromCharCode(b)
      if (allowed) {
        h.createEvent(h.account(), { id })
        expect(h.event(id).name).toEqual('Launch Party')
      } else {
        expect(() => h.createEvent(h.account(), { id })).toThrow('Invalid event ID')
      }
    })

    it('rejects a disallowed byte at any position of a 32-byte id', () => {
      const owner = h.account()
      for (let i = 0; i < MAX_EVENT_ID_BYTES; i++) {
        const id = 'a'.repeat(i) + '.' + 'a'.repeat(MAX_EVENT_ID_BYTES - 1 - i)
        expect(() => h.createEvent(owner, { id })).toThrow('Invalid event ID')
      }
      expect(h.ownerEventCount(owner)).toEqual(0)
    })

    it('rejects a duplicate event id, even from another owner', () => {
      h.createEvent(h.account())
      expect(() => h.createEvent(h.account())).toThrow('Event ID already exists')
    })
  })
})

describe('get_event', () => {
  it('rejects an unknown event', () => {
    expect(() => h.event('nope')).toThrow('Event not found')
  })
})

describe('update_url', () => {
  it('changes the URL, records when, and counts the update', () => {
    const owner = h.account()
    h.createEvent(owner)
    const budget = h.event().scanBudget
    h.at(T0 + 3_600).updateUrl(owner, 'https://example.org/launch') // same length
    expect(h.event().scanBudget).toEqual(budget) // same length: nothing to pay, nothing freed
    h.at(T0 + 7_200).updateUrl(owner, 'http://example.com/')
    const e = h.event()
    expect([e.url, e.lastUpdatedAt, e.urlUpdateCount]).toEqual(['http://example.com/', T0 + 7_200, 2])
    expect(e.createdAt).toEqual(T0)
  })

  it('shrinks the box for a shorter URL and returns the freed MBR to the scan budget', () => {
    const owner = h.account()
    h.createEvent(owner, { url: 'https://example.com/a-rather-long-path' })
    const budget = h.event().scanBudget
    const boxLength = () => (ctx.ledger.getBox(h.contract, Bytes('eEVT-1')) as Uint8Array).length
    const before = boxLength()
    h.updateUrl(owner, 'https://example.com/')
    expect(boxLength()).toEqual(before - 18)
    expect(h.event().scanBudget).toEqual(budget + 18 * 400)
    h.updateUrl(owner, 'https://example.com/a-rather-long-path') // and growing takes it back
    expect(h.event().scanBudget).toEqual(budget)
  })

  it('takes 400 microALGO per added byte from the scan budget', () => {
    const owner = h.account()
    h.createEvent(owner)
    const before = h.event()
    h.updateUrl(owner, before.url + '/0123456789') // 11 bytes longer
    expect(h.event().scanBudget).toEqual(before.scanBudget - 11 * 400)
  })

  it('rejects a longer URL the budget cannot pay for, and accepts one it exactly can', () => {
    const owner = h.account()
    const mbr = eventBoxMbr(defaultEvent()) + FIRST_EVENT_INDEX_MBR
    h.createEvent(owner, {}, { amount: mbr + 4_000 }) // budget for 10 more bytes
    expect(() => h.updateUrl(owner, 'https://example.com/launch' + '/'.repeat(11))).toThrow(
      'Scan budget too low to store a longer URL',
    )
    h.updateUrl(owner, 'https://example.com/launch' + '/'.repeat(10))
    expect(h.event().scanBudget).toEqual(0)
    h.updateUrl(owner, 'https://example.com/') // shrinking needs no budget
  })

  it.each([
    ['a non-web URL', 'javascript:alert(1)', 'URL must start with https:// or http://'],
    ['an over-long URL', longUrl(MAX_URL_BYTES + 1), 'URL too long'],
  ])('rejects %s', (_, url, message) => {
    const owner = h.account()
    h.createEvent(owner)
    expect(() => h.updateUrl(owner, url)).toThrow(message)
  })

  it('rejects an unknown event', () => {
    expect(() => h.updateUrl(h.account(), 'https://x.io', 'nope')).toThrow('Event not found')
  })
})

describe('owner-only methods', () => {
  const ownerOnly: [string, (x: Harness, sender: Account) => unknown][] = [
    ['update_url', (x, s) => x.updateUrl(s, 'https://evil.example')],
    ['deactivate_event', (x, s) => x.deactivate(s)],
    ['update_tier', (x, s) => x.updateTier(s, 0, 1, 0)],
    ['refund_registration', (x, s) => x.refund(s, x.account(), 'EVT-1', { amount: 0 })],
    ['withdraw_budgets', (x, s) => x.withdraw(s)],
  ]

  it.each(ownerOnly)('%s rejects a caller who is not the owner (not even the app creator)', (_, call) => {
    h.createEvent(h.account(), { tiers: [tier('VIP', 1)] })
    expect(() => call(h, h.account())).toThrow('Only the event owner can do this')
    expect(() => call(h, h.creator)).toThrow('Only the event owner can do this')
  })
})

describe('update_tier', () => {
  it('writes the price and quantity where the layout puts them', () => {
    expect(EVENT_TIERS_OFFSET_AT).toEqual(EVENT_HEAD.offsets.tiers)
    const owner = h.account()
    const tiers = [tier('Général', 1, 5, false), tier('🎟 VIP', 2, 6), tier('C', 3, 7)]
    h.createEvent(owner, { tiers })
    h.updateTier(owner, 1, 9_000_000, 60)
    expect(h.event().tiers.map((t) => [t.name, t.price, t.quantity, t.transferable])).toEqual([
      ['Général', 1, 5, false],
      ['🎟 VIP', 9_000_000, 60, true],
      ['C', 3, 7, true],
    ])
    expect(h.event().name).toEqual('Launch Party')
    expect(h.event().url).toEqual('https://example.com/launch')
  })

  it('changes the price of one tier', () => {
    const owner = h.account()
    h.createEvent(owner, { tiers: [tier('A', 1), tier('B', 2)] })
    h.updateTier(owner, 1, 3_000_000, 0)
    expect(h.event().tiers.map((t) => t.price)).toEqual([1, 3_000_000])
  })

  it.each([
    ['an index equal to the tier count', [tier('A', 1)], 1],
    ['any index on an event without tiers', [], 0],
  ])('rejects %s', (_, tiers, index) => {
    const owner = h.account()
    h.createEvent(owner, { tiers })
    expect(() => h.updateTier(owner, index, 5, 0)).toThrow('Invalid ticket tier')
  })
})

describe('deactivate_event', () => {
  it('marks the event inactive', () => {
    const owner = h.account()
    h.createEvent(owner)
    h.deactivate(owner)
    expect(h.event().active).toBe(false)
  })

  it.each([
    ['update_url', (x: Harness, owner: Account) => x.updateUrl(owner, 'https://example.com/other')],
    ['update_tier', (x: Harness, owner: Account) => x.updateTier(owner, 0, 1, 0)],
    ['increment_scan', (x: Harness) => x.scan(x.account())],
    ['register_event', (x: Harness) => x.register(x.account())],
    ['confirm_attendance', (x: Harness, _owner: Account, attendee: Account) => x.confirm(attendee)],
    ['deactivate_event (again)', (x: Harness, owner: Account) => x.deactivate(owner)],
  ])('then %s is rejected', (_, call) => {
    const owner = h.account()
    h.createEvent(owner, { tiers: [tier('Free')] })
    const attendee = h.account()
    h.register(attendee)
    h.deactivate(owner)
    expect(() => call(h, owner, attendee)).toThrow('Event is not active')
  })
})

describe('reactivate_event', () => {
  it('takes the deactivation back for the owner: registration and scans work again', () => {
    const owner = h.account()
    h.createEvent(owner)
    h.deactivate(owner)
    expect(() => h.reactivate(h.account())).toThrow('Only the event owner can do this')
    h.reactivate(owner)
    expect(h.event().active).toBe(true)
    h.register(h.account())
    h.scan(h.account())
    expect([h.event().registeredCount, h.event().scanCount]).toEqual([1, 1])
  })

  it('refuses an active event and an unknown one', () => {
    const owner = h.account()
    h.createEvent(owner)
    expect(() => h.reactivate(owner)).toThrow('Event is already active')
    expect(() => h.reactivate(owner, 'nope')).toThrow('Event not found')
  })

  it('keeps a budget withdrawn while the event was inactive at zero', () => {
    const owner = h.account()
    h.createEvent(owner, { listed: false })
    h.deactivate(owner)
    h.withdraw(owner)
    h.reactivate(owner)
    expect(h.event().scanBudget).toEqual(0)
  })
})

describe('top_up_budget (scans)', () => {
  it('lets anyone add to the budget and returns the new budget', () => {
    const owner = h.account()
    h.createEvent(owner)
    const budget = h.event().scanBudget
    expect(h.topUp(h.account(), 250_000)).toEqual(budget + 250_000)
    expect(h.event().scanBudget).toEqual(budget + 250_000)
  })

  it.each([
    ['of zero', (x: Harness, s: Account) => x.pay(s, 0), 'Payment does not cover the minimum balance'],
    [
      'to another account',
      (x: Harness, s: Account) => x.pay(s, 10, { receiver: x.account() }),
      'Payment must go to the app',
    ],
  ])('rejects a payment %s', (_, payment, message) => {
    h.createEvent(h.account())
    const sender = h.account()
    expect(() => h.topUp(sender, 0, 'EVT-1', payment(h, sender))).toThrow(message)
  })

  it('rejects an unknown event', () => {
    expect(() => h.topUp(h.account(), 10, 'nope')).toThrow('Event not found')
  })
})

describe('withdraw_budgets', () => {
  it('is refused while the event is active', () => {
    const owner = h.account()
    h.createEvent(owner)
    expect(() => h.withdraw(owner)).toThrow('Deactivate the event before withdrawing its budgets')
  })

  it('pays the whole budget to the owner with a zero-fee inner payment, then leaves 0', () => {
    const owner = h.account()
    h.createEvent(owner)
    h.topUp(h.account(), 5_000)
    h.deactivate(owner)
    const budget = h.event().scanBudget

    expect(h.withdraw(owner)).toEqual(budget)
    const payment = h.lastItxns.getPaymentInnerTxn()
    expect(payment.receiver).toEqual(owner)
    expect(payment.amount).toEqual(budget)
    expect(payment.fee).toEqual(0)
    expect(h.event().scanBudget).toEqual(0)

    expect(h.withdraw(owner)).toEqual(0)
    expect(ctx.txn.lastGroup.itxnGroups).toHaveLength(0) // nothing left: no payment at all
  })

  it('rejects an unknown event', () => {
    expect(() => h.withdraw(h.account(), 'nope')).toThrow('Event not found')
  })
})
