/**
 * Money and keys that hold up, on a real node through the web app's own chain layer: a payment the
 * app holds always has a way out (the attendee withdraws it; after the decision deadline the owner
 * cannot approve and anyone can send it back), refunds reach an account that was closed (held for
 * the attendee to take), a guest-list key can be replaced with earlier registrations still
 * readable, and a ticket secret a door revealed is never valid again, whatever client registers.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseTicket } from '../../frontend/src/domain/check-in/ticket'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { checkInAtDoor, pairedDoor } from '../../scripts/lib/door-device'
import { memoryStorage } from '../../frontend/src/ui/platform/memory-storage'
import { approvalEvent } from '../support/approval-event'
import { openSettings } from '../support/chain-inputs'
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
/** Below an account's minimum balance: too little to open a closed account. */
const SMALL_PRICE = 50_000n

let net: ChainTestNet
beforeAll(async () => {
  net = await chainTestNet()
})

/** An event whose registrations wait for approval, with one tier at `price` ALGO, attendance taken at the door. */
const doorApprovalEvent = (prefix: string, price = 10) =>
  approvalEvent(net, prefix, { price, settings: openSettings({ selfCheckIn: false }) })

/** Sends everything `actor` holds to the dispenser and closes the account: it then holds 0. */
async function closeAccount(actor: Actor) {
  await net.algorand.send.payment({
    sender: actor.account.addr,
    receiver: net.dispenser.addr,
    amount: AlgoAmount.MicroAlgo(0),
    closeRemainderTo: net.dispenser.addr,
  })
}

describe('a payment the app holds always has a way out', () => {
  it('the attendee withdraws a waiting registration and gets exactly the payment back, less the fees', async () => {
    const { eventId } = await doorApprovalEvent('WITHDRAW')
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const before = await net.balance(attendee.address)
    const event = await heldEvent(attendee, eventId)
    succeeded(await attendee.chain.cancelRegistration(event, await heldRegistration(attendee, eventId)))
    // The call and the app's payment back, one fee each.
    expect((await net.balance(attendee.address)) - before).toBe(PRICE - 2n * FEE)
    expect((await heldRegistration(attendee, eventId)).status).toBe('cancelled')
  })

  it('after the decision deadline the owner cannot approve, and a third account sends the payment back', async () => {
    const { owner, eventId } = await doorApprovalEvent('DEADLINE')
    const attendee = await net.actor()
    await registered(attendee, eventId)
    // The owner's decide-by time, set to a moment already past by the chain's clock (which may lag
    // the wall clock), which the contract checks it against.
    const event = await heldEvent(owner, eventId)
    const decideBy = (await owner.chain.chainTime()) - 10
    succeeded(await owner.chain.setSettings(event, { ...event.settings, decideBy }))
    expect((await heldEvent(owner, eventId)).settings.decideBy).toBe(decideBy)

    const ownerBefore = await net.balance(owner.address)
    const approve = await owner.chain.approveRegistration(
      await heldEvent(owner, eventId),
      await heldRegistration(attendee, eventId),
    )
    expect(approve).toEqual({ ok: false, error: 'Too late to decide: the decision deadline has passed' })
    expect(await net.balance(owner.address)).toBe(ownerBefore)

    // Registering now would wait for a decision no one can make: refused with the reason, nothing paid.
    const late = await net.actor()
    const lateBefore = await net.balance(late.address)
    const refused = await late.chain.register(await heldEvent(late, eventId), 0, registrationForm())
    expect(refused).toEqual({
      ok: false,
      error: 'The event owner no longer decides on registrations: the deadline has passed',
    })
    expect(await net.balance(late.address)).toBe(lateBefore)

    const stranger = await net.actor()
    const attendeeBefore = await net.balance(attendee.address)
    await net.appClient.send.declineRegistration({
      sender: stranger.account.addr,
      signer: stranger.account.signer,
      args: { eventId, attendee: attendee.address, ban: true },
      extraFee: AlgoAmount.MicroAlgo(FEE),
      populateAppCallResources: true,
    })
    expect((await net.balance(attendee.address)) - attendeeBefore).toBe(PRICE)
    // A stranger's decline never closes the event to the attendee.
    expect(await heldRegistration(attendee, eventId)).toMatchObject({ status: 'cancelled', closedToAccount: false })
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(0)
  })
})

describe('a refund to an account that was closed', () => {
  it('succeeds: the app holds it, the seat is freed, and the attendee takes it once the account is back', async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('CLOSED'), { ticketTiers: [tier('Small', 0.05, 50)] }),
    )
    const attendee = await net.actor(1)
    await registered(attendee, eventId)
    await closeAccount(attendee)
    expect(await net.balance(attendee.address)).toBe(0n)

    const appBefore = await net.balance(net.appClient.appAddress)
    const refund = succeeded(
      await owner.chain.refundRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        false,
      ),
    )
    expect(refund.heldMicroAlgos).toBe(SMALL_PRICE)
    expect((await net.balance(net.appClient.appAddress)) - appBefore).toBe(SMALL_PRICE)
    expect(await heldRegistration(attendee, eventId)).toMatchObject({
      status: 'cancelled',
      refundOwedMicroAlgos: SMALL_PRICE,
    })
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(0)

    await net.algorand.send.payment({
      sender: net.dispenser.addr,
      receiver: attendee.account.addr,
      amount: AlgoAmount.MicroAlgo(200_000),
    })
    const before = await net.balance(attendee.address)
    const claimed = succeeded(
      await attendee.chain.claimRefund(await heldEvent(attendee, eventId), await heldRegistration(attendee, eventId)),
    )
    expect(claimed.amount).toBe(SMALL_PRICE)
    expect((await net.balance(attendee.address)) - before).toBe(SMALL_PRICE - 2n * FEE)
    expect((await heldRegistration(attendee, eventId)).refundOwedMicroAlgos).toBe(0n)
    const again = await attendee.chain.claimRefund(
      await heldEvent(attendee, eventId),
      await heldRegistration(attendee, eventId),
    )
    expect(again).toEqual({ ok: false, error: 'No refund is waiting for this account' })
  })

  it('a decline to a closed account keeps the held payment for the attendee instead of failing', async () => {
    const { owner, eventId } = await doorApprovalEvent('DECLINED', 0.05)
    const attendee = await net.actor(1)
    await registered(attendee, eventId)
    await closeAccount(attendee)
    succeeded(
      await owner.chain.declineRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        false,
      ),
    )
    expect(await net.balance(attendee.address)).toBe(0n)
    expect(await heldRegistration(attendee, eventId)).toMatchObject({
      status: 'cancelled',
      refundOwedMicroAlgos: SMALL_PRICE,
    })
  })
})

describe('guest-list keys that can be replaced', () => {
  it('a key rotated: old registrations still open with the old key, new ones with the new', async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(owner, eventInput(uniqueId('ROTATE')))
    const first = await net.actor()
    await registered(first, eventId)
    const before = await heldEvent(owner, eventId)
    expect(before.sealKeyVersion).toBe(1)

    succeeded(await owner.chain.setSealKey(before))
    const after = await heldEvent(owner, eventId)
    expect(after.sealKeyVersion).toBe(2)
    expect(after.sealKey).not.toBe(before.sealKey)
    const second = await net.actor()
    await registered(second, eventId)
    expect((await heldRegistration(first, eventId)).sealKeyVersion).toBe(1)
    expect((await heldRegistration(second, eventId)).sealKeyVersion).toBe(2)

    // The owner's wallet in a new browser: it makes both keys again and opens every registration.
    const fresh = chainApiFor(net.config, net.algorand, owner.account, { storage: memoryStorage() })
    const registrations = await fresh.listRegistrations(after)
    const guests = succeeded(await fresh.readGuestList(after, registrations))
    expect(guests.get(first.address)).toMatchObject({
      kind: 'sealed',
      contact: { name: registrationForm().attendeeName },
    })
    expect(guests.get(second.address)).toMatchObject({ kind: 'sealed' })

    // Another wallet makes neither key.
    const stranger = await net.actor()
    expect(await stranger.chain.readGuestList(after, registrations)).toMatchObject({ ok: false })
  })
})

describe('a ticket secret a door revealed', () => {
  async function doorEvent(owner: Actor): Promise<DynaEvent> {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('REVEAL'), { settings: openSettings({ selfCheckIn: false }) }),
    )
    return heldEvent(owner, eventId)
  }

  it('is refused after a refund and a new registration made with a fresh client', async () => {
    const owner = await net.actor()
    const event = await doorEvent(owner)
    const attendee = await net.actor()
    await registered(attendee, event.eventId)
    const door = await pairedDoor(owner.chain, event)
    const firstTicket = succeeded(
      await attendee.chain.showTicket(event, await heldRegistration(attendee, event.eventId)),
    )
    succeeded(
      await checkInAtDoor(
        door,
        attendee.chain,
        event,
        await heldRegistration(attendee, event.eventId),
        net.config.appId,
      ),
    )

    succeeded(
      await owner.chain.refundRegistration(
        await heldEvent(owner, event.eventId),
        await heldRegistration(attendee, event.eventId),
        false,
      ),
    )
    const fresh = chainApiFor(net.config, net.algorand, attendee.account, { storage: memoryStorage() })
    succeeded(await fresh.register(await heldEvent(attendee, event.eventId), 0, registrationForm()))
    const again = await heldRegistration(attendee, event.eventId)
    expect(again).toMatchObject({ status: 'confirmed', ticketNumber: 2 })

    const revealed = parseTicket(firstTicket, { appId: net.config.appId, eventId: event.eventId })
    if (!revealed.ok) throw new Error(revealed.error)
    expect(await door.checkIn(revealed.value, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'Ticket is not valid for this registration',
    })
    // The new ticket, made again by the fresh client, is the one that checks in.
    succeeded(await checkInAtDoor(door, fresh, event, again, net.config.appId))
  })

  it('is refused even when another client registers again with the very same commitment', async () => {
    const owner = await net.actor()
    const event = await doorEvent(owner)
    const attendee = await net.actor()
    await registered(attendee, event.eventId)
    const door = await pairedDoor(owner.chain, event)
    const first = await heldRegistration(attendee, event.eventId)
    const firstTicket = succeeded(await attendee.chain.showTicket(event, first))
    succeeded(await checkInAtDoor(door, attendee.chain, event, first, net.config.appId))
    succeeded(
      await owner.chain.refundRegistration(
        await heldEvent(owner, event.eventId),
        await heldRegistration(attendee, event.eventId),
        false,
      ),
    )

    // Another client, straight through the typed client: the old commitment again, into the same box.
    await net.appClient
      .newGroup()
      .registerEvent({
        sender: attendee.account.addr,
        signer: attendee.account.signer,
        args: {
          mbrPayment: net.algorand.createTransaction.payment({
            sender: attendee.account.addr,
            receiver: net.appClient.appAddress,
            amount: AlgoAmount.MicroAlgo(0),
          }),
          eventId: event.eventId,
          tierIndex: 0n,
          ticketCommitment: Buffer.from(first.ticketCommitment, 'hex'),
          waitlist: false,
        },
      })
      .send({ populateAppCallResources: true })
    expect(await heldRegistration(attendee, event.eventId)).toMatchObject({
      status: 'confirmed',
      ticketNumber: 2,
      ticketCommitment: first.ticketCommitment,
    })
    const revealed = parseTicket(firstTicket, { appId: net.config.appId, eventId: event.eventId })
    if (!revealed.ok) throw new Error(revealed.error)
    expect(await door.checkIn(revealed.value, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'Ticket is not valid for this registration',
    })
    expect((await heldRegistration(attendee, event.eventId)).status).toBe('confirmed')
  })
})
