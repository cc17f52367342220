import { describe, expect, it } from 'vitest'
import { readJson, versionedKey, writeJson, type StorageSource } from './json-storage'
import { memoryStorage } from './memory-storage'

const throwing: StorageSource = () => ({
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
})

describe('json storage', () => {
  it('round-trips a value', () => {
    const storage = memoryStorage()
    expect(writeJson(() => storage, 'k', { address: 'A', n: 2 })).toBe(true)
    expect(readJson(() => storage, 'k')).toEqual({ address: 'A', n: 2 })
  })

  it('reads nothing from a missing key, corrupt JSON or storage that throws', () => {
    const storage = memoryStorage({ k: '{not json' })
    expect(readJson(() => storage, 'missing')).toBeUndefined()
    expect(readJson(() => storage, 'k')).toBeUndefined()
    expect(readJson(throwing, 'k')).toBeUndefined()
    expect(readJson(() => undefined, 'k')).toBeUndefined()
  })

  it('says when a write was not kept', () => {
    expect(writeJson(throwing, 'k', 1)).toBe(false)
    expect(writeJson(() => undefined, 'k', 1)).toBe(false)
  })

  it('gives each version of a value its own key', () => {
    expect(versionedKey('wallet-session', 1)).toBe('dynaqr:wallet-session:v1')
    expect(versionedKey('wallet-session', 2)).not.toBe(versionedKey('wallet-session', 1))
  })
})
