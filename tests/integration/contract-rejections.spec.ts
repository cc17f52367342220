/**
 * Every contract assert a user can reach through the web app, on a real node: the message the
 * screen shows is the contract's own reason (found from the failing program counter), and the
 * rejected group leaves no box, no metadata and moves no ALGO.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { START_URL } from '../support/chain-inputs'
import { registrationByEventId } from '../../scripts/lib/attendee-flow'
import {
  chainTestNet,
  createdEvent,
  eventWithDeposit,
  eventInput,
  heldEvent,
  heldRegistration,
  refundRegistration,
  registered,
  registrationForm,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(60)
})

const metadataOf = (actor: Actor) => createMetadataStore(() => actor.storage)

/** The failed call cost the actor nothing and left no registration behind. */
async function expectNoRegistration(actor: Actor, eventId: string, balanceBefore: bigint) {
  expect(await net.balance(actor.address)).toBe(balanceBefore)
  expect(await registrationByEventId(actor.chain, eventId, actor.address)).toBeNull()
  expect(metadataOf(actor).loadRegistrationMetadata(eventId, actor.address)).toBeUndefined()
}

describe('creating and managing events', () => {
  it("a duplicate id: 'Event ID already exists', nothing paid, no metadata, the first event untouched", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('DUP'), { currentUrl: 'https://example.com/first' }))
    const copycat = await net.actor()
    const before = await net.balance(copycat.address)

    const result = await copycat.chain.createEvent(eventInput(eventId, { currentUrl: 'https://example.com/second' }))
    expect(result).toEqual({ ok: false, error: 'Event ID already exists' })
    expect(await net.balance(copycat.address)).toBe(before)
    expect(metadataOf(copycat).loadEventMetadata(eventId)).toBeUndefined()
    expect(await copycat.chain.listOwnerEvents(copycat.address)).toEqual({ events: [], total: 0, nextBefore: null })
    expect(await owner.chain.getEvent(eventId)).toMatchObject({
      owner: owner.address,
      currentUrl: 'https://example.com/first',
    })
  })

  it("updateUrl by another wallet: 'Only the event owner can do this'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('NOTMINE')))
    const stranger = await net.actor()
    expect(await stranger.chain.updateUrl(eventId, 'https://evil.example')).toEqual({
      ok: false,
      error: 'Only the event owner can do this',
    })
    expect((await owner.chain.getEvent(eventId))?.currentUrl).toBe(START_URL)
  })

  it("updateUrl of an id nobody created: 'Event not found'", async () => {
    expect(await owner.chain.updateUrl(uniqueId('GHOST'), 'https://example.com')).toEqual({
      ok: false,
      error: 'Event not found',
    })
  })

  it("updateUrl and deactivateEvent after deactivation: 'Event is not active'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('DONE')))
    expect((await owner.chain.deactivateEvent(eventId)).ok).toBe(true)
    expect(await owner.chain.updateUrl(eventId, 'https://example.com/late')).toEqual({
      ok: false,
      error: 'Event is not active',
    })
    expect(await owner.chain.deactivateEvent(eventId)).toEqual({ ok: false, error: 'Event is not active' })
  })

  it("deactivateEvent by another wallet: 'Only the event owner can do this'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('KEEP')))
    const stranger = await net.actor()
    expect(await stranger.chain.deactivateEvent(eventId)).toEqual({
      ok: false,
      error: 'Only the event owner can do this',
    })
    expect((await owner.chain.getEvent(eventId))?.active).toBe(true)
  })

  it("a longer URL than the deposit left pays for: 'Scan budget too low to store a longer URL'", async () => {
    const thrifty = await net.actor()
    const eventId = await eventWithDeposit(net, thrifty, uniqueId('LONG'), 'https://a.io', 90_000n)
    const longUrl = `https://example.com/${'x'.repeat(236)}`
    expect(longUrl).toHaveLength(256)
    expect(await thrifty.chain.updateUrl(eventId, longUrl)).toEqual({
      ok: false,
      error: 'Scan budget too low to store a longer URL',
    })
    expect((await thrifty.chain.getEvent(eventId))?.currentUrl).toBe('https://a.io')
  })
})

describe('registering', () => {
  it("a full event: 'Event is full'; the paid group moves no ALGO and leaves no box", async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('FULL'), { maxCapacity: 1, ticketTiers: [tier('Seat', 1, 0)] }),
    )
    await registered(await net.actor(), eventId)
    const late = await net.actor()
    const [lateBefore, ownerBefore] = [await net.balance(late.address), await net.balance(owner.address)]

    expect(await late.chain.register(await heldEvent(late, eventId), 0, registrationForm())).toEqual({
      ok: false,
      error: 'Event is full',
    })
    await expectNoRegistration(late, eventId, lateBefore)
    expect(await net.balance(owner.address)).toBe(ownerBefore)
    expect((await owner.chain.getEvent(eventId))?.registeredCount).toBe(1)
  })

  it("a sold-out tier: 'Tier sold out'", async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('SOLD'), { ticketTiers: [tier('Early Bird', 0, 1), tier('Late', 0, 0)] }),
    )
    await registered(await net.actor(), eventId)
    const late = await net.actor()
    const before = await net.balance(late.address)
    expect(await late.chain.register(await heldEvent(late, eventId), 0, registrationForm())).toEqual({
      ok: false,
      error: 'Tier sold out',
    })
    await expectNoRegistration(late, eventId, before)
  })

  it("an expired event: 'Event has expired'", async () => {
    const { lastRound } = await net.algorand.client.algod.status().do()
    const block = await net.algorand.client.algod.block(lastRound).do()
    const expiry = Number(block.block.header.timestamp) + 2
    const eventId = await createdEvent(owner, eventInput(uniqueId('PAST'), { expiryDate: expiry }))
    const event = await heldEvent(owner, eventId)
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    // Funding the attendee makes a new block, whose timestamp is past the expiry.
    const attendee = await net.actor()
    const before = await net.balance(attendee.address)
    expect(await attendee.chain.register(event, 0, registrationForm())).toEqual({
      ok: false,
      error: 'Event has expired',
    })
    await expectNoRegistration(attendee, eventId, before)
  })

  it("a deactivated event, even one the screen still shows as active: 'Event is not active'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('CLOSED')))
    const attendee = await net.actor()
    const shownActive = await heldEvent(attendee, eventId)
    await owner.chain.deactivateEvent(eventId)
    const before = await net.balance(attendee.address)
    expect(await attendee.chain.register(shownActive, 0, registrationForm())).toEqual({
      ok: false,
      error: 'Event is not active',
    })
    await expectNoRegistration(attendee, eventId, before)
  })

  it("twice: the registration already there, nothing sent; a tier that does not exist: 'Invalid ticket tier'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('TWICE'), { ticketTiers: [tier('Only', 0, 0)] }))
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)
    const held = await heldRegistration(attendee, eventId)
    const before = await net.balance(attendee.address)
    // A screen that does not know about the registration (another tab, or a retry after a write
    // reported pending or failed) shows the one on chain instead of paying again.
    expect(await attendee.chain.register(event, 0, registrationForm())).toEqual({
      ok: true,
      value: { registration: held },
    })
    expect(await net.balance(attendee.address)).toBe(before)
    const other = await net.actor()
    expect(await other.chain.register(event, 3, registrationForm())).toEqual({
      ok: false,
      error: 'Invalid ticket tier',
    })
  })

  it("an event with an id nobody created: 'Event not found'", async () => {
    const attendee = await net.actor()
    const real = await heldEvent(attendee, await createdEvent(owner, eventInput(uniqueId('REAL'))))
    const ghost = { ...real, eventId: uniqueId('NONE') }
    expect(await attendee.chain.register(ghost, 0, registrationForm())).toEqual({
      ok: false,
      error: 'Event not found',
    })
  })
})

describe('attendance and tokens', () => {
  let eventId: string
  beforeAll(async () => {
    eventId = await createdEvent(owner, eventInput(uniqueId('ATTEND')))
  })

  it("confirming without a registration: 'Not registered'", async () => {
    const stranger = await net.actor()
    const event = await heldEvent(stranger, eventId)
    expect(await stranger.chain.confirmAttendance(event)).toEqual({ ok: false, error: 'Not registered' })
  })

  it("confirming twice: 'Attendance already confirmed'", async () => {
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)
    expect((await attendee.chain.confirmAttendance(event)).ok).toBe(true)
    expect(await attendee.chain.confirmAttendance(event)).toEqual({
      ok: false,
      error: 'Attendance already confirmed',
    })
  })

  it("minting before confirming: 'Attendance not confirmed', and the deposit stays with the attendee", async () => {
    const attendee = await net.actor()
    await registered(attendee, eventId)
    const before = await net.balance(attendee.address)
    const token = await attendee.chain.mintAndClaimToken(
      await heldEvent(attendee, eventId),
      await heldRegistration(attendee, eventId),
    )
    expect(token).toEqual({ ok: false, error: 'Attendance not confirmed' })
    expect(await net.balance(attendee.address)).toBe(before)
  })

  it("confirming a refunded registration: 'Registration is not confirmed'", async () => {
    const attendee = await net.actor()
    await registered(attendee, eventId)
    await refundRegistration(owner, attendee, eventId)
    expect(await attendee.chain.confirmAttendance(await heldEvent(attendee, eventId))).toEqual({
      ok: false,
      error: 'Registration is not confirmed',
    })
  })

  it("confirming on a deactivated event: 'Event is not active'; on an unknown one: 'Event not found'", async () => {
    const closing = await createdEvent(owner, eventInput(uniqueId('SHUT')))
    const attendee = await net.actor()
    await registered(attendee, closing)
    const held = await heldEvent(attendee, closing)
    await owner.chain.deactivateEvent(closing)
    expect(await attendee.chain.confirmAttendance(held)).toEqual({ ok: false, error: 'Event is not active' })
    const unknown = { ...held, eventId: uniqueId('VOID') }
    expect(await attendee.chain.confirmAttendance(unknown)).toEqual({ ok: false, error: 'Event not found' })
  })
})

describe('rejections after the wallet signed, and refusals by the wallet', () => {
  it("the last seat taken while the wallet was signing: the send fails with 'Event is full' and moves nothing", async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('RACE'), { maxCapacity: 1, ticketTiers: [tier('Seat', 2, 0)] }),
    )
    const quick = await net.actor()
    const slow = await net.actor()
    // The slow attendee's wallet takes its time: meanwhile the quick one registers for the last seat.
    const slowWallet = {
      addr: slow.account.addr,
      signer: async (...args: Parameters<typeof slow.account.signer>) => {
        await registered(quick, eventId)
        return slow.account.signer(...args)
      },
    }
    const slowChain = chainApiFor(net.config, net.algorand, slowWallet, { storage: slow.storage })
    const event = await heldEvent(slow, eventId)
    const before = await net.balance(slow.address)

    expect(await slowChain.register(event, 0, registrationForm())).toEqual({ ok: false, error: 'Event is full' })
    await expectNoRegistration(slow, eventId, before)
  })

  it("a signature the user refused: 'You cancelled the signature.', nothing created", async () => {
    const refusing = await net.actor()
    const wallet = {
      addr: refusing.account.addr,
      signer: async () => {
        throw Object.assign(new Error('User rejected the request'), { code: 4001 })
      },
    }
    const chain = chainApiFor(net.config, net.algorand, wallet, { storage: refusing.storage })
    const eventId = uniqueId('REFUSED')
    const before = await net.balance(refusing.address)

    expect(await chain.createEvent(eventInput(eventId))).toEqual({ ok: false, error: 'You cancelled the signature.' })
    expect(await net.balance(refusing.address)).toBe(before)
    expect(await owner.chain.getEvent(eventId)).toBeNull()
    expect(metadataOf(refusing).loadEventMetadata(eventId)).toBeUndefined()
  })
})

describe('a ticket price the owner changed after the page showed it', () => {
  it.each([
    ['raised', 15],
    ['lowered', 5],
  ])('%s: registration stops with the new price before any signature and sends nothing', async (_change, algos) => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('PRICE'), { ticketTiers: [tier('Standard', 10, 50)] }),
    )
    const attendee = await net.actor(30)
    const shown = await heldEvent(attendee, eventId)
    expect(shown.tiers[0].priceMicroAlgos).toBe(10_000_000n)
    await net.appClient
      .clone({ defaultSender: owner.account.addr, defaultSigner: owner.account.signer })
      .send.updateTier({ args: { eventId, tierIndex: 0n, price: BigInt(algos) * 1_000_000n, quantity: 0n } })

    let signatures = 0
    const wallet = {
      addr: attendee.account.addr,
      signer: async (...args: Parameters<typeof attendee.account.signer>) => {
        signatures++
        return attendee.account.signer(...args)
      },
    }
    const chain = chainApiFor(net.config, net.algorand, wallet, { storage: attendee.storage })
    const before = await net.balance(attendee.address)
    expect(await chain.register(shown, 0, registrationForm())).toEqual({
      ok: false,
      error: `The ticket price changed since this page loaded (now ${algos} ALGO). Nothing was sent: check the new price and register again.`,
    })
    expect(signatures).toBe(0)
    await expectNoRegistration(attendee, eventId, before)

    // With the event read again, the attendee pays the new price.
    succeeded(await chain.register(await heldEvent(attendee, eventId), 0, registrationForm()))
    expect((await heldRegistration(attendee, eventId)).paymentAmountMicroAlgos).toBe(BigInt(algos) * 1_000_000n)
  })
})
