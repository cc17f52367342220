import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHECK_IN_DOOR, CHECK_IN_SELF } from './records.algo'
import {
  ASSET_CREATE_MBR,
  attendedRegistration,
  Harness,
  OPEN_SETTINGS,
  tier,
  TOKEN_TEXTS,
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

/** An ARC-4 string argument's text, or a uint64 argument's value. */
const arc4Text = (arg: unknown) => text(arg).slice(2)
const arc4Uint = (arg: unknown) => new DataView(toBytes(arg).buffer).getBigUint64(0)
const toBytes = (arg: unknown) => Uint8Array.from((arg as { asUint8Array(): Uint8Array }).asUint8Array())

/** Mints for a fresh attended registration and returns the attendee, the asset and the tokens app call. */
function mintFor(overrides: Parameters<typeof attendedRegistration>[2] = {}, tierIndex?: number) {
  h.createEvent(owner, overrides)
  const attendee = h.account()
  h.register(attendee, overrides.id ?? 'EVT-1', { tier: tierIndex ?? 0 })
  h.attend(attendee, overrides.id ?? 'EVT-1')
  const assetId = h.mint(attendee, overrides.id ?? 'EVT-1')
  return { attendee, assetId, call: h.tokenCalls.at(-1)! }
}

describe('mint_nft', () => {
  it('has the tokens app mint it with the event, its tier, how attendance was recorded and the texts', () => {
    const { attendee, assetId, call } = mintFor({ tiers: [tier('VIP')] })
    expect(call.method).toEqual('mint')
    const [eventId, eventName, tierName, method] = call.args
    expect([arc4Text(eventId), arc4Text(eventName), arc4Text(tierName)]).toEqual(['EVT-1', 'Launch Party', 'VIP'])
    expect(arc4Uint(method)).toEqual(BigInt(CHECK_IN_DOOR))
    expect(text(call.args[4])).toContain(TOKEN_TEXTS.location)
    expect(h.registration('EVT-1', attendee).assetId).toEqual(assetId)
    expect(h.event().mintedCount).toEqual(1)
  })

  it('pays the tokens app the asset’s minimum balance first, with zero fee', () => {
    mintFor()
    const payment = h.ctx.txn.lastGroup.getItxnGroup(0).getPaymentInnerTxn()
    expect(payment.receiver).toEqual(h.tokenApp.address)
    expect([payment.amount, payment.fee]).toEqual([ASSET_CREATE_MBR, 0])
    const call = h.lastItxns.getApplicationCallInnerTxn()
    expect([call.appId.id, call.fee]).toEqual([h.tokenApp.id, 0])
  })

  it('names the tier General Admission for an event without tiers, and the attendee’s own tier', () => {
    expect(arc4Text(mintFor({ tiers: [] }).call.args[2])).toEqual('General Admission')
    expect(arc4Text(mintFor({ id: 'FEST', tiers: [tier('Day'), tier('Weekend')] }, 1).call.args[2])).toEqual('Weekend')
  })

  it('says how attendance was recorded: self-declared', () => {
    h.createEvent(owner, { settings: { ...OPEN_SETTINGS, selfCheckIn: true } })
    const attendee = h.account()
    h.register(attendee)
    h.confirm(attendee)
    h.mint(attendee)
    expect(arc4Uint(h.tokenCalls.at(-1)!.args[3])).toEqual(BigInt(CHECK_IN_SELF))
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

  it('has the tokens app deliver it to the caller, unfrozen, and marks it claimed', () => {
    expect(h.claim(attendee)).toEqual(assetId)
    const call = h.tokenCalls.at(-1)!
    expect(call.method).toEqual('deliver')
    expect(arc4Uint(call.args[0])).toEqual(BigInt(assetId))
    expect(toBytes(call.args[1])).toEqual(toBytes(attendee.bytes))
    expect(toBytes(call.args[2])).toEqual(new Uint8Array([0]))
    expect(h.registration('EVT-1', attendee).claimed).toBe(true)
  })

  it('asks for a token of a tier that is not transferable to be frozen in the holder’s account', () => {
    h.createEvent(owner, { id: 'BOUND', tiers: [tier('Free'), tier('Named', 0, 0, false)] })
    const holder = h.account()
    h.register(holder, 'BOUND', { tier: 1 })
    h.attend(holder, 'BOUND')
    h.mint(holder, 'BOUND')
    h.claim(holder, 'BOUND')
    expect(toBytes(h.tokenCalls.at(-1)!.args[2])).toEqual(new Uint8Array([0x80]))
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
