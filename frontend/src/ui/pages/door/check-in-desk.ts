/**
 * What a door device does with each scanned ticket: checks it against the event's registrations
 * at once (a fresh read, or the list it keeps for when the network is gone), lets the attendee in
 * or says why not, and records the check-in on-chain in the background. Check-ins that cannot be
 * sent wait in this device's storage and go out when the network is back, several at a time; the
 * contract takes each ticket once, so nothing is ever counted twice. No React here.
 */
import type { CheckInOutcome } from '../../../chain'
import { checkInWindow } from '../../../domain/check-in-window'
import { fromBase64Url, toBase64Url } from '../../../domain/base64url'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import { parseTicket, type Ticket } from '../../../domain/ticket'
import type { EventSettings, RegistrationStatus } from '../../../domain/types'

/** What the desk needs of a registration. */
export interface DeskRegistration {
  attendee: string
  status: RegistrationStatus
  ticketCommitment: string
  attendedAt: number
  tierName: string
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
}

export type ScanVerdict = { kind: 'admitted'; entry: ScanEntry } | { kind: 'refused'; message: string }

interface QueuedCheckIn {
  entry: ScanEntry
  ticket: { appId: string; eventId: string; attendee: string; secret: string }
}

export interface DeskStorage {
  load(): QueuedCheckIn[]
  save(queue: QueuedCheckIn[]): void
}

export interface DeskDependencies {
  appId: bigint
  event: { eventId: string; seq: number; settings: EventSettings }
  send(ticket: Ticket, eventSeq: bigint): Promise<CheckInOutcome>
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

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export class CheckInDesk {
  private readonly known = new Map<string, DeskRegistration>()
  /** Admitted on this device, by attendee: a second scan is refused at once, online or not. */
  private readonly admitted = new Map<string, number>()
  private queue: QueuedCheckIn[]
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private readonly listeners = new Set<() => void>()
  entries: ScanEntry[] = []

  constructor(private readonly deps: DeskDependencies) {
    this.queue = deps.storage.load()
    for (const item of this.queue) this.admitted.set(item.entry.attendee, item.entry.scannedAt)
    // Newest first, as scans are listed.
    this.entries = this.queue.map((item) => ({ ...item.entry, state: 'queued' as const })).reverse()
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
      return true
    } catch {
      return false
    }
  }

  async scan(text: string): Promise<ScanVerdict> {
    const { appId, event } = this.deps
    const parsed = parseTicket(text, { appId, eventId: event.eventId })
    if (!parsed.ok) return { kind: 'refused', message: parsed.error }
    const ticket = parsed.value

    const window = checkInWindow(event.settings, this.deps.chainTime())
    if (window.state === 'undated') return { kind: 'refused', message: CHECK_IN_MESSAGES.undated }
    if (window.state === 'not-yet') {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.notOpenYet(this.deps.formatTime(window.opensAt)) }
    }
    if (window.state === 'closed') return { kind: 'refused', message: CHECK_IN_MESSAGES.closed }

    const admittedAt = this.admitted.get(ticket.attendee)
    if (admittedAt !== undefined) {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.usedAt(this.deps.formatTime(admittedAt / 1000)) }
    }
    const registration = await this.registrationOf(ticket.attendee)
    if (registration === 'unknown offline') return { kind: 'refused', message: CHECK_IN_MESSAGES.unknownOffline }
    if (!registration) return { kind: 'refused', message: CHECK_IN_MESSAGES.notRegistered }
    if (registration.status === 'attended') {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.usedAt(this.deps.formatTime(registration.attendedAt)) }
    }
    if (registration.status === 'pending') return { kind: 'refused', message: CHECK_IN_MESSAGES.awaitingApproval }
    if (registration.status !== 'confirmed') return { kind: 'refused', message: CHECK_IN_MESSAGES.cancelled }
    if (hex(await this.deps.sha256(ticket.secret)) !== registration.ticketCommitment) {
      return { kind: 'refused', message: CHECK_IN_MESSAGES.wrongSecret }
    }

    const scannedAt = this.deps.now()
    const entry: ScanEntry = {
      id: `${ticket.attendee}:${scannedAt}`,
      attendee: ticket.attendee,
      tierName: registration.tierName,
      scannedAt,
      state: 'sending',
    }
    this.admitted.set(ticket.attendee, scannedAt)
    this.queue.push({ entry, ticket: serialise(ticket) })
    this.deps.storage.save(this.queue)
    this.entries = [entry, ...this.entries].slice(0, RECENT_ENTRIES)
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
          tierName: '',
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
    this.entries = this.entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))
    this.changed()
  }

  private changed(): void {
    for (const listener of this.listeners) listener()
  }
}

function serialise(ticket: Ticket): QueuedCheckIn['ticket'] {
  return {
    appId: ticket.appId.toString(),
    eventId: ticket.eventId,
    attendee: ticket.attendee,
    secret: toBase64Url(ticket.secret),
  }
}

function deserialise(ticket: QueuedCheckIn['ticket']): Ticket {
  return {
    appId: BigInt(ticket.appId),
    eventId: ticket.eventId,
    attendee: ticket.attendee,
    secret: fromBase64Url(ticket.secret) ?? new Uint8Array(32),
  }
}
