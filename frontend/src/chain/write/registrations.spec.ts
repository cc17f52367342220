import { generateAccount } from 'algosdk'
import { describe, expect, it, vi } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { composeEvent } from '../../domain/records/compose'
import { eventRecord } from '../../testing/event-record-fixture'
import { STATUS_BANNED, STATUS_CANCELLED } from '../../domain/registration/registration-status'
import type { RegistrationMetadata } from '../../domain/details/details'
import { REGISTRATION_MESSAGES } from '../../domain/registration/registration-messages'
import { eventBoxName } from '../node/box-keys'
import { registrationBoxName } from '../node/account-box-keys'
import { encodeEventRecord, encodeRegistrationRecord, fakeWriteContext } from '../../testing/fake-write-context'
import { register } from './registrations'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
/** The attendee's wallet, which makes the new ticket a re-registration sends. */
const wallet = generateAccount()
const ATTENDEE = wallet.addr.toString()
const EVENT_ID = 'LAUNCH-abc'
const record = eventRecord({ owner: OWNER, seq: 3n, tiers: [['Early', 0n, 0n, true]] })
const event = composeEvent(EVENT_ID, record, { resolverUrl: '', nowSeconds: 1_700_000_000 })
const metadata: RegistrationMetadata = {
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  attendeePhone: '',
  ticketTierLabel: 'Early',
  paymentAmountMicroAlgos: 0,
}

/** The attendee's registration box after the organiser's refund, with or without closing the event to them. */
function refundedRegistration(status: number) {
  return encodeRegistrationRecord({
    amountPaid: 0n,
    assetId: 0n,
    attendedAt: 0n,
    checkInMethod: 0n,
    claimed: false,
    sponsored: false,
    ticketRevealed: false,
    registeredAt: 1_700_000_050n,
    registeredRound: 90n,
    status: BigInt(status),
    ticketCommitment: new Uint8Array(32).fill(3),
    ticketNumber: 1n,
    sealKeyVersion: 1n,
    refundOwed: 0n,
    tierIndex: 0n,
  })
}

function nodeWithRegistration(status: number) {
  const node = fakeWriteContext(ATTENDEE, { secretKey: wallet.sk })
  node.putBox(eventBoxName(EVENT_ID), encodeEventRecord(record))
  node.putBox(registrationBoxName(ATTENDEE, 3n), refundedRegistration(status))
  return node
}

describe('register', () => {
  it('stops before any signature when a refund closed the event to this account', async () => {
    const node = nodeWithRegistration(STATUS_BANNED)
    expect(await register(node.ctx, event, 0, metadata)).toEqual({
      ok: false,
      error: REGISTRATION_MESSAGES.cancelledAndClosed,
    })
    expect(node.walletUses).toEqual([])
  })

  it('a refund that left the account free goes on to the wallet, to re-register into the same box', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const node = nodeWithRegistration(STATUS_CANCELLED)
    await register(node.ctx, event, 0, metadata)
    warn.mockRestore()
    expect(node.walletUses).toEqual(['newGroup'])
  })
})
