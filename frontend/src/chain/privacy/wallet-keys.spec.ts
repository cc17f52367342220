import { decodeUnsignedTransaction, generateAccount, type Account } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { encodeUnsendableTransaction } from '../node/unsendable-transaction'
import { ticketCommitmentMessage } from '../../domain/check-in/ticket'
import {
  guestListPrivateKey,
  keyPurposeName,
  ticketCommitment,
  ticketSecret,
  walletKeyNote,
  type KeyPurpose,
  type KeySite,
} from './wallet-keys'

const wallet = generateAccount()
const network = { genesisID: 'testnet-v1.0', genesisHash: new Uint8Array(32).fill(4) }
const SITE: KeySite = { site: 'https://dynaqr.example', appId: 1234n }
const GUEST_LIST: KeyPurpose = { kind: 'guest-list', eventId: 'EV-1', version: 1 }
const TICKETS: KeyPurpose = { kind: 'tickets', eventId: 'EV-1' }

/** The wallet's signature of the never-sent transaction, as a wallet makes it (algosdk, Ed25519). */
function keySignature(account: Account, purpose: KeyPurpose, site = SITE, genesisHash = network.genesisHash) {
  const unsigned = encodeUnsendableTransaction({
    address: account.addr.toString(),
    genesisID: network.genesisID,
    genesisHash,
    note: walletKeyNote(site, purpose),
  })
  return decodeUnsignedTransaction(unsigned).rawSignTxn(account.sk)
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

describe('walletKeyNote', () => {
  it('names the site, the event and what the signature opens, and says where alone to sign it', () => {
    expect(walletKeyNote(SITE, GUEST_LIST)).toBe(
      'DynaQR at https://dynaqr.example: this signature opens the guest list of event EV-1 (key 1). Nothing is sent. ' +
        'Sign this only on https://dynaqr.example: anyone else who gets it can open the same. (app 1234)',
    )
    expect(walletKeyNote(SITE, TICKETS)).toContain('opens your tickets to event EV-1')
  })

  it('differs for another site, app, event, key version and purpose', () => {
    const notes = new Set([
      walletKeyNote(SITE, GUEST_LIST),
      walletKeyNote({ ...SITE, site: 'https://dynaqr-login.example' }, GUEST_LIST),
      walletKeyNote({ ...SITE, appId: 1235n }, GUEST_LIST),
      walletKeyNote(SITE, { ...GUEST_LIST, eventId: 'EV-2' }),
      walletKeyNote(SITE, { ...GUEST_LIST, version: 2 }),
      walletKeyNote(SITE, TICKETS),
    ])
    expect(notes.size).toBe(6)
  })

  it('gives each purpose its own name for the session store', () => {
    expect(keyPurposeName(GUEST_LIST)).toBe('guest-list:EV-1:1')
    expect(keyPurposeName({ ...GUEST_LIST, version: 2 })).toBe('guest-list:EV-1:2')
    expect(keyPurposeName(TICKETS)).toBe('tickets:EV-1')
  })
})

describe('keys made from a key signature', () => {
  const guestList = keySignature(wallet, GUEST_LIST)
  const tickets = keySignature(wallet, TICKETS)

  it('come from a signature that is the same every time the wallet signs (Ed25519 is deterministic)', () => {
    expect(keySignature(wallet, GUEST_LIST)).toEqual(guestList)
    expect(guestListPrivateKey(keySignature(wallet, GUEST_LIST))).toEqual(guestListPrivateKey(guestList))
    expect(ticketSecret(keySignature(wallet, TICKETS), 1)).toEqual(ticketSecret(tickets, 1))
  })

  it('are 32 bytes', () => {
    expect(guestListPrivateKey(guestList)).toHaveLength(32)
    expect(ticketSecret(tickets, 1)).toHaveLength(32)
  })

  it('differ for another site, network, wallet, event and key version, whose signatures differ', () => {
    const others = [
      keySignature(wallet, GUEST_LIST, { ...SITE, site: 'https://look-alike.example' }),
      keySignature(wallet, GUEST_LIST, SITE, new Uint8Array(32).fill(5)),
      keySignature(generateAccount(), GUEST_LIST),
      keySignature(wallet, { ...GUEST_LIST, eventId: 'EV-2' }),
      keySignature(wallet, { ...GUEST_LIST, version: 2 }),
    ]
    for (const other of others) {
      expect(other).not.toEqual(guestList)
      expect(guestListPrivateKey(other)).not.toEqual(guestListPrivateKey(guestList))
    }
  })

  it('give each ticket number its own secret, apart from the guest-list key', () => {
    const secrets = new Set([
      hex(guestListPrivateKey(tickets)),
      hex(ticketSecret(tickets, 1)),
      hex(ticketSecret(tickets, 2)),
      hex(ticketSecret(tickets, 10)),
      hex(ticketSecret(guestList, 1)),
    ])
    expect(secrets.size).toBe(5)
  })
})

describe('ticketCommitment', () => {
  const scope = { appId: 1234n, eventSeq: 7n, attendee: wallet.addr.toString() }
  const secret = ticketSecret(keySignature(wallet, TICKETS), 1)

  it('is the SHA-256 of the domain, app, event, attendee, number and secret, as the contract checks it', async () => {
    const message = ticketCommitmentMessage(scope, 1, secret)
    expect(message).toHaveLength(16 + 8 + 8 + 32 + 8 + 32)
    expect(new TextDecoder().decode(message.subarray(0, 16))).toBe('DynaQR ticket v2')
    expect(Array.from(message.subarray(16, 24))).toEqual([0, 0, 0, 0, 0, 0, 0x04, 0xd2])
    expect(Array.from(message.subarray(24, 32))).toEqual([0, 0, 0, 0, 0, 0, 0, 7])
    expect(message.subarray(32, 64)).toEqual(wallet.addr.publicKey)
    expect(Array.from(message.subarray(64, 72))).toEqual([0, 0, 0, 0, 0, 0, 0, 1])
    expect(message.subarray(72)).toEqual(secret)
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(message)))
    expect(ticketCommitment(scope, 1, secret)).toEqual(digest)
  })

  it('binds the secret to its registration: another app, event, attendee or number gives another', () => {
    const commitments = new Set([
      hex(ticketCommitment(scope, 1, secret)),
      hex(ticketCommitment({ ...scope, appId: 1235n }, 1, secret)),
      hex(ticketCommitment({ ...scope, eventSeq: 8n }, 1, secret)),
      hex(ticketCommitment({ ...scope, attendee: generateAccount().addr.toString() }, 1, secret)),
      hex(ticketCommitment(scope, 2, secret)),
    ])
    expect(commitments.size).toBe(5)
  })
})
