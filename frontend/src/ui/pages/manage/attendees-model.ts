/** The attendee list's rows, counts and the questions asked before a refund or a decline. Pure: no React, no network. */
import {
  ATTENDEE_STATUSES,
  attendeeStatus,
  attendeeStatusName,
  attendeeStatusText,
  type AttendeeStatus,
} from '../../../domain/attendee-status'
import { formatAmount, microAlgosToAlgos, shortenAddress } from '../../../domain/format'
import { ATTENDEES_MESSAGES } from '../../../domain/messages'
import type { Registration } from '../../../domain/types'
import type { BadgeTone } from '../../components/Badge'

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
}

export type AttendeeCounts = Record<AttendeeStatus, number> & { total: number }

const STATUS_TONE: Record<AttendeeStatus, BadgeTone> = {
  waiting: 'warning',
  registered: 'info',
  attended: 'success',
  cancelled: 'neutral',
}

/** Exact to the microALGO without trailing zeros: '10 ALGO', '0.101 ALGO', '0 ALGO'. */
export function amountPaidText(registration: Registration): string {
  return `${formatAmount(microAlgosToAlgos(registration.paymentAmountMicroAlgos))} ALGO`
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
    attendanceMethod: registration.attendanceMethod ?? '—',
    token: tokenText(registration),
    awaitsDecision: status === 'waiting',
    refundable: status === 'registered' || status === 'attended',
  }
}

/** The list's rows: those waiting for the owner's decision first, the others in the order given. */
export function attendeeRows(registrations: readonly Registration[]): AttendeeRow[] {
  const rows = registrations.map(attendeeRow)
  return [...rows.filter((row) => row.awaitsDecision), ...rows.filter((row) => !row.awaitsDecision)]
}

export function attendeeCounts(registrations: readonly Registration[]): AttendeeCounts {
  const counts: AttendeeCounts = { waiting: 0, registered: 0, attended: 0, cancelled: 0, total: registrations.length }
  for (const registration of registrations) counts[attendeeStatus(registration.status)]++
  return counts
}

/** 'Waiting for approval 1 · Registered 2 · Attended 1 · Cancelled 0 · Total 4'; no waiting count while none wait. */
export function attendeeCountsText(counts: AttendeeCounts): string {
  const perStatus = ATTENDEE_STATUSES.filter((status) => status !== 'waiting' || counts.waiting > 0).map(
    (status) => `${capitalise(attendeeStatusName(status))} ${counts[status]}`,
  )
  return [...perStatus, `Total ${counts.total}`].join(' · ')
}

export function refundQuestion(registration: Registration): string {
  return ATTENDEES_MESSAGES.refundQuestion(amountPaidText(registration), shortenAddress(registration.attendeeAddress))
}

export function declineQuestion(registration: Registration): string {
  const held = registration.paymentAmountMicroAlgos > 0n ? amountPaidText(registration) : null
  return ATTENDEES_MESSAGES.declineQuestion(shortenAddress(registration.attendeeAddress), held)
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
