import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckInOutcome } from '../../../chain'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { EventSettings } from '../../../domain/event/event'
import { encodeTicket, ticketCommitmentMessage, type Ticket } from '../../../domain/check-in/ticket'
import { CheckInDesk, type DeskCheckIn, type DeskRegistration, type DeskStorage } from './check-in-desk'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const APP_ID = 1234n
const EVENT_ID = 'ALGO-SUMMIT-1'
const EVENT_SEQ = 3
/** The event starts at START and ends four hours later; check-in opens an hour before. */
const START = 1_800_000_000
const END = START + 4 * 3_600
const OPEN: EventSettings = { startsAt: START, endsAt: END, checkInOpensBefore: 3_600, selfCheckIn: false, decideBy: 0 }
/** How long the desk waits before sending again what the network did not take. */
const RETRY_MS = 5_000

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)))
/** The desk shows times through the page's formatter; here, plainly, so tests can say which time. */
const formatTime = (seconds: number) => `at ${seconds}`
/** What the fake network notes as the secret of a check-in without a ticket. */
const NO_TICKET = 'no ticket'

/** The node as the door sees it: the event's registrations, whether it answers, and what it was sent. */
interface FakeNetwork {
  online: boolean
  registrations: Map<string, DeskRegistration>
  sent: { attendee: string; secret: string; eventSeq: bigint }[]
  /** The chain's answer to a check-in that reached it. */
  answer: (checkIn: DeskCheckIn) => Promise<CheckInOutcome>
}

function fakeNetwork(): FakeNetwork {
  return {
    online: true,
    registrations: new Map(),
    sent: [],
    answer: async () => ({ status: 'recorded', txId: 'TX-CHECK-IN', round: 101 }),
  }
}

/** Browser storage as the page keeps it: JSON text, so what is queued must survive serialisation. */
function memoryStorage(): DeskStorage & { text: string } {
  const storage = {
    text: '[]',
    load: () => JSON.parse(storage.text),
    save: (queue: unknown[]) => {
      storage.text = JSON.stringify(queue)
    },
  }
  return storage
}

function makeDesk(network: FakeNetwork, storage: DeskStorage, settings: EventSettings = OPEN): CheckInDesk {
  const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
  return new CheckInDesk({
    appId: APP_ID,
    event: { eventId: EVENT_ID, seq: EVENT_SEQ, settings },
    async send(checkIn, eventSeq) {
      const secret = checkIn.ticket ? hex(checkIn.ticket.secret) : NO_TICKET
      network.sent.push({ attendee: checkIn.attendee, secret, eventSeq })
      if (!network.online) return { status: 'unsent', reason: 'Failed to fetch' }
      return network.answer(checkIn)
    },
    registration: async (attendee) => (network.online ? (network.registrations.get(attendee) ?? null) : unreachable()),
    registrations: async () => (network.online ? [...network.registrations.values()] : unreachable()),
    storage,
    chainTime: () => Math.floor(Date.now() / 1000),
    now: () => Date.now(),
    formatTime,
    sha256,
  })
}

let network: FakeNetwork
let storage: ReturnType<typeof memoryStorage>
let fill = 1

/** A registered attendee and the text of their ticket's QR code (a real secret and its bound commitment). */
async function registered(changes: Partial<DeskRegistration> = {}) {
  const attendee = addressFromPublicKey(new Uint8Array(32).fill(fill++))
  const secret = crypto.getRandomValues(new Uint8Array(32))
  const ticketNumber = changes.ticketNumber ?? 1
  const scope = { appId: APP_ID, eventSeq: BigInt(EVENT_SEQ), attendee }
  network.registrations.set(attendee, {
    attendee,
    status: 'confirmed',
    ticketCommitment: hex(await sha256(ticketCommitmentMessage(scope, ticketNumber, secret))),
    ticketNumber,
    attendedAt: 0,
    tierName: 'General Admission',
    registeredRound: 7,
    sealKeyVersion: 1,
    ...changes,
  })
  const ticket: Ticket = { appId: APP_ID, eventId: EVENT_ID, attendee, secret }
  return { attendee, secret, ticket, text: encodeTicket(ticket) }
}

/** Lets the sends the desk started in the background finish (real event-loop turns; timers stay fake). */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await new Promise<void>((resolve) => setImmediate(resolve))
}

const queued = () => JSON.parse(storage.text) as { entry: { attendee: string }; ticket: Record<string, string> }[]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(START * 1000)
  network = fakeNetwork()
  storage = memoryStorage()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('CheckInDesk, a ticket scanned', () => {
  it('admits a registered attendee whose ticket matches, and records the check-in on-chain behind it', async () => {
    const { attendee, secret, text } = await registered({ tierName: 'VIP' })
    const desk = makeDesk(network, storage)
    const verdict = await desk.scan(text)
    expect(verdict).toEqual({
      kind: 'admitted',
      entry: {
        id: `${attendee}:${START * 1000}`,
        attendee,
        tierName: 'VIP',
        scannedAt: START * 1000,
        state: 'sending',
      },
    })
    expect(network.sent).toEqual([{ attendee, secret: hex(secret), eventSeq: BigInt(EVENT_SEQ) }])
    await settle()
    expect(desk.entries.map((entry) => [entry.attendee, entry.state])).toEqual([[attendee, 'recorded']])
    expect(desk.waiting).toBe(0)
    expect(queued()).toEqual([])
  })

  it('tells its listeners of each change, until they unsubscribe', async () => {
    const { text } = await registered()
    const desk = makeDesk(network, storage)
    const listener = vi.fn()
    const unsubscribe = desk.subscribe(listener)
    await desk.scan(text)
    await settle()
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(2)
    unsubscribe()
    listener.mockClear()
    await desk.scan((await registered()).text)
    await settle()
    expect(listener).not.toHaveBeenCalled()
  })

  it("refuses a ticket whose secret is not the registration's (an old or a copied ticket)", async () => {
    const { attendee } = await registered()
    const copied = encodeTicket({ appId: APP_ID, eventId: EVENT_ID, attendee, secret: new Uint8Array(32).fill(1) })
    const desk = makeDesk(network, storage)
    expect(await desk.scan(copied)).toEqual({ kind: 'refused', message: CHECK_IN_MESSAGES.wrongSecret, attendee })
    expect(network.sent).toEqual([])
    expect(queued()).toEqual([])
    expect(desk.entries).toEqual([])
  })

  it('refuses a ticket for another event, another deployment, and a code that is no ticket', async () => {
    const { ticket } = await registered()
    const desk = makeDesk(network, storage)
    expect(await desk.scan(encodeTicket({ ...ticket, eventId: 'OTHER-EVENT' }))).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.otherEvent,
    })
    expect(await desk.scan(encodeTicket({ ...ticket, appId: 99n }))).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.otherDeployment,
    })
    expect(await desk.scan('https://example.com/resolve?event=ALGO-SUMMIT-1')).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.notATicket,
    })
    expect(network.sent).toEqual([])
  })

  it('refuses a ticket of an account that is not registered', async () => {
    const { ticket } = await registered()
    const stranger = addressFromPublicKey(new Uint8Array(32).fill(200))
    const desk = makeDesk(network, storage)
    expect(await desk.scan(encodeTicket({ ...ticket, attendee: stranger }))).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.notRegistered,
    })
    expect(network.sent).toEqual([])
  })

  it('refuses the ticket of a refunded registration', async () => {
    const { attendee, text } = await registered({ status: 'cancelled' })
    expect(await makeDesk(network, storage).scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.cancelled,
      attendee,
    })
    expect(network.sent).toEqual([])
  })

  it('refuses the ticket of a registration still waiting for the organiser to approve it', async () => {
    const { attendee, text } = await registered({ status: 'pending' })
    expect(await makeDesk(network, storage).scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.awaitingApproval,
      attendee,
    })
    expect(network.sent).toEqual([])
  })

  it('refuses a ticket already used on-chain, saying when', async () => {
    const { attendee, text } = await registered({ status: 'attended', attendedAt: START - 600 })
    expect(await makeDesk(network, storage).scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START - 600)),
      attendee,
    })
    expect(network.sent).toEqual([])
  })

  it('says "just checked in" for a ticket admitted here within a minute, before the chain knows it', async () => {
    const { attendee, text } = await registered()
    let finish: (outcome: CheckInOutcome) => void = () => undefined
    network.answer = () => new Promise((resolve) => (finish = resolve))
    const desk = makeDesk(network, storage)
    const first = await desk.scan(text)
    expect(first.kind).toBe('admitted')
    vi.setSystemTime(START * 1000 + 30_000)
    // The chain still says confirmed: the device's own memory knows the guest was just let in.
    expect(await desk.scan(text)).toEqual({
      kind: 'again',
      entry: expect.objectContaining({ attendee, scannedAt: START * 1000 }),
    })
    finish({ status: 'recorded', txId: 'TX', round: 1 })
    await settle()
    vi.setSystemTime(START * 1000 + 59_999)
    expect((await desk.scan(text)).kind).toBe('again')
    expect(network.sent).toHaveLength(1)
  })

  it('refuses a ticket admitted here more than a minute ago, saying when', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    expect((await desk.scan(text)).kind).toBe('admitted')
    await settle()
    vi.setSystemTime(START * 1000 + 60_000)
    expect(await desk.scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START)),
      attendee,
    })
    expect(network.sent).toHaveLength(1)
  })

  it('believes a fresh read over the list it keeps', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    expect(await desk.refresh()).toBe(true)
    // Checked in by another door since the list was read.
    network.registrations.set(attendee, {
      ...network.registrations.get(attendee)!,
      status: 'attended',
      attendedAt: START,
    })
    expect(await desk.scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START)),
      attendee,
    })
  })
})

describe('CheckInDesk, the check-in window', () => {
  it('refuses every ticket, and every guest found by name, before check-in opens, saying when it does', async () => {
    vi.setSystemTime((START - 3_601) * 1000)
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    const notYet = { kind: 'refused', message: CHECK_IN_MESSAGES.notOpenYet(formatTime(START - 3_600)) }
    expect(await desk.scan(text)).toEqual(notYet)
    expect(await desk.admit(attendee)).toEqual(notYet)
    expect(network.sent).toEqual([])
  })

  it('admits from the moment check-in opens until the end', async () => {
    vi.setSystemTime((START - 3_600) * 1000)
    expect((await makeDesk(network, storage).scan((await registered()).text)).kind).toBe('admitted')
    vi.setSystemTime(END * 1000)
    expect((await makeDesk(network, storage).scan((await registered()).text)).kind).toBe('admitted')
  })

  it('refuses every ticket once the event has ended', async () => {
    vi.setSystemTime((END + 1) * 1000)
    const { text } = await registered()
    expect(await makeDesk(network, storage).scan(text)).toEqual({ kind: 'refused', message: CHECK_IN_MESSAGES.closed })
    expect(network.sent).toEqual([])
  })

  it('refuses every ticket of an event without a date', async () => {
    const { text } = await registered()
    const undated = { ...OPEN, startsAt: 0, endsAt: 0 }
    expect(await makeDesk(network, storage, undated).scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.undated,
    })
  })

  it("says a ticket is another event's before it speaks of the window", async () => {
    vi.setSystemTime((END + 1) * 1000)
    const { ticket } = await registered()
    expect(await makeDesk(network, storage).scan(encodeTicket({ ...ticket, eventId: 'OTHER-EVENT' }))).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.otherEvent,
    })
  })
})

describe('CheckInDesk offline', () => {
  it('checks tickets against the list it read while online, and keeps what it cannot send', async () => {
    const { attendee, secret, text } = await registered()
    const desk = makeDesk(network, storage)
    expect(await desk.refresh()).toBe(true)
    network.online = false
    expect(await desk.refresh()).toBe(false)

    expect((await desk.scan(text)).kind).toBe('admitted')
    await settle()
    expect(desk.entries.map((entry) => entry.state)).toEqual(['queued'])
    expect(desk.waiting).toBe(1)
    expect(queued()).toEqual([
      {
        entry: expect.objectContaining({ attendee, tierName: 'General Admission', scannedAt: START * 1000 }),
        ticket: { appId: '1234', eventId: EVENT_ID, attendee, secret: expect.any(String) },
      },
    ])
    // The secret kept is the ticket's, so it can be sent as it was scanned.
    expect(network.sent.map((sent) => sent.secret)).toEqual([hex(secret)])

    // The same ticket shown again while still offline (passed back to a friend): refused.
    vi.setSystemTime(START * 1000 + 120_000)
    expect(await desk.scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START)),
      attendee,
    })
    expect(desk.waiting).toBe(1)
  })

  it('refuses offline what the list it kept says: unregistered, refunded, another secret', async () => {
    const refunded = await registered({ status: 'cancelled' })
    const valid = await registered()
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    expect(await desk.scan(refunded.text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.cancelled,
      attendee: refunded.attendee,
    })
    const copied = encodeTicket({ ...valid.ticket, secret: new Uint8Array(32).fill(3) })
    expect(await desk.scan(copied)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.wrongSecret,
      attendee: valid.attendee,
    })
    // Registered after the list was read: the device cannot know it, and says so.
    const late = await registered()
    expect(await desk.scan(late.text)).toEqual({ kind: 'refused', message: CHECK_IN_MESSAGES.unknownOffline })
  })

  it('sends at once when the network comes back, and keeps a retry armed for what it still cannot send', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    await desk.scan(text)
    await settle()
    // Well before the retry is due, the browser says the network is back.
    await vi.advanceTimersByTimeAsync(1_000)
    network.online = true
    desk.retryNow()
    await settle()
    expect(network.sent).toHaveLength(2)
    expect(desk.entries[0]).toMatchObject({ attendee, state: 'recorded' })

    // Offline again for the next one: a flush before its retry is due leaves the timer armed.
    const second = await registered()
    await desk.refresh()
    network.online = false
    await desk.scan(second.text)
    await settle()
    network.online = true
    desk.flush()
    await settle()
    expect(network.sent).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(network.sent).toHaveLength(4)
    expect(desk.entries[0]).toMatchObject({ attendee: second.attendee, state: 'recorded' })
  })

  it('keeps a check-in the door cannot pay for, saying why, and sends it once the door is topped up', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    let funded = false
    network.answer = async () =>
      funded
        ? { status: 'recorded', txId: 'TX', round: 1 }
        : { status: 'unsent', reason: 'overspend', message: CHECK_IN_MESSAGES.lowBalance }
    await desk.scan(text)
    await settle()
    expect(desk.entries[0]).toMatchObject({ attendee, state: 'queued', message: CHECK_IN_MESSAGES.lowBalance })
    expect(queued()).toHaveLength(1)
    funded = true
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(desk.entries[0]).toMatchObject({ attendee, state: 'recorded' })
    expect(queued()).toEqual([])
  })

  it('forgets its own admission when the chain refuses the ticket, so a new scan gets the chain’s answer', async () => {
    const { text } = await registered()
    const desk = makeDesk(network, storage)
    network.answer = async () => ({ status: 'refused', reason: 'Check-in has closed: the event has ended' })
    expect(await desk.scan(text)).toMatchObject({ kind: 'admitted' })
    await settle()
    network.answer = async () => ({ status: 'recorded', txId: 'TX', round: 1 })
    expect(await desk.scan(text)).toMatchObject({ kind: 'admitted' })
    // Used at another door meanwhile: that refusal still keeps it refused here.
    const other = await registered()
    network.answer = async () => ({ status: 'refused', reason: CHECK_IN_MESSAGES.alreadyUsed })
    await desk.scan(other.text)
    await settle()
    expect(await desk.scan(other.text)).toMatchObject({ kind: 'refused' })
  })

  it('sends what waits again once the network is back, and only then', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    await desk.scan(text)
    await settle()
    expect(network.sent).toHaveLength(1)

    // Still offline at the next attempt: it waits again.
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(network.sent).toHaveLength(2)
    expect(desk.entries[0].state).toBe('queued')

    network.online = true
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(network.sent.map((sent) => sent.attendee)).toEqual([attendee, attendee, attendee])
    expect(desk.entries.map((entry) => entry.state)).toEqual(['recorded'])
    expect(desk.waiting).toBe(0)
    expect(queued()).toEqual([])

    // Recorded: nothing is sent again, however often the page asks.
    desk.flush()
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3)
    await settle()
    expect(network.sent).toHaveLength(3)
  })

  it('does not send a check-in again before its retry is due, however often the page asks', async () => {
    const { text } = await registered()
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    await desk.scan(text)
    await settle()
    network.online = true
    desk.flush()
    desk.flush()
    await settle()
    expect(network.sent).toHaveLength(1)
    expect(desk.entries[0].state).toBe('queued')
    // Once it is due, the page's next flush (its periodic refresh, the browser's 'online') sends it, once.
    vi.setSystemTime(START * 1000 + RETRY_MS)
    desk.flush()
    desk.flush()
    await settle()
    expect(network.sent).toHaveLength(2)
    expect(desk.entries[0].state).toBe('recorded')
  })

  it('never sends a check-in twice while one is on its way', async () => {
    const { text } = await registered()
    const answers: ((outcome: CheckInOutcome) => void)[] = []
    network.answer = () => new Promise((resolve) => answers.push(resolve))
    const desk = makeDesk(network, storage)
    await desk.scan(text)
    desk.flush()
    desk.flush()
    await settle()
    expect(network.sent).toHaveLength(1)
    answers[0]({ status: 'recorded', txId: 'TX', round: 1 })
    await settle()
    desk.flush()
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(network.sent).toHaveLength(1)
    expect(desk.entries[0].state).toBe('recorded')
  })

  it('sends a backlog a few at a time, each exactly once', async () => {
    const tickets = await Promise.all(Array.from({ length: 6 }, () => registered()))
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    for (const { text } of tickets) await desk.scan(text)
    await settle()
    expect(desk.waiting).toBe(6)

    const answers: ((outcome: CheckInOutcome) => void)[] = []
    network.online = true
    network.answer = () => new Promise((resolve) => answers.push(resolve))
    const sentBefore = network.sent.length
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    await settle()
    expect(network.sent.length - sentBefore).toBe(4)
    for (const answer of answers.splice(0)) answer({ status: 'recorded', txId: 'TX', round: 1 })
    await settle()
    expect(network.sent.length - sentBefore).toBe(6)
    for (const answer of answers.splice(0)) answer({ status: 'recorded', txId: 'TX', round: 1 })
    await settle()
    const backlog = network.sent.slice(sentBefore).map((sent) => sent.attendee)
    expect(new Set(backlog).size).toBe(6)
    expect(desk.waiting).toBe(0)
    expect(desk.entries.every((entry) => entry.state === 'recorded')).toBe(true)
  })

  it('keeps the queue across a reload of the page, and refuses a ticket admitted offline when it is scanned again', async () => {
    const { attendee, text } = await registered()
    const before = makeDesk(network, storage)
    await before.refresh()
    network.online = false
    await before.scan(text)
    await settle()
    before.dispose()

    const after = makeDesk(network, storage)
    expect(after.waiting).toBe(1)
    expect(after.entries.map((entry) => [entry.attendee, entry.state])).toEqual([[attendee, 'queued']])
    vi.setSystemTime(START * 1000 + 60_000)
    expect(await after.scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START)),
      attendee,
    })

    network.online = true
    const sentBefore = network.sent.length
    after.flush()
    await settle()
    expect(network.sent.slice(sentBefore).map((sent) => sent.attendee)).toEqual([attendee])
    expect(after.entries[0].state).toBe('recorded')
    expect(queued()).toEqual([])
  })

  it('stops retrying when the page leaves, leaving what waits in storage', async () => {
    const { text } = await registered()
    const desk = makeDesk(network, storage)
    await desk.refresh()
    network.online = false
    await desk.scan(text)
    await settle()
    desk.dispose()
    network.online = true
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2)
    await settle()
    expect(network.sent).toHaveLength(1)
    expect(queued()).toHaveLength(1)
  })
})

describe('CheckInDesk, refused by the chain', () => {
  it('shows the reason, and neither keeps nor sends the check-in again', async () => {
    const { text } = await registered()
    network.answer = async () => ({ status: 'refused', reason: 'This ticket was already used' })
    const desk = makeDesk(network, storage)
    expect((await desk.scan(text)).kind).toBe('admitted')
    await settle()
    expect(desk.entries).toEqual([
      expect.objectContaining({ state: 'refused', message: 'This ticket was already used' }),
    ])
    expect(desk.waiting).toBe(0)
    expect(queued()).toEqual([])
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2)
    await settle()
    expect(network.sent).toHaveLength(1)
  })
})

describe('CheckInDesk, recent entries', () => {
  it('lists the newest first and keeps the last 50', async () => {
    const desk = makeDesk(network, storage)
    const attendees: string[] = []
    for (let scan = 0; scan < 51; scan++) {
      const { attendee, text } = await registered()
      attendees.push(attendee)
      vi.setSystemTime(START * 1000 + scan * 1_000)
      await desk.scan(text)
    }
    await settle()
    expect(desk.entries).toHaveLength(50)
    expect(desk.entries[0].attendee).toBe(attendees[50])
    expect(desk.entries.at(-1)?.attendee).toBe(attendees[1])
  })
})

describe('CheckInDesk, a guest found by name and checked in without a ticket', () => {
  it('lets the guest in at once and sends the check-in without a secret', async () => {
    const { attendee } = await registered({ tierName: 'VIP' })
    const desk = makeDesk(network, storage)
    expect(await desk.admit(attendee)).toEqual({
      kind: 'admitted',
      entry: {
        id: `${attendee}:${START * 1000}`,
        attendee,
        tierName: 'VIP',
        scannedAt: START * 1000,
        state: 'sending',
        withoutTicket: true,
      },
    })
    expect(network.sent).toEqual([{ attendee, secret: NO_TICKET, eventSeq: BigInt(EVENT_SEQ) }])
    await settle()
    expect(desk.entries[0]).toMatchObject({ attendee, state: 'recorded', withoutTicket: true })
    expect(desk.snapshot.admitted.get(attendee)).toMatchObject({ state: 'recorded' })
  })

  it('keeps it across a reload while offline, as a check-in without a ticket, and sends it so', async () => {
    const { attendee } = await registered()
    const before = makeDesk(network, storage)
    await before.refresh()
    network.online = false
    expect((await before.admit(attendee)).kind).toBe('admitted')
    await settle()
    before.dispose()
    expect(queued()).toEqual([
      {
        entry: expect.objectContaining({ attendee, withoutTicket: true }),
        ticket: { appId: '1234', eventId: EVENT_ID, attendee },
      },
    ])

    network.online = true
    const after = makeDesk(network, storage)
    after.flush()
    await settle()
    expect(network.sent.at(-1)).toEqual({ attendee, secret: NO_TICKET, eventSeq: BigInt(EVENT_SEQ) })
    expect(after.entries[0]).toMatchObject({ attendee, state: 'recorded' })
  })

  it('refuses whom the ticket would refuse: waitlisted, waiting for approval, refunded, checked in, not registered', async () => {
    const desk = makeDesk(network, storage)
    const waitlisted = await registered({ status: 'waitlisted' })
    const pending = await registered({ status: 'pending' })
    const refunded = await registered({ status: 'cancelled' })
    const attended = await registered({ status: 'attended', attendedAt: START - 60 })
    expect(await desk.admit(waitlisted.attendee)).toEqual({
      kind: 'refused',
      message: DOOR_MESSAGES.waitlisted,
      attendee: waitlisted.attendee,
    })
    expect(await desk.admit(pending.attendee)).toMatchObject({ message: CHECK_IN_MESSAGES.awaitingApproval })
    expect(await desk.admit(refunded.attendee)).toMatchObject({ message: CHECK_IN_MESSAGES.cancelled })
    expect(await desk.admit(attended.attendee)).toMatchObject({
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START - 60)),
    })
    const stranger = addressFromPublicKey(new Uint8Array(32).fill(222))
    expect(await desk.admit(stranger)).toEqual({ kind: 'refused', message: CHECK_IN_MESSAGES.notRegistered })
    expect(network.sent).toEqual([])
  })

  it('tells a guest let in a moment ago by ticket as "just checked in", and checks no one in twice', async () => {
    const { attendee, text } = await registered()
    const desk = makeDesk(network, storage)
    await desk.scan(text)
    vi.setSystemTime(START * 1000 + 5_000)
    expect(await desk.admit(attendee)).toMatchObject({ kind: 'again', entry: { attendee, scannedAt: START * 1000 } })
    await settle()
    expect(network.sent).toHaveLength(1)
  })

  it('never tells a guest the chain refused (checked in at another door first) as "just checked in"', async () => {
    const { attendee, text } = await registered()
    network.answer = async () => ({ status: 'refused', reason: CHECK_IN_MESSAGES.alreadyUsed })
    const desk = makeDesk(network, storage)
    expect((await desk.scan(text)).kind).toBe('admitted')
    await settle()
    vi.setSystemTime(START * 1000 + 5_000)
    expect(await desk.scan(text)).toEqual({
      kind: 'refused',
      message: CHECK_IN_MESSAGES.usedAt(formatTime(START)),
      attendee,
    })
  })
})

describe('CheckInDesk, what it kept', () => {
  it('drops a stored check-in whose secret does not decode, rather than send it as one without a ticket', async () => {
    const { attendee } = await registered()
    storage.text = JSON.stringify([
      {
        entry: { id: `${attendee}:1`, attendee, tierName: 'VIP', scannedAt: 1, state: 'queued' },
        ticket: { appId: '1234', eventId: EVENT_ID, attendee, secret: 'not*base64' },
      },
      {
        entry: { id: `${attendee}:2`, attendee, tierName: 'VIP', scannedAt: 2, state: 'queued' },
        ticket: { appId: '1234', eventId: EVENT_ID, attendee, secret: 'c2hvcnQ' },
      },
    ])
    const desk = makeDesk(network, storage)
    expect(desk.waiting).toBe(0)
    desk.flush()
    await settle()
    expect(network.sent).toEqual([])
  })

  it("gives the screen the event's list once read, and who was let in here", async () => {
    const first = await registered({ tierName: 'VIP' })
    await registered()
    const desk = makeDesk(network, storage)
    expect(desk.snapshot).toMatchObject({ registrations: [], listed: false })
    expect(await desk.refresh()).toBe(true)
    expect(desk.snapshot.listed).toBe(true)
    expect(desk.snapshot.registrations.map((registration) => registration.attendee)).toHaveLength(2)
    await desk.scan(first.text)
    expect([...desk.snapshot.admitted.keys()]).toEqual([first.attendee])
  })
})
