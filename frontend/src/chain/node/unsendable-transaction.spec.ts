import {
  decodeUnsignedTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  msgpackRawDecode,
  type Account,
} from 'algosdk'
import { describe, expect, it } from 'vitest'
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import { encodeMsgpack } from './msgpack'
import { encodeUnsendableTransaction, signatureOver, type UnsendableTransaction } from './unsendable-transaction'

const subtle = globalThis.crypto.subtle
const holder = generateAccount()
const stranger = generateAccount()

function transactionOf(account: Account, changes: Partial<UnsendableTransaction> = {}): UnsendableTransaction {
  return {
    address: account.addr.toString(),
    genesisID: 'testnet-v1.0',
    genesisHash: new Uint8Array(32).fill(7),
    note: 'DynaQR key: never sent, signed only to make your keys for {"app":"1234"}',
    ...changes,
  }
}

/** The wallet's part, done by algosdk as use-wallet's wallets do: decode the request and sign it. */
function signAs(signer: Account, transaction: UnsendableTransaction): Uint8Array {
  return decodeUnsignedTransaction(encodeUnsendableTransaction(transaction)).signTxn(signer.sk)
}

const asked = transactionOf(holder)
const holderKey = publicKeyFromAddress(asked.address)

describe('encodeUnsendableTransaction', () => {
  it('is exactly what algosdk encodes for it: a 0-ALGO payment to itself, no fee, valid only in round 1', () => {
    const bytes = encodeUnsendableTransaction(asked)
    const txn = decodeUnsignedTransaction(bytes)
    expect(txn.toByte()).toEqual(bytes)
    expect(txn.type).toBe('pay')
    expect(txn.sender.toString()).toBe(asked.address)
    expect(txn.payment?.receiver.toString()).toBe(asked.address)
    expect(txn.payment?.amount).toBe(0n)
    expect(txn.fee).toBe(0n)
    expect(txn.payment?.closeRemainderTo).toBeUndefined()
    expect(txn.rekeyTo).toBeUndefined()
    expect(txn.group).toBeUndefined()
    expect([txn.firstValid, txn.lastValid]).toEqual([1n, 1n])
    expect(txn.genesisID).toBe('testnet-v1.0')
    expect(txn.genesisHash).toEqual(asked.genesisHash)
    expect(new TextDecoder().decode(txn.note)).toBe(asked.note)
  })

  it('is what algosdk builds from the same fields', () => {
    const built = makePaymentTxnWithSuggestedParamsFromObject({
      sender: asked.address,
      receiver: asked.address,
      amount: 0,
      note: new TextEncoder().encode(asked.note),
      suggestedParams: {
        fee: 0,
        flatFee: true,
        minFee: 1_000,
        firstValid: 1,
        lastValid: 1,
        genesisID: asked.genesisID,
        genesisHash: asked.genesisHash,
      },
    })
    expect(built.toByte()).toEqual(encodeUnsendableTransaction(asked))
  })
})

describe('signatureOver', () => {
  it("gives the account's signature of exactly this transaction, as algosdk signs it", async () => {
    const signed = signAs(holder, asked)
    const signature = await signatureOver(asked, signed, holderKey, subtle)
    expect(signature).toEqual(decodeUnsignedTransaction(encodeUnsendableTransaction(asked)).rawSignTxn(holder.sk))
    expect(signature).toEqual((msgpackRawDecode(signed) as { sig: Uint8Array }).sig)
  })

  it('gives the same signature every time the same key signs (Ed25519 is deterministic)', async () => {
    const first = await signatureOver(asked, signAs(holder, asked), holderKey, subtle)
    const again = await signatureOver(asked, signAs(holder, asked), holderKey, subtle)
    expect(first).not.toBeNull()
    expect(again).toEqual(first)
  })

  it.each<[string, Partial<UnsendableTransaction>]>([
    ['another note', { note: 'DynaQR key: never sent, signed only to make your keys for {"app":"1235"}' }],
    ['another network', { genesisHash: new Uint8Array(32).fill(8) }],
    ['another network name', { genesisID: 'mainnet-v1.0' }],
  ])('refuses a transaction changed to %s', async (_label, changes) => {
    const signed = signAs(holder, transactionOf(holder, changes))
    expect(await signatureOver(asked, signed, holderKey, subtle)).toBeNull()
  })

  it("refuses another account's signature of its own transaction", async () => {
    const signed = signAs(stranger, transactionOf(stranger))
    expect(await signatureOver(asked, signed, holderKey, subtle)).toBeNull()
  })

  it('refuses this transaction signed by another key unless that key is named as the authorizer (a rekeyed account)', async () => {
    const signed = signAs(stranger, asked)
    expect(Object.keys(msgpackRawDecode(signed) as object)).toContain('sgnr')
    const strangerKey = publicKeyFromAddress(stranger.addr.toString())
    expect(await signatureOver(asked, signed, holderKey, subtle)).toBeNull()
    expect(await signatureOver(asked, signed, strangerKey, subtle)).toBeNull()
    expect(await signatureOver(asked, signed, holderKey, subtle, holderKey)).toBeNull()
    const authorized = await signatureOver(asked, signed, strangerKey, subtle, strangerKey)
    expect(authorized).toEqual((msgpackRawDecode(signed) as { sig: Uint8Array }).sig)
  })

  it('refuses a valid signature checked against another key', async () => {
    const signed = signAs(holder, asked)
    expect(await signatureOver(asked, signed, publicKeyFromAddress(stranger.addr.toString()), subtle)).toBeNull()
  })

  it('refuses an extra field, beside the signature or in the transaction, even with a valid signature', async () => {
    const signature = (await signatureOver(asked, signAs(holder, asked), holderKey, subtle))!
    const unsigned = msgpackRawDecode(encodeUnsendableTransaction(asked)) as Record<
      string,
      Uint8Array | bigint | string
    >
    // The signer named explicitly, though it is the account itself.
    const named = encodeMsgpack({ sgnr: holderKey, sig: signature, txn: unsigned })
    expect(await signatureOver(asked, named, holderKey, subtle)).toBeNull()
    // A fee, which would make the transaction mean something else: signed properly, still refused.
    const withFee = decodeUnsignedTransaction(encodeMsgpack({ ...unsigned, fee: 1_000n }))
    expect(withFee.fee).toBe(1_000n)
    expect(await signatureOver(asked, withFee.signTxn(holder.sk), holderKey, subtle)).toBeNull()
  })

  it('refuses a tampered signature, a truncated answer, a longer one and an unsigned transaction', async () => {
    const signed = signAs(holder, asked)
    const tampered = signed.slice()
    tampered[10] ^= 1
    expect(await signatureOver(asked, tampered, holderKey, subtle)).toBeNull()
    expect(await signatureOver(asked, signed.slice(0, -1), holderKey, subtle)).toBeNull()
    expect(await signatureOver(asked, new Uint8Array([...signed, 0]), holderKey, subtle)).toBeNull()
    expect(await signatureOver(asked, encodeUnsendableTransaction(asked), holderKey, subtle)).toBeNull()
    expect(await signatureOver(asked, new Uint8Array(), holderKey, subtle)).toBeNull()
  })
})
