import type { Account } from '@algorandfoundation/algorand-typescript'
import { arc4, Bytes, OnCompleteAction } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScanSponsor } from './scan-sponsor.algo'
import { arc4String, Harness, installZeroTxnFieldsFix, MIN_FEE } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
let sponsor: Account

// The AVM reads CloseRemainderTo / AssetCloseTo of an application call as the zero address; the
// emulator throws instead, which would make the accepted case unrunnable.
let restoreTxnFields: () => void
beforeAll(() => {
  restoreTxnFields = installZeroTxnFieldsFix()
})
afterAll(() => restoreTxnFields())

beforeEach(() => {
  h = new Harness(ctx)
  sponsor = h.account()
  ctx.setTemplateVar('APP_ID', h.app.id)
})
afterEach(() => ctx.reset())

const SELECTOR = arc4.methodSelector('increment_scan(string)uint64')
type AppCallFields = NonNullable<Parameters<TestExecutionContext['any']['txn']['applicationCall']>[0]>

/** The one transaction the LogicSig exists to pay for, with `fields` changed. */
function scanCall(fields: Partial<AppCallFields> = {}) {
  return ctx.any.txn.applicationCall({
    appId: h.app,
    sender: sponsor,
    fee: 2 * MIN_FEE,
    onCompletion: OnCompleteAction.NoOp,
    appArgs: [SELECTOR, arc4String('EVT-1')],
    ...fields,
  })
}

type GroupTxn = Parameters<TestExecutionContext['txn']['createScope']>[0][number]

/** Evaluates the LogicSig for the last transaction of `group`. */
function approves(...group: GroupTxn[]): boolean | unknown {
  return ctx.txn.createScope(group).execute(() => ctx.executeLogicSig(new ScanSponsor()))
}

describe('ScanSponsor', () => {
  it('requires the selector the app routes increment_scan with, and the ARC-4 encoded id', () => {
    h.createEvent(h.account())
    h.contract.incrementScan('EVT-1') // let the emulator build the real ABI call
    const routed = ctx.txn.lastGroup.getApplicationCallTransaction()
    expect(routed.appArgs(0)).toEqual(SELECTOR)
    expect(routed.appArgs(1)).toEqual(arc4String('EVT-1'))
    const sha512_256 = createHash('sha512-256').update('increment_scan(string)uint64').digest()
    expect(SELECTOR).toEqual(Bytes(new Uint8Array(sha512_256.subarray(0, 4))))
  })

  it.each([
    ['the reference transaction', {}],
    ['a fee of exactly twice the minimum', { fee: 2 * MIN_FEE }],
    ['a fee of one minimum fee', { fee: MIN_FEE }],
    ['another event id', { appArgs: [SELECTOR, arc4String('another-event_2')] }],
    ['a 16-byte nonce in the note', { note: Bytes(new Uint8Array(16).fill(7)) }],
  ])('approves %s', (_, fields) => {
    expect(approves(scanCall(fields))).toBe(true)
  })

  it('scales its fee bound with Global.minTxnFee', () => {
    ctx.ledger.patchGlobalData({ minTxnFee: 2 * MIN_FEE })
    expect(approves(scanCall({ fee: 4 * MIN_FEE }))).toBe(true)
    expect(approves(scanCall({ fee: 4 * MIN_FEE + 1 }))).toBe(false)
  })

  it.each<[string, () => Partial<AppCallFields>]>([
    ['another app id', () => ({ appId: ctx.any.application() })],
    [
      'another method selector',
      () => ({ appArgs: [arc4.methodSelector('update_url(string,string)void'), arc4String('EVT-1')] }),
    ],
    ['OnCompletion OptIn', () => ({ onCompletion: OnCompleteAction.OptIn })],
    ['OnCompletion CloseOut', () => ({ onCompletion: OnCompleteAction.CloseOut })],
    ['OnCompletion ClearState', () => ({ onCompletion: OnCompleteAction.ClearState })],
    ['OnCompletion UpdateApplication', () => ({ onCompletion: OnCompleteAction.UpdateApplication })],
    ['OnCompletion DeleteApplication', () => ({ onCompletion: OnCompleteAction.DeleteApplication })],
    ['a fee one microALGO above twice the minimum', () => ({ fee: 2 * MIN_FEE + 1 })],
    ['a rekey', () => ({ rekeyTo: h.account() })],
    ['an extra account reference', () => ({ accounts: [h.account()] })],
    ['an extra app reference', () => ({ apps: [ctx.any.application()] })],
    ['an extra asset reference', () => ({ assets: [ctx.any.asset()] })],
    ['only the selector', () => ({ appArgs: [SELECTOR] })],
    ['a third argument', () => ({ appArgs: [SELECTOR, arc4String('EVT-1'), Bytes('x')] })],
    ['no arguments', () => ({ appArgs: [] })],
    ['a 17-byte note', () => ({ note: Bytes(new Uint8Array(17)) })],
  ])('rejects a call with %s', (_, fields) => {
    expect(approves(scanCall(fields()))).toBe(false)
  })

  it('rejects the reference call inside a group of two', () => {
    const padding = ctx.any.txn.payment({ sender: h.account(), receiver: h.account(), amount: 0 })
    expect(approves(padding, scanCall())).toBe(false)
    expect(approves(scanCall(), scanCall({ appArgs: [SELECTOR, arc4String('EVT-2')] }))).toBe(false)
  })

  it.each([
    ['a payment', () => ctx.any.txn.payment({ sender: sponsor, receiver: h.account(), amount: 1, fee: MIN_FEE })],
    [
      'a payment closing the account',
      () => ctx.any.txn.payment({ sender: sponsor, receiver: h.account(), closeRemainderTo: h.account() }),
    ],
    [
      'an asset transfer',
      () => ctx.any.txn.assetTransfer({ sender: sponsor, assetReceiver: h.account(), xferAsset: ctx.any.asset() }),
    ],
  ])('rejects %s', (_, txn) => {
    expect(approves(txn())).toBe(false)
  })
})
