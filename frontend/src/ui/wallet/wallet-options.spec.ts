import { describe, expect, it, vi } from 'vitest'

vi.mock('@txnlab/use-wallet-react', () => ({
  WalletId: {
    PERA: 'pera',
    KMD: 'kmd',
    MNEMONIC: 'mnemonic',
    EXODUS: 'exodus',
    DEFLY: 'defly',
    LUTE: 'lute',
    CUSTOM: 'custom',
  },
}))

import {
  DEFLY,
  isPasskeyOption,
  isPasskeyWallet,
  LUTE,
  MYALGO,
  PASSKEY,
  notInstalledMessage,
  offeredWalletOptions,
  signingRefusal,
  walletOptions,
} from './wallet-options'

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'

describe('signingRefusal', () => {
  it('signs for an account of a wallet the network offers', () => {
    expect(signingRefusal(ADDRESS, 'kmd', 'localnet')).toBeNull()
    expect(signingRefusal(ADDRESS, 'exodus', 'testnet')).toBeNull()
    expect(signingRefusal(ADDRESS, 'defly', 'mainnet')).toBeNull()
    expect(signingRefusal(ADDRESS, 'lute', 'testnet')).toBeNull()
    for (const network of ['localnet', 'testnet', 'mainnet'] as const)
      expect(signingRefusal(ADDRESS, 'custom', network)).toBeNull()
  })

  it("refuses with 'No account connected' once the account is gone", () => {
    expect(signingRefusal(null, 'kmd', 'localnet')).toBe('No account connected')
  })

  it("refuses a wallet the network's build does not offer", () => {
    expect(signingRefusal(ADDRESS, 'kmd', 'testnet')).toBe('Unsupported wallet provider for signing')
    expect(signingRefusal(ADDRESS, 'defly', 'localnet')).toBe('Unsupported wallet provider for signing')
    expect(signingRefusal(ADDRESS, undefined, 'localnet')).toBe('Unsupported wallet provider for signing')
  })
})

describe('notInstalledMessage', () => {
  it('names the wallet and where to get it', () => {
    expect(notInstalledMessage(MYALGO)).toBe(
      'MyAlgo is not installed. Please install it from https://wallet.myalgo.com/',
    )
    expect(notInstalledMessage(DEFLY)).toBe('Defly is not installed. Please install it from https://defly.app/')
    expect(notInstalledMessage(LUTE)).toBe('Lute is not installed. Please install it from https://lute.app/')
  })
})

describe('walletOptions', () => {
  it('offers only wallets that sign on the network, never MyAlgo, and a passkey on every network', () => {
    expect(walletOptions('localnet').map((option) => option.key)).toEqual(['kmd', 'mnemonic', 'passkey'])
    expect(walletOptions('testnet').map((option) => option.key)).toEqual(['pera', 'defly', 'lute', 'exodus', 'passkey'])
    expect(walletOptions('mainnet').map((option) => option.key)).toEqual(['pera', 'defly', 'lute', 'exodus', 'passkey'])
  })

  it("sets up the QR Generator's Pera button on LocalNet too", () => {
    expect(offeredWalletOptions('localnet').map((option) => option.key)).toEqual(['kmd', 'mnemonic', 'passkey', 'pera'])
  })

  it('names the passkey "Passkey" and tells it apart from the wallets', () => {
    expect(PASSKEY).toMatchObject({ name: 'Passkey', walletId: 'custom' })
    expect(walletOptions('testnet').filter(isPasskeyOption)).toEqual([PASSKEY])
    expect(isPasskeyWallet('custom')).toBe(true)
    expect(isPasskeyWallet('kmd')).toBe(false)
  })
})
