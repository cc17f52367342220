/**
 * The ticket this device keeps, as the registration page makes and follows it: what is kept once
 * the ticket is shown, and what the chain's answer later changes in it. Pure.
 */
import { eventZone } from '../../../domain/event/event-time'
import { OFFLINE_TICKET_MESSAGES } from '../../../domain/check-in/offline-ticket-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import type { SavedTicket, SavedTicketState } from '../../platform/saved-tickets'

/** The ticket to keep once `code` was shown for this registration. */
export function savedTicketFrom(
  appId: bigint,
  event: DynaEvent,
  registration: Registration,
  code: string,
  savedAt: number,
): SavedTicket {
  return {
    appId: appId.toString(),
    eventId: event.eventId,
    attendee: registration.attendeeAddress,
    code,
    commitment: registration.ticketCommitment,
    ...eventFacts(event),
    tierName: registration.ticketTierName,
    attendeeName: registration.metadata?.attendeeName ?? '',
    state: 'confirmed',
    savedAt,
  }
}

function eventFacts(event: DynaEvent): Pick<SavedTicket, 'eventName' | 'startsAt' | 'endsAt' | 'zone'> {
  const zone = eventZone(event)
  return {
    eventName: event.eventName,
    startsAt: event.settings.startsAt,
    endsAt: event.settings.endsAt,
    ...(zone ? { zone } : {}),
  }
}

/**
 * What the chain's answer changes in a kept ticket: the state of its registration (none: 'missing';
 * another ticket since, after a cancellation and a new registration: this one no longer opens the
 * door) and the event's facts, which its organiser may have edited. Null when nothing changes.
 */
export function reconciledTicket(
  saved: SavedTicket,
  event: DynaEvent,
  registration: Registration | null,
): Partial<SavedTicket> | null {
  const state = stateOf(saved, registration)
  const next: Partial<SavedTicket> = {
    ...eventFacts(event),
    state,
    ...(registration && registration.ticketCommitment === saved.commitment
      ? { tierName: registration.ticketTierName }
      : {}),
    ...(registration?.metadata?.attendeeName ? { attendeeName: registration.metadata.attendeeName } : {}),
  }
  const changed = (Object.keys(next) as (keyof SavedTicket)[]).some((key) => next[key] !== saved[key])
  return changed ? next : null
}

function stateOf(saved: SavedTicket, registration: Registration | null): SavedTicketState {
  if (!registration) return 'missing'
  if (registration.ticketCommitment !== saved.commitment) return 'cancelled'
  if (registration.status === 'attended') return 'attended'
  if (registration.status === 'cancelled') return 'cancelled'
  if (registration.status === 'confirmed') return 'confirmed'
  // Waiting again cannot follow a ticket shown; keep what was known.
  return saved.state
}

/** Whether the code still opens the door, as far as this device knows. */
export const opensTheDoor = (ticket: SavedTicket) => ticket.state === 'confirmed'

/**
 * Whether the page opens on the kept ticket: not once the chain said it holds no such
 * registration (the form is then what the attendee needs).
 */
export const worthShowing = (ticket: SavedTicket | undefined): ticket is SavedTicket =>
  Boolean(ticket) && ticket?.state !== 'missing'

/** What the page says of the kept ticket: nothing while it is good and the chain has answered. */
export function savedTicketNotice(ticket: SavedTicket, chain: 'checking' | 'unreachable' | 'answered'): string | null {
  if (ticket.state === 'attended') return OFFLINE_TICKET_MESSAGES.used
  if (ticket.state === 'cancelled') return OFFLINE_TICKET_MESSAGES.refunded
  if (chain === 'checking') return OFFLINE_TICKET_MESSAGES.checking
  if (chain === 'unreachable') return OFFLINE_TICKET_MESSAGES.offline
  return null
}
