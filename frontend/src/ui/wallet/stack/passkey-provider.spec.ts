// @vitest-environment jsdom
import { WalletId, WalletManager, NetworkId } from '@txnlab/use-wallet-react'
import { decodeSignedTransaction, encodeUnsignedTransaction } from 'algosdk'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAuthenticator, type FakeAuthenticator } from '../../../testing/fake-passkey'
import { samplePayment } from '../../../testing/sample-payment'
import { PASSKEY_HINT_KEY } from '../passkey/passkey-hint'
import { passkeyProvider } from './passkey-provider'
import { createPasskeySession, type PasskeySession } from '../passkey/passkey-session'

const GENESIS = new Uint8Array(32).fill(0x48)
const SECRET = new Uint8Array(32).fill(5)

function session(authenticator: FakeAuthenticator): PasskeySession {
  return createPasskeySession({
    appId: 77n,
    network: 'testnet',
    node: { genesisHash: async () => GENESIS, authAddress: async () => null },
    storage: () => window.localStorage,
    webAuthn: () => authenticator.env,
    subtle: () => crypto.subtle,
  })
}

/** A use-wallet manager with the passkey as its only wallet, as wallet-manager.ts registers it. */
function manager(passkeySession: PasskeySession): WalletManager {
  return new WalletManager({
    wallets: [
      { id: WalletId.CUSTOM, options: { provider: passkeyProvider(passkeySession) }, metadata: { name: 'Passkey' } },
    ],
    defaultNetwork: NetworkId.TESTNET,
  })
}

afterEach(() => window.localStorage.clear())

describe('the passkey as a use-wallet wallet', () => {
  it('connects, signs through both entry points, resumes after a reload and disconnects', async () => {
    const authenticator = fakeAuthenticator({ passkeys: [SECRET] })
    const first = session(authenticator)
    const wallets = manager(first)
    const wallet = wallets.getWallet(WalletId.CUSTOM)!
    expect(wallet.metadata.name).toBe('Passkey')

    const [account] = await wallet.connect()
    wallet.setActive()
    expect(wallets.activeAddress).toBe(account.address)

    // signTransactions: transactions or their msgpack, one group or several.
    const [signed] = await wallet.signTransactions([samplePayment(account.address, GENESIS, 1)])
    expect(decodeSignedTransaction(signed!).txn.sender.toString()).toBe(account.address)
    const [fromBytes] = await wallet.signTransactions([
      [encodeUnsignedTransaction(samplePayment(account.address, GENESIS, 1))],
    ])
    expect(decodeSignedTransaction(fromBytes!).sig).toHaveLength(64)
    // transactionSigner: only the asked indexes.
    const blobs = await wallet.transactionSigner(
      [samplePayment(account.address, GENESIS, 1), samplePayment(account.address, GENESIS, 1)],
      [1],
    )
    expect(blobs).toHaveLength(1)

    // A reload: a new session and manager over the same storage; the account comes back without its key.
    const reloaded = session(fakeAuthenticator({ passkeys: [SECRET] }))
    const again = manager(reloaded)
    await again.resumeSessions()
    expect(again.activeAddress).toBe(account.address)
    expect(reloaded.current()).toBeNull()
    const [resigned] = await again
      .getWallet(WalletId.CUSTOM)!
      .signTransactions([samplePayment(account.address, GENESIS, 1)])
    expect(decodeSignedTransaction(resigned!).txn.sender.toString()).toBe(account.address)

    await again.getWallet(WalletId.CUSTOM)!.disconnect()
    expect(again.activeAddress).toBeNull()
    expect(reloaded.current()).toBeNull()
    // The hint (not secret) stays for the next visit.
    expect(window.localStorage.getItem(PASSKEY_HINT_KEY)).toContain(account.address)
  })

  it('hands use-wallet the account the panel just opened, without asking the passkey twice', async () => {
    const authenticator = fakeAuthenticator({ passkeys: [SECRET] })
    const passkeySession = session(authenticator)
    const opened = await passkeySession.open()
    const [account] = await manager(passkeySession).getWallet(WalletId.CUSTOM)!.connect()
    expect(account.address).toBe(opened.address)
    expect(authenticator.calls).toHaveLength(1)
  })
})
