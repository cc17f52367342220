import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { decodeSignedTransaction } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { publicKeyFromAddress } from '../../../domain/text/algorand-address'
import { toBase64Url } from '../../../domain/text/base64url'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { fakeAuthenticator, passkeyProblemOf, type FakeAuthenticator } from '../../../testing/fake-passkey'
import { samplePayment } from '../../../testing/sample-payment'
import { memoryStorage } from '../../platform/memory-storage'
import { PASSKEY_PRF_SALT } from './passkey-ceremonies'
import { accountSeed } from './passkey-derivation'
import { PASSKEY_HINT_KEY } from './passkey-hint'
import { createPasskeySession, type PasskeySession } from './passkey-session'

const GENESIS = new Uint8Array(32).fill(0x48)
const APP_ID = 1_234n
const OTHER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
const PASSKEY_SECRET = new Uint8Array(32).fill(3)

interface Setup {
  session: PasskeySession
  authenticator: FakeAuthenticator
  storage: Storage
  /** Accounts the node reports as rekeyed, to their authorised signer. */
  rekeyed: Map<string, string>
}

function setup(authenticator = fakeAuthenticator({ passkeys: [PASSKEY_SECRET] }), storage = memoryStorage()): Setup {
  const rekeyed = new Map<string, string>()
  const session = createPasskeySession({
    appId: APP_ID,
    network: 'testnet',
    node: {
      genesisHash: async () => GENESIS,
      authAddress: async (address) => rekeyed.get(address) ?? null,
    },
    storage: () => storage,
    webAuthn: () => authenticator.env,
    subtle: () => crypto.subtle,
  })
  return { session, authenticator, storage, rekeyed }
}

/** Every way a byte string could be written down in storage. */
function spellings(bytes: Uint8Array): string[] {
  const base64 = btoa(String.fromCharCode(...bytes))
  return [bytesToHex(bytes), bytesToHex(bytes).toUpperCase(), base64, base64.replace(/=+$/, ''), toBase64Url(bytes)]
}

function storedValues(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index)!
    return `${key}=${storage.getItem(key)}`
  })
}

describe('a passkey session', () => {
  it('leaves no key material in storage after opening the account, signing and logging out', async () => {
    const { session, storage } = setup()
    const account = await session.open()
    await session.sign([samplePayment(account.address, GENESIS)])

    const prfOutput = hmac(sha256, PASSKEY_SECRET, PASSKEY_PRF_SALT)
    const seed = accountSeed(prfOutput, { genesisHash: GENESIS, appId: APP_ID })
    const secretKey = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)])
    const secrets = [prfOutput, seed, secretKey].flatMap(spellings)
    const check = () => {
      const values = storedValues(storage)
      for (const value of values) for (const secret of secrets) expect(value).not.toContain(secret)
      return values
    }
    // What is stored is the hint: the credential id and the address, nothing else.
    expect(check()).toHaveLength(1)
    expect(Object.keys(JSON.parse(storage.getItem(PASSKEY_HINT_KEY)!) as object).sort()).toEqual([
      'address',
      'credentialId',
      'scope',
    ])
    session.close()
    check()
    expect(session.current()).toBeNull()
  })

  it('zeroes the PRF output once the account is made', async () => {
    const { session, authenticator } = setup()
    await session.open()
    expect(authenticator.handedOut).toHaveLength(1)
    expect(authenticator.handedOut[0].every((byte) => byte === 0)).toBe(true)
  })

  it('makes the same account every time the same passkey opens it, even with storage cleared', async () => {
    const first = await setup().session.open()
    const again = await setup(fakeAuthenticator({ passkeys: [PASSKEY_SECRET] }), memoryStorage()).session.open()
    const another = await setup(fakeAuthenticator({ passkeys: [new Uint8Array(32).fill(4)] })).session.open()
    expect(again.address).toBe(first.address)
    expect(another.address).not.toBe(first.address)
  })

  it("signs the account's own transactions, which verify against its address", async () => {
    const { session } = setup()
    const { address } = await session.open()
    const [signed] = await session.sign([samplePayment(address, GENESIS)])
    const decoded = decodeSignedTransaction(signed!)
    expect(ed25519.verify(decoded.sig!, decoded.txn.bytesToSign(), publicKeyFromAddress(address))).toBe(true)
  })

  it('refuses to sign for another sender, and signs nothing of that group', async () => {
    const { session } = setup()
    const { address } = await session.open()
    const problem = await passkeyProblemOf(
      session.sign([samplePayment(address, GENESIS), samplePayment(OTHER, GENESIS)], [0, 1]),
    )
    expect(problem.message).toBe(PASSKEY_MESSAGES.notThisAccount)
    // Without indexes, only its own transactions are signed.
    const signed = await session.sign([samplePayment(address, GENESIS), samplePayment(OTHER, GENESIS)])
    expect(signed[0]).toBeInstanceOf(Uint8Array)
    expect(signed[1]).toBeNull()
  })

  it('refuses to sign for an account whose control was handed to another key (rekeyed)', async () => {
    const { session, rekeyed } = setup()
    const { address } = await session.open()
    rekeyed.set(address, OTHER)
    const problem = await passkeyProblemOf(session.sign([samplePayment(address, GENESIS)]))
    expect(problem.message).toBe(PASSKEY_MESSAGES.handedOver)
  })

  it('after a reload, resumes the address and asks the passkey again at the first signature', async () => {
    const storage = memoryStorage()
    const before = setup(undefined, storage)
    const { address } = await before.session.open()

    const after = setup(fakeAuthenticator({ passkeys: [PASSKEY_SECRET] }), storage)
    expect(after.session.resume()).toBe(address)
    expect(after.session.current()).toBeNull()
    const [signed] = await after.session.sign([samplePayment(address, GENESIS)])
    expect(decodeSignedTransaction(signed!).txn.sender.toString()).toBe(address)
    const asked = after.authenticator.calls.map((call) => call.kind)
    expect(asked).toEqual(['get'])
    // The hint sent the browser straight to that passkey.
    const { publicKey } = after.authenticator.calls[0].options as CredentialRequestOptions
    expect(publicKey?.allowCredentials).toHaveLength(1)
    // The key stays in memory: the next signature asks nothing.
    await after.session.sign([samplePayment(address, GENESIS)])
    expect(after.authenticator.calls).toHaveLength(1)
  })

  it('refuses when the passkey asked after a reload opens another account', async () => {
    const storage = memoryStorage()
    const { address } = await setup(undefined, storage).session.open()
    const stored = JSON.parse(storage.getItem(PASSKEY_HINT_KEY)!) as { credentialId: string }
    // Another passkey answers to the same credential id (as if the hinted one were replaced).
    const other = fakeAuthenticator({ passkeys: [new Uint8Array(32).fill(9)] })
    other.passkeys[0].id = new Uint8Array(Buffer.from(stored.credentialId, 'base64url'))
    const after = setup(other, storage)
    after.session.resume()
    const problem = await passkeyProblemOf(after.session.sign([samplePayment(address, GENESIS)]))
    expect(problem.message).toBe(PASSKEY_MESSAGES.otherAccount)
    expect(after.session.current()).toBeNull()
  })

  it('refuses another sender after a reload before asking the passkey anything', async () => {
    const storage = memoryStorage()
    await setup(undefined, storage).session.open()
    const after = setup(fakeAuthenticator({ passkeys: [PASSKEY_SECRET] }), storage)
    after.session.resume()
    await passkeyProblemOf(after.session.sign([samplePayment(OTHER, GENESIS)], [0]))
    // A group with nothing of the account's to sign asks nothing either.
    expect(await after.session.sign([samplePayment(OTHER, GENESIS)])).toEqual([null])
    expect(after.authenticator.calls).toHaveLength(0)
  })

  it('takes a closed passkey request while signing as a cancel (nothing signed)', async () => {
    const storage = memoryStorage()
    const { address } = await setup(undefined, storage).session.open()
    const after = setup(fakeAuthenticator({ passkeys: [PASSKEY_SECRET] }), storage)
    after.session.resume()
    after.authenticator.closeNextRequest()
    const problem = await passkeyProblemOf(after.session.sign([samplePayment(address, GENESIS)]))
    expect(problem.kind).toBe('closed')
    expect(problem.code).toBe(4001)
  })

  it('drops the key on logging out: signing asks the passkey again', async () => {
    const { session, authenticator } = setup()
    const { address } = await session.open()
    session.close()
    expect(session.current()).toBeNull()
    await session.sign([samplePayment(address, GENESIS)])
    expect(authenticator.calls.map((call) => call.kind)).toEqual(['get', 'get'])
  })

  it('forgets a hint whose passkey is gone, so the next try lets the person pick', async () => {
    const storage = memoryStorage()
    await setup(undefined, storage).session.open()
    const { session } = setup(fakeAuthenticator({ passkeys: [] }), storage)
    expect((await passkeyProblemOf(session.open())).kind).toBe('none-found')
    expect(storage.getItem(PASSKEY_HINT_KEY)).toBeNull()
  })

  it('says the network cannot be reached when its identity cannot be read', async () => {
    const authenticator = fakeAuthenticator({ passkeys: [PASSKEY_SECRET] })
    const session = createPasskeySession({
      appId: APP_ID,
      network: 'testnet',
      node: { genesisHash: () => Promise.reject(new TypeError('Failed to fetch')), authAddress: async () => null },
      storage: () => memoryStorage(),
      webAuthn: () => authenticator.env,
      subtle: () => crypto.subtle,
    })
    const problem = await passkeyProblemOf(session.open())
    expect(problem.kind).toBe('unreachable')
    expect(authenticator.handedOut[0].every((byte) => byte === 0)).toBe(true)
  })
})
