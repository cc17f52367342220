/**
 * Two doors of one event checking two attendees in at the same moment. The DevMode LocalNet makes
 * a block for every transaction, so no two check-ins could ever share a round there; this file
 * runs on the timed LocalNet, which agrees on a block every few seconds like TestNet. Both
 * check-ins change the same event box (its attended count) in one block: both must be recorded,
 * and counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTicket, type Ticket } from '../../frontend/src/domain/check-in/ticket'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import type { ChainApi, CheckInOutcome, DoorChain } from '../../frontend/src/chain/node-api'
import { registerByEventId, registrationByEventId } from '../../scripts/lib/attendee-flow'
import { pairedDoor } from '../../scripts/lib/door-device'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../../scripts/lib/fresh-dynaqr'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { createdEvent, eventInput, openSettings, registrationForm, uniqueId } from '../support/chain-inputs'
import { localNetAnswers, startLocalNetOrFail, stopLocalNet } from '../support/localnet'
import { succeeded } from './support'

const MAX_ATTEMPTS = 3

let alreadyRunning = false
let net: LocalNetDynaQr
/** The deployer owns the event: every transaction takes a round or two here, so no account is funded for it. */
let owner: { chain: ChainApi }
let event: DynaEvent
let doors: DoorChain[]

beforeAll(async () => {
  alreadyRunning = localNetAnswers('timed')
  net = await dynaqrOnLocalNet(startLocalNetOrFail('timed'))
  owner = { chain: chainApiFor(net.config, net.algorand, net.deployer) }
  // Opened by the chain's clock, which check-in is checked against: a timed LocalNet restarted
  // after a pause catches up with the wall clock only 25 s a block.
  const now = await owner.chain.chainTime()
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId('DOORS'), { settings: openSettings({ selfCheckIn: false }, now) }),
  )
  event = (await owner.chain.getEvent(eventId))!
  doors = await Promise.all(['Door A', 'Door B'].map((name) => pairedDoor(owner.chain, event, name)))
})

afterAll(() => {
  if (!alreadyRunning) stopLocalNet('timed')
})

interface Guest {
  address: string
  ticket: Ticket
}

/** A new account registers through the app and shows the ticket its wallet makes. */
async function guest(): Promise<Guest> {
  const account = await net.fundedAccount(1)
  const chain = chainApiFor(net.config, net.algorand, account)
  const { registration } = succeeded(await registerByEventId(chain, event.eventId, 0, registrationForm('Guest')))
  const ticket = parseTicket(succeeded(await chain.showTicket(event, registration)), {
    appId: net.config.appId,
    eventId: event.eventId,
  })
  if (!ticket.ok) throw new Error(ticket.error)
  return { address: account.addr.toString(), ticket: ticket.value }
}

/**
 * A node fixes what goes into a round's block as the round starts. Sent together a second into a
 * round, both check-ins wait in the pool for the next block; a slow machine may still split them.
 */
async function aSecondIntoARound(): Promise<void> {
  const { lastRound } = await net.algorand.client.algod.status().do()
  await net.algorand.client.algod.statusAfterBlock(lastRound).do()
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

interface Burst {
  guests: Guest[]
  outcomes: CheckInOutcome[]
  attempts: number
}

/** Each door checks a different guest in, both sent at once, until both land in one round. */
async function checkInsInOneRound(): Promise<Burst> {
  const rounds: string[] = []
  for (let attempts = 1; attempts <= MAX_ATTEMPTS; attempts++) {
    const guests = await Promise.all(doors.map(() => guest()))
    await aSecondIntoARound()
    const outcomes = await Promise.all(
      doors.map((door, index) => door.checkIn(guests[index].ticket, BigInt(event.seq))),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['recorded', 'recorded'])
    const landed = outcomes.map((outcome) => (outcome.status === 'recorded' ? outcome.round : 0))
    if (landed[0] === landed[1]) return { guests, outcomes, attempts }
    rounds.push(landed.join(' and '))
  }
  throw new Error(`in ${MAX_ATTEMPTS} tries the two check-ins never shared a round: rounds ${rounds.join('; ')}`)
}

describe('two doors checking in at once', () => {
  it(
    'two check-ins in one round are both recorded, and both attendees are attended',
    { timeout: 240_000 },
    async () => {
      const { guests, outcomes, attempts } = await checkInsInOneRound()

      const [first, second] = outcomes as Extract<CheckInOutcome, { status: 'recorded' }>[]
      expect(first.round).toBeGreaterThan(0)
      expect(second.round).toBe(first.round)
      expect(first.txId).not.toBe(second.txId)
      for (const { address } of guests) {
        const registration = await registrationByEventId(owner.chain, event.eventId, address)
        expect(registration).toMatchObject({ status: 'attended', attendanceMethod: 'door check-in' })
      }
      // Every check-in of every attempt counted once, the two in the same block included.
      expect((await owner.chain.getEvent(event.eventId))?.attendedCount).toBe(2 * attempts)
      expect((await owner.chain.listDoors(event)).map((door) => door.checkIns)).toEqual([attempts, attempts])
    },
  )
})
