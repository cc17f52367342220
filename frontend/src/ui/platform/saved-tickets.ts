/**
 * Tickets kept on this device once shown, so the registration page opens them at once after a
 * reload, with no wallet and no network (a venue's basement). One per app, event and account, in
 * this browser's own storage (never sent, never synced): the code is what opens the door. What the
 * page shows beside it (event name, dates, tier, name) is kept with it, and the state the chain
 * last gave the registration, which the page updates whenever the chain answers. Every read is
 * checked: a damaged or foreign entry reads as none.
 */
import { parseTicket } from '../../domain/check-in/ticket'
import { browserStorage, readJson, versionedKey, writeJson, type StorageSource } from './json-storage'

export const SAVED_TICKETS_KEY = versionedKey('saved-tickets', 1)

/** What the chain last said of the registration; 'missing' when it held none for this account. */
export type SavedTicketState = 'confirmed' | 'attended' | 'cancelled' | 'missing'

const STATES: readonly SavedTicketState[] = ['confirmed', 'attended', 'cancelled', 'missing']

export interface SavedTicket {
  /** The app id, as decimal text. */
  appId: string
  eventId: string
  attendee: string
  /** The ticket as its QR code carries it (see domain/check-in/ticket.ts). */
  code: string
  /** SHA-256 of the ticket's secret, hex, as the registration holds it: a new registration has another. */
  commitment: string
  eventName: string
  /** Unix seconds, 0 when the event has no date. */
  startsAt: number
  endsAt: number
  /** The zone the event's dates are shown in. */
  zone?: string
  tierName: string
  /** The attendee's own name, when this device knows it. */
  attendeeName: string
  state: SavedTicketState
  /** Unix seconds. */
  savedAt: number
}

export interface SavedTicketStore {
  /** The tickets kept for this event, the most recently saved first. */
  forEvent(eventId: string): SavedTicket[]
  find(eventId: string, attendee: string): SavedTicket | undefined
  /** Whether it was kept (storage may be full or disabled). */
  save(ticket: SavedTicket): boolean
  /** Changes what is kept beside the code; nothing when no such ticket is kept. */
  update(
    eventId: string,
    attendee: string,
    patch: Partial<Omit<SavedTicket, 'appId' | 'eventId' | 'attendee' | 'code'>>,
  ): boolean
  remove(eventId: string, attendee: string): boolean
}

type Entries = Record<string, unknown>

const isText = (value: unknown): value is string => typeof value === 'string'
const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** A stored entry as a ticket of this app, or undefined when anything about it is off. */
export function parseSavedTicket(value: unknown, appId: bigint): SavedTicket | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entry = value as Record<string, unknown>
  const { eventId, attendee, code, commitment, eventName, startsAt, endsAt, zone, tierName, attendeeName, state } =
    entry
  if (entry.appId !== appId.toString() || !isText(eventId) || !isText(attendee) || !isText(code)) return undefined
  if (!isText(commitment) || !isText(eventName) || !isText(tierName) || !isText(attendeeName)) return undefined
  if (!isSeconds(startsAt) || !isSeconds(endsAt) || !isSeconds(entry.savedAt)) return undefined
  if (zone !== undefined && !isText(zone)) return undefined
  if (!STATES.includes(state as SavedTicketState)) return undefined
  const ticket = parseTicket(code, { appId, eventId })
  if (!ticket.ok || ticket.value.attendee !== attendee) return undefined
  return {
    appId: entry.appId,
    eventId,
    attendee,
    code,
    commitment,
    eventName,
    startsAt,
    endsAt,
    ...(zone === undefined ? {} : { zone }),
    tierName,
    attendeeName,
    state: state as SavedTicketState,
    savedAt: entry.savedAt,
  }
}

export function createSavedTicketStore(appId: bigint, getStorage: StorageSource = browserStorage): SavedTicketStore {
  const prefix = `${appId}:`
  const entryKey = (eventId: string, attendee: string) => `${prefix}${eventId}:${attendee}`

  function readAll(): Entries {
    const stored = readJson(getStorage, SAVED_TICKETS_KEY)
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Entries) : {}
  }

  const find = (eventId: string, attendee: string) => {
    const ticket = parseSavedTicket(readAll()[entryKey(eventId, attendee)], appId)
    return ticket?.eventId === eventId && ticket.attendee === attendee ? ticket : undefined
  }

  return {
    forEvent: (eventId) =>
      Object.entries(readAll())
        .filter(([key]) => key.startsWith(`${prefix}${eventId}:`))
        .map(([, value]) => parseSavedTicket(value, appId))
        .filter((ticket): ticket is SavedTicket => ticket?.eventId === eventId)
        .sort((a, b) => b.savedAt - a.savedAt),
    find,
    save: (ticket) => {
      if (ticket.appId !== appId.toString() || !parseSavedTicket(ticket, appId)) return false
      return writeJson(getStorage, SAVED_TICKETS_KEY, {
        ...readAll(),
        [entryKey(ticket.eventId, ticket.attendee)]: ticket,
      })
    },
    update: (eventId, attendee, patch) => {
      const current = find(eventId, attendee)
      if (!current) return false
      const next = { ...current, ...patch }
      if (!parseSavedTicket(next, appId)) return false
      return writeJson(getStorage, SAVED_TICKETS_KEY, { ...readAll(), [entryKey(eventId, attendee)]: next })
    },
    remove: (eventId, attendee) => {
      const entries = readAll()
      const key = entryKey(eventId, attendee)
      if (!(key in entries)) return false
      delete entries[key]
      return writeJson(getStorage, SAVED_TICKETS_KEY, entries)
    },
  }
}
