import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeSignedTransaction, mnemonicFromSeed, mnemonicToSecretKey } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { publicKeyFromAddress } from '../../../domain/text/algorand-address'
import { samplePayment } from '../../../testing/sample-payment'
import { accountSeed, passkeyAccount, SafeKeysUnsupported, type AccountScope } from './passkey-derivation'
import { signTransaction } from '../stack/passkey-signer'

const prf = (fill: number) => new Uint8Array(32).fill(fill)
const TESTNET: AccountScope = { genesisHash: new Uint8Array(32).fill(0x48), appId: 1_234n }
const MAINNET: AccountScope = { genesisHash: new Uint8Array(32).fill(0xc0), appId: 1_234n }

describe('a passkey account made from the PRF output', () => {
  it('is the same account for the same PRF output and scope, however often it is made', async () => {
    const first = await passkeyAccount(prf(7), TESTNET)
    const again = await passkeyAccount(prf(7), TESTNET)
    expect(again.address).toBe(first.address)
    expect(again.publicKey).toEqual(first.publicKey)
    expect(accountSeed(prf(7), TESTNET)).toEqual(accountSeed(prf(7), TESTNET))
  })

  it('is another account for another passkey (PRF output), another app and another network', async () => {
    const base = (await passkeyAccount(prf(7), TESTNET)).address
    const others = [
      await passkeyAccount(prf(8), TESTNET),
      await passkeyAccount(prf(7), { ...TESTNET, appId: 1_235n }),
      await passkeyAccount(prf(7), MAINNET),
    ].map((account) => account.address)
    expect(new Set([base, ...others]).size).toBe(4)
  })

  it('is the account algosdk makes from the same seed (the public key from @noble/curves is the right one)', async () => {
    const seed = accountSeed(prf(9), TESTNET)
    const reference = mnemonicToSecretKey(mnemonicFromSeed(seed))
    expect((await passkeyAccount(prf(9), TESTNET)).address).toBe(reference.addr.toString())
  })

  it('keeps the private key in WebCrypto as a non-extractable Ed25519 signing key', async () => {
    const { privateKey } = await passkeyAccount(prf(7), TESTNET)
    expect(privateKey.extractable).toBe(false)
    expect(privateKey.type).toBe('private')
    expect(privateKey.algorithm.name).toBe('Ed25519')
    expect(privateKey.usages).toEqual(['sign'])
    await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow()
  })

  it('zeroes the seed buffers it made: the PKCS#8 copy handed to WebCrypto is all zero afterwards', async () => {
    const handed: Uint8Array[] = []
    const subtle = {
      importKey: (...args: Parameters<SubtleCrypto['importKey']>) => {
        handed.push(args[1] as Uint8Array)
        return crypto.subtle.importKey(...args)
      },
    } as unknown as SubtleCrypto
    await passkeyAccount(prf(7), TESTNET, subtle)
    expect(handed).toHaveLength(1)
    expect(handed[0]).toHaveLength(48)
    expect(handed[0].every((byte) => byte === 0)).toBe(true)
  })

  it('signs transactions that verify against its address, and algosdk decodes them as signed by it', async () => {
    const account = await passkeyAccount(prf(7), TESTNET)
    const transaction = samplePayment(account.address, TESTNET.genesisHash)
    const signed = decodeSignedTransaction(await signTransaction(account, transaction))
    expect(signed.txn.txID()).toBe(transaction.txID())
    expect(signed.sgnr).toBeUndefined()
    expect(ed25519.verify(signed.sig!, transaction.bytesToSign(), publicKeyFromAddress(account.address))).toBe(true)
    const tampered = transaction.bytesToSign()
    tampered[tampered.length - 1] ^= 1
    expect(ed25519.verify(signed.sig!, tampered, publicKeyFromAddress(account.address))).toBe(false)
  })

  it('says so when the browser cannot import an Ed25519 key', async () => {
    const subtle = {
      importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
    } as unknown as SubtleCrypto
    await expect(passkeyAccount(prf(7), TESTNET, subtle)).rejects.toBeInstanceOf(SafeKeysUnsupported)
  })

  it('refuses a PRF output too short to be one', () => {
    expect(() => accountSeed(new Uint8Array(16), TESTNET)).toThrow(/too short/)
  })
})
