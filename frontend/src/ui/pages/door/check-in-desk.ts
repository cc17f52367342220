/**
 * What a door device does with each scanned ticket, and with each guest found by name and checked
 * in without one: checks the registration at once (a fresh read, or the list it keeps for when the
 * network is gone), lets the guest in or says why not, and records the check-in on-chain in the
 * background. Check-ins that cannot be sent wait in this device's storage and go out when the
 * network is back, several at a time; the contract takes each registration once, so nothing is
 * ever counted twice. A guest admitted here a moment ago and shown again is "just checked in",
 * not refused. No React here.
 */
import type { CheckInOutcome } from '../../../chain'
import { checkInWindow } from '../../../domain/check-in/check-in-window'
import { fromBase64Url, toBase64Url } from '../../../domain/text/base64url'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { EventSettings } from '../../../domain/event/event'
import type { RegistrationStatus } from '../../../domain/registration/registration-status'
import { parseTicket, ticketCommitmentMessage, type Ticket } from '../../../domain/check-in/ticket'
import { justCheckedIn } from './verdict-timing'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

/** What the desk needs of a registration. */
export interface DeskRegistration {
  attendee: string
  status: RegistrationStatus
  ticketCommitment: string
  /** The registration's number for this account, which the ticket's commitment is bound to. */
  ticketNumber: number
  attendedAt: number
  tierName: string
  /** The round of the registration, whose note holds the guest's sealed details. */
  registeredRound: number
  /** The version of the guest-list key those details were sealed to. */
  sealKeyVersion: number
}

export type ScanState = 'sending' | 'queued' | 'recorded' | 'refused'

export interface ScanEntry {
  id: string
  attendee: string
  tierName: string
  /** Milliseconds, this device's clock. */
  scannedAt: number
  state: ScanState
  /** Why the chain refused it, once it did, or why it waits. */
  message?: string
  /** Found by name and checked in without a ticket. */
  withoutTicket?: boolean
}

export type ScanVerdict =
  | { kind: 'admitted'; entry: ScanEntry }
  /** Admitted on this device a moment ago (JUST_CHECKED_IN_MS) and shown again: still welcome. */
  | { kind: 'again'; entry: ScanEntry }
  /** `attendee` when the code named a registration of this event. */
  | { kind: 'refused'; message: string; attendee?: string }

/** A check-in to record: with the guest's ticket, or without it (`ticket` null) for a guest found by name. */
export interface DeskCheckIn {
  attendee: string
  ticket: Ticket | null
}

interface QueuedCheckIn {
  entry: ScanEntry
  /** `secret` absent: a check-in without a ticket. */
  ticket: { appId: string; eventId: string; attendee: string; secret?: string }
}

/** What the door's screen shows of the desk; a new object after each change. */
export interface DeskSnapshot {
  entries: ScanEntry[]
  /** The event's registrations as the desk last read them. */
  registrations: DeskRegistration[]
  /** Whether the whole list has been read yet (else `registrations` holds only those met so far). */
  listed: boolean
  /** Admitted on this device, by attendee. */
  admitted: ReadonlyMap<string, ScanEntry>
}

export interface DeskStorage {
  load(): QueuedCheckIn[]
  save(queue: QueuedCheckIn[]): void
}

export interface DeskDependencies {
  appId: bigint
  event: { eventId: string; seq: number; settings: EventSettings }
  send(checkIn: DeskCheckIn, eventSeq: bigint): Promise<CheckInOutcome>
  /** A fresh read of one registration; throws when the node cannot be reached. */
  registration(attendee: string): Promise<DeskRegistration | null>
  /** Every registration of the event; throws when the node cannot be reached. */
  registrations(): Promise<DeskRegistration[]>
  storage: DeskStorage
  /** Unix seconds by the chain's clock (as near as the device knows it). */
  chainTime(): number
  /** Milliseconds, for the entries' times and ids. */
  now(): number
  /** Formats a unix time for people ('17:42'). */
  formatTime(seconds: number): string
  sha256(bytes: Uint8Array): Promise<Uint8Array>
}

/** Check-ins sent at once: a queue after an outage drains quickly without flooding the node. */
const PARALLEL_SENDS = 4
const RETRY_MS = 5_000
const RECENT_ENTRIES = 50
const SECRET_BYTES = 32

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export class CheckInDesk {
  private readonly known = new Map<string, DeskRegistration>()
  /** Admitted on this device, by attendee: a second showing is told at once, online or not. */
  private readonly admitted = new Map<string, ScanEntry>()
  private queue: QueuedCheckIn[]
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private readonly listeners = new Set<() => void>()
  snapshot: DeskSnapshot

  constructor(private readonly deps: DeskDependencies) {
    this.queue = deps.storage.load().filter(isQueuedCheckIn)
    for (const item of this.queue) this.admitted.set(item.entry.attendee, item.entry)
    // Newest first, as scans are listed.
    const entries = this.queue.map((item) => ({ ...item.entry, state: 'queued' as const })).reverse()
    this.snapshot = { entries, registrations: [], listed: false, admitted: new Map(this.admitted) }
  }

  get entries(): ScanEntry[] {
    return this.snapshot.entries
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Check-ins waiting for the network. */
  get waiting(): number {
    return this.queue.length
  }

  /** Refreshes the list kept for offline checks; false when the node could not be reached. */
  async refresh(): Promise<boolean> {
    try {
      for (const registration of await this.deps.registrations()) this.known.set(registration.attendee, registration)
      this.snapshot = { ...this.snapshot, listed: true }
      this.changed()
      return true
    } catch {
      return false
    }
  }

  /** A ticket read by the camera: the guest is let in, or told why not. */
  async scan(text: string): Promise<ScanVerdict> {
    const { appId, event } = this.deps
    const parsed = parseTicket(text, { appId, eventId: event.eventId })
    if (!parsed.ok) return { kind: 'refused', message: parsed.error }
    const ticket = parsed.value
    const checked = await this.check(ticket.attendee)
    if ('kind' in checked) return checked
    const scope = { appId, eventSeq: BigInt(event.seq), attendee: ticket.attendee }
    const message = ticketCommitmentMessage(scope, checked.ticketNumber, ticket.secret)
    if (hex(await this.deps.sha256(message)) !== checked.ticketCommitment) {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.wrongSecret, attendee: ticket.attendee }
    }
    return this.record(ticket.attendee, checked.tierName, ticket)
  }

  /** A registered guest found by name, checked in without their ticket (a phone that died). */
  async admit(attendee: string): Promise<ScanVerdict> {
    const checked = await this.check(attendee)
    if ('kind' in checked) return checked
    return this.record(attendee, checked.tierName, null)
  }

  /** The registration that may come in now, or the verdict that says why not (or that they just did). */
  private async check(attendee: string): Promise<DeskRegistration | ScanVerdict> {
    const window = checkInWindow(this.deps.event.settings, this.deps.chainTime())
    if (window.state === 'undated') return { kind: 'refused', message: CHECK_IN_MESSAGES.undated }
    if (window.state === 'not-yet') {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.notOpenYet(this.deps.formatTime(window.opensAt)) }
    }
    if (window.state === 'closed') return { kind: 'refused', message: CHECK_IN_MESSAGES.closed }

    const earlier = this.admitted.get(attendee)
    if (earlier) {
      // Refused by the chain (checked in at another door first): never "just checked in" here.
      if (earlier.state !== 'refused' && justCheckedIn(earlier.scannedAt, this.deps.now())) {
        return { kind: 'again', entry: earlier }
      }
      return { kind: 'refused', message: this.usedAt(earlier.scannedAt / 1000), attendee }
    }
    const registration = await this.registrationOf(attendee)
    if (registration === 'unknown offline') return { kind: 'refused', message: CHECK_IN_MESSAGES.unknownOffline }
    if (!registration) return { kind: 'refused', message: CHECK_IN_MESSAGES.notRegistered }
    const refused = (message: string): ScanVerdict => ({ kind: 'refused', message, attendee })
    switch (registration.status) {
      case 'confirmed':
        return registration
      case 'attended':
        return refused(this.usedAt(registration.attendedAt))
      case 'pending':
        return refused(CHECK_IN_MESSAGES.awaitingApproval)
      case 'waitlisted':
        return refused(DOOR_MESSAGES.waitlisted)
      case 'cancelled':
        return refused(CHECK_IN_MESSAGES.cancelled)
    }
  }

  private usedAt(seconds: number): string {
    return CHECK_IN_MESSAGES.usedAt(this.deps.formatTime(seconds))
  }

  /** Lets the guest in here and now, and queues the check-in for the chain. */
  private record(attendee: string, tierName: string, ticket: Ticket | null): ScanVerdict {
    const scannedAt = this.deps.now()
    const entry: ScanEntry = {
      id: `${attendee}:${scannedAt}`,
      attendee,
      tierName,
      scannedAt,
      state: 'sending',
      ...(ticket ? {} : { withoutTicket: true }),
    }
    this.admitted.set(attendee, entry)
    this.queue.push({ entry, ticket: serialise(this.deps, attendee, ticket) })
    this.deps.storage.save(this.queue)
    this.snapshot = { ...this.snapshot, entries: [entry, ...this.snapshot.entries].slice(0, RECENT_ENTRIES) }
    this.changed()
    this.flush()
    return { kind: 'admitted', entry }
  }

  /**
   * Sends what waits, a few at a time; what the network did not take is tried again a little
   * later, and a timer stays set for it.
   */
  flush(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    const now = this.deps.now()
    let nextRetry = Infinity
    for (const item of this.queue) {
      if (this.inFlight.has(item.entry.id)) continue
      const at = this.retryAt.get(item.entry.id) ?? 0
      if (at > now) nextRetry = Math.min(nextRetry, at)
      else if (this.inFlight.size < PARALLEL_SENDS) void this.send(item)
    }
    if (nextRetry < Infinity) this.retryTimer = setTimeout(() => this.flush(), nextRetry - now)
  }

  /** The network is back: everything that waits goes out now. */
  retryNow(): void {
    this.retryAt.clear()
    this.flush()
  }

  /** Stops retrying (the page is leaving); what waits stays in storage. */
  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.listeners.clear()
  }

  private readonly inFlight = new Set<string>()
  /** When a check-in the network did not take may be sent again (device milliseconds). */
  private readonly retryAt = new Map<string, number>()

  private async send(item: QueuedCheckIn): Promise<void> {
    this.inFlight.add(item.entry.id)
    this.update(item.entry.id, { state: 'sending' })
    const outcome = await this.deps.send(deserialise(item.ticket), BigInt(this.deps.event.seq))
    this.inFlight.delete(item.entry.id)
    if (outcome.status === 'unsent') {
      this.retryAt.set(item.entry.id, this.deps.now() + RETRY_MS)
      this.update(item.entry.id, { state: 'queued', message: outcome.message })
      this.flush()
      return
    }
    this.retryAt.delete(item.entry.id)
    this.queue = this.queue.filter((queued) => queued.entry.id !== item.entry.id)
    this.deps.storage.save(this.queue)
    if (outcome.status === 'recorded') {
      this.known.set(item.entry.attendee, {
        ...(this.known.get(item.entry.attendee) ?? {
          attendee: item.entry.attendee,
          ticketCommitment: '',
          ticketNumber: 0,
          tierName: item.entry.tierName,
          registeredRound: 0,
          sealKeyVersion: 0,
        }),
        status: 'attended',
        attendedAt: Math.floor(item.entry.scannedAt / 1000),
      })
      this.update(item.entry.id, { state: 'recorded' })
    } else {
      // The chain's answer stands; a scan of this ticket again gets it at once, unless the ticket
      // was used (at another door): that stays a reason to refuse it here.
      if (outcome.reason !== CHECK_IN_MESSAGES.alreadyUsed) this.admitted.delete(item.entry.attendee)
      this.update(item.entry.id, { state: 'refused', message: outcome.reason })
    }
    this.flush()
  }

  /** The registration, from the node, else from the list kept for offline checks. */
  private async registrationOf(attendee: string): Promise<DeskRegistration | null | 'unknown offline'> {
    try {
      const fresh = await this.deps.registration(attendee)
      if (fresh) this.known.set(attendee, fresh)
      return fresh
    } catch {
      return this.known.get(attendee) ?? 'unknown offline'
    }
  }

  private update(id: string, patch: Partial<ScanEntry>): void {
    for (const [attendee, entry] of this.admitted) {
      if (entry.id === id) this.admitted.set(attendee, { ...entry, ...patch })
    }
    const entries = this.snapshot.entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))
    this.snapshot = { ...this.snapshot, entries }
    this.changed()
  }

  private changed(): void {
    this.snapshot = { ...this.snapshot, registrations: [...this.known.values()], admitted: new Map(this.admitted) }
    for (const listener of this.listeners) listener()
  }
}

function serialise(
  deps: Pick<DeskDependencies, 'appId' | 'event'>,
  attendee: string,
  ticket: Ticket | null,
): QueuedCheckIn['ticket'] {
  const scope = { appId: deps.appId.toString(), eventId: deps.event.eventId, attendee }
  return ticket ? { ...scope, secret: toBase64Url(ticket.secret) } : scope
}

function deserialise(stored: QueuedCheckIn['ticket']): DeskCheckIn {
  if (stored.secret === undefined) return { attendee: stored.attendee, ticket: null }
  const ticket: Ticket = {
    appId: BigInt(stored.appId),
    eventId: stored.eventId,
    attendee: stored.attendee,
    secret: fromBase64Url(stored.secret) ?? new Uint8Array(),
  }
  return { attendee: stored.attendee, ticket }
}

/**
 * A stored check-in this desk can send: a ticket's secret that does not decode to 32 bytes is
 * dropped, never sent as "no ticket" (an all-zero secret checks the guest in without one).
 */
function isQueuedCheckIn(item: QueuedCheckIn): boolean {
  const secret = item?.ticket?.secret
  if (typeof item?.entry?.attendee !== 'string') return false
  return secret === undefined || fromBase64Url(secret)?.length === SECRET_BYTES
}
