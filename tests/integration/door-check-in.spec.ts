/**
 * Door check-in, the attendee list and refunds on a real node: a door code signed by the event's
 * check-in key confirms attendance, a stale or foreign one is refused with the contract's reason,
 * keyless events keep self-confirmation, and the owner lists, exports and refunds registrations.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { attendeesCsv } from '../../frontend/src/domain/attendee-csv'
import type { DoorCode } from '../../frontend/src/domain/door-code'
import { DOOR_CODE_PAST_WINDOWS } from '../../frontend/src/domain/limits'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { chainWindow, doorCodeFor, newDoorKey } from '../../scripts/lib/door-codes'
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

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(60)
})

/** An event whose owner turned door check-in on, and a code maker for it. */
async function doorEvent() {
  const eventId = await createdEvent(owner, eventInput(uniqueId('DOOR')))
  const key = await newDoorKey(net.config.appId, eventId)
  succeeded(await owner.chain.setCheckInKey(await heldEvent(owner, eventId), key.publicKey))
  const codeAt = async (windowsFromNow: bigint): Promise<DoorCode> =>
    doorCodeFor(key, net.config.appId, eventId, (await chainWindow(owner.chain)) + windowsFromNow)
  return { eventId, key, codeAt }
}

describe('door check-in', () => {
  it('the owner sets the key: the event carries it', async () => {
    const { eventId, key } = await doorEvent()
    expect((await heldEvent(owner, eventId)).checkInKey).toBe(key.publicKeyText)
  })

  it('a fresh door code confirms attendance, and the token is minted as a door check-in', async () => {
    const { eventId, codeAt } = await doorEvent()
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)

    succeeded(await attendee.chain.confirmAttendance(event, await codeAt(0n)))
    const attended = await heldRegistration(attendee, eventId)
    expect(attended).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in' })
    expect((await heldEvent(owner, eventId)).attendedCount).toBe(1)
    // The app closes the token's note with "Attendance":"door check-in", as the registration records it.
    const token = succeeded(await attendee.chain.mintAndClaimToken(event, attended))
    expect(token.assetId).toBeGreaterThan(0)
  })

  it("a stale door code is refused with the contract's reason and changes nothing", async () => {
    const { eventId, codeAt } = await doorEvent()
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    const before = await net.balance(attendee.address)

    const refused = await attendee.chain.confirmAttendance(
      await heldEvent(attendee, eventId),
      await codeAt(-BigInt(DOOR_CODE_PAST_WINDOWS + 1)),
    )
    expect(refused).toEqual({ ok: false, error: 'Door code expired: scan the code at the door again' })
    expect((await heldRegistration(attendee, eventId)).status).toBe('confirmed')
    expect(await net.balance(attendee.address)).toBe(before)
  })

  it("another event's door code, or no code, is refused", async () => {
    const door = await doorEvent()
    const other = await doorEvent()
    const attendee = await net.actor(5)
    await registered(attendee, door.eventId)
    const event = await heldEvent(attendee, door.eventId)

    const foreign = { ...(await other.codeAt(0n)), eventId: door.eventId }
    expect(await attendee.chain.confirmAttendance(event, foreign)).toEqual({
      ok: false,
      error: 'Door code is not valid for this event',
    })
    expect(await attendee.chain.confirmAttendance(event)).toEqual({
      ok: false,
      error: 'Scan or paste the door code shown at the entrance',
    })
    expect((await heldRegistration(attendee, door.eventId)).status).toBe('confirmed')
  })

  it('a rotated key: codes of the old key are refused, the new key admits', async () => {
    const { eventId, codeAt } = await doorEvent()
    const oldCode = await codeAt(0n)
    const rotated = await newDoorKey(net.config.appId, eventId)
    succeeded(await owner.chain.setCheckInKey(await heldEvent(owner, eventId), rotated.publicKey))
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)

    expect(await attendee.chain.confirmAttendance(event, oldCode)).toEqual({
      ok: false,
      error: 'Door code is not valid for this event',
    })
    const fresh = await doorCodeFor(rotated, net.config.appId, eventId, await chainWindow(attendee.chain))
    succeeded(await attendee.chain.confirmAttendance(event, fresh))
  })

  it('an event without a key keeps self-confirmation, and its token says so', async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('SELF')))
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    const event = await heldEvent(attendee, eventId)
    expect(event.checkInKey).toBeNull()

    succeeded(await attendee.chain.confirmAttendance(event))
    const attended = await heldRegistration(attendee, eventId)
    expect(attended).toMatchObject({ status: 'attended', attendanceMethod: 'self-confirmed' })
    succeeded(await attendee.chain.mintAndClaimToken(event, attended))
  })

  it('the check-in fits the opcode budget its fee buys (simulate)', async () => {
    const { eventId, codeAt } = await doorEvent()
    const attendee = await net.actor(5)
    await registered(attendee, eventId)
    const code = await codeAt(0n)
    const simulated = await net.appClient
      .clone({ defaultSender: attendee.account.addr, defaultSigner: attendee.account.signer })
      .newGroup()
      .confirmAttendance({
        args: { eventId, window: code.window, signature: code.signature },
        staticFee: (4000).microAlgo(),
      })
      .simulate({ allowUnnamedResources: true })
    const group = simulated.simulateResponse.txnGroups[0]
    expect(group.failureMessage).toBeUndefined()
    const consumed = Number(group.appBudgetConsumed)
    console.info(`confirm_attendance with a door code: ${consumed} opcodes (pool ${group.appBudgetAdded})`)
    // ed25519verify_bare alone costs 1,900; the call and three op-ups give a pool of 2,800.
    expect(consumed).toBeGreaterThan(1_900)
    expect(consumed).toBeLessThanOrEqual(Number(group.appBudgetAdded))
  })
})

describe('the attendee list and refunds', () => {
  let eventId: string
  let otherEventId: string
  let attendees: Actor[]
  beforeAll(async () => {
    eventId = await createdEvent(
      owner,
      eventInput(uniqueId('LIST'), { maxCapacity: 3, ticketTiers: [tier('Standard', 2, 3)] }),
    )
    otherEventId = await createdEvent(owner, eventInput(uniqueId('ELSE')))
    attendees = [await net.actor(10), await net.actor(10), await net.actor(10)]
    for (const attendee of attendees) await registered(attendee, eventId)
    await registered(attendees[0], otherEventId)
    succeeded(await attendees[1].chain.confirmAttendance(await heldEvent(attendees[1], eventId)))
  })

  it("lists every registration of the event with its status, and none of another event's", async () => {
    const list = await owner.chain.listRegistrations(await heldEvent(owner, eventId))
    expect(list.map((registration) => registration.attendeeAddress).sort()).toEqual(
      attendees.map((attendee) => attendee.address).sort(),
    )
    const statusOf = (actor: Actor) => list.find((entry) => entry.attendeeAddress === actor.address)?.status
    expect([statusOf(attendees[0]), statusOf(attendees[1]), statusOf(attendees[2])]).toEqual([
      'confirmed',
      'attended',
      'confirmed',
    ])
    expect(list.every((entry) => entry.paymentAmountMicroAlgos === 2_000_000n)).toBe(true)
    expect(await owner.chain.listRegistrations(await heldEvent(owner, otherEventId))).toHaveLength(1)
  })

  it('the CSV export has a header and one row per registration', async () => {
    const list = await owner.chain.listRegistrations(await heldEvent(owner, eventId))
    const rows = attendeesCsv(list).trimEnd().split(/\r?\n/)
    expect(rows).toHaveLength(1 + attendees.length)
    for (const attendee of attendees) expect(rows.filter((row) => row.includes(attendee.address))).toHaveLength(1)
  })

  it('a refund pays the amount back from the owner, cancels the registration and frees the seat', async () => {
    const full = await heldEvent(owner, eventId)
    expect(full.registeredCount).toBe(3)
    const latecomer = await net.actor(10)
    expect(await registerByEventId(latecomer.chain, eventId, 0, registrationForm())).toEqual({
      ok: false,
      error: 'Event is full',
    })

    const refunded = attendees[2]
    const registration = await heldRegistration(refunded, eventId)
    const [ownerBefore, attendeeBefore] = [await net.balance(owner.address), await net.balance(refunded.address)]
    succeeded(await owner.chain.refundRegistration(full, registration, false))
    expect(await net.balance(refunded.address)).toBe(attendeeBefore + 2_000_000n)
    expect(ownerBefore - (await net.balance(owner.address))).toBe(2_000_000n + 2n * 1_000n)

    const list = await owner.chain.listRegistrations(await heldEvent(owner, eventId))
    expect(list.find((entry) => entry.attendeeAddress === refunded.address)?.status).toBe('cancelled')
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(2)
    await registered(latecomer, eventId)
    expect((await heldEvent(owner, eventId)).registeredCount).toBe(3)
  })
})
