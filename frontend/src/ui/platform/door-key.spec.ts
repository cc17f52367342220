import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { CHECK_IN_MESSAGES } from '../../domain/check-in/check-in-messages'
import { agreementKeyPair, seal } from '../../chain/privacy/sealed-box'
import { createDoorKeyStore, doorAgreementKeyName, doorKeyName, doorKeysSupported } from './door-key'
import { memoryKeyVault, type KeyVault } from './key-vault'

const APP_ID = 1234n
const EVENT_ID = 'ALGO-SUMMIT-1'

async function verify(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message))
}

describe('door key', () => {
  it('is named by app and event in the vault', () => {
    expect(doorKeyName(APP_ID, EVENT_ID)).toBe('door-key:v3:1234:ALGO-SUMMIT-1')
  })

  it('makes a key whose signatures verify against its 32-byte public key, and loads it back', async () => {
    const store = createDoorKeyStore(memoryKeyVault())
    const created = await store.create(APP_ID, EVENT_ID)
    if (!created.ok) throw new Error(created.error)
    const key = created.value
    expect(key.publicKey).toHaveLength(32)
    expect(key.address).toBe(addressFromPublicKey(key.publicKey))

    const message = new TextEncoder().encode('TX a check-in transaction')
    const signature = await key.sign(message)
    expect(signature).toHaveLength(64)
    expect(await verify(key.publicKey, signature, message)).toBe(true)
    expect(await verify(key.publicKey, signature, new TextEncoder().encode('TX another transaction'))).toBe(false)

    const loaded = await store.load(APP_ID, EVENT_ID)
    expect(loaded?.address).toBe(key.address)
    expect(await verify(key.publicKey, await loaded!.sign(message), message)).toBe(true)
  })

  it('keeps a private key that cannot be read out', async () => {
    const vault = memoryKeyVault()
    await createDoorKeyStore(vault).create(APP_ID, EVENT_ID)
    const pair = await vault.get(doorKeyName(APP_ID, EVENT_ID))
    expect(pair?.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', pair!.privateKey)).rejects.toThrow()
  })

  it('holds keys per event: another event or app has none', async () => {
    const store = createDoorKeyStore(memoryKeyVault())
    await store.create(APP_ID, EVENT_ID)
    expect(await store.load(APP_ID, 'OTHER-EVENT')).toBeNull()
    expect(await store.load(APP_ID + 1n, EVENT_ID)).toBeNull()
  })

  it('replaces the earlier key when a new one is made', async () => {
    const store = createDoorKeyStore(memoryKeyVault())
    const first = await store.create(APP_ID, EVENT_ID)
    const second = await store.create(APP_ID, EVENT_ID)
    expect(first.ok && second.ok && first.value.address !== second.value.address).toBe(true)
    expect((await store.load(APP_ID, EVENT_ID))?.address).toBe(second.ok && second.value.address)
  })

  it('makes an X25519 key beside it, kept non-extractable, that opens what is sealed to its public key', async () => {
    const vault = memoryKeyVault()
    const store = createDoorKeyStore(vault)
    const created = await store.create(APP_ID, EVENT_ID)
    if (!created.ok) throw new Error(created.error)
    const agreement = created.value.agreement!
    expect(agreement.publicKey).toHaveLength(32)
    const pair = await vault.get(doorAgreementKeyName(APP_ID, EVENT_ID))
    expect(pair?.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', pair!.privateKey)).rejects.toThrow()

    const context = new TextEncoder().encode('a pairing')
    const box = await seal(new TextEncoder().encode('the guest list key'), agreement.publicKey, context)
    const loaded = await store.load(APP_ID, EVENT_ID)
    expect(loaded?.agreement?.publicKey).toEqual(agreement.publicKey)
    const opened = await agreementKeyPair(loaded!.agreement!).open(box, context)
    expect(opened.ok && new TextDecoder().decode(opened.plaintext)).toBe('the guest list key')
  })

  it('gives a door made before it had one an X25519 key when it loads, and a new one with a new door key', async () => {
    const vault = memoryKeyVault()
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair
    await vault.put(doorKeyName(APP_ID, EVENT_ID), pair)
    const store = createDoorKeyStore(vault)
    const first = await store.load(APP_ID, EVENT_ID)
    expect(first?.agreement?.publicKey).toHaveLength(32)
    expect((await store.load(APP_ID, EVENT_ID))?.agreement?.publicKey).toEqual(first?.agreement?.publicKey)
    const renewed = await store.create(APP_ID, EVENT_ID)
    expect(renewed.ok && renewed.value.agreement?.publicKey).not.toEqual(first?.agreement?.publicKey)
  })

  it('works without the guest list where WebCrypto has no X25519', async () => {
    const noX25519 = new Proxy(crypto.subtle, {
      get(target, property) {
        if (property === 'generateKey') {
          return (algorithm: { name: string }, ...rest: unknown[]) =>
            algorithm.name === 'X25519'
              ? Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError'))
              : (target.generateKey as (...args: unknown[]) => Promise<unknown>).call(target, algorithm, ...rest)
        }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const created = await createDoorKeyStore(memoryKeyVault(), noX25519).create(APP_ID, EVENT_ID)
    expect(created.ok && created.value.address).toMatch(/^[A-Z2-7]{58}$/)
    expect(created.ok && created.value.agreement).toBeNull()
  })

  it('reads a vault that fails as holding no key', async () => {
    const broken: KeyVault = { get: () => Promise.reject(new Error('blocked')), put: async () => {} }
    expect(await createDoorKeyStore(broken).load(APP_ID, EVENT_ID)).toBeNull()
  })

  it('fails with a reason when the key cannot be kept', async () => {
    const full: KeyVault = { get: async () => undefined, put: () => Promise.reject(new Error('QuotaExceededError')) }
    expect(await createDoorKeyStore(full).create(APP_ID, EVENT_ID)).toEqual({
      ok: false,
      error: CHECK_IN_MESSAGES.deviceKeyNotStored,
    })
  })

  it('says when WebCrypto has no Ed25519', async () => {
    const noEd25519 = {
      generateKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
    } as unknown as SubtleCrypto
    expect(await doorKeysSupported(crypto.subtle)).toBe(true)
    expect(await doorKeysSupported(noEd25519)).toBe(false)
    expect(await doorKeysSupported(null)).toBe(false)
    const created = await createDoorKeyStore(memoryKeyVault(), noEd25519).create(APP_ID, EVENT_ID)
    expect(created).toEqual({ ok: false, error: CHECK_IN_MESSAGES.deviceKeyUnsupported })
  })
})
