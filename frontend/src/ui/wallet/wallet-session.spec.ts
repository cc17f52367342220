import { describe, expect, it } from 'vitest'
import type { StorageSource } from '../platform/json-storage'
import { memoryStorage } from '../platform/memory-storage'
import { readActiveAddress, recordActiveAddress, WALLET_SESSION_KEY } from './wallet-session'

const ADDRESS = 'A'.repeat(52) + 'Y5HFKQ'

/** Storage holding `initial`, as the reads and writes under test see it. */
function memory(initial: Record<string, string> = {}): StorageSource {
  const storage = memoryStorage(initial)
  return () => storage
}

describe('wallet session', () => {
  it('reads back the account the app recorded', () => {
    const storage = memory()
    expect(recordActiveAddress(ADDRESS, storage)).toBe(true)
    expect(readActiveAddress(storage)).toBe(ADDRESS)
  })

  it('forgets the account when the wallet disconnects', () => {
    const storage = memory()
    recordActiveAddress(ADDRESS, storage)
    recordActiveAddress(null, storage)
    expect(readActiveAddress(storage)).toBeNull()
  })

  it('reads no account from nothing stored, corrupt JSON, a malformed address or storage that throws', () => {
    expect(readActiveAddress(memory())).toBeNull()
    expect(readActiveAddress(memory({ [WALLET_SESSION_KEY]: '{oops' }))).toBeNull()
    expect(
      readActiveAddress(memory({ [WALLET_SESSION_KEY]: JSON.stringify({ address: 'not-an-address' }) })),
    ).toBeNull()
    expect(readActiveAddress(memory({ [WALLET_SESSION_KEY]: JSON.stringify({ address: 42 }) }))).toBeNull()
    expect(readActiveAddress(memory({ [WALLET_SESSION_KEY]: JSON.stringify([ADDRESS]) }))).toBeNull()
    const throwing: StorageSource = () => ({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    })
    expect(readActiveAddress(throwing)).toBeNull()
  })

  it("does not read use-wallet's own storage", () => {
    const useWalletState = JSON.stringify({
      wallets: { kmd: { activeAccount: { address: ADDRESS } } },
      activeWallet: 'kmd',
    })
    expect(readActiveAddress(memory({ '@txnlab/use-wallet:v4': useWalletState }))).toBeNull()
  })
})
