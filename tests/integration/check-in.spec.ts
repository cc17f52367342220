/**
 * Check-in on the real node through the app's own chain layer: an owner pairs door devices, each
 * attendee shows the ticket their wallet makes, a door checks it in. What a check-in publishes (its
 * transaction, the ticket's secret in it) checks in no one else: every argument replayed from
 * another door, for another registered account, or by that account itself is refused.
 */
import { ABIMethod, ABIType } from 'algosdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECK_IN_MESSAGES } from '../../frontend/src/domain/check-in/check-in-messages'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import { parseTicket, type Ticket } from '../../frontend/src/domain/check-in/ticket'
import { DOOR_FUNDING, newDoorKey, pairedDoor } from '../../scripts/lib/door-device'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  heldRegistration,
  registered,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'
import { openSettings } from '../support/chain-inputs'

let net: ChainTestNet
let owner: Actor

beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
})

/** A door-check-in event, on now, with `attendees` registered; returns them and the event as held. */
async function doorEvent(attendees: number, settings = openSettings({ selfCheckIn: false })) {
  const eventId = await createdEvent(owner, eventInput(uniqueId('DOOR'), { settings }))
  const people: Actor[] = []
  for (let index = 0; index < attendees; index++) {
    const attendee = await net.actor(3)
    await registered(attendee, eventId)
    people.push(attendee)
  }
  return { event: await heldEvent(owner, eventId), people }
}

async function ticketOf(attendee: Actor, event: DynaEvent): Promise<Ticket> {
  const shown = succeeded(await attendee.chain.showTicket(event, await heldRegistration(attendee, event.eventId)))
  const ticket = parseTicket(shown, { appId: net.config.appId, eventId: event.eventId })
  if (!ticket.ok) throw new Error(ticket.error)
  return ticket.value
}

async function statusOf(attendee: Actor, event: DynaEvent) {
  return (await heldRegistration(attendee, event.eventId)).status
}

const checkIn = ABIMethod.fromSignature('check_in(string,address,byte[32])uint64')

/** The check_in arguments a block shows for a transaction: event id, attendee, ticket secret. */
async function publishedArguments(txId: string) {
  const info = await net.algorand.client.algod.pendingTransactionInformation(txId).do()
  const args = info.txn.txn.applicationCall?.appArgs ?? []
  expect(args[0]).toEqual(checkIn.getSelector())
  const [eventId, attendee, secret] = checkIn.args.map((arg, index) =>
    ABIType.from(arg.type.toString()).decode(args[index + 1]),
  )
  return { eventId: eventId as string, attendee: attendee as string, secret: Uint8Array.from(secret as number[]) }
}

/** A transaction of a block as algod's JSON gives it, with the inner transactions it made. */
type BlockTransaction = { caid?: number; txn?: { note?: string; snd?: string }; dt?: { itx?: BlockTransaction[] } }

/** The inner transaction, at any depth, that created `assetId`. */
function creationOf(transactions: readonly BlockTransaction[], assetId: bigint): BlockTransaction | undefined {
  for (const transaction of transactions) {
    if (BigInt(transaction.caid ?? 0) === assetId) return transaction
    const inner = creationOf(transaction.dt?.itx ?? [], assetId)
    if (inner) return inner
  }
  return undefined
}

/**
 * The inner transaction that created `assetId` (the attendance tokens app's, inside mint_nft), read
 * from the recent blocks: its note and its sender, the app that created the asset.
 */
async function creation(assetId: bigint): Promise<{ note: string; creator: string }> {
  const { server, port, token } = net.config.algod
  const last = (await net.algorand.client.algod.status().do()).lastRound
  for (let round = last; round > last - 20n && round > 0n; round--) {
    const response = await fetch(`${server}:${port}/v2/blocks/${round}?format=json`, {
      headers: { 'X-Algo-API-Token': token },
    })
    const body = (await response.json()) as { block?: { txns?: BlockTransaction[] } }
    const created = creationOf(body.block?.txns ?? [], assetId)
    if (created) {
      return {
        note: Buffer.from(created.txn?.note ?? '', 'base64').toString('utf8'),
        creator: created.txn?.snd ?? '',
      }
    }
  }
  throw new Error(`no creation of asset ${assetId} in the last 20 blocks`)
}

describe('door check-in', () => {
  it('a paired door checks the ticket in once; the owner sees the door, its count and balance', async () => {
    const { event, people } = await doorEvent(1)
    const [attendee] = people
    const door = await pairedDoor(owner.chain, event, 'Main entrance')
    const outcome = await door.checkIn(await ticketOf(attendee, event), BigInt(event.seq))
    expect(outcome).toMatchObject({ status: 'recorded', txId: expect.any(String) })
    const registration = await heldRegistration(attendee, event.eventId)
    expect(registration).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in' })
    expect(registration.attendedAt).toBeGreaterThan(0)

    const [listed] = await owner.chain.listDoors(event)
    expect(listed).toMatchObject({ address: door.address, name: 'Main entrance', checkIns: 1 })
    expect(listed.balance).toBe(DOOR_FUNDING.microAlgo - 1_000n)

    // The attendee's wallet still makes the ticket; the door refuses it: it is used.
    const used = parseTicket(
      succeeded(await attendee.chain.showTicket(event, { ...registration, status: 'confirmed' })),
      { appId: net.config.appId, eventId: event.eventId },
    )
    if (!used.ok) throw new Error(used.error)
    expect(await door.checkIn(used.value, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'Ticket already used',
    })
  })

  it('every argument of a real check-in, replayed for another registered account, leaves it not attended', async () => {
    const { event, people } = await doorEvent(2)
    const [present, absent] = people
    const door = await pairedDoor(owner.chain, event, 'Door A')
    const otherDoor = await pairedDoor(owner.chain, event, 'Door B')
    const recorded = await door.checkIn(await ticketOf(present, event), BigInt(event.seq))
    if (recorded.status !== 'recorded') throw new Error(`check-in failed: ${JSON.stringify(recorded)}`)

    // What anyone watching the chain learns: the event, the attendee and the ticket's secret.
    const published = await publishedArguments(recorded.txId)
    expect(published.attendee).toBe(present.address)
    const swapped: Ticket = {
      appId: net.config.appId,
      eventId: published.eventId,
      attendee: absent.address,
      secret: published.secret,
    }
    for (const replaying of [door, otherDoor]) {
      expect(await replaying.checkIn(swapped, BigInt(event.seq))).toEqual({
        status: 'refused',
        reason: 'Ticket is not valid for this registration',
      })
    }
    // The absent account sending it itself is no door; nor is confirming its own attendance allowed.
    const selfSent = absent.chain.doorChain(newDoorKey())
    // Unfunded, it cannot even pay the fee: the scan would wait for a top-up, and nothing is recorded.
    expect(await selfSent.checkIn(swapped, BigInt(event.seq))).toMatchObject({
      status: 'unsent',
      message: CHECK_IN_MESSAGES.lowBalance,
    })
    await net.algorand.send.payment({
      sender: net.dispenser.addr,
      receiver: selfSent.address,
      amount: DOOR_FUNDING,
    })
    expect(await selfSent.checkIn(swapped, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'This device is not a door of this event',
    })
    expect(await absent.chain.confirmAttendance(event)).toEqual({
      ok: false,
      error: 'Attendance is recorded at the door: show your ticket there',
    })
    // The original transaction's arguments, exactly, from the other door: the ticket is used.
    const exact = { ...swapped, attendee: present.address }
    expect(await otherDoor.checkIn(exact, BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'Ticket already used',
    })
    expect(await statusOf(absent, event)).toBe('confirmed')
  })

  it('a ticket works for its own event and deployment only', async () => {
    const first = await doorEvent(1)
    const [attendee] = first.people
    const second = await createdEvent(
      owner,
      eventInput(uniqueId('DOOR'), { settings: openSettings({ selfCheckIn: false }) }),
    )
    await registered(attendee, second)
    const secondEvent = await heldEvent(owner, second)
    const door = await pairedDoor(owner.chain, secondEvent)
    const forFirst = await ticketOf(attendee, first.event)
    expect(await door.checkIn({ ...forFirst, eventId: second }, BigInt(secondEvent.seq))).toEqual({
      status: 'refused',
      reason: 'Ticket is not valid for this registration',
    })
    expect(await door.checkIn(forFirst, BigInt(first.event.seq))).toEqual({
      status: 'refused',
      reason: 'This device is not a door of this event',
    })
    expect(
      parseTicket(`DQT1.${net.config.appId + 1n}.${second}.${attendee.address}.AAAA`, {
        appId: net.config.appId,
        eventId: second,
      }),
    ).toMatchObject({ ok: false })
  })

  it('a revoked door is refused, and its deposit goes back to the owner', async () => {
    const { event, people } = await doorEvent(1)
    const door = await pairedDoor(owner.chain, event, 'Side door')
    const before = await net.balance(owner.address)
    succeeded(await owner.chain.removeDoor(event, door.address))
    expect(await net.balance(owner.address)).toBeGreaterThan(before - 2_000n)
    expect(await owner.chain.listDoors(event)).toEqual([])
    expect(await door.checkIn(await ticketOf(people[0], event), BigInt(event.seq))).toEqual({
      status: 'refused',
      reason: 'This device is not a door of this event',
    })
    expect(await statusOf(people[0], event)).toBe('confirmed')
  })

  it('outside the window: not open yet before the lead time, closed after the end, never for an undated event', async () => {
    const now = Math.floor(Date.now() / 1000)
    const cases = [
      [
        openSettings({ selfCheckIn: false, startsAt: now + 86_400, endsAt: now + 2 * 86_400 }),
        'Check-in is not open yet',
      ],
      [
        openSettings({ selfCheckIn: false, startsAt: now - 7_200, endsAt: now - 3_600 }),
        'Check-in has closed: the event has ended',
      ],
      [
        { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
        'The event has no date yet, so check-in is closed',
      ],
    ] as const
    for (const [settings, reason] of cases) {
      const { event, people } = await doorEvent(1, settings)
      const door = await pairedDoor(owner.chain, event)
      expect(await door.checkIn(await ticketOf(people[0], event), BigInt(event.seq))).toEqual({
        status: 'refused',
        reason,
      })
      expect(await statusOf(people[0], event)).toBe('confirmed')
    }
  })

  it('self-declared attendance, where the owner chose it, only inside the window; the token says so', async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('SELF'), { settings: openSettings({ selfCheckIn: true }) }),
    )
    const attendee = await net.actor(3)
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)
    succeeded(await attendee.chain.confirmAttendance(event))
    const registration = await heldRegistration(attendee, eventId)
    expect(registration.attendanceMethod).toBe('self-declared')
    const token = succeeded(await attendee.chain.mintAndClaimToken(event, registration))
    const created = await creation(BigInt(token.assetId))
    expect(JSON.parse(created.note).properties).toMatchObject({ Event: event.eventName, Attendance: 'self-declared' })
    // Created by the attendance tokens app, which names this app as the only one it mints for.
    expect(created.creator).toBe(net.tokens.appAddress.toString())
    expect(await net.tokens.state.global.issuer()).toBe(net.appClient.appId)
  })

  it('a tier that is not transferable gives a token frozen in the holder’s account', async () => {
    const input = eventInput(uniqueId('BOUND'), {
      settings: openSettings({ selfCheckIn: true }),
      ticketTiers: [{ ...tier('Named', 0), transferable: false }],
    })
    const eventId = await createdEvent(owner, input)
    const attendee = await net.actor(3)
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)
    expect(event.tiers[0].transferable).toBe(false)
    succeeded(await attendee.chain.confirmAttendance(event))
    const registration = await heldRegistration(attendee, eventId)
    const token = succeeded(await attendee.chain.mintAndClaimToken(event, registration))
    expect(JSON.parse((await creation(BigInt(token.assetId))).note).properties.Attendance).toBe('self-declared')
    const holding = await net.algorand.asset.getAccountInformation(attendee.address, BigInt(token.assetId))
    expect([holding.balance, holding.frozen]).toEqual([1n, true])
  })
})
