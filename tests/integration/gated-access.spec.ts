/**
 * Access rules on a real node, through the web app's chain layer: time-based access follows the
 * latest block's time whatever this machine's clock says, and nft-gated access opens only to a
 * wallet proof by the holder's own key (a signature by another key, or by the key of a rekeyed
 * account, proves nothing).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { decodeUnsignedTransaction } from 'algosdk'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccessProof } from '../../frontend/src/domain/access/access-proof'
import { isWithinBusinessHours } from '../../frontend/src/domain/access/access-rules'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES } from '../../frontend/src/domain/messages/messages'
import { declareAndClaim, registerByEventId } from '../../scripts/lib/attendee-flow'
import type { SigningAccount } from '../../scripts/lib/network'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  registrationForm,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

const DESTINATION = 'https://gated.example/members'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(20)
})
afterEach(() => {
  vi.useRealTimers()
})

/** An account that registered, confirmed attendance and holds the event's attendance token. */
async function tokenHolder(eventId: string): Promise<Actor> {
  const holder = await net.actor(3)
  const registered = await registerByEventId(holder.chain, eventId, 0, registrationForm('Holder'))
  if (!registered.ok) throw new Error(`registration failed: ${registered.error}`)
  const claimed = await declareAndClaim(holder.chain, registered.value.event, registered.value.registration)
  if (!claimed.ok) throw new Error(`token claim failed: ${claimed.error}`)
  return holder
}

/** The wallet's part: `actor`'s challenge signed by `key`'s signer, as a wallet would sign it. */
async function proofOf(actor: Actor, eventId: string, key: SigningAccount = actor.account): Promise<AccessProof> {
  const { challenge, transaction } = await actor.chain.accessProofRequest(eventId, actor.address)
  const [signedTransaction] = await key.signer([decodeUnsignedTransaction(transaction)], [0])
  return { challenge, signedTransaction }
}

describe('time-based access on a real node', () => {
  it("follows the latest block's time, not this machine's clock", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('HOURS'), { accessType: 'time-based' }))
    const blockTime = async () => new Date((await owner.chain.chainTime()) * 1000)
    const before = await blockTime()
    // This machine's clock on the same day, on the other side of business hours from the chain's.
    const local = new Date(before)
    local.setHours(isWithinBusinessHours(before) ? 3 : 12)
    vi.useFakeTimers({ now: local, toFake: ['Date'] })
    const result = await owner.chain.resolve(eventId)
    vi.useRealTimers()
    const after = await blockTime()
    const expected = (at: Date) => (isWithinBusinessHours(at) ? true : ACCESS_MESSAGES.outsideBusinessHours)
    expect([expected(before), expected(after)]).toContain(result.success || result.error)
  })
})

describe('nft-gated access on a real node', () => {
  let eventId: string
  let holder: Actor
  beforeAll(async () => {
    eventId = await createdEvent(
      owner,
      eventInput(uniqueId('GATED'), { currentUrl: DESTINATION, accessType: 'nft-gated' }),
    )
    holder = await tokenHolder(eventId)
  })

  it("lets the holder's own signature through, and counts the scan", async () => {
    const result = await holder.chain.resolve(eventId, { proof: await proofOf(holder, eventId), waitForScan: true })
    expect(result).toMatchObject({ success: true, redirectUrl: DESTINATION, scanSent: true })
  })

  it('refuses the connected holder without a proof, and a proof answered twice', async () => {
    expect(await holder.chain.resolve(eventId)).toMatchObject({ success: false, error: ACCESS_MESSAGES.proofRequired })
    const proof = await proofOf(holder, eventId)
    expect((await holder.chain.resolve(eventId, { proof })).success).toBe(true)
    expect(await holder.chain.resolve(eventId, { proof })).toMatchObject({ error: ACCESS_PROOF_MESSAGES.refused })
  })

  it("refuses the holder's challenge signed by another account's key", async () => {
    const stranger = await net.actor(1)
    const proof = await proofOf(holder, eventId, stranger.account)
    expect(await holder.chain.resolve(eventId, { proof })).toMatchObject({
      success: false,
      error: ACCESS_PROOF_MESSAGES.refused,
    })
  })

  it("refuses a rekeyed holder's own key: it no longer controls the account", async () => {
    const rekeyedHolder = await tokenHolder(eventId)
    const newSigner = await net.actor(1)
    await net.algorand.send.payment({
      sender: rekeyedHolder.account.addr,
      signer: rekeyedHolder.account.signer,
      receiver: rekeyedHolder.account.addr,
      amount: AlgoAmount.MicroAlgo(0),
      rekeyTo: newSigner.account.addr,
    })
    const proof = await proofOf(rekeyedHolder, eventId)
    expect(await rekeyedHolder.chain.resolve(eventId, { proof })).toMatchObject({
      success: false,
      error: ACCESS_PROOF_MESSAGES.rekeyed,
    })
  })

  it('refuses a holder whose registration the organiser refunded: the token alone is not a seat', async () => {
    const refunded = await tokenHolder(eventId)
    succeeded(
      await owner.chain.refundRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(refunded, eventId),
        true,
      ),
    )
    const proof = await proofOf(refunded, eventId)
    expect(await refunded.chain.resolve(eventId, { proof })).toMatchObject({
      success: false,
      error: ACCESS_MESSAGES.tokenMissing,
    })
  })
})
