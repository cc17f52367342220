// @vitest-environment jsdom
import { NetworkId, WalletId, WalletManager } from '@txnlab/use-wallet-react'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  keptWalletAccount,
  NO_WALLET_ACCOUNT,
  publishWalletAccount,
  USE_WALLET_STATE_KEY,
  useWalletAccount,
} from './wallet-account'

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'
const storage = () => window.localStorage

afterEach(() => window.localStorage.clear())

describe('the account use-wallet kept in this browser', () => {
  it("is read from use-wallet's own state, as its manager writes it", () => {
    const manager = new WalletManager({ wallets: [WalletId.KMD], defaultNetwork: NetworkId.LOCALNET })
    expect(window.localStorage.getItem(USE_WALLET_STATE_KEY)).not.toBeNull()
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)

    manager.store.setState((state) => ({
      ...state,
      activeWallet: WalletId.KMD,
      wallets: {
        [WalletId.KMD]: {
          accounts: [
            { name: 'KMD Account 1', address: ADDRESS },
            { name: 'KMD Account 2', address: OTHER },
          ],
          activeAccount: { name: 'KMD Account 2', address: OTHER },
        },
      },
    }))
    expect(keptWalletAccount(storage)).toEqual({
      activeAddress: OTHER,
      activeWalletId: 'kmd',
      accounts: [
        { name: 'KMD Account 1', address: ADDRESS },
        { name: 'KMD Account 2', address: OTHER },
      ],
    })
  })

  it('is none when nothing usable was kept', () => {
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)
    window.localStorage.setItem(USE_WALLET_STATE_KEY, '{not json')
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)
    const kept = (state: unknown) => window.localStorage.setItem(USE_WALLET_STATE_KEY, JSON.stringify(state))
    kept({ activeWallet: 'kmd', wallets: {} })
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)
    kept({ activeWallet: 'kmd', wallets: { kmd: { accounts: [], activeAccount: null } } })
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)
    kept({ activeWallet: null, wallets: { kmd: { accounts: [], activeAccount: { name: 'A', address: ADDRESS } } } })
    expect(keptWalletAccount(storage)).toEqual(NO_WALLET_ACCOUNT)
  })
})

describe('useWalletAccount', () => {
  it('follows what the wallet stack publishes, and renders again only when it changed', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useWalletAccount()
    })
    const connected = { activeAddress: ADDRESS, activeWalletId: 'kmd', accounts: [{ name: 'A', address: ADDRESS }] }
    act(() => publishWalletAccount(connected))
    expect(result.current).toEqual(connected)
    const rendered = renders
    act(() => publishWalletAccount({ ...connected, accounts: [{ name: 'A', address: ADDRESS }] }))
    expect(renders).toBe(rendered)
    act(() => publishWalletAccount(NO_WALLET_ACCOUNT))
    expect(result.current).toEqual(NO_WALLET_ACCOUNT)
  })
})
