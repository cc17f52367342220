import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_NOTE_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TOKEN_TEXT_BYTES,
} from './records.algo'
import {
  ASSET_CREATE_MBR,
  attendedRegistration,
  Harness,
  OPEN_SETTINGS,
  tier,
  TOKEN_TEXTS,
  utf8Length,
} from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

const text = (bytes: unknown) => new TextDecoder().decode((bytes as { asUint8Array(): Uint8Array }).asUint8Array())

const NOT_PLAIN = 'Token texts may not contain quotes, backslashes or control characters'
const noteOf = () => JSON.parse(text(h.lastItxns.getAssetConfigInnerTxn().note)) as Arc69
type Arc69 = { standard: string; description: string; properties: Record<string, string> }

/** Mints for a fresh attended registration and returns the inner asset config. */
function mintFor(overrides: Parameters<typeof attendedRegistration>[2] = {}, tierIndex?: number) {
  h.createEvent(owner, overrides)
  const attendee = h.account()
  h.register(attendee, overrides.id ?? 'EVT-1', { tier: tierIndex ?? 0 })
  h.attend(attendee, overrides.id ?? 'EVT-1')
  const assetId = h.mint(attendee, overrides.id ?? 'EVT-1')
  return { attendee, assetId, config: h.lastItxns.getAssetConfigInnerTxn() }
}

describe('mint_nft', () => {
  it('creates a 1-of-1 token held and controlled by the app, with zero fee', () => {
    const { attendee, assetId, config } = mintFor({ tiers: [tier('VIP')] })
    expect(config.createdAsset.id).toEqual(assetId)
    expect([config.total, config.decimals, config.fee]).toEqual([1, 0, 0])
    expect(config.defaultFrozen).toBe(false)
    for (const role of [config.manager, config.reserve, config.freeze, config.clawback])
      expect(role).toEqual(h.app.address)
    expect(JSON.parse(text(config.note))).toEqual({
      standard: 'arc69',
      description: 'Proof of attendance at Launch Party',
      properties: {
        Event: 'Launch Party',
        'Event ID': 'EVT-1',
        'Ticket Tier': 'VIP',
        'Event Date': TOKEN_TEXTS.eventDate,
        Location: TOKEN_TEXTS.location,
        Attendee: TOKEN_TEXTS.attendee,
        Blockchain: 'Algorand',
        Network: TOKEN_TEXTS.network,
        Attendance: 'door check-in',
      },
    })
    expect(h.registration('EVT-1', attendee).assetId).toEqual(assetId)
    expect(h.event().mintedCount).toEqual(1)
  })

  it.each([
    ['names the token after the event and tier', { name: 'Launch', tiers: [tier('VIP')] }, 'Launch - VIP Ticket'],
    [
      'uses General Admission for an event without tiers',
      { name: 'Gala', tiers: [] },
      'Gala - General Admission Ticket',
    ],
    ['cuts the name at 32 bytes', { name: 'Launch Party', tiers: [] }, 'Launch Party - General Admission'],
    ['backs off a 2-byte character split at byte 32', { name: 'a'.repeat(31) + 'é', tiers: [] }, 'a'.repeat(31)],
    ['keeps a 2-byte character that ends at byte 32', { name: 'a'.repeat(30) + 'é', tiers: [] }, 'a'.repeat(30) + 'é'],
    ['backs off a 4-byte emoji split at byte 32', { name: 'a'.repeat(30) + '🎉', tiers: [] }, 'a'.repeat(30)],
    ['backs off a 3-byte character split at byte 32', { name: 'a'.repeat(30) + '€', tiers: [] }, 'a'.repeat(30)],
  ])('%s', (_, overrides, expected) => {
    const { config } = mintFor(overrides)
    expect(text(config.assetName)).toEqual(expected)
    expect(utf8Length(text(config.assetName))).toBeLessThanOrEqual(32)
  })

  it('names the token after the attendee’s own tier', () => {
    const { config } = mintFor({ name: 'Fest', tiers: [tier('Day'), tier('Weekend')] }, 1)
    expect(text(config.assetName)).toEqual('Fest - Weekend Ticket')
  })

  it.each([
    ['summer-fest_2025', 'SUMMER-F'],
    ['ab', 'AB'],
    ['Mixed9z', 'MIXED9Z'],
    ['exactly8', 'EXACTLY8'],
  ])('uses the upper-cased first 8 bytes of %s as the unit name', (id, unitName) => {
    const { config } = mintFor({ id })
    expect(text(config.unitName)).toEqual(unitName)
  })

  it('writes the largest note the limits allow, within MAX_NOTE_BYTES, as JSON', () => {
    const largest = {
      id: 'i'.repeat(MAX_EVENT_ID_BYTES),
      name: 'n'.repeat(MAX_NAME_BYTES - 2) + 'é',
      tiers: [tier('t'.repeat(MAX_TIER_NAME_BYTES))],
    }
    h.createEvent(owner, largest)
    const attendee = h.account()
    h.register(attendee, largest.id)
    h.attend(attendee, largest.id)
    const long = 'x'.repeat(MAX_TOKEN_TEXT_BYTES)
    h.mint(attendee, largest.id, { texts: { eventDate: long, location: long, attendee: long, network: long } })
    const note = text(h.lastItxns.getAssetConfigInnerTxn().note)
    expect(utf8Length(note)).toBeLessThanOrEqual(MAX_NOTE_BYTES)
    expect(JSON.parse(note).properties.Location).toEqual(long)
  })

  it('says "self-declared" for attendance the attendee declared', () => {
    h.createEvent(owner, { settings: { ...OPEN_SETTINGS, selfCheckIn: true } })
    const attendee = h.account()
    h.register(attendee)
    h.confirm(attendee)
    h.mint(attendee)
    expect(noteOf().properties.Attendance).toEqual('self-declared')
  })

  it.each([
    ['a quote, which would end the string and add keys', 'x","Attendance":"door check-in'],
    ['a backslash, which would start an escape', 'C:\\tickets'],
    ['a \\u escape of a quote', 'x\\u0022'],
    ['a newline', 'two\nlines'],
    ['a tab', 'a\tb'],
    ['a DEL byte', 'del\u007f'],
  ])('refuses a text with %s, so no minter text can shadow "Attendance"', (_, bad) => {
    const attendee = attendedRegistration(h, owner)
    for (const field of ['eventDate', 'location', 'attendee', 'network'] as const) {
      expect(() => h.mint(attendee, 'EVT-1', { texts: { [field]: bad } }), field).toThrow(NOT_PLAIN)
    }
    expect(h.registration('EVT-1', attendee).assetId).toEqual(0)
  })

  it('takes any other text, non-ASCII included, and refuses one byte over the limit', () => {
    const attendee = attendedRegistration(h, owner)
    expect(() => h.mint(attendee, 'EVT-1', { texts: { location: 'x'.repeat(MAX_TOKEN_TEXT_BYTES + 1) } })).toThrow(
      'Token text too long',
    )
    h.mint(attendee, 'EVT-1', { texts: { location: "Café 'Zé' {12} [a] /b ~ 🎉" } })
    expect(noteOf().properties.Location).toEqual("Café 'Zé' {12} [a] /b ~ 🎉")
  })

  it('requires a payment of Global.assetCreateMinBalance', () => {
    const attendee = attendedRegistration(h, owner)
    expect(() => h.mint(attendee, 'EVT-1', { mbr: ASSET_CREATE_MBR - 1 })).toThrow(
      'Payment does not cover the minimum balance',
    )
    h.mint(attendee, 'EVT-1', { mbr: ASSET_CREATE_MBR })
  })

  it.each([
    ['goes to another account', 'Payment must go to the app', (other: Account) => ({ receiver: other })],
    ['comes from another account', 'Payment must come from the caller', (other: Account) => ({ sender: other })],
    ['closes the account', 'Payment must not close the account', (other: Account) => ({ closeRemainderTo: other })],
    ['rekeys the account', 'Payment must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects an MBR payment that %s', (_, message, fields) => {
    const attendee = attendedRegistration(h, owner)
    const mbrPayment = h.pay(attendee, ASSET_CREATE_MBR, fields(h.account()))
    expect(() => h.mint(attendee, 'EVT-1', { mbrPayment })).toThrow(message)
    expect(h.event().mintedCount).toEqual(0)
  })

  it('rejects a second mint for the same registration', () => {
    const attendee = attendedRegistration(h, owner)
    const first = h.mint(attendee)
    expect(() => h.mint(attendee)).toThrow('Token already minted')
    expect(h.registration('EVT-1', attendee).assetId).toEqual(first)
    expect(h.event().mintedCount).toEqual(1)
  })

  it('rejects a registration whose attendance is not confirmed', () => {
    h.createEvent(owner)
    const attendee = h.account()
    h.register(attendee)
    expect(() => h.mint(attendee)).toThrow('Attendance not confirmed')
  })

  it('rejects a refunded registration, even after attendance', () => {
    const attendee = attendedRegistration(h, owner)
    h.refund(owner, attendee)
    expect(() => h.mint(attendee)).toThrow('Attendance not confirmed')
  })

  it.each([
    ['an account that never registered', 'EVT-1', 'Not registered'],
    ['an unknown event', 'nope', 'Event not found'],
  ])('rejects %s', (_, id, message) => {
    h.createEvent(owner)
    expect(() => h.mint(h.account(), id)).toThrow(message)
  })
})

describe('claim_nft', () => {
  let attendee: Account
  let assetId: ReturnType<Harness['mint']>
  beforeEach(() => {
    attendee = attendedRegistration(h, owner)
    assetId = h.mint(attendee)
  })

  it('sends the token to the caller with a zero-fee inner transfer and marks it claimed', () => {
    expect(h.claim(attendee)).toEqual(assetId)
    const transfer = h.lastItxns.getAssetTransferInnerTxn()
    expect(transfer.xferAsset.id).toEqual(assetId)
    expect(transfer.assetReceiver).toEqual(attendee)
    expect([transfer.assetAmount, transfer.fee]).toEqual([1, 0])
    expect(() => h.lastItxns.getAssetFreezeInnerTxn()).toThrow() // a transferable tier: no freeze after it
    expect(h.registration('EVT-1', attendee).claimed).toBe(true)
  })

  it('freezes a token of a tier that is not transferable in the holder’s account', () => {
    h.createEvent(owner, { id: 'BOUND', tiers: [tier('Free'), tier('Named', 0, 0, false)] })
    const holder = h.account()
    h.register(holder, 'BOUND', { tier: 1 })
    h.attend(holder, 'BOUND')
    const bound = h.mint(holder, 'BOUND')
    h.claim(holder, 'BOUND')
    const freeze = h.lastItxns.getAssetFreezeInnerTxn()
    expect(freeze.freezeAsset.id).toEqual(bound)
    expect(freeze.freezeAccount).toEqual(holder)
    expect([freeze.frozen, freeze.fee]).toEqual([true, 0])
  })

  it('rejects a second claim', () => {
    h.claim(attendee)
    expect(() => h.claim(attendee)).toThrow('Token already claimed')
  })

  it.each([
    ['for another asset', 'Opt-in is for another asset', () => ({ xferAsset: h.ctx.any.asset() })],
    ['sent by another account', 'Opt-in must be by the caller', (other: Account) => ({ sender: other })],
    ['received by another account', 'Opt-in must be by the caller', (other: Account) => ({ assetReceiver: other })],
    ['that transfers an amount', 'Opt-in must transfer nothing', () => ({ assetAmount: 1 })],
    ['that closes the asset', 'Opt-in must not close the asset', (other: Account) => ({ assetCloseTo: other })],
    ['that rekeys the account', 'Opt-in must not rekey the account', (other: Account) => ({ rekeyTo: other })],
  ])('rejects an opt-in %s', (_, message, fields) => {
    const optIn = h.optIn(attendee, assetId, fields(h.account()))
    expect(() => h.claim(attendee, 'EVT-1', optIn)).toThrow(message)
    expect(h.registration('EVT-1', attendee).claimed).toBe(false)
  })

  it('rejects a claim before the token is minted', () => {
    const other = attendedRegistration(h, owner, { id: 'EVT-2' })
    expect(() => h.claim(other, 'EVT-2', h.optIn(other, assetId))).toThrow('Token not minted')
  })

  it('rejects a caller who is not registered', () => {
    const stranger = h.account()
    expect(() => h.claim(stranger, 'EVT-1', h.optIn(stranger, assetId))).toThrow('Not registered')
  })

  it('rejects an unknown event', () => {
    expect(() => h.claim(attendee, 'nope', h.optIn(attendee, assetId))).toThrow('Event not found')
  })
})
