import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_NOTE_BYTES } from './records.algo'
import {
  ARC69_NOTE,
  SELF_CONFIRMED_CLOSING,
  ASSET_CREATE_MBR,
  attendedRegistration,
  Harness,
  tier,
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

/** An ARC-69 note of exactly `length` bytes. */
const NOT_ARC69 = 'Metadata must be an ARC-69 JSON note'
const CLOSES_OBJECTS = 'Metadata must leave its objects open: the app closes the note'
/** An opening of `length` bytes that the contract's closing takes to `length + 31` bytes. */
const arc69Opening = (length: number) => ARC69_NOTE + ',"x":"' + 'x'.repeat(length - ARC69_NOTE.length - 7) + '"'

/** Mints for a fresh attended registration and returns the inner asset config. */
function mintFor(overrides: Parameters<typeof attendedRegistration>[2] = {}, tierIndex?: number) {
  h.createEvent(owner, overrides)
  const attendee = h.account()
  h.register(attendee, overrides.id ?? 'EVT-1', { tier: tierIndex ?? 0 })
  h.confirm(attendee, overrides.id ?? 'EVT-1')
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
    expect(text(config.note)).toEqual(ARC69_NOTE + SELF_CONFIRMED_CLOSING)
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

  it('accepts a note of exactly MAX_NOTE_BYTES once closed, and it parses as JSON', () => {
    const attendee = attendedRegistration(h, owner)
    const opening = arc69Opening(MAX_NOTE_BYTES - SELF_CONFIRMED_CLOSING.length)
    h.mint(attendee, 'EVT-1', { note: opening })
    const note = text(h.lastItxns.getAssetConfigInnerTxn().note)
    expect(utf8Length(note)).toEqual(1_024)
    expect(JSON.parse(note).properties.Attendance).toBe('self-confirmed')
  })

  it('closes a forged attendance with the recorded one, which a JSON reader takes (the last key wins)', () => {
    const attendee = attendedRegistration(h, owner)
    h.mint(attendee, 'EVT-1', { note: '{"standard":"arc69","properties":{"Attendance":"door check-in"' })
    const note = text(h.lastItxns.getAssetConfigInnerTxn().note)
    expect(JSON.parse(note).properties.Attendance).toBe('self-confirmed')
  })

  it('finds a closing brace at every position of the opening (word and tail bytes alike)', () => {
    const base = arc69Opening(ARC69_NOTE.length + 7 + 24)
    for (let at = ARC69_NOTE.length; at < base.length; at++) {
      const attendee = attendedRegistration(h, owner, { id: `EV-${at}` })
      const withBrace = base.slice(0, at) + '}' + base.slice(at + 1)
      expect(() => h.mint(attendee, `EV-${at}`, { note: withBrace }), `brace at ${at}`).toThrow(CLOSES_OBJECTS)
    }
  })

  it.each([
    [
      'one byte over MAX_NOTE_BYTES once closed',
      arc69Opening(MAX_NOTE_BYTES - SELF_CONFIRMED_CLOSING.length + 1),
      'Metadata note too long',
    ],
    ['of another standard', '{"standard":"arc3"', NOT_ARC69],
    ['that is not JSON', 'hello', NOT_ARC69],
    ['that is empty', '', NOT_ARC69],
    ['with leading whitespace', ' ' + ARC69_NOTE, NOT_ARC69],
    ['that stops inside the prefix', '{"standard":"arc6', NOT_ARC69],
    ['that closes its own objects', '{"standard":"arc69","properties":{}}', CLOSES_OBJECTS],
    ['that closes properties to add another', '{"standard":"arc69","properties":{"a":"b"},"x":{', CLOSES_OBJECTS],
  ])('rejects a note %s', (_, note, message) => {
    const attendee = attendedRegistration(h, owner)
    expect(() => h.mint(attendee, 'EVT-1', { note })).toThrow(message)
    expect(h.registration('EVT-1', attendee).assetId).toEqual(0)
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
    expect(h.registration('EVT-1', attendee).claimed).toBe(true)
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
