import type { Account } from '@algorandfoundation/algorand-typescript'
import { arc4, Bytes, OnCompleteAction } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AttendeeSponsor } from './attendee-sponsor.algo'
import { ATTENDEE_SPONSOR_FEE_MULTIPLIER } from './records.algo'
import { arc4String, Harness, installZeroTxnFieldsFix, MIN_FEE } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let sponsor: Account
let attendee: Account

let restoreTxnFields: () => void
beforeAll(() => {
  restoreTxnFields = installZeroTxnFieldsFix()
})
afterAll(() => restoreTxnFields())

beforeEach(() => {
  h = new Harness(ctx)
  sponsor = h.account()
  attendee = h.account(0)
  ctx.setTemplateVar('APP_ID', h.app.id)
})
afterEach(() => ctx.reset())

/** The app's methods an attendee may call at an event's expense, as the LogicSig names them. */
const SPONSORED = [
  'register_event(pay,string,uint64,byte[32],bool)uint64',
  'mint_nft(pay,string,(string,string,string,string))uint64',
  'confirm_attendance(string)uint64',
  'cancel_registration(string)uint64',
]

type AppCallFields = NonNullable<Parameters<TestExecutionContext['any']['txn']['applicationCall']>[0]>
type PaymentFields = NonNullable<Parameters<TestExecutionContext['any']['txn']['payment']>[0]>
type GroupTxn = Parameters<TestExecutionContext['txn']['createScope']>[0][number]

function feePayment(fields: Partial<PaymentFields> = {}) {
  return ctx.any.txn.payment({ sender: sponsor, receiver: sponsor, amount: 0, fee: 3 * MIN_FEE, ...fields })
}

function attendeeCall(signature = SPONSORED[2], fields: Partial<AppCallFields> = {}) {
  return ctx.any.txn.applicationCall({
    appId: h.app,
    sender: attendee,
    fee: 0,
    onCompletion: OnCompleteAction.NoOp,
    appArgs: [arc4.methodSelector(signature), arc4String('EVT-1')],
    ...fields,
  })
}

/** Evaluates the LogicSig for the fee payment at `index` of `group`. */
function approves(group: GroupTxn[], index = group.length - 2): boolean | unknown {
  return ctx.txn.createScope(group, index).execute(() => ctx.executeLogicSig(new AttendeeSponsor()))
}

describe('AttendeeSponsor', () => {
  it('names methods the app has, with these exact signatures', () => {
    const arc56 = JSON.parse(readFileSync(new URL('../../artifacts/dynaqr/DynaQr.arc56.json', import.meta.url), 'utf8'))
    const signatures = (arc56.methods as { name: string; args: { type: string }[]; returns: { type: string } }[]).map(
      (method) => `${method.name}(${method.args.map((arg) => arg.type).join(',')})${method.returns.type}`,
    )
    for (const signature of SPONSORED) expect(signatures).toContain(signature)
  })

  it.each(SPONSORED)('approves its fee payment just before a call of %s', (signature) => {
    expect(approves([feePayment(), attendeeCall(signature)])).toBe(true)
  })

  it('approves a priced registration: [ticket payment, fee payment, register_event]', () => {
    const ticket = ctx.any.txn.payment({ sender: attendee, receiver: h.account(), amount: 5 })
    expect(approves([ticket, feePayment(), attendeeCall(SPONSORED[0])])).toBe(true)
  })

  it(`pays at most ${ATTENDEE_SPONSOR_FEE_MULTIPLIER} minimum fees`, () => {
    const most = ATTENDEE_SPONSOR_FEE_MULTIPLIER * MIN_FEE
    expect(approves([feePayment({ fee: most }), attendeeCall()])).toBe(true)
    expect(approves([feePayment({ fee: most + 1 }), attendeeCall()])).toBe(false)
  })

  it.each<[string, () => Partial<PaymentFields>]>([
    ['an amount', () => ({ amount: 1 })],
    ['another receiver', () => ({ receiver: h.account() })],
    ['a close', () => ({ closeRemainderTo: h.account() })],
    ['a rekey', () => ({ rekeyTo: h.account() })],
    ['a note', () => ({ note: Bytes('x') })],
    ['a lease', () => ({ lease: Bytes(new Uint8Array(32).fill(1)).toFixed({ length: 32 }) })],
  ])('rejects a fee payment with %s', (_, fields) => {
    expect(approves([feePayment(fields()), attendeeCall()])).toBe(false)
  })

  it.each<[string, () => Partial<AppCallFields>]>([
    ['another app', () => ({ appId: ctx.any.application() })],
    ['another method', () => ({ appArgs: [arc4.methodSelector('update_url(string,string)void'), arc4String('X')] })],
    [
      'a method paid from a budget in another way',
      () => ({ appArgs: [arc4.methodSelector('increment_scan(string)uint64'), arc4String('X')] }),
    ],
    ['OnCompletion OptIn', () => ({ onCompletion: OnCompleteAction.OptIn })],
    ['OnCompletion DeleteApplication', () => ({ onCompletion: OnCompleteAction.DeleteApplication })],
  ])('rejects a group whose call is to %s', (_, fields) => {
    expect(approves([feePayment(), attendeeCall(SPONSORED[2], fields())])).toBe(false)
  })

  it('rejects a group where the fee payment is not just before the last transaction, or too large', () => {
    const other = ctx.any.txn.payment({ sender: attendee, receiver: attendee, amount: 0 })
    expect(approves([feePayment(), other, attendeeCall()], 0)).toBe(false)
    expect(approves([feePayment(), attendeeCall()], 1)).toBe(false)
    expect(approves([feePayment()], 0)).toBe(false)
    const extra = () => ctx.any.txn.payment({ sender: attendee, receiver: attendee, amount: 0 })
    expect(approves([extra(), extra(), feePayment(), attendeeCall()])).toBe(false)
  })

  it('rejects anything but a payment', () => {
    const transfer = ctx.any.txn.assetTransfer({ sender: sponsor, assetReceiver: sponsor, xferAsset: ctx.any.asset() })
    expect(approves([transfer, attendeeCall()])).toBe(false)
  })
})
