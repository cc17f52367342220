/**
 * The organiser paying attendees' network costs, on a real node, through the web app's own chain
 * layer: an account that never held ALGO registers, is checked in by a paired door and gets its
 * attendance token, and holds 0 ALGO throughout; the attendee budget pays exactly the fees and
 * deposits; a refund gives the deposit back to the budget; and the contract refuses to spend the
 * budget past its balance, twice for one account, or on an event that does not pay costs.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sponsoredRegistrationFee } from '../../frontend/src/domain/costs/attendee-costs'
import { ASSET_MBR_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { attendeeSponsor, NO_FEE } from '../support/chain-internals'
import { checkInAtDoor, pairedDoor } from '../../scripts/lib/door-device'
import { openSettings } from '../support/chain-inputs'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  refundRegistration,
  registered,
  succeeded,
  tier,
  uniqueId,
  contractReasonOf,
  type Actor,
  type ChainTestNet,
} from './support'

const BUDGET = 2_000_000n
const MIN_FEE = 1_000n

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
})

/** A door-check-in event on now whose owner pays attendees' costs from `budget`. */
async function sponsoredEvent(prefix: string, budget = BUDGET, pays = true): Promise<string> {
  return createdEvent(
    owner,
    eventInput(uniqueId(prefix), {
      settings: openSettings({ selfCheckIn: false }),
      paysAttendeeCosts: pays,
      attendeeBudgetMicroAlgos: budget,
      ticketTiers: [tier('Free', 0, 100)],
    }),
  )
}

const budgetOf = async (eventId: string) => (await heldEvent(owner, eventId)).attendeeBudgetMicroAlgos

describe('an attendee who never held ALGO, on an event whose owner pays', () => {
  let eventId: string
  let attendee: Actor
  beforeAll(async () => {
    eventId = await sponsoredEvent('FREE-RIDE')
    attendee = await net.actor(0)
  })

  it('registers: the budget pays exactly the fee and the deposit, the sponsor only floats', async () => {
    const sponsor = attendeeSponsor(net.config)!
    const sponsorBefore = await net.balance(sponsor.address)
    const budgetBefore = await budgetOf(eventId)
    await registered(attendee, eventId)
    const registration = await heldRegistration(attendee, eventId)
    expect(registration).toMatchObject({ status: 'confirmed', sponsored: true })
    expect(budgetBefore - (await budgetOf(eventId))).toBe(sponsoredRegistrationFee(false) + registrationBoxMbr())
    expect(await net.balance(sponsor.address)).toBe(sponsorBefore)
    expect(await net.balance(attendee.address)).toBe(0n)
  })

  it('shows its ticket and is checked in by a paired door', async () => {
    const event = await heldEvent(owner, eventId)
    const door = await pairedDoor(owner.chain, event)
    succeeded(
      await checkInAtDoor(door, attendee.chain, event, await heldRegistration(attendee, eventId), net.config.appId),
    )
    expect((await heldRegistration(attendee, eventId)).status).toBe('attended')
    expect(await net.balance(attendee.address)).toBe(0n)
  })

  it('gets its attendance token at the event’s expense, kept for it in the app', async () => {
    const event = await heldEvent(owner, eventId)
    const budgetBefore = event.attendeeBudgetMicroAlgos
    const minted = succeeded(await attendee.chain.mintAndClaimToken(event, await heldRegistration(attendee, eventId)))
    expect(minted.credited).toBe(true)
    const registration = await heldRegistration(attendee, eventId)
    expect(registration).toMatchObject({ nftMinted: true, nftClaimed: false, nftAssetId: minted.assetId })
    const spent = budgetBefore - (await budgetOf(eventId))
    // The asset's deposit and the group's fee: at least the call, the sponsor's payment, the asset
    // and the reimbursement, and no more than the sponsor ever pays.
    expect(spent - ASSET_MBR_MICROALGOS).toBeGreaterThanOrEqual(4n * MIN_FEE)
    expect(spent - ASSET_MBR_MICROALGOS).toBeLessThanOrEqual(10n * MIN_FEE)
    expect(await net.balance(attendee.address)).toBe(0n)
  })
})

describe('deposits back to the budget', () => {
  it('a refund of a sponsored registration returns its deposit to the budget', async () => {
    const eventId = await sponsoredEvent('REFUND-BACK')
    const attendee = await net.actor(0)
    await registered(attendee, eventId)
    const before = await budgetOf(eventId)
    await refundRegistration(owner, attendee, eventId)
    expect((await budgetOf(eventId)) - before).toBe(registrationBoxMbr())
    expect(await attendee.chain.getRegistration(await heldEvent(owner, eventId), attendee.address)).toBeNull()
  })
})

describe('what the contract refuses to pay', () => {
  /** [the sponsor's fee payment, register_event] sent straight through the typed client. */
  async function sponsoredRegister(attendee: Actor, eventId: string, fee = sponsoredRegistrationFee(false)) {
    const sponsor = attendeeSponsor(net.config)!
    const payment = await net.algorand.createTransaction.payment({
      sender: sponsor.address,
      receiver: sponsor.address,
      amount: AlgoAmount.MicroAlgo(0),
      staticFee: AlgoAmount.MicroAlgo(fee),
    })
    return net.appClient
      .newGroup()
      .registerEvent({
        sender: attendee.address,
        signer: attendee.account.signer,
        args: {
          mbrPayment: { txn: payment, signer: sponsor.signer },
          eventId,
          tierIndex: 0n,
          ticketCommitment: new Uint8Array(randomBytes(32)),
          waitlist: false,
        },
        ...NO_FEE,
      })
      .send({ populateAppCallResources: true })
  }

  it('past its balance', async () => {
    const eventId = await sponsoredEvent('SHORT', sponsoredRegistrationFee(false) + registrationBoxMbr() - 1n)
    const attendee = await net.actor(0)
    const reason = await contractReasonOf(net, () => sponsoredRegister(attendee, eventId))
    expect(reason).toBe("The event owner's budget for attendees' costs is used up")
  })

  it('twice for one account', async () => {
    const eventId = await sponsoredEvent('TWICE')
    const attendee = await net.actor(0)
    await sponsoredRegister(attendee, eventId)
    const before = await budgetOf(eventId)
    expect(await contractReasonOf(net, () => sponsoredRegister(attendee, eventId))).toBe('Already registered')
    expect(await budgetOf(eventId)).toBe(before)
  })

  it('on an event that does not pay costs', async () => {
    const eventId = await sponsoredEvent('NOT-PAYING')
    succeeded(await owner.chain.setAttendeeCosts(await heldEvent(owner, eventId), false))
    const attendee = await net.actor(0)
    expect(await contractReasonOf(net, () => sponsoredRegister(attendee, eventId))).toBe(
      "The event owner does not pay attendees' costs",
    )
    expect(await budgetOf(eventId)).toBe(BUDGET)
  })

  it('and a zero-balance account on an event that does not pay is refused before anything is signed', async () => {
    const eventId = await sponsoredEvent('NO-FUNDS', 0n, false)
    const attendee = await net.actor(0)
    const result = await attendee.chain.register(await heldEvent(owner, eventId), 0, {
      attendeeName: 'Nobody',
      attendeeEmail: 'nobody@example.com',
      attendeePhone: '',
      ticketTierLabel: 'Free',
      paymentAmountMicroAlgos: 0,
    })
    expect(result).toEqual({ ok: false, error: expect.stringContaining('needs an account holding ALGO') })
    expect(await attendee.chain.getRegistration(await heldEvent(owner, eventId), attendee.address)).toBeNull()
  })
})
