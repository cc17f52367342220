import {
  generateAccount,
  makeBasicAccountTransactionSigner,
  makePaymentTxnWithSuggestedParamsFromObject,
} from 'algosdk'
import { describe, expect, it } from 'vitest'
import { recordSignatures } from './signing-record'

const account = generateAccount()
const payment = makePaymentTxnWithSuggestedParamsFromObject({
  sender: account.addr,
  receiver: account.addr,
  amount: 0,
  suggestedParams: { fee: 1000, minFee: 1000, firstValid: 100, lastValid: 110, genesisHash: new Uint8Array(32) },
})

describe('recordSignatures', () => {
  it('passes on what the wallet signed, and remembers it', async () => {
    const wallet = makeBasicAccountTransactionSigner(account)
    const record = recordSignatures(wallet)
    expect(record.wasSigned(payment.txID())).toBe(false)
    const signed = await record.signer([payment], [0])
    expect(signed).toEqual(await wallet([payment], [0]))
    expect(record.wasSigned(payment.txID())).toBe(true)
    expect(record.wasSigned('SOMETHING-ELSE')).toBe(false)
  })

  it('a wallet that refuses leaves the group unsigned', async () => {
    const record = recordSignatures(async () => {
      throw Object.assign(new Error('User rejected the request'), { code: 4001 })
    })
    await expect(record.signer([payment], [0])).rejects.toThrow('User rejected the request')
    expect(record.wasSigned(payment.txID())).toBe(false)
  })
})
