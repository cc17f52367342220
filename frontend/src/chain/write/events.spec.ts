import { decodeUnsignedTransaction, generateAccount } from 'algosdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addressFromPublicKey } from '../../domain/algorand-address'
import { eventRecord } from '../../testing/event-record-fixture'
import { CHAIN_MESSAGES, CREATE_MESSAGES } from '../../domain/messages'
import type { CreateEventInput } from '../../domain/types'
import { eventBoxName } from '../node/box-keys'
import { createEvent } from './events'
import { guestListKeyPair } from '../privacy/guest-list'
import { walletKeyNote } from '../privacy/wallet-keys'
import { encodeUnsendableTransaction } from '../node/unsendable-transaction'
import {
  encodeEventRecord,
  FAKE_WRITE_PARAMS,
  fakeWriteContext,
  type FakeWriteNode,
} from '../../testing/fake-write-context'

/** The owner's wallet, which also makes the guest-list key its create sends. */
const wallet = generateAccount()
const OWNER = wallet.addr.toString()
const SOMEONE_ELSE = addressFromPublicKey(new Uint8Array(32).fill(9))
const EVENT_ID = 'LAUNCH-abc'

const input: CreateEventInput = {
  eventId: EVENT_ID,
  eventName: 'Launch',
  currentUrl: 'https://example.com/a',
  description: '',
  accessType: 'public',
  expiryDate: 1_800_000_000,
  resolverUrl: '',
  maxCapacity: 100,
  ticketTiers: [
    {
      id: 'early',
      name: 'Early',
      description: '',
      price: 1,
      currency: 'ALGO',
      quantity: 50,
      benefits: [],
      transferable: false,
    },
  ],
}

/** The event this input creates, as the contract stores it. */
const created = eventRecord({
  owner: OWNER,
  name: 'Launch',
  url: 'https://example.com/a',
  accessType: 'public',
  expiry: 1_800_000_000n,
  capacity: 100n,
  tiers: [['Early', 1_000_000n, 50n, false]],
})

const putEvent = (node: FakeWriteNode, record = created) =>
  node.putBox(eventBoxName(EVENT_ID), encodeEventRecord(record))

describe('createEvent, retried after an earlier attempt that may have landed', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('an event already stored with every setting of this create is its success, with nothing sent again', async () => {
    const node = fakeWriteContext(OWNER)
    putEvent(node)
    expect(await createEvent(node.ctx, input)).toEqual({ ok: true, value: { eventId: EVENT_ID } })
    expect(node.walletUses).toEqual([])
    expect(node.ctx.metadata.loadEventMetadata(EVENT_ID)).toMatchObject({ ticketTiers: input.ticketTiers })
  })

  it('an event stored by an earlier attempt with other settings is said to exist, not reported as created', async () => {
    const node = fakeWriteContext(OWNER)
    putEvent(node, { ...created, capacity: 80n, tiers: [['Early', 2_000_000n, 50n, false]] })
    expect(await createEvent(node.ctx, input)).toEqual({
      ok: false,
      error: CREATE_MESSAGES.existsWithOtherSettings(EVENT_ID, ['capacity', 'ticket tiers']),
    })
    expect(node.walletUses).toEqual([])
  })

  it("refused as already existing because an earlier attempt landed meanwhile: the refusal is this create's success", async () => {
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      async createEvent(self) {
        putEvent(self)
        throw new Error('logic eval error: assert failed pc=612. Details: Event ID already exists')
      },
    })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: true, value: { eventId: EVENT_ID } })
    expect(node.walletUses).toEqual(['createEvent'])
  })

  it("refused because the id is someone else's: the refusal stands", async () => {
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      async createEvent(self) {
        putEvent(self, { ...created, owner: SOMEONE_ELSE })
        throw new Error('logic eval error: assert failed pc=612. Details: Event ID already exists')
      },
    })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: false, error: CHAIN_MESSAGES.contractRejected })
  })

  it('a send lost on the way is reported as it failed; the event is found by the retry, not by this attempt', async () => {
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      async createEvent(self) {
        putEvent(self)
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: false, error: CHAIN_MESSAGES.network })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: true, value: { eventId: EVENT_ID } })
  })

  it("sends the guest-list key the owner's wallet makes, and no dates with door check-in by default", async () => {
    let sent: Record<string, unknown> = {}
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      createEvent: async (_self, params) => {
        sent = params.args
        return { txIds: ['PAY', 'CALL'], confirmations: [{}, { confirmedRound: 101n }] }
      },
    })
    expect(await createEvent(node.ctx, input)).toMatchObject({ ok: true })
    const keyTransaction = encodeUnsendableTransaction({
      address: OWNER,
      genesisID: FAKE_WRITE_PARAMS.genesisID,
      genesisHash: FAKE_WRITE_PARAMS.genesisHash,
      note: walletKeyNote(7n),
    })
    const signature = decodeUnsignedTransaction(keyTransaction).rawSignTxn(wallet.sk)
    const { publicKey } = await guestListKeyPair(signature, EVENT_ID)
    expect(sent.sealKey).toEqual(publicKey)
    expect(sent.settings).toEqual({ startsAt: 0n, endsAt: 0n, checkInOpensBefore: 0n, selfCheckIn: false })
    expect(sent.tiers).toEqual([['Early', 1_000_000n, 50n, false]])
  })

  it('a send that succeeds reports its transaction', async () => {
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      createEvent: async () => ({ txIds: ['PAY', 'CALL'], confirmations: [{}, { confirmedRound: 101n }] }),
    })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: true, value: { eventId: EVENT_ID, txId: 'CALL' } })
  })
})
