/**
 * The full journey on a real node: create → resolve (box read) → sponsored scan by an account with
 * no ALGO → update URL → paid registration (one group) → confirm → mint → opt-in + claim →
 * refund → deactivate → resolve fails. Then: a rejected group leaves no state and moves no ALGO.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEventPayment, registrationBoxMbr } from '../../frontend/src/lib/mbr'
import { dynaqrOnLocalNet } from './fixture'

const EVENT = 'ITEST-JOURNEY'
const PRICE = 2_000_000n

describe('DynaQR on LocalNet', () => {
  let net: Awaited<ReturnType<typeof dynaqrOnLocalNet>>
  beforeAll(async () => {
    net = await dynaqrOnLocalNet()
  })

  it('runs the whole journey', async () => {
    const { algorand, appClient, balance } = net
    const owner = await net.fundedAccount()
    const attendee = await net.fundedAccount()
    const app = appClient.clone({ defaultSender: owner.addr })

    const tiers: [string, bigint, bigint][] = [['General Admission', PRICE, 10n]]
    const payment = createEventPayment(EVENT, { name: 'Journey', url: 'https://a.example', accessType: 'public', tierNames: ['General Admission'] }, 0)
    await app.send.createEvent({
      args: {
        payment: algorand.createTransaction.payment({ sender: owner.addr, receiver: app.appAddress, amount: AlgoAmount.MicroAlgos(payment.total) }),
        eventId: EVENT, name: 'Journey', url: 'https://a.example', accessType: 'public', expiry: 0, capacity: 0n, tiers,
      },
      coverAppCallInnerTransactionFees: true,
      maxFee: AlgoAmount.MicroAlgos(4_000),
    })
    let event = await app.state.box.events.value(EVENT)
    expect(event?.url).toBe('https://a.example')
    expect(event?.scanBudget).toBe(payment.scanBudget)

    // A wallet-less scan: the sponsor LogicSig pays, the app reimburses it from the budget.
    const sponsorBefore = await balance(net.sponsor.address)
    const lsig = algorand.account.logicsig(Buffer.from(net.sponsor.programBase64, 'base64'))
    await app.send.incrementScan({ args: { eventId: EVENT }, sender: lsig.addr, signer: lsig.signer, staticFee: AlgoAmount.MicroAlgos(2_000), populateAppCallResources: true })
    expect(await balance(net.sponsor.address)).toBe(sponsorBefore)
    event = await app.state.box.events.value(EVENT)
    expect(event?.scanCount).toBe(1n)
    expect(event?.scanBudget).toBe(payment.scanBudget - 2_000n)

    await app.send.updateUrl({ args: { eventId: EVENT, url: 'https://b.example/new' } })
    expect((await app.state.box.events.value(EVENT))?.url).toBe('https://b.example/new')

    // Paid registration: [ticket payment to the owner, MBR payment to the app, register_event].
    const ownerBefore = await balance(owner.addr)
    const attendeeApp = appClient.clone({ defaultSender: attendee.addr })
    await attendeeApp
      .newGroup()
      .addTransaction(await algorand.createTransaction.payment({ sender: attendee.addr, receiver: owner.addr, amount: AlgoAmount.MicroAlgos(PRICE) }))
      .registerEvent({
        args: {
          mbrPayment: algorand.createTransaction.payment({ sender: attendee.addr, receiver: app.appAddress, amount: AlgoAmount.MicroAlgos(registrationBoxMbr()) }),
          eventId: EVENT,
          tierIndex: 0n,
        },
      })
      .send()
    expect(await balance(owner.addr)).toBe(ownerBefore + PRICE)

    await attendeeApp.send.confirmAttendance({ args: { eventId: EVENT } })
    const minted = await attendeeApp.send.mintNft({
      args: {
        mbrPayment: algorand.createTransaction.payment({ sender: attendee.addr, receiver: app.appAddress, amount: AlgoAmount.MicroAlgos(100_000) }),
        eventId: EVENT,
        arc69Note: '{"standard":"arc69","description":"journey"}',
      },
      coverAppCallInnerTransactionFees: true,
      maxFee: AlgoAmount.MicroAlgos(3_000),
    })
    const assetId = minted.return!
    await attendeeApp
      .newGroup()
      .claimNft({
        args: { optIn: algorand.createTransaction.assetOptIn({ sender: attendee.addr, assetId }), eventId: EVENT },
        maxFee: AlgoAmount.MicroAlgos(3_000),
      })
      .send({ coverAppCallInnerTransactionFees: true })
    expect((await algorand.asset.getAccountInformation(attendee.addr, assetId)).balance).toBe(1n)
    const asset = await algorand.asset.getById(assetId)
    expect([asset.total, asset.decimals, asset.unitName, asset.creator]).toEqual([1n, 0, 'ITEST-JO', app.appAddress.toString()])

    await app
      .newGroup()
      .refundRegistration({
        args: {
          refund: algorand.createTransaction.payment({ sender: owner.addr, receiver: attendee.addr, amount: AlgoAmount.MicroAlgos(PRICE) }),
          eventId: EVENT,
          attendee: attendee.addr.toString(),
        },
      })
      .send()
    await app.send.deactivateEvent({ args: { eventId: EVENT } })
    event = await app.state.box.events.value(EVENT)
    expect([event?.active, event?.registeredCount]).toEqual([false, 0n])
    await expect(app.send.incrementScan({ args: { eventId: EVENT } })).rejects.toThrow(/Event is not active/)
  })

  it('leaves no state and moves no ALGO when a group is rejected', async () => {
    const { algorand, appClient, balance } = net
    const owner = await net.fundedAccount()
    const app = appClient.clone({ defaultSender: owner.addr })
    const before = await balance(owner.addr)
    // The payment is one microALGO short of the MBR: the whole group fails.
    await expect(
      app.send.createEvent({
        args: {
          payment: algorand.createTransaction.payment({ sender: owner.addr, receiver: app.appAddress, amount: AlgoAmount.MicroAlgos(1) }),
          eventId: 'ITEST-REJECTED', name: 'Rejected', url: 'https://a.example', accessType: 'public', expiry: 0, capacity: 0n, tiers: [],
        },
        coverAppCallInnerTransactionFees: true,
        maxFee: AlgoAmount.MicroAlgos(4_000),
      }),
    ).rejects.toThrow(/Payment does not cover the minimum balance/)
    expect(await balance(owner.addr)).toBe(before)
    await expect(algorand.app.getBoxValue(app.appId, new Uint8Array([...Buffer.from('eITEST-REJECTED')]))).rejects.toThrow()
  })
})
