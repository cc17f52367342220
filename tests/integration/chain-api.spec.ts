/**
 * Every ChainApi method on a real node, through the web app's own chain layer: what a screen calls
 * is what runs here, signed by the test's accounts instead of a wallet.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import { createEventPayment, registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { SPONSORED_SCAN_FEE_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import { createEvents, typicalEvent, WORST_EVENT_BUDGET_CALLS, worstEvent } from '../../scripts/bench/bench-events'
import { ALL_EVENTS_PAGE_SIZE } from '../../frontend/src/domain/event/event-status'
import { countRequests } from '../../scripts/bench/request-counter'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { serviceUrl } from '../../frontend/src/config'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  refundRegistration,
  registrationForm,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

const FEE = 1_000n
const TEN_ALGO = 10_000_000n
const TX_ID = /^[A-Z2-7]{52}$/

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(50)
})

describe('events', () => {
  it('createEvent (QR Generator): the event is on chain, its metadata kept, its deposit paid', async () => {
    const eventId = uniqueId('GEN')
    const before = await net.balance(owner.address)
    const result = await owner.chain.createEvent(
      eventInput(eventId, { eventName: 'Generator Launch', currentUrl: 'https://example.com/launch' }),
    )
    expect(result).toMatchObject({ ok: true, value: { eventId, txId: expect.stringMatching(TX_ID) } })

    const event = await owner.chain.getEvent(eventId)
    expect(event).toMatchObject({
      eventId,
      eventName: 'Generator Launch',
      currentUrl: 'https://example.com/launch',
      owner: owner.address,
      active: true,
      accessType: 'public',
      scanCount: 0,
      registeredCount: 0,
      resolverUrl: `http://localhost:5173/resolve?event=${eventId}`,
    })
    expect(event?.metadata.description).toBe('Created by the chain tests')
    expect(createMetadataStore(() => owner.storage).loadEventMetadata(eventId)?.description).toBe(
      'Created by the chain tests',
    )

    const payment = createEventPayment(
      eventId,
      { name: 'Generator Launch', url: 'https://example.com/launch', accessType: 'public', tierNames: [] },
      0,
    )
    expect(event?.scanBudgetMicroAlgos).toBe(payment.scanBudget)
    // The payment plus the fees of the payment, the call and its op-up inner call(s).
    const spent = before - (await net.balance(owner.address))
    expect(spent - payment.total).toBeGreaterThanOrEqual(2n * FEE)
    expect(spent - payment.total).toBeLessThanOrEqual(4n * FEE)
  })

  it('createEvent (wizard): tiers with prices and quantities, capacity and access type are on chain', async () => {
    const eventId = uniqueId('WIZ')
    await createdEvent(
      owner,
      eventInput(eventId, {
        accessType: 'time-based',
        maxCapacity: 120,
        ticketTiers: [tier('General Admission', 10, 100), tier('Student', 2.5, 20)],
        tags: ['conference'],
        organizer: { name: 'Org', organization: 'DynaQR Labs', email: 'org@example.com' },
      }),
    )
    const event = await owner.chain.getEvent(eventId)
    expect(event?.accessType).toBe('time-based')
    expect(event?.maxCapacity).toBe(120)
    expect(event?.tiers).toEqual([
      { name: 'General Admission', priceMicroAlgos: TEN_ALGO, quantity: 100n, sold: 0n, transferable: true },
      { name: 'Student', priceMicroAlgos: 2_500_000n, quantity: 20n, sold: 0n, transferable: true },
    ])
    expect(event?.ticketPriceMicroAlgos).toBe(TEN_ALGO)
    expect(event?.metadata.organizer?.organization).toBe('DynaQR Labs')
  })

  it("listOwnerEvents: the owner's events only, newest first, a page at a time", async () => {
    const lister = await net.actor()
    const other = await net.actor()
    const ids = [uniqueId('LIST-A'), uniqueId('LIST-B'), uniqueId('LIST-C')]
    for (const id of ids) await createdEvent(lister, eventInput(id))
    await createdEvent(other, eventInput(uniqueId('LIST-OTHER')))

    const listed = await lister.chain.listOwnerEvents(lister.address)
    expect(listed.events.map((event) => event.eventId)).toEqual([...ids].reverse())
    expect(listed.events[0]).toMatchObject({
      owner: lister.address,
      metadata: { description: 'Created by the chain tests' },
    })
    expect(listed).toMatchObject({ total: 3, nextBefore: null })
    const firstTwo = await lister.chain.listOwnerEvents(lister.address, { limit: 2 })
    expect(firstTwo.events.map((event) => event.eventId)).toEqual([ids[2], ids[1]])
    expect(firstTwo).toMatchObject({ total: 3, nextBefore: 1 })
    const rest = await lister.chain.listOwnerEvents(lister.address, { limit: 2, before: 1 })
    expect(rest.events.map((event) => event.eventId)).toEqual([ids[0]])
    expect(rest.nextBefore).toBeNull()
  })

  it('listOwnerEvents: the newest 20 of 23 events in at most 2 algod requests, then the rest; none for a new account', async () => {
    const lister = await net.fundedAccount(20)
    const ids = Array.from({ length: 23 }, (_, index) => uniqueId(`PAGE-${index}`))
    await createEvents(net.appClient, lister, ids.map(typicalEvent))
    const algodRequests = countRequests(serviceUrl(net.config.algod))
    try {
      const chain = chainApiFor(net.config, net.algorand, lister)
      const before = algodRequests.requests
      const first = await chain.listOwnerEvents(lister.addr.toString())
      expect(algodRequests.requests - before).toBeLessThanOrEqual(2)
      expect(first.events.map((event) => event.eventId)).toEqual(ids.slice(3).reverse())
      expect(first.events.every((event) => event.owner === lister.addr.toString())).toBe(true)
      expect(first).toMatchObject({ total: 23, nextBefore: 3 })

      const next = await chain.listOwnerEvents(lister.addr.toString(), { before: first.nextBefore! })
      expect(next.events.map((event) => event.eventId)).toEqual(ids.slice(0, 3).reverse())
      expect(next).toMatchObject({ total: 23, nextBefore: null })

      const newcomer = await net.actor(1)
      expect(await newcomer.chain.listOwnerEvents(newcomer.address)).toEqual({ events: [], total: 0, nextBefore: null })
    } finally {
      algodRequests.restore()
    }
  })

  it('listOwnerEvents: a page of Analytics, 50 events of the largest size, in at most 2 algod requests', async () => {
    const lister = await net.fundedAccount(60)
    const events = Array.from({ length: ALL_EVENTS_PAGE_SIZE }, (_, index) => worstEvent(uniqueId(`BIG${index}-`)))
    await createEvents(net.appClient, lister, events, { budgetCalls: WORST_EVENT_BUDGET_CALLS })
    const algodRequests = countRequests(serviceUrl(net.config.algod))
    try {
      const chain = chainApiFor(net.config, net.algorand, lister)
      const before = algodRequests.requests
      const page = await chain.listOwnerEvents(lister.addr.toString(), { limit: ALL_EVENTS_PAGE_SIZE })
      expect(algodRequests.requests - before).toBeLessThanOrEqual(2)
      expect(page).toMatchObject({ total: ALL_EVENTS_PAGE_SIZE, nextBefore: null })
      expect(page.events.map((event) => event.eventId)).toEqual(events.map((event) => event.id).reverse())
      expect(page.events[0].tiers).toHaveLength(6)
    } finally {
      algodRequests.restore()
    }
  })

  it('updateUrl: the new destination, its time and count are on chain', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('UPD')))
    const result = await owner.chain.updateUrl(eventId, '  https://example.com/moved?x=1  ')
    expect(result).toMatchObject({ ok: true, value: { txId: expect.stringMatching(TX_ID) } })
    const event = await owner.chain.getEvent(eventId)
    expect(event?.currentUrl).toBe('https://example.com/moved?x=1')
    expect(event?.urlUpdateCount).toBe(1)
    expect(event?.lastUpdatedAt).toBeGreaterThan(0)
  })

  it('deactivateEvent: inactive, and the resolver no longer sends anyone there', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('OFF')))
    expect((await owner.chain.deactivateEvent(eventId)).ok).toBe(true)
    expect((await owner.chain.getEvent(eventId))?.active).toBe(false)
    expect(await owner.chain.resolve(eventId)).toMatchObject({ success: false, error: 'Event not found or inactive' })
  })

  it('getEvent: null for an id nobody created', async () => {
    expect(await owner.chain.getEvent(uniqueId('NOBODY'))).toBeNull()
  })
})

describe('scans', () => {
  it('resolve: the destination, and a sponsored scan paid from the budget while the sponsor only floats', async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('SCAN'), { currentUrl: 'https://example.com/poster' }),
    )
    const scanner = await net.actor(0) // a visitor without ALGO
    const sponsorBefore = await net.balance(net.sponsor.address)
    const budgetBefore = (await owner.chain.getEvent(eventId))!.scanBudgetMicroAlgos

    const result = await scanner.chain.resolve(eventId, { waitForScan: true })
    expect(result).toMatchObject({ success: true, eventId, redirectUrl: 'https://example.com/poster', scanSent: true })

    const event = await owner.chain.getEvent(eventId)
    expect(event?.scanCount).toBe(1)
    expect(event?.lastScannedAt).toBeGreaterThan(0)
    expect(event?.dailyScans.at(-1)).toBe(1)
    expect(event?.scanBudgetMicroAlgos).toBe(budgetBefore - BigInt(SPONSORED_SCAN_FEE_MICROALGOS))
    expect(await net.balance(net.sponsor.address)).toBe(sponsorBefore)
    expect(await net.balance(scanner.address)).toBe(0n)
  })

  it("resolve for Test Scan (count: false): the same destination, and the event's numbers untouched", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('TEST'), { currentUrl: 'https://example.com/test' }))
    const before = (await owner.chain.getEvent(eventId))!
    const result = await owner.chain.resolve(eventId, { waitForScan: true, count: false })
    expect(result).toMatchObject({ success: true, redirectUrl: 'https://example.com/test', scanSent: false })
    const after = (await owner.chain.getEvent(eventId))!
    expect([after.scanCount, after.scanBudgetMicroAlgos, after.lastScannedAt]).toEqual([
      before.scanCount,
      before.scanBudgetMicroAlgos,
      before.lastScannedAt,
    ])
  })

  it('resolve: an unknown id fails with the resolver text', async () => {
    expect(await owner.chain.resolve(uniqueId('NOPE'))).toMatchObject({
      success: false,
      error: 'Event not found or inactive',
    })
  })
})

describe('registrations and tokens', () => {
  let paidEvent: string
  beforeAll(async () => {
    paidEvent = await createdEvent(
      owner,
      eventInput(uniqueId('PAID'), {
        ticketTiers: [tier('General Admission', 10, 100), tier('Free', 0, 0)],
        maxCapacity: 50,
      }),
    )
  })

  it('register (paid tier): one group pays the owner the price and the app the deposit', async () => {
    const attendee = await net.actor(30)
    const [ownerBefore, attendeeBefore] = [await net.balance(owner.address), await net.balance(attendee.address)]
    const result = await attendee.chain.register(await heldEvent(attendee, paidEvent), 0, registrationForm('Ada'))
    expect(result).toMatchObject({ ok: true, value: { txId: expect.stringMatching(TX_ID) } })
    expect(succeeded(result).registration).toMatchObject({
      status: 'confirmed',
      ticketTierIndex: 0,
      ticketTierName: 'General Admission',
      paymentAmountMicroAlgos: TEN_ALGO,
      attendeeAddress: attendee.address,
    })
    expect(await net.balance(owner.address)).toBe(ownerBefore + TEN_ALGO)
    expect(attendeeBefore - (await net.balance(attendee.address))).toBe(TEN_ALGO + registrationBoxMbr() + 3n * FEE)
    const event = await owner.chain.getEvent(paidEvent)
    expect([event?.registeredCount, event?.tiers[0].sold]).toEqual([1, 1n])
  })

  it('register (free tier), getRegistration, confirmAttendance, mintAndClaimToken: the attendee holds the token', async () => {
    const attendee = await net.actor(5)
    const before = await net.balance(attendee.address)
    const event = await heldEvent(attendee, paidEvent)
    expect((await attendee.chain.register(event, 1, registrationForm('Grace'))).ok).toBe(true)
    expect(before - (await net.balance(attendee.address))).toBe(registrationBoxMbr() + 2n * FEE)

    expect(await attendee.chain.getRegistration(event, attendee.address)).toMatchObject({
      status: 'confirmed',
      ticketTierName: 'Free',
      paymentAmountMicroAlgos: 0n,
      nftMinted: false,
    })
    expect(await attendee.chain.getRegistration(event, owner.address)).toBeNull()

    expect((await attendee.chain.confirmAttendance(await heldEvent(attendee, paidEvent))).ok).toBe(true)
    const attended = await heldRegistration(attendee, paidEvent)
    expect(attended.status).toBe('attended')

    const steps: string[] = []
    const token = await attendee.chain.mintAndClaimToken(event, attended, (progress) => steps.push(progress.step))
    expect(token).toMatchObject({ ok: true, value: { txId: expect.stringMatching(TX_ID) } })
    expect(steps).toEqual(['mint', 'claim'])
    const assetId = BigInt(succeeded(token).assetId)
    expect((await net.algorand.asset.getAccountInformation(attendee.address, assetId)).balance).toBe(1n)
    const asset = await net.algorand.asset.getById(assetId)
    expect([asset.total, asset.decimals, asset.creator]).toEqual([1n, 0, net.tokens.appAddress.toString()])
    expect(asset.unitName).toBe(paidEvent.slice(0, 8).toUpperCase())
    expect(asset.assetName).toBe(`Event ${paidEvent} - Free Ticket`.slice(0, 32))
    expect(await attendee.chain.getRegistration(event, attendee.address)).toMatchObject({
      nftMinted: true,
      nftClaimed: true,
    })

    // A second call finds the token claimed and sends nothing.
    const again = await attendee.chain.mintAndClaimToken(event, await heldRegistration(attendee, paidEvent))
    expect(again).toEqual({ ok: true, value: { assetId: Number(assetId) } })
  })

  it('register after a refund: the cancelled registration on chain reuses its box, so no deposit is paid', async () => {
    const attendee = await net.actor(5)
    const event = await heldEvent(attendee, paidEvent)
    succeeded(await attendee.chain.register(event, 1, registrationForm('Linus')))
    await refundRegistration(owner, attendee, paidEvent)
    const refunded = await heldRegistration(attendee, paidEvent)
    expect(refunded.status).toBe('cancelled')

    const before = await net.balance(attendee.address)
    const again = await attendee.chain.register(event, 1, registrationForm('Linus'))
    expect(succeeded(again).registration).toMatchObject({ status: 'confirmed', ticketTierName: 'Free' })
    expect(before - (await net.balance(attendee.address))).toBe(2n * FEE)
  })
})

describe('account and network reads', () => {
  it('getBalance: the balance in microALGO, 0 for an account the node has never seen', async () => {
    const account = await net.actor(3)
    expect(await owner.chain.getBalance(account.address)).toBe(3_000_000n)
    expect(await owner.chain.getBalance((await net.actor(0)).address)).toBe(0n)
  })

  it('networkStatus: online with the current round', async () => {
    const status = await owner.chain.networkStatus()
    expect(status.status).toBe('online')
    expect(status.blockHeight).toBeGreaterThan(0)
  })

  it('explorerTxUrl: a LocalNet explorer link for a transaction id', () => {
    expect(owner.chain.explorerTxUrl('ABC')).toBe('https://lora.algokit.io/localnet/transaction/ABC')
  })
})
