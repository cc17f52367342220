import {
  ABIMethod,
  ABIType,
  base64ToBytes,
  LogicSigAccount,
  makeApplicationNoOpTxnFromObject,
  signLogicSigTransactionObject,
} from 'algosdk'
import { describe, expect, it } from 'vitest'
import { methods } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { eventBoxName } from '../node/box-keys'
import { SPONSORED_NOTE_MAX_BYTES } from '../../domain/contract/limits'
import { methodSelector } from '../../testing/method-selector'
import { TEST_PARAMS as params } from '../../testing/fake-simulate-request'
import { encodeSponsoredScan, INCREMENT_SCAN_SELECTOR, scanNonce } from './sponsored-scan'

// #pragma version 11; int 1 — any program works: the node checks the signature, not this test.
const PROGRAM = 'C4EBQw=='

const incrementScan = new ABIMethod(methods.find((m) => m.name === 'increment_scan')!)

describe('INCREMENT_SCAN_SELECTOR', () => {
  it('is the selector algosdk derives from the ARC-56 increment_scan method', () => {
    expect(INCREMENT_SCAN_SELECTOR).toEqual(incrementScan.getSelector())
  })

  it('agrees with the selector the app derives from its ARC-56 spec', () => {
    expect(methodSelector('increment_scan')).toEqual(INCREMENT_SCAN_SELECTOR)
  })
})

describe('encodeSponsoredScan', () => {
  it('produces exactly the bytes algosdk signs for the same LogicSig call', () => {
    const lsig = new LogicSigAccount(base64ToBytes(PROGRAM))
    const sponsor = { appId: 1234n, program: PROGRAM, address: lsig.address().toString() }
    const nonce = new Uint8Array(16).fill(9)
    for (const eventId of ['EV-1', 'LAUNCH-PAR-m4x2k9-abc123', 'x'.repeat(32)]) {
      const txn = makeApplicationNoOpTxnFromObject({
        sender: lsig.address(),
        appIndex: 1234n,
        appArgs: [incrementScan.getSelector(), ABIType.from('string').encode(eventId)],
        boxes: [{ appIndex: 0, name: eventBoxName(eventId) }],
        note: nonce,
        suggestedParams: { ...params, fee: 2000n, flatFee: true },
      })
      const expected = signLogicSigTransactionObject(txn, lsig).blob
      expect(encodeSponsoredScan(sponsor, eventId, params, nonce)).toEqual(expected)
    }
  })

  it('gives every scan its own nonce, so two scanners in one round send different transactions', () => {
    const sponsor = {
      appId: 1234n,
      program: PROGRAM,
      address: new LogicSigAccount(base64ToBytes(PROGRAM)).address().toString(),
    }
    const first = encodeSponsoredScan(sponsor, 'EV-1', params)
    const second = encodeSponsoredScan(sponsor, 'EV-1', params)
    expect(first).not.toEqual(second)
    expect(scanNonce()).toHaveLength(SPONSORED_NOTE_MAX_BYTES)
  })
})
