import { describe, expect, it } from 'vitest'
import { memoryStorage } from './memory-storage'
import { sessionSignatureStore } from './session-signatures'

const SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index)

describe('the session signature store', () => {
  it('keeps a signature across page loads of the same session (a new store over the same storage)', () => {
    const storage = memoryStorage()
    sessionSignatureStore(storage).set('localnet:7:ADDR:tickets:EV-1', SIGNATURE)
    expect(sessionSignatureStore(storage).get('localnet:7:ADDR:tickets:EV-1')).toEqual(SIGNATURE)
    expect(sessionSignatureStore(storage).get('localnet:7:ADDR:tickets:EV-2')).toBeUndefined()
  })

  it('forgets every signature when the wallet disconnects, and nothing else in storage', () => {
    const storage = memoryStorage()
    storage.setItem('dynaqr:saved-tickets:v1', '[]')
    const store = sessionSignatureStore(storage)
    store.set('a', SIGNATURE)
    store.set('b', SIGNATURE)
    store.clear()
    expect([store.get('a'), store.get('b')]).toEqual([undefined, undefined])
    expect(sessionSignatureStore(storage).get('a')).toBeUndefined()
    expect(storage.getItem('dynaqr:saved-tickets:v1')).toBe('[]')
  })

  it('lasts as long as the page where there is no storage', () => {
    const store = sessionSignatureStore(null)
    store.set('a', SIGNATURE)
    expect(store.get('a')).toEqual(SIGNATURE)
  })
})
