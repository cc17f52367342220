// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../../../config'
import { fakeAuthenticator } from '../../../testing/fake-passkey'
import { samplePayment } from '../../../testing/sample-payment'
import { WALLET_MESSAGES } from '../../../domain/messages/messages'
import { createPasskeySession, type PasskeySession } from '../passkey/passkey-session'
import { currentWalletAccount, NO_WALLET_ACCOUNT, publishWalletAccount } from '../wallet-account'

const GENESIS = new Uint8Array(32).fill(0x48)
const config = parseConfig({ VITE_ALGOD_NETWORK: 'testnet', VITE_APP_ID: '77' })

/** The page's passkey session, over a fake authenticator, as passkey-sessions.ts would make it. */
const passkey = vi.hoisted(() => ({ session: null as PasskeySession | null }))
vi.mock('../passkey/passkey-sessions', () => ({ passkeySessionFor: () => passkey.session }))

import { startWalletStack } from './wallet-stack'

afterEach(() => {
  window.localStorage.clear()
  publishWalletAccount(NO_WALLET_ACCOUNT)
})

function passkeySession(): PasskeySession {
  return createPasskeySession({
    appId: 77n,
    network: 'testnet',
    node: { genesisHash: async () => GENESIS, authAddress: async () => null },
    storage: () => window.localStorage,
    webAuthn: () => fakeAuthenticator({ passkeys: [new Uint8Array(32).fill(5)] }).env,
    subtle: () => crypto.subtle,
  })
}

describe('the wallet stack', () => {
  it('publishes the account a wallet connects, signs with it, and publishes none once it disconnects', async () => {
    passkey.session = passkeySession()
    const stack = startWalletStack(config)
    expect(currentWalletAccount()).toEqual(NO_WALLET_ACCOUNT)

    const { address } = await passkey.session.open()
    await stack.connect('custom')
    expect(currentWalletAccount()).toEqual({
      activeAddress: address,
      activeWalletId: 'custom',
      accounts: [{ name: 'Your passkey account', address }],
    })
    const signed = await stack.signer([samplePayment(address, GENESIS, 1)], [0])
    expect(signed).toHaveLength(1)

    await stack.disconnect()
    expect(currentWalletAccount()).toEqual(NO_WALLET_ACCOUNT)
    await expect(stack.signer([samplePayment(address, GENESIS, 1)], [0])).rejects.toThrow(WALLET_MESSAGES.noAccount)
  })

  it('refuses a wallet this build does not set up', async () => {
    passkey.session = passkeySession()
    const stack = startWalletStack(config)
    await expect(stack.connect('kmd')).rejects.toThrow('kmd is not set up in this build')
  })
})
