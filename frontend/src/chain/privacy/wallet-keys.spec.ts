import { decodeUnsignedTransaction, generateAccount, type Account } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { encodeUnsendableTransaction } from '../node/unsendable-transaction'
import { guestListPrivateKey, ticketCommitment, ticketSecret, walletKeyNote } from './wallet-keys'

const wallet = generateAccount()
const network = { genesisID: 'testnet-v1.0', genesisHash: new Uint8Array(32).fill(4) }

/** The wallet's signature of the never-sent transaction, as a wallet makes it (algosdk, Ed25519). */
function keySignature(account: Account, appId: bigint, genesisHash = network.genesisHash): Uint8Array {
  const unsigned = encodeUnsendableTransaction({
    address: account.addr.toString(),
    genesisID: network.genesisID,
    genesisHash,
    note: walletKeyNote(appId),
  })
  return decodeUnsignedTransaction(unsigned).rawSignTxn(account.sk)
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

describe('walletKeyNote', () => {
  it('says what the signature is for, and names the app', () => {
    expect(walletKeyNote(1234n)).toBe('DynaQR key: never sent, signed only to make your keys for {"app":"1234"}')
    expect(walletKeyNote(1235n)).not.toBe(walletKeyNote(1234n))
  })
})

describe('keys made from the wallet signature', () => {
  const signature = keySignature(wallet, 1234n)

  it('come from a signature that is the same every time the wallet signs (Ed25519 is deterministic)', () => {
    expect(keySignature(wallet, 1234n)).toEqual(signature)
    expect(guestListPrivateKey(keySignature(wallet, 1234n), 'EV-1')).toEqual(guestListPrivateKey(signature, 'EV-1'))
    expect(ticketSecret(keySignature(wallet, 1234n), 'EV-1', 0)).toEqual(ticketSecret(signature, 'EV-1', 0))
  })

  it('are 32 bytes', () => {
    expect(guestListPrivateKey(signature, 'EV-1')).toHaveLength(32)
    expect(ticketSecret(signature, 'EV-1', 0)).toHaveLength(32)
  })

  it('differ for another app, another network and another wallet, whose signatures differ', () => {
    const others = [
      keySignature(wallet, 1235n),
      keySignature(wallet, 1234n, new Uint8Array(32).fill(5)),
      keySignature(generateAccount(), 1234n),
    ]
    for (const other of others) {
      expect(other).not.toEqual(signature)
      expect(guestListPrivateKey(other, 'EV-1')).not.toEqual(guestListPrivateKey(signature, 'EV-1'))
      expect(ticketSecret(other, 'EV-1', 0)).not.toEqual(ticketSecret(signature, 'EV-1', 0))
    }
  })

  it("differ for another event's guest list", () => {
    expect(guestListPrivateKey(signature, 'EV-2')).not.toEqual(guestListPrivateKey(signature, 'EV-1'))
  })

  it('differ for another event and another ticket number', () => {
    const first = ticketSecret(signature, 'EV-1', 0)
    expect(ticketSecret(signature, 'EV-2', 0)).not.toEqual(first)
    expect(ticketSecret(signature, 'EV-1', 1)).not.toEqual(first)
    expect(ticketSecret(signature, 'EV-1', 1)).not.toEqual(ticketSecret(signature, 'EV-1', 2))
  })

  it('keep the guest-list key and the ticket secrets apart, even for look-alike names', () => {
    const secrets = new Set([
      hex(guestListPrivateKey(signature, 'EV-1')),
      hex(ticketSecret(signature, 'EV-1', 0)),
      hex(guestListPrivateKey(signature, 'ticket:EV-1:0')),
      hex(ticketSecret(signature, 'EV-1:0', 0)),
      hex(ticketSecret(signature, 'EV-1', 10)),
      hex(ticketSecret(signature, 'EV-11', 0)),
    ])
    expect(secrets.size).toBe(6)
  })
})

describe('ticketCommitment', () => {
  it('is the SHA-256 of the secret, as the contract checks it', async () => {
    const secret = ticketSecret(keySignature(wallet, 1234n), 'EV-1', 0)
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(secret)))
    expect(ticketCommitment(secret)).toEqual(digest)
  })
})
