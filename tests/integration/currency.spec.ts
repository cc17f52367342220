/**
 * Tickets priced in an asset, on a real node with the test USDC (6 decimals, every issuer role set,
 * as USDC's), through the web app's own writes: creating the event opts the app and the organiser
 * in, a paid registration moves exactly the price, a held one is approved or declined in the asset,
 * a refund returns it, and the contract refuses every wrong way to pay, moving nothing.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Transaction } from 'algosdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { sponsoredRegistrationFee } from '../../frontend/src/domain/costs/attendee-costs'
import { registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { HELD_PAYMENT_MESSAGES } from '../../frontend/src/domain/registration/held-payment-messages'
import { REGISTRATION_MESSAGES } from '../../frontend/src/domain/registration/registration-messages'
import { ensureTestUsdc, giveTestUsdc, heldAmount } from '../../scripts/lib/test-usdc'
import {
  chainTestNet,
  contractReasonOf,
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

/** 25.00 USDC in base units. */
const PRICE = 25_000_000n
const FEE = 1_000n

let net: ChainTestNet
let usdc: bigint
let appAddress: string
beforeAll(async () => {
  net = await chainTestNet()
  usdc = await ensureTestUsdc(net.algorand, net.deployer)
  appAddress = net.appClient.appAddress.toString()
})

const currency = () => ({ code: 'USDC', decimals: 6, assetId: usdc })

/** What the account holds of the test USDC; null while it is not opted in. */
const usdcOf = (address: string) => heldAmount(net.algorand, address, usdc)

/** An attendee holding ALGO for fees and deposits, and `amount` of the test USDC. */
async function attendeeWithUsdc(amount = 100_000_000n): Promise<Actor> {
  const attendee = await net.actor()
  await giveTestUsdc(net.algorand, usdc, net.deployer, [attendee.account], amount)
  return attendee
}

/** A fresh organiser's event priced in the test USDC: a 25.00 USDC tier and a free one. */
async function usdcEvent(prefix: string, requiresApproval = false): Promise<{ owner: Actor; eventId: string }> {
  const owner = await net.actor()
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId(prefix), {
      currency: currency(),
      requiresApproval,
      ticketTiers: [tier('Standard', 25, 50), tier('Free', 0)],
    }),
  )
  return { owner, eventId }
}

describe('an event priced in USDC', () => {
  it('is created with its currency, the organiser and the app opted in to it in the same group', async () => {
    const { owner, eventId } = await usdcEvent('USDC')
    const event = await heldEvent(owner, eventId)
    expect(event.currency).toEqual(currency())
    expect(event.tiers[0].priceMicroAlgos).toBe(PRICE)
    expect(await usdcOf(owner.address)).toBe(0n)
    expect(await usdcOf(appAddress)).not.toBeNull()
  })

  it('a paid registration moves exactly the price from the attendee to the owner, and ALGO only for fees and the deposit', async () => {
    const { owner, eventId } = await usdcEvent('PAID')
    const attendee = await attendeeWithUsdc()
    const [ownerBefore, attendeeBefore, algoBefore] = [
      await usdcOf(owner.address),
      await usdcOf(attendee.address),
      await net.balance(attendee.address),
    ]
    await registered(attendee, eventId)
    expect((await usdcOf(owner.address))! - ownerBefore!).toBe(PRICE)
    expect(attendeeBefore! - (await usdcOf(attendee.address))!).toBe(PRICE)
    // [transfer, deposit, register_event]: the same fees as an ALGO ticket's group.
    expect(algoBefore - (await net.balance(attendee.address))).toBe(registrationBoxMbr() + 3n * FEE)
    expect(await heldRegistration(attendee, eventId)).toMatchObject({
      status: 'confirmed',
      paymentAmountMicroAlgos: PRICE,
    })
  })

  it('an attendee holding too little is told in USDC, and nothing is sent', async () => {
    const { owner, eventId } = await usdcEvent('SHORT')
    const attendee = await attendeeWithUsdc(20_000_000n)
    const before = await net.balance(attendee.address)
    const result = await attendee.chain.register(await heldEvent(owner, eventId), 0, registrationForm())
    expect(result).toEqual({ ok: false, error: REGISTRATION_MESSAGES.needsCurrency('USDC', '5.00 USDC') })
    expect(await net.balance(attendee.address)).toBe(before)
  })

  it("the owner's refund brings the attendee's USDC back and frees the seat", async () => {
    const { owner, eventId } = await usdcEvent('REFUND')
    const attendee = await attendeeWithUsdc()
    const start = await usdcOf(attendee.address)
    await registered(attendee, eventId)
    succeeded(
      await owner.chain.refundRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        false,
      ),
    )
    expect(await usdcOf(attendee.address)).toBe(start)
    expect((await heldRegistration(attendee, eventId)).status).toBe('cancelled')
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(0)
  })
})

describe("a USDC event whose organiser pays attendees' network costs", () => {
  it('costs the attendee the price in USDC and no ALGO: the budget pays the fees and the deposit', async () => {
    const owner = await net.actor()
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('USDCPAYS'), {
        currency: currency(),
        paysAttendeeCosts: true,
        attendeeBudgetMicroAlgos: 2_000_000n,
        ticketTiers: [tier('Standard', 25, 50)],
      }),
    )
    const attendee = await attendeeWithUsdc()
    const budgetOf = async () => (await heldEvent(owner, eventId)).attendeeBudgetMicroAlgos
    const [algoBefore, usdcBefore, ownerBefore, budgetBefore] = [
      await net.balance(attendee.address),
      await usdcOf(attendee.address),
      await usdcOf(owner.address),
      await budgetOf(),
    ]
    await registered(attendee, eventId)
    expect(await heldRegistration(attendee, eventId)).toMatchObject({ status: 'confirmed', sponsored: true })
    expect(await net.balance(attendee.address)).toBe(algoBefore)
    expect(usdcBefore! - (await usdcOf(attendee.address))!).toBe(PRICE)
    expect((await usdcOf(owner.address))! - ownerBefore!).toBe(PRICE)
    expect(budgetBefore - (await budgetOf())).toBe(sponsoredRegistrationFee(true) + registrationBoxMbr())
  })
})

describe('a USDC event whose registrations wait for approval', () => {
  it('holds the payment in the app; approval pays it to the owner', async () => {
    const { owner, eventId } = await usdcEvent('HOLD', true)
    const attendee = await attendeeWithUsdc()
    const [appBefore, ownerBefore] = [await usdcOf(appAddress), await usdcOf(owner.address)]
    await registered(attendee, eventId)
    expect((await usdcOf(appAddress))! - appBefore!).toBe(PRICE)
    expect(await usdcOf(owner.address)).toBe(ownerBefore)

    succeeded(
      await owner.chain.approveRegistration(await heldEvent(owner, eventId), await heldRegistration(attendee, eventId)),
    )
    expect(await usdcOf(appAddress)).toBe(appBefore)
    expect((await usdcOf(owner.address))! - ownerBefore!).toBe(PRICE)
    expect((await heldRegistration(attendee, eventId)).status).toBe('confirmed')
  })

  it('a decline pays it back to the attendee', async () => {
    const { owner, eventId } = await usdcEvent('DECLINE', true)
    const attendee = await attendeeWithUsdc()
    const start = await usdcOf(attendee.address)
    await registered(attendee, eventId)
    succeeded(
      await owner.chain.declineRegistration(
        await heldEvent(owner, eventId),
        await heldRegistration(attendee, eventId),
        false,
      ),
    )
    expect(await usdcOf(attendee.address)).toBe(start)
    expect((await heldRegistration(attendee, eventId)).status).toBe('cancelled')
  })
})

describe('the wrong ways to pay a USDC ticket, each refused with the reason and moving nothing', () => {
  let owner: Actor
  let eventId: string
  let attendee: Actor
  let otherAsset: bigint
  beforeAll(async () => {
    ;({ owner, eventId } = await usdcEvent('WRONG'))
    attendee = await attendeeWithUsdc()
    const other = await net.algorand.send.assetCreate({
      sender: attendee.address,
      signer: attendee.account.signer,
      total: 10n ** 12n,
      decimals: 6,
      unitName: 'OTHER',
    })
    otherAsset = other.assetId
    await net.algorand.send.assetOptIn({ sender: owner.address, signer: owner.account.signer, assetId: otherAsset })
  })

  /** [the given ticket payment, the deposit, register_event] sent straight through the typed client. */
  async function registerWithTicket(ticket: Transaction, commitment: number): Promise<unknown> {
    const sender = attendee.address
    return net.appClient
      .newGroup()
      .addTransaction(ticket, attendee.account.signer)
      .registerEvent({
        sender,
        signer: attendee.account.signer,
        args: {
          mbrPayment: net.algorand.createTransaction.payment({
            sender,
            receiver: appAddress,
            amount: AlgoAmount.MicroAlgo(registrationBoxMbr()),
          }),
          eventId,
          tierIndex: 0n,
          ticketCommitment: new Uint8Array(32).fill(commitment),
          waitlist: false,
        },
      })
      .send({ populateAppCallResources: true })
  }

  /** A registration whose ticket is the given asset transfer to the owner. */
  function registerWith(transfer: {
    assetId?: bigint
    amount?: bigint
    closeAssetTo?: string
    rekeyTo?: string
  }): () => Promise<unknown> {
    return async () =>
      registerWithTicket(
        await net.algorand.createTransaction.assetTransfer({
          sender: attendee.address,
          receiver: owner.address,
          assetId: transfer.assetId ?? usdc,
          amount: transfer.amount ?? PRICE,
          ...(transfer.closeAssetTo ? { closeAssetTo: transfer.closeAssetTo } : {}),
          ...(transfer.rekeyTo ? { rekeyTo: transfer.rekeyTo } : {}),
        }),
        7,
      )
  }

  it.each([
    ['a transfer of another asset', { other: true }, "Payment must be in the event's currency"],
    ['a short amount', { amount: PRICE - 1n }, 'Payment below ticket price'],
    ['a transfer that closes the holding', { close: true }, 'Payment must not close the asset holding'],
    ['a transfer that rekeys the account', { rekey: true }, 'Payment must not rekey the account'],
  ] as const)('%s', async (_, wrong, reason) => {
    const before = [await usdcOf(attendee.address), await usdcOf(owner.address), await net.balance(attendee.address)]
    const send = registerWith({
      assetId: 'other' in wrong ? otherAsset : undefined,
      amount: 'amount' in wrong ? wrong.amount : undefined,
      closeAssetTo: 'close' in wrong ? owner.address : undefined,
      rekeyTo: 'rekey' in wrong ? owner.address : undefined,
    })
    expect(await contractReasonOf(net, send)).toBe(reason)
    expect([await usdcOf(attendee.address), await usdcOf(owner.address), await net.balance(attendee.address)]).toEqual(
      before,
    )
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(0)
  })

  it('a payment in ALGO for a USDC ticket', async () => {
    const before = await net.balance(owner.address)
    const reason = await contractReasonOf(net, async () =>
      registerWithTicket(
        await net.algorand.createTransaction.payment({
          sender: attendee.address,
          receiver: owner.address,
          amount: AlgoAmount.Algos(1),
        }),
        8,
      ),
    )
    expect(reason).toBe("Payment must be in the event's currency")
    expect(await net.balance(owner.address)).toBe(before)
  })
})

describe('an attendee whose USDC holding the issuer froze', () => {
  /** The issuer (the test USDC's creator) freezes or unfreezes the account's holding. */
  const setFrozen = (account: Actor, frozen: boolean) =>
    net.algorand.send.assetFreeze({
      sender: net.deployer.addr,
      signer: net.deployer.signer,
      assetId: usdc,
      account: account.address,
      frozen,
    })

  it('is told so before signing, and nothing is sent', async () => {
    const { owner, eventId } = await usdcEvent('FROZEN')
    const attendee = await attendeeWithUsdc()
    await setFrozen(attendee, true)
    const before = await net.balance(attendee.address)
    const result = await attendee.chain.register(await heldEvent(owner, eventId), 0, registrationForm())
    expect(result).toEqual({ ok: false, error: REGISTRATION_MESSAGES.currencyFrozen('USDC') })
    expect(await net.balance(attendee.address)).toBe(before)
  })

  it('gets a refund kept owed by the app, takes it once the issuer lifts the freeze, and not before', async () => {
    const { owner, eventId } = await usdcEvent('FROZENREF')
    const attendee = await attendeeWithUsdc()
    const start = await usdcOf(attendee.address)
    await registered(attendee, eventId)
    await setFrozen(attendee, true)
    const refund = await owner.chain.refundRegistration(
      await heldEvent(owner, eventId),
      await heldRegistration(attendee, eventId),
      false,
    )
    expect(refund).toMatchObject({ ok: true, value: { heldMicroAlgos: PRICE } })
    const owed = await heldRegistration(attendee, eventId)
    expect(owed).toMatchObject({ status: 'cancelled', refundOwedMicroAlgos: PRICE })

    const frozenClaim = await attendee.chain.claimRefund(await heldEvent(owner, eventId), owed)
    expect(frozenClaim).toEqual({ ok: false, error: HELD_PAYMENT_MESSAGES.claimFrozen('USDC') })
    expect(await usdcOf(attendee.address)).toBe(start! - PRICE)

    await setFrozen(attendee, false)
    succeeded(await attendee.chain.claimRefund(await heldEvent(owner, eventId), owed))
    expect(await usdcOf(attendee.address)).toBe(start)
    expect((await heldRegistration(attendee, eventId)).refundOwedMicroAlgos).toBe(0n)
  })
})
