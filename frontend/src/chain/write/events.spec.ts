import { decodeUnsignedTransaction, generateAccount } from 'algosdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { eventRecord } from '../../testing/event-record-fixture'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'
import { CREATE_MESSAGES } from '../../domain/event/create-messages'
import type { CreateEventInput } from '../../domain/event/event'
import { eventBoxName } from '../node/box-keys'
import { createEvent } from './events'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { buildEventDetailsNotes } from '../../domain/details/event-note'
import { appCallInBlock } from '../../testing/fake-block'
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
    // What the earlier attempt wrote, in the round the event records (1,000): this browser keeps
    // that, not this attempt's own texts.
    const earlierNote = buildEventDetailsNotes(EVENT_ID, { description: 'As the earlier attempt wrote it' })
    if (!earlierNote.ok) throw new Error(earlierNote.error)
    const blocks = new Map([[1_000n, [appCallInBlock(OWNER, EVENT_ID, earlierNote.value.notes[0])]]])
    const node = fakeWriteContext(OWNER, { blocks })
    putEvent(node)
    expect(await createEvent(node.ctx, { ...input, description: 'This attempt' })).toEqual({
      ok: true,
      value: { eventId: EVENT_ID },
    })
    expect(node.walletUses).toEqual([])
    expect(node.ctx.metadata.loadEventMetadata(EVENT_ID)).toEqual({
      description: 'As the earlier attempt wrote it',
      detailsRound: 1_000,
      detailsSource: 'chain',
    })
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
      note: walletKeyNote({ site: 'http://app', appId: 7n }, { kind: 'guest-list', eventId: EVENT_ID, version: 1 }),
    })
    const signature = decodeUnsignedTransaction(keyTransaction).rawSignTxn(wallet.sk)
    const { publicKey } = await guestListKeyPair(signature)
    expect(sent.sealKey).toEqual(publicKey)
    // The wallet signed the key request twice: it must sign the same both times.
    expect(node.keySignatures).toBe(2)
    expect(sent.settings).toEqual({
      startsAt: 0n,
      endsAt: 0n,
      checkInOpensBefore: 0n,
      selfCheckIn: false,
      decideBy: 0n,
    })
    expect(sent.tiers).toEqual([['Early', 1_000_000n, 50n, false]])
  })

  it('texts longer than one note: create_event carries the first part, 0-ALGO payments to the owner the others', async () => {
    const long = { ...input, description: 'Ünïcode agenda line\n'.repeat(150), organizer: { name: 'Org' } }
    let call: { note?: Uint8Array } = {}
    let carriers: unknown[] = []
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      createEvent: async (_self, params, added) => {
        call = params
        carriers = added
        return {
          txIds: ['PAY', 'CALL', 'PART2', 'PART3', 'PART4'],
          confirmations: [{}, {}, {}, {}, { confirmedRound: 101n }],
        }
      },
    })
    expect(await createEvent(node.ctx, long)).toEqual({ ok: true, value: { eventId: EVENT_ID, txId: 'CALL' } })
    const kept = node.ctx.metadata.loadEventMetadata(EVENT_ID)!
    const written = buildEventDetailsNotes(EVENT_ID, kept)
    if (!written.ok) throw new Error(written.error)
    const [first, ...others] = written.value.notes
    expect(others).toHaveLength(3)
    expect(call.note).toEqual(first)
    expect(carriers).toEqual(
      others.map((note) => ({
        payment: expect.objectContaining({ sender: OWNER, receiver: OWNER, amount: AlgoAmount.MicroAlgo(0), note }),
      })),
    )
    // This browser keeps exactly what the notes carry, as the chain's copy of the round they landed in.
    expect(kept).toEqual({ ...written.value.sent, detailsRound: 101, detailsSource: 'chain' })
    expect(kept.description).toBe(long.description)
  })

  it('texts longer than a group can carry: refused with the sizes before anything is signed', async () => {
    const node = fakeWriteContext(OWNER, { secretKey: wallet.sk })
    const result = await createEvent(node.ctx, { ...input, description: 'x'.repeat(20_000) })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/^The event's texts take 20,\d{3} bytes on Algorand/)
    expect(node.walletUses).toEqual([])
    expect(node.ctx.metadata.loadEventMetadata(EVENT_ID)).toBeUndefined()
  })

  it('a send that succeeds reports its transaction', async () => {
    const node = fakeWriteContext(OWNER, {
      secretKey: wallet.sk,
      createEvent: async () => ({ txIds: ['PAY', 'CALL'], confirmations: [{}, { confirmedRound: 101n }] }),
    })
    expect(await createEvent(node.ctx, input)).toEqual({ ok: true, value: { eventId: EVENT_ID, txId: 'CALL' } })
  })
})
