import { describe, expect, it } from 'vitest'
import { WALLET_SDK_MISSING } from './wallet-sdk-missing'
import { CHAIN_MESSAGES, PASSKEY_MESSAGES, WALLET_MESSAGES } from '../../domain/messages/messages'
import { contractAssertMessage, isUserRejection, isWalletSdkMissing, NotLandedError, toUserMessage } from './errors'

class SignTxnsError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

function runtimeError(assert: string) {
  const cause = new Error(
    'Error resolving execution info via simulate in transaction 0: transaction ABC: logic eval error: assert failed pc=1619. Details: app=1001, pc=1619, opcodes=...',
  )
  return Object.assign(new Error(`Runtime error when executing DynaQr (appId: 1001) in transaction ABC: ${assert}`), {
    cause,
  })
}

describe('toUserMessage', () => {
  it.each([
    'Event not found',
    'Only the event owner can do this',
    'Event is not active',
    'Already registered',
    'URL must start with https:// or http://',
  ])('passes the contract assert %s through unchanged', (assert) => {
    expect(toUserMessage(runtimeError(assert))).toBe(assert)
  })

  it('reads ARC-65 style ERR messages', () => {
    expect(
      contractAssertMessage(new Error('logic eval error: err opcode executed: ERR:E01:Event is full. Details: pc=4')),
    ).toBe('Event is full')
  })

  it('maps rejected signatures', () => {
    expect(toUserMessage(new SignTxnsError('User Rejected Request', 4001))).toBe(WALLET_MESSAGES.cancelled)
    expect(toUserMessage({ message: 'closed', data: { type: 'SIGN_TRANSACTIONS_CANCELLED' } })).toBe(
      WALLET_MESSAGES.cancelled,
    )
    expect(isUserRejection(new Error('Transaction request rejected'))).toBe(true)
  })

  it('reports other wallet refusals with their reason', () => {
    expect(toUserMessage(new SignTxnsError('Too many transactions', 4201))).toBe(
      'Wallet refused: Too many transactions',
    )
  })

  it.each([
    [
      'TransactionPool.Remember: transaction TX: overspend (account ABC, data {...}, tried to spend {1000000})',
      CHAIN_MESSAGES.insufficientBalance,
    ],
    [
      'TransactionPool.Remember: transaction TX: account ABC balance 100 below min 200 (1 assets)',
      CHAIN_MESSAGES.belowMinimumBalance,
    ],
    ['receiver error: must optin, asset 12 missing from ABC', CHAIN_MESSAGES.notOptedIn],
    ['TransactionPool.Remember: txn dead: round 100 outside of 5--50', CHAIN_MESSAGES.expired],
    ['txgroup with 1000 fees is less than 2000', CHAIN_MESSAGES.feeTooLow],
    ['TransactionPool.Remember: transaction already in ledger: TX', CHAIN_MESSAGES.duplicate],
    ['TransactionPool.Remember: transaction pool has reached capacity', CHAIN_MESSAGES.poolFull],
    [
      'transaction TX: should have been authorized by XYZ but was actually authorized by ABC',
      WALLET_MESSAGES.wrongSigner,
    ],
    ['transaction TX: rejected by logic err=assert failed pc=12', CHAIN_MESSAGES.contractRejected],
    ['Transaction TX not confirmed after 4 rounds', 'Transaction not confirmed after 4 rounds'],
    ['Transaction not confirmed after 4 rounds', 'Transaction not confirmed after 4 rounds'],
    ['TransactionPool.Remember: some new pool rule', 'Transaction Rejected: some new pool rule'],
    ['TypeError: Failed to fetch', CHAIN_MESSAGES.network],
  ])('maps %s', (message, expected) => {
    expect(toUserMessage(new Error(message))).toBe(expected)
  })

  it('passes on the settled outcome of a sent write as it is worded', () => {
    expect(toUserMessage(new NotLandedError(CHAIN_MESSAGES.notLanded), 'Update failed')).toBe(CHAIN_MESSAGES.notLanded)
  })

  it('finds node errors wrapped in a cause', () => {
    const wrapped = Object.assign(new Error('Transaction failed'), { cause: new Error('overspend (account X)') })
    expect(toUserMessage(wrapped)).toBe(CHAIN_MESSAGES.insufficientBalance)
  })

  it('uses the fallback for anything else', () => {
    expect(toUserMessage(new Error('weird'), 'Update failed')).toBe('Update failed')
    expect(toUserMessage(undefined)).toBe('Transaction failed')
    expect(toUserMessage(new Error('weird'))).toBe('Transaction failed')
  })

  it("passes on the app signer's refusals", () => {
    expect(toUserMessage(new Error('No account connected'))).toBe('No account connected')
    const wrapped = Object.assign(new Error('send failed'), {
      cause: new Error('Unsupported wallet provider for signing'),
    })
    expect(toUserMessage(wrapped)).toBe('Unsupported wallet provider for signing')
  })

  it("passes on the passkey account's refusals, and takes its closed request for a cancel", () => {
    for (const refusal of [PASSKEY_MESSAGES.otherAccount, PASSKEY_MESSAGES.notThisAccount, PASSKEY_MESSAGES.handedOver])
      expect(toUserMessage(new Error(refusal), 'Registration failed')).toBe(refusal)
    const closed = Object.assign(new Error(PASSKEY_MESSAGES.closed), { code: 4001 })
    expect(isUserRejection(closed)).toBe(true)
    expect(toUserMessage(closed)).toBe(WALLET_MESSAGES.cancelled)
  })
})

describe('classifiers', () => {
  it('recognises missing wallet SDKs', () => {
    expect(isWalletSdkMissing(new Error(WALLET_SDK_MISSING))).toBe(true)
    expect(isWalletSdkMissing(new Error('Exodus is not available.'))).toBe(true)
    expect(isWalletSdkMissing(new Error('boom'))).toBe(false)
  })
})
