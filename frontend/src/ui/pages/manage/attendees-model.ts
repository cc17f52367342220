/**
 * The attendee list's rows, the waitlist, the counts and the questions asked before a refund, a
 * decline, a check-in without a ticket or taking someone off the waitlist. Pure: no React, no network.
 */
import {
  ATTENDEE_STATUSES,
  attendanceText,
  attendeeStatus,
  attendeeStatusName,
  attendeeStatusText,
  type AttendeeStatus,
} from '../../../domain/guest-list/attendee-status'
import { checkInWindow } from '../../../domain/check-in/check-in-window'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { holdsSeat } from '../../../domain/registration/registration-status'
import { shortenAddress } from '../../../domain/text/format'
import { paidLabel } from '../../../domain/money/money-format'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import { seatForWaitlist, waitlistOrder } from '../../../domain/registration/waitlist'
import type { BadgeTone } from '../../components/Badge'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'
import { formatDateTime } from '../../../domain/time/date-format'
import { decisionClosed, decisionDeadline } from '../../../domain/registration/decision-deadline'
import { eventZone } from '../../../domain/event/event-time'
import { HELD_PAYMENT_MESSAGES } from '../../../domain/registration/held-payment-messages'

export interface AttendeeRow {
  registration: Registration
  address: string
  shortAddress: string
  tier: string
  amountPaid: string
  status: AttendeeStatus
  /** The status as shown: a cancelled registration closed to its account says so. */
  statusText: string
  statusTone: BadgeTone
  attendanceMethod: string
  token: string
  /** Waiting for the owner's approval: it is approved or declined, not refunded. */
  awaitsDecision: boolean
  /** A live seat: neither waiting for approval nor cancelled (refunded or declined) already. */
  refundable: boolean
  /** A seat not used yet: the owner may check the guest in without their ticket. */
  checkInable: boolean
}

/** A registration on the waitlist, with its place in the queue and whether a seat is free for it. */
export interface WaitlistRow {
  registration: Registration
  address: string
  shortAddress: string
  /** 1 for the first to join. */
  position: number
  tier: string
  /** What the app holds for it, as '10 ALGO'. */
  held: string
  /** Why 'Offer seat' waits, or null while a seat is free. */
  noSeat: string | null
}

export type AttendeeCounts = Record<AttendeeStatus, number> & { total: number }

const STATUS_TONE: Record<AttendeeStatus, BadgeTone> = {
  waiting: 'warning',
  waitlisted: 'warning',
  registered: 'info',
  attended: 'success',
  cancelled: 'neutral',
}

/** In the event's currency, exact: '10 ALGO', '0.101 ALGO', '0 ALGO', '25.00 USDC'. */
export function amountPaidText(registration: Pick<Registration, 'amountPaid'>): string {
  return paidLabel(registration.amountPaid)
}

function tokenText(registration: Registration): string {
  if (registration.nftAssetId <= 0) return '—'
  return `${registration.nftAssetId} (${registration.nftClaimed ? 'claimed' : 'not claimed'})`
}

export function attendeeRow(registration: Registration): AttendeeRow {
  const status = attendeeStatus(registration.status)
  return {
    registration,
    address: registration.attendeeAddress,
    shortAddress: shortenAddress(registration.attendeeAddress),
    tier: registration.ticketTierName,
    amountPaid: amountPaidText(registration),
    status,
    statusText: attendeeStatusText(registration),
    statusTone: STATUS_TONE[status],
    attendanceMethod: attendanceText(registration) || '—',
    token: tokenText(registration),
    awaitsDecision: registration.status === 'pending',
    refundable: holdsSeat(registration.status),
    checkInable: registration.status === 'confirmed',
  }
}

/**
 * The list's rows: those waiting for the owner's decision first, the others in the order given;
 * the waitlist is a list of its own (waitlistRows).
 */
export function attendeeRows(registrations: readonly Registration[]): AttendeeRow[] {
  const rows = registrations.filter((registration) => registration.status !== 'waitlisted').map(attendeeRow)
  return [...rows.filter((row) => row.awaitsDecision), ...rows.filter((row) => !row.awaitsDecision)]
}

/** The waitlist in the order people joined, each with whether a seat can be offered now. */
export function waitlistRows(
  event: Pick<DynaEvent, 'maxCapacity' | 'registeredCount' | 'tiers'>,
  registrations: readonly Registration[],
): WaitlistRow[] {
  return waitlistOrder(registrations).map((registration, index) => {
    const seat = seatForWaitlist(event, registration.ticketTierIndex)
    return {
      registration,
      address: registration.attendeeAddress,
      shortAddress: shortenAddress(registration.attendeeAddress),
      position: index + 1,
      tier: registration.ticketTierName,
      held: amountPaidText(registration),
      noSeat:
        seat === 'free'
          ? null
          : seat === 'event-full'
            ? ATTENDEES_MESSAGES.noSeatFree
            : ATTENDEE_LIST_MESSAGES.noSeatInTier(registration.ticketTierName),
    }
  })
}

/**
 * Why the owner cannot check guests in now, by this device's clock (the contract checks the
 * chain's), or null while check-in is open.
 */
export function checkInClosedReason(event: Pick<DynaEvent, 'active' | 'settings'>, nowSeconds: number): string | null {
  if (!event.active) return CHECK_IN_MESSAGES.eventInactive
  switch (checkInWindow(event.settings, nowSeconds).state) {
    case 'open':
      return null
    case 'not-yet':
      return ATTENDEE_LIST_MESSAGES.checkInNotOpen
    case 'closed':
      return CHECK_IN_MESSAGES.closed
    case 'undated':
      return CHECK_IN_MESSAGES.undated
  }
}

/**
 * Why the owner can no longer approve registrations or offer seats (the decision deadline has
 * passed, by this device's clock), or null while they can.
 */
export function decisionClosedReason(
  event: Pick<DynaEvent, 'settings' | 'metadata'>,
  nowSeconds: number,
): string | null {
  if (!decisionClosed(event.settings, nowSeconds)) return null
  return HELD_PAYMENT_MESSAGES.decisionClosed(formatDateTime(decisionDeadline(event.settings), eventZone(event)))
}

export function attendeeCounts(registrations: readonly Registration[]): AttendeeCounts {
  const counts: AttendeeCounts = {
    waiting: 0,
    waitlisted: 0,
    registered: 0,
    attended: 0,
    cancelled: 0,
    total: registrations.length,
  }
  for (const registration of registrations) counts[attendeeStatus(registration.status)]++
  return counts
}

/** Counts shown only while there are any: no one waits for approval, or on the waitlist, on most events. */
const SHOWN_WHEN_ANY: readonly AttendeeStatus[] = ['waiting', 'waitlisted']

/**
 * 'Waiting for approval 1 · On the waitlist 2 · Registered 2 · Attended 1 · Cancelled 0 · Total 6';
 * no waiting or waitlist count while there is none.
 */
export function attendeeCountsText(counts: AttendeeCounts): string {
  const perStatus = ATTENDEE_STATUSES.filter((status) => !SHOWN_WHEN_ANY.includes(status) || counts[status] > 0).map(
    (status) => `${capitalise(attendeeStatusName(status))} ${counts[status]}`,
  )
  return [...perStatus, `Total ${counts.total}`].join(' · ')
}

export function refundQuestion(registration: Registration): string {
  return ATTENDEES_MESSAGES.refundQuestion(amountPaidText(registration), shortenAddress(registration.attendeeAddress))
}

function heldAmount(registration: Registration): string | null {
  return registration.paymentAmountMicroAlgos > 0n ? amountPaidText(registration) : null
}

export function declineQuestion(registration: Registration): string {
  return ATTENDEES_MESSAGES.declineQuestion(shortenAddress(registration.attendeeAddress), heldAmount(registration))
}

/** Before checking a guest in without their ticket: named where the guest list is open. */
export function checkInQuestion(registration: Registration, name: string | null): string {
  return ATTENDEE_LIST_MESSAGES.checkInQuestion(name ?? shortenAddress(registration.attendeeAddress))
}

export function removeQuestion(registration: Registration): string {
  return ATTENDEE_LIST_MESSAGES.removeQuestion(shortenAddress(registration.attendeeAddress), heldAmount(registration))
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
