import { describe, expect, it } from 'vitest'
import { activeAddressFromPersistedState, readPersistedActiveAddress, USE_WALLET_STORAGE_KEY } from './wallet-session'

const ADDRESS = 'A'.repeat(52) + 'Y5HFKQ'

function persisted(activeWallet: string | null, address: unknown = ADDRESS) {
  return JSON.stringify({
    wallets: {
      kmd: { accounts: [{ name: 'KMD Account 1', address }], activeAccount: { name: 'KMD Account 1', address } },
    },
    activeWallet,
    activeNetwork: 'localnet',
  })
}

describe('activeAddressFromPersistedState', () => {
  it('returns the active account of the active wallet', () => {
    expect(activeAddressFromPersistedState(persisted('kmd'))).toBe(ADDRESS)
  })

  it('returns null when no wallet is active', () => {
    expect(activeAddressFromPersistedState(persisted(null))).toBeNull()
    expect(activeAddressFromPersistedState(persisted('pera'))).toBeNull()
    expect(activeAddressFromPersistedState(null)).toBeNull()
  })

  it('rejects corrupt or malformed state', () => {
    expect(activeAddressFromPersistedState('{oops')).toBeNull()
    expect(activeAddressFromPersistedState('[]')).toBeNull()
    expect(activeAddressFromPersistedState(persisted('kmd', 'not-an-address'))).toBeNull()
    expect(activeAddressFromPersistedState(persisted('kmd', 42))).toBeNull()
  })
})

describe('readPersistedActiveAddress', () => {
  it('reads the use-wallet v4 key', () => {
    const storage = { getItem: (key: string) => (key === USE_WALLET_STORAGE_KEY ? persisted('kmd') : null) }
    expect(readPersistedActiveAddress(storage)).toBe(ADDRESS)
  })

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readPersistedActiveAddress(storage)).toBeNull()
    expect(readPersistedActiveAddress(undefined)).toBeNull()
  })
})
