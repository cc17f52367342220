import { decodeUnsignedTransaction, generateAccount, type Account } from 'algosdk'
import { describe, expect, it } from 'vitest'
import type { AccessChallenge } from '../../domain/access/access-proof'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES } from '../../domain/messages/messages'
import type { AlgodRest } from '../node/algod-rest'
import type { TransactionParams } from '../node/algod-core'
import { createAccessProofs, encodeProofTransaction, verifyProofSignature } from './access-proof'

const subtle = globalThis.crypto.subtle
const holder = generateAccount()
const stranger = generateAccount()

const params: TransactionParams = {
  minFee: 1000n,
  firstValid: 5000n,
  lastValid: 6000n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
}

function challengeFor(account: Account, changes: Partial<AccessChallenge> = {}): AccessChallenge {
  return {
    appId: 1234n,
    eventId: 'GATED-1',
    origin: 'https://dynaqr.example',
    nonce: 'bm9uY2Utb25l',
    address: account.addr.toString(),
    genesisID: params.genesisID,
    genesisHash: params.genesisHash,
    ...changes,
  }
}

/** The wallet's part, done by algosdk as use-wallet's wallets do: decode the request and sign it. */
function signAs(account: Account, challenge: AccessChallenge): Uint8Array {
  return decodeUnsignedTransaction(encodeProofTransaction(challenge)).signTxn(account.sk)
}

describe('encodeProofTransaction', () => {
  it('is exactly what algosdk encodes for it: a 0-ALGO payment to itself, valid only in round 1', () => {
    const bytes = encodeProofTransaction(challengeFor(holder))
    const txn = decodeUnsignedTransaction(bytes)
    expect(txn.toByte()).toEqual(bytes)
    expect(txn.type).toBe('pay')
    expect(txn.sender.toString()).toBe(holder.addr.toString())
    expect(txn.payment?.receiver.toString()).toBe(holder.addr.toString())
    expect(txn.payment?.amount).toBe(0n)
    expect(txn.payment?.closeRemainderTo).toBeUndefined()
    expect(txn.rekeyTo).toBeUndefined()
    expect([txn.firstValid, txn.lastValid]).toEqual([1n, 1n])
    expect(txn.genesisHash).toEqual(params.genesisHash)
  })

  it('names the proof, the app, the event, the origin and the nonce in its note', () => {
    const note = new TextDecoder().decode(decodeUnsignedTransaction(encodeProofTransaction(challengeFor(holder))).note)
    expect(note).toBe(
      'DynaQR access proof {"app":"1234","event":"GATED-1","origin":"https://dynaqr.example","nonce":"bm9uY2Utb25l"}',
    )
  })
})

describe('verifyProofSignature', () => {
  const asked = challengeFor(holder)

  it("accepts the account's own signature of the transaction asked for", async () => {
    expect(await verifyProofSignature(asked, signAs(holder, asked), subtle)).toBe(true)
  })

  it.each<[string, Partial<AccessChallenge>]>([
    ['another event', { eventId: 'GATED-2' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another nonce', { nonce: 'b3RoZXItbm9uY2U' }],
    ['another app', { appId: 99n }],
    ['another network', { genesisHash: new Uint8Array(32).fill(9) }],
  ])('refuses a proof made for %s', async (_, changes) => {
    const made = challengeFor(holder, changes)
    expect(await verifyProofSignature(asked, signAs(holder, made), subtle)).toBe(false)
  })

  it("refuses another account's proof, even a valid one, for the holder's challenge", async () => {
    expect(await verifyProofSignature(asked, signAs(stranger, challengeFor(stranger)), subtle)).toBe(false)
  })

  it("refuses the holder's transaction signed by another key (an authorised signer included)", async () => {
    const byOtherKey = decodeUnsignedTransaction(encodeProofTransaction(asked)).signTxn(stranger.sk)
    expect(await verifyProofSignature(asked, byOtherKey, subtle)).toBe(false)
  })

  it('refuses a tampered signature, a truncated answer and an unsigned transaction', async () => {
    const signed = signAs(holder, asked)
    const tampered = signed.slice()
    tampered[10] ^= 1
    expect(await verifyProofSignature(asked, tampered, subtle)).toBe(false)
    expect(await verifyProofSignature(asked, signed.slice(0, -1), subtle)).toBe(false)
    expect(await verifyProofSignature(asked, encodeProofTransaction(asked), subtle)).toBe(false)
  })
})

function fakeAlgod(authAddress: () => Promise<string | null> = async () => null): AlgodRest {
  return { getTransactionParams: async () => params, getAuthAddress: authAddress } as unknown as AlgodRest
}

const scope = { appId: 1234n, origin: 'https://dynaqr.example' }

describe('createAccessProofs', () => {
  it('issues a fresh challenge per request, for this app, page and network', async () => {
    const proofs = createAccessProofs(fakeAlgod(), scope, subtle)
    const first = await proofs.request('GATED-1', holder.addr.toString())
    const second = await proofs.request('GATED-1', holder.addr.toString())
    expect(first.challenge).toMatchObject({ ...scope, eventId: 'GATED-1', genesisID: 'dockernet-v1' })
    expect(first.challenge.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(second.challenge.nonce).not.toBe(first.challenge.nonce)
    expect(first.transaction).toEqual(encodeProofTransaction(first.challenge))
  })

  it('proves the account that signed its challenge, once', async () => {
    const proofs = createAccessProofs(fakeAlgod(), scope, subtle)
    const { challenge } = await proofs.request('GATED-1', holder.addr.toString())
    const proof = { challenge, signedTransaction: signAs(holder, challenge) }
    expect(await proofs.check(proof, 'GATED-1')).toEqual({ proven: true, address: holder.addr.toString() })
    expect(await proofs.check(proof, 'GATED-1')).toEqual({ proven: false, reason: ACCESS_PROOF_MESSAGES.refused })
  })

  it('refuses a proof for another event, a challenge it never issued, and a forged one', async () => {
    const proofs = createAccessProofs(fakeAlgod(), scope, subtle)
    const refused = { proven: false, reason: ACCESS_PROOF_MESSAGES.refused }
    const forOther = (await proofs.request('GATED-1', holder.addr.toString())).challenge
    expect(await proofs.check({ challenge: forOther, signedTransaction: signAs(holder, forOther) }, 'GATED-2')).toEqual(
      refused,
    )
    const invented = challengeFor(holder)
    expect(await proofs.check({ challenge: invented, signedTransaction: signAs(holder, invented) }, 'GATED-1')).toEqual(
      refused,
    )
    const issued = (await proofs.request('GATED-1', holder.addr.toString())).challenge
    const otherAccount = { ...issued, address: stranger.addr.toString() }
    expect(
      await proofs.check({ challenge: otherAccount, signedTransaction: signAs(stranger, otherAccount) }, 'GATED-1'),
    ).toEqual(refused)
    const signedByStranger = decodeUnsignedTransaction(encodeProofTransaction(issued)).signTxn(stranger.sk)
    const again = (await proofs.request('GATED-1', holder.addr.toString())).challenge
    expect(await proofs.check({ challenge: again, signedTransaction: signedByStranger }, 'GATED-1')).toEqual(refused)
  })

  it('treats a rekeyed account as not proven, and an unreadable account as a failed check', async () => {
    const rekeyed = createAccessProofs(
      fakeAlgod(async () => stranger.addr.toString()),
      scope,
      subtle,
    )
    const asked = (await rekeyed.request('GATED-1', holder.addr.toString())).challenge
    expect(await rekeyed.check({ challenge: asked, signedTransaction: signAs(holder, asked) }, 'GATED-1')).toEqual({
      proven: false,
      reason: ACCESS_PROOF_MESSAGES.rekeyed,
    })
    const down = createAccessProofs(
      fakeAlgod(async () => {
        throw new Error('algod 503')
      }),
      scope,
      subtle,
    )
    const next = (await down.request('GATED-1', holder.addr.toString())).challenge
    expect(await down.check({ challenge: next, signedTransaction: signAs(holder, next) }, 'GATED-1')).toEqual({
      proven: false,
      reason: ACCESS_MESSAGES.checkFailed,
    })
  })

  it('refuses every proof where the browser cannot verify Ed25519', async () => {
    const proofs = createAccessProofs(fakeAlgod(), scope, null)
    const { challenge } = await proofs.request('GATED-1', holder.addr.toString())
    expect(await proofs.check({ challenge, signedTransaction: signAs(holder, challenge) }, 'GATED-1')).toEqual({
      proven: false,
      reason: ACCESS_PROOF_MESSAGES.unsupported,
    })
  })
})
