import { WalletId } from '@txnlab/use-wallet-react'
import { describe, expect, it } from 'vitest'
import { WALLET_IDS } from './wallet-ids'

describe('WALLET_IDS', () => {
  it.each(Object.entries(WALLET_IDS))("%s is use-wallet's own WalletId.%s", (name, id) => {
    expect(WalletId[name as keyof typeof WalletId]).toBe(id)
  })
})
