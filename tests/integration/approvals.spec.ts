/**
 * Registrations that wait for the organiser's approval, on a real node, through the web app's own
 * writes: the ticket payment is held by the app, approving pays it to the owner, declining pays it
 * back to the attendee and frees the seat, and a registration that waits cannot be refunded.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-messages'
import { approvalEvent } from '../support/approval-event'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  registered,
  registrationForm,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

const FEE = 1_000n
const PRICE = 10_000_000n

let net: ChainTestNet
let appAddress: string
beforeAll(async () => {
  net = await chainTestNet()
  appAddress = net.appClient.appAddress.toString()
})

/** Balances of the owner, the attendee and the app, read together. */
async function balances(owner: Actor, attendee: Actor) {
  const [ownerBalance, attendeeBalance, app] = await Promise.all([
    net.balance(owner.address),
    net.balance(attendee.address),
    net.balance(appAddress),
  ])
  return { owner: ownerBalance, attendee: attendeeBalance, app }
}

describe('a registration that waits for approval', () => {
  let owner: Actor
  let eventId: string
  let attendee: Actor
  beforeAll(async () => {
    ;({ owner, eventId } = await approvalEvent(net, 'HOLD'))
    attendee = await net.actor()
  })

  it('is stored waiting, its payment held by the app: the owner receives nothing yet', async () => {
    expect((await heldEvent(owner, eventId)).approvalRequired).toBe(true)
    const before = await balances(owner, attendee)
    await registered(attendee, eventId)
    const after = await balances(owner, attendee)

    expect(await heldRegistration(attendee, eventId)).toMatchObject({
      status: 'pending',
      paymentAmountMicroAlgos: PRICE,
    })
    expect(after.owner).toBe(before.owner)
    expect(after.app - before.app).toBe(PRICE + registrationBoxMbr())
    // [ticket payment to the app, deposit, register_event]
    expect(before.attendee - after.attendee).toBe(PRICE + registrationBoxMbr() + 3n * FEE)
    const event = await heldEvent(owner, eventId)
    expect(event.registeredCount).toBe(1)
    expect(event.tiers[0].sold).toBe(1n)
  })

  it("cannot be refunded: 'Approve or decline this registration first', and nothing moves", async () => {
    const before = await balances(owner, attendee)
    const result = await owner.chain.refundRegistration(
      await heldEvent(owner, eventId),
      await heldRegistration(attendee, eventId),
      false,
    )
    expect(result).toEqual({ ok: false, error: 'Approve or decline this registration first' })
    expect(await balances(owner, attendee)).toEqual(before)
    expect((await heldRegistration(attendee, eventId)).status).toBe('pending')
  })

  it('another account cannot approve it, with the reason', async () => {
    const stranger = await net.actor()
    const result = await stranger.chain.approveRegistration(
      await heldEvent(stranger, eventId),
      await heldRegistration(attendee, eventId),
    )
    expect(result).toEqual({ ok: false, error: 'Only the event owner can do this' })
    expect((await heldRegistration(attendee, eventId)).status).toBe('pending')
  })

  it('approving pays the held payment to the owner, whose call pays the fee of that payment too', async () => {
    const before = await balances(owner, attendee)
    succeeded(
      await owner.chain.approveRegistration(await heldEvent(owner, eventId), await heldRegistration(attendee, eventId)),
    )
    const after = await balances(owner, attendee)

    expect(await heldRegistration(attendee, eventId)).toMatchObject({
      status: 'confirmed',
      paymentAmountMicroAlgos: PRICE,
    })
    expect(after.owner - before.owner).toBe(PRICE - 2n * FEE)
    expect(before.app - after.app).toBe(PRICE)
    expect(after.attendee).toBe(before.attendee)
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(1)
  })

  it("approving again: 'Registration is not waiting for approval'", async () => {
    const result = await owner.chain.approveRegistration(
      await heldEvent(owner, eventId),
      await heldRegistration(attendee, eventId),
    )
    expect(result).toEqual({ ok: false, error: 'Registration is not waiting for approval' })
  })
})

describe('declining a registration that waits', () => {
  it('pays the held payment back to the attendee and frees the seat; the attendee may register again', async () => {
    const { owner, eventId } = await approvalEvent(net, 'DECLINE')
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const before = await balances(owner, attendee)

    succeeded(
      await owner.chain.declineRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        false,
      ),
    )
    const after = await balances(owner, attendee)
    expect(after.attendee - before.attendee).toBe(PRICE)
    expect(before.app - after.app).toBe(PRICE)
    expect(before.owner - after.owner).toBe(2n * FEE)
    expect(await heldRegistration(attendee, eventId)).toMatchObject({ status: 'cancelled', closedToAccount: false })
    const event = await heldEvent(owner, eventId)
    expect(event.registeredCount).toBe(0)
    expect(event.tiers[0].sold).toBe(0n)

    // Not banned: the freed seat may be taken again, into the same box (no new deposit).
    await registered(attendee, eventId)
    expect((await heldRegistration(attendee, eventId)).status).toBe('pending')
  })

  it('with the ban, the account may not register again, and the app says so before anything is signed', async () => {
    const { owner, eventId } = await approvalEvent(net, 'BAN')
    const attendee = await net.actor()
    await registered(attendee, eventId)
    succeeded(
      await owner.chain.declineRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        true,
      ),
    )
    expect(await heldRegistration(attendee, eventId)).toMatchObject({ status: 'cancelled', closedToAccount: true })

    const before = await net.balance(attendee.address)
    const again = await attendee.chain.register(await heldEvent(attendee, eventId), 0, registrationForm())
    expect(again).toEqual({ ok: false, error: REGISTRATION_MESSAGES.cancelledAndClosed })
    expect(await net.balance(attendee.address)).toBe(before)
  })

  it("a registration already decided: 'Registration is not waiting for approval'", async () => {
    const { owner, eventId } = await approvalEvent(net, 'TWICE')
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const event = await heldEvent(owner, eventId)
    succeeded(await owner.chain.declineRegistration(event, await heldRegistration(attendee, eventId), false))
    const result = await owner.chain.declineRegistration(event, await heldRegistration(attendee, eventId), false)
    expect(result).toEqual({ ok: false, error: 'Registration is not waiting for approval' })
  })
})

describe('a free seat that waits for approval', () => {
  it('moves no payment: approving and declining cost the owner one fee each', async () => {
    const { owner, eventId } = await approvalEvent(net, 'FREE', { price: 0 })
    const approvedOne = await net.actor()
    const declinedOne = await net.actor()
    await registered(approvedOne, eventId)
    await registered(declinedOne, eventId)
    const event = await heldEvent(owner, eventId)

    let before = await net.balance(owner.address)
    succeeded(await owner.chain.approveRegistration(event, await heldRegistration(approvedOne, eventId)))
    expect(before - (await net.balance(owner.address))).toBe(FEE)
    before = await net.balance(owner.address)
    succeeded(await owner.chain.declineRegistration(event, await heldRegistration(declinedOne, eventId), false))
    expect(before - (await net.balance(owner.address))).toBe(FEE)

    expect((await heldRegistration(approvedOne, eventId)).status).toBe('confirmed')
    expect((await heldRegistration(declinedOne, eventId)).status).toBe('cancelled')
  })
})

describe('who can register (setVisibility)', () => {
  it('the owner turns approval on and unlists the event; a page loaded before still pays the app', async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(owner, eventInput(uniqueId('VIS'), { ticketTiers: [tier('Standard', 10, 50)] }))
    const attendee = await net.actor()
    // The attendee's page holds the event as it was: registrations counting at once.
    const shownBefore = await heldEvent(attendee, eventId)
    expect(shownBefore).toMatchObject({ listed: true, approvalRequired: false })

    succeeded(
      await owner.chain.setVisibility(await heldEvent(owner, eventId), { listed: false, approvalRequired: true }),
    )
    expect(await heldEvent(owner, eventId)).toMatchObject({ listed: false, approvalRequired: true })

    const ownerBefore = await net.balance(owner.address)
    const appBefore = await net.balance(appAddress)
    succeeded(await attendee.chain.register(shownBefore, 0, registrationForm()))
    expect((await heldRegistration(attendee, eventId)).status).toBe('pending')
    expect(await net.balance(owner.address)).toBe(ownerBefore)
    expect((await net.balance(appAddress)) - appBefore).toBe(PRICE + registrationBoxMbr())
  })

  it('turning approval off leaves a waiting registration waiting, and new ones count at once', async () => {
    const { owner, eventId } = await approvalEvent(net, 'VIS-OFF')
    const early = await net.actor()
    await registered(early, eventId)
    succeeded(
      await owner.chain.setVisibility(await heldEvent(owner, eventId), { listed: true, approvalRequired: false }),
    )

    const late = await net.actor()
    const ownerBefore = await net.balance(owner.address)
    await registered(late, eventId)
    expect((await heldRegistration(late, eventId)).status).toBe('confirmed')
    expect((await net.balance(owner.address)) - ownerBefore).toBe(PRICE)
    expect((await heldRegistration(early, eventId)).status).toBe('pending')
  })

  it("another account cannot change it: 'Only the event owner can do this'", async () => {
    const { eventId } = await approvalEvent(net, 'VIS-OTHER')
    const stranger = await net.actor()
    const result = await stranger.chain.setVisibility(await heldEvent(stranger, eventId), {
      listed: false,
      approvalRequired: false,
    })
    expect(result).toEqual({ ok: false, error: 'Only the event owner can do this' })
  })
})
