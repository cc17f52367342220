import { ed25519 } from '@noble/curves/ed25519.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { generateAccount, type Transaction } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import { fakeWriteContext } from '../../testing/fake-write-context'
import type { KeyPurpose } from '../privacy/wallet-keys'
import { memorySignatureStore } from './signature-store'
import { steadyWalletKeySignature, walletKeySignature } from './wallet-keys-signature'

const wallet = generateAccount()

const L = 2n ** 252n + 27742317777372353535851937790883648493n
const littleEndian = (bytes: Uint8Array) => bytes.reduceRight((value, byte) => (value << 8n) + BigInt(byte), 0n)
const toLittleEndian = (value: bigint) =>
  Uint8Array.from({ length: 32 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))

/** A valid Ed25519 signature made with nonce `nonce` instead of the deterministic one, as a randomised signer does. */
function randomisedSignature(message: Uint8Array, seed: Uint8Array, nonce: number): Uint8Array {
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(seed)
  const r = (BigInt(nonce) * 7919n + 12345n) % L
  const R = ed25519.Point.BASE.multiply(r).toBytes()
  const k = littleEndian(sha512(Uint8Array.from([...R, ...pointBytes, ...message]))) % L
  return Uint8Array.from([...R, ...toLittleEndian((r + k * scalar) % L)])
}
const OWNER = wallet.addr.toString()
const TICKETS: KeyPurpose = { kind: 'tickets', eventId: 'EV-1' }

/** A fake node whose wallet signs with the owner's key, keeping signatures in a store of its own. */
function node() {
  const fake = fakeWriteContext(OWNER, { secretKey: wallet.sk })
  fake.ctx.keySignatures = memorySignatureStore()
  return fake
}

describe('walletKeySignature', () => {
  it('asks the wallet once per purpose, then answers from the session store', async () => {
    const fake = node()
    const first = await walletKeySignature(fake.ctx, OWNER, TICKETS)
    expect(await walletKeySignature(fake.ctx, OWNER, TICKETS)).toEqual(first)
    expect(fake.keySignatures).toBe(1)
    await walletKeySignature(fake.ctx, OWNER, { kind: 'guest-list', eventId: 'EV-1', version: 1 })
    expect(fake.keySignatures).toBe(2)
  })

  it('asks once for requests made at the same time', async () => {
    const fake = node()
    await Promise.all([walletKeySignature(fake.ctx, OWNER, TICKETS), walletKeySignature(fake.ctx, OWNER, TICKETS)])
    expect(fake.keySignatures).toBe(1)
  })
})

describe('steadyWalletKeySignature', () => {
  const purpose: KeyPurpose = { kind: 'guest-list', eventId: 'EV-1', version: 1 }

  it('has the wallet sign twice and keeps the signature for the session', async () => {
    const fake = node()
    const signature = await steadyWalletKeySignature(fake.ctx, OWNER, purpose)
    expect(fake.keySignatures).toBe(2)
    expect(await walletKeySignature(fake.ctx, OWNER, purpose)).toEqual(signature)
    expect(fake.keySignatures).toBe(2)
  })

  it('refuses a wallet that signs the same request differently each time, and keeps nothing', async () => {
    const fake = node()
    let calls = 0
    // A wallet with a randomised signer: valid signatures by the right key, a new one each time.
    const signer = async (group: Transaction[], indexes: number[]) => {
      calls++
      return indexes.map((index) => {
        const signature = randomisedSignature(group[index].bytesToSign(), wallet.sk.subarray(0, 32), calls)
        return group[index].attachSignature(OWNER, signature)
      })
    }
    fake.ctx.algorand = { account: { getSigner: () => signer } } as unknown as typeof fake.ctx.algorand
    await expect(steadyWalletKeySignature(fake.ctx, OWNER, purpose)).rejects.toThrow(GUEST_LIST_MESSAGES.unsteadyWallet)
    expect(fake.ctx.keySignatures?.get(`localnet:7:${OWNER}:guest-list:EV-1:1`)).toBeUndefined()
  })
})
