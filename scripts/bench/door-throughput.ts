/**
 * Door check-in at the pace of a queue, on the timed LocalNet (a block every few seconds, like
 * TestNet; the DevMode one makes a block per transaction and would flatter it): two paired doors
 * check a crowd in at once, each keeping as many check-ins in flight as the web door's
 * CheckInDesk does. Everything goes through the web app's chain layer: the owner creates the event
 * and pairs the doors, each attendee registers and shows the ticket their wallet makes, and each
 * door sends DoorChain.checkIn. Timed from that call to its 'recorded' result.
 */
import { parseTicket, type Ticket } from '../../frontend/src/domain/check-in/ticket'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import type { ChainApi, DoorChain } from '../../frontend/src/chain/node-api'
import { registerByEventId } from '../lib/attendee-flow'
import { createEventInput, createEventOrThrow, registrationForm } from '../lib/create-input'
import { pairedDoor } from '../lib/door-device'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../lib/fresh-dynaqr'
import type { NetworkConfig } from '../lib/network'
import { chainApiFor } from '../lib/node-chain'
import { ms, percentile } from './stats'
import { onTimedLocalNet } from './timed-localnet'

export interface DoorRate {
  door: string
  checkIns: number
  seconds: number
  perMinute: number
  p50Ms: number
  p95Ms: number
}

export interface DoorThroughput {
  attendees: number
  /** Check-ins each door keeps in flight (CheckInDesk's PARALLEL_SENDS). */
  inFlightPerDoor: number
  doors: DoorRate[]
  /** Scan to 'recorded' over every check-in of both doors. */
  p50Ms: number
  p95Ms: number
  /** Distinct rounds the check-ins landed in. */
  rounds: number
  targetPerMinute: number
}

const ATTENDEES = 40
const DOOR_NAMES = ['Door A', 'Door B']
const IN_FLIGHT_PER_DOOR = 4
const TARGET_PER_MINUTE = 30
/** Each attendee's balance: the registration box's deposit and fees, above the minimum balance. */
const ATTENDEE_ALGOS = 1
const HOUR = 3_600

/**
 * A door-check-in event on now: it started an hour ago and lasts a day, by the chain's clock, which
 * the check-in window is checked against (a LocalNet restarted after a pause catches up with the
 * wall clock only 25 s a block).
 */
async function doorEvent(owner: ChainApi): Promise<DynaEvent> {
  const eventId = `DOORS-${Date.now().toString(36)}`.toUpperCase()
  const now = await owner.chainTime()
  const settings = {
    startsAt: now - HOUR,
    endsAt: now + 24 * HOUR,
    checkInOpensBefore: HOUR,
    selfCheckIn: false,
    decideBy: 0,
  }
  await createEventOrThrow(
    owner,
    createEventInput(eventId, 'Door throughput', 'https://example.com/doors', { settings }),
  )
  const event = await owner.getEvent(eventId)
  if (!event) throw new Error(`event ${eventId} is not on chain`)
  return event
}

/** A funded account registers through the app and shows its ticket; all of them at once. */
async function ticketHolders(net: LocalNetDynaQr, event: DynaEvent, count: number): Promise<Ticket[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const account = await net.fundedAccount(ATTENDEE_ALGOS)
      const chain = chainApiFor(net.config, net.algorand, account)
      const registered = await registerByEventId(chain, event.eventId, 0, registrationForm(`Guest ${index}`))
      if (!registered.ok) throw new Error(`registering guest ${index} failed: ${registered.error}`)
      const shown = await chain.showTicket(event, registered.value.registration)
      if (!shown.ok) throw new Error(`showing guest ${index}'s ticket failed: ${shown.error}`)
      const ticket = parseTicket(shown.value, { appId: net.config.appId, eventId: event.eventId })
      if (!ticket.ok) throw new Error(`guest ${index}'s ticket does not scan: ${ticket.error}`)
      return ticket.value
    }),
  )
}

interface DoorRun {
  latencies: number[]
  rounds: number[]
  seconds: number
}

/** A busy door: the whole queue waiting, IN_FLIGHT_PER_DOOR check-ins sent at a time. */
async function checkInQueue(door: DoorChain, tickets: Ticket[], eventSeq: bigint): Promise<DoorRun> {
  const queue = [...tickets]
  const latencies: number[] = []
  const rounds: number[] = []
  const started = performance.now()
  const sender = async () => {
    for (let ticket = queue.shift(); ticket; ticket = queue.shift()) {
      const sent = performance.now()
      const outcome = await door.checkIn(ticket, eventSeq)
      if (outcome.status !== 'recorded') throw new Error(`a check-in was ${outcome.status}: ${outcome.reason}`)
      latencies.push(performance.now() - sent)
      rounds.push(outcome.round)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT_PER_DOOR }, sender))
  return { latencies, rounds, seconds: (performance.now() - started) / 1000 }
}

/** Every attendee attended through a door, and each door counted its own check-ins. */
async function assertRecorded(owner: ChainApi, event: DynaEvent, perDoor: Map<string, number>): Promise<void> {
  const registrations = await owner.listRegistrations(event)
  const atDoor = registrations.filter((r) => r.status === 'attended' && r.attendanceMethod === 'door check-in')
  if (atDoor.length !== ATTENDEES) throw new Error(`${atDoor.length} of ${ATTENDEES} attendees are checked in`)
  for (const door of await owner.listDoors(event)) {
    if (door.checkIns !== perDoor.get(door.address)) {
      throw new Error(`${door.name} counted ${door.checkIns} check-ins, not ${perDoor.get(door.address)}`)
    }
  }
}

async function measureOnTimedLocalNet(timed: NetworkConfig): Promise<DoorThroughput> {
  const net = await dynaqrOnLocalNet(timed)
  const owner = chainApiFor(net.config, net.algorand, net.deployer)
  const event = await doorEvent(owner)
  const doors = await Promise.all(DOOR_NAMES.map((name) => pairedDoor(owner, event, name)))
  const tickets = await ticketHolders(net, event, ATTENDEES)

  const queues = doors.map((_, door) => tickets.filter((_, index) => index % doors.length === door))
  const runs = await Promise.all(doors.map((door, index) => checkInQueue(door, queues[index], BigInt(event.seq))))
  await assertRecorded(owner, event, new Map(doors.map((door, index) => [door.address, runs[index].latencies.length])))

  const all = runs.flatMap((run) => run.latencies)
  return {
    attendees: ATTENDEES,
    inFlightPerDoor: IN_FLIGHT_PER_DOOR,
    doors: runs.map((run, index) => ({
      door: DOOR_NAMES[index],
      checkIns: run.latencies.length,
      seconds: Math.round(run.seconds * 10) / 10,
      perMinute: Math.round((run.latencies.length / run.seconds) * 60 * 10) / 10,
      p50Ms: ms(percentile(run.latencies, 50)),
      p95Ms: ms(percentile(run.latencies, 95)),
    })),
    p50Ms: ms(percentile(all, 50)),
    p95Ms: ms(percentile(all, 95)),
    rounds: new Set(runs.flatMap((run) => run.rounds)).size,
    targetPerMinute: TARGET_PER_MINUTE,
  }
}

export function measureDoorThroughput(): Promise<DoorThroughput> {
  return onTimedLocalNet(measureOnTimedLocalNet)
}
