/** Turns decoded box values into the domain objects the screens use. */
import type { EventRecord, RegistrationRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { parseAccessType } from '../access/access-rules'
import { toBase64Url } from '../text/base64url'
import { ALGO, amountIn, decimalValue, type MoneyUnit } from '../money/amount'
import { CHECK_IN_ADMITTED, CHECK_IN_DOOR, CHECK_IN_NONE } from '../contract/limits'
import type { AttendanceMethod, Registration } from '../registration/registration'
import type { DynaEvent } from '../event/event'
import type { EventMetadata, RegistrationMetadata } from '../details/details'
import { closesEventToAccount, registrationStatus } from '../registration/registration-status'
import { alignHistogramToToday, dayNumber } from '../figures/performance'
import { defaultTierName, mergeTiers, ticketPriceMicroAlgos } from '../tier/ticket-tiers'

export interface EventExtras {
  metadata?: EventMetadata
  /** The unit of the event's currency (record.paymentAsset); ALGO when absent. */
  currency?: MoneyUnit
  resolverUrl: string
  nowSeconds: number
}

export function composeEvent(eventId: string, record: EventRecord, extras: EventExtras): DynaEvent {
  const tiers = record.tiers.map(([name, price, quantity, transferable], index) => ({
    name,
    priceMicroAlgos: price,
    quantity,
    sold: record.tierSold[index] ?? 0n,
    transferable,
  }))
  const metadata: EventMetadata = { ...extras.metadata, resolverUrl: extras.resolverUrl }
  const today = dayNumber(extras.nowSeconds)
  return {
    eventId,
    eventName: record.name,
    currentUrl: record.url,
    description: metadata.description ?? '',
    accessType: parseAccessType(record.accessType),
    expiryDate: Number(record.expiry),
    createdAt: Number(record.createdAt),
    owner: record.owner,
    scanCount: Number(record.scanCount),
    active: record.active,
    listed: record.listed,
    approvalRequired: record.approvalRequired,
    currency: extras.currency ?? ALGO,
    resolverUrl: extras.resolverUrl,
    ticketPriceMicroAlgos: ticketPriceMicroAlgos(tiers),
    maxCapacity: Number(record.capacity),
    registeredCount: Number(record.registeredCount),
    attendedCount: Number(record.attendedCount),
    mintedCount: Number(record.mintedCount),
    lastScannedAt: Number(record.lastScannedAt),
    lastUpdatedAt: Number(record.lastUpdatedAt),
    urlUpdateCount: Number(record.urlUpdateCount),
    dailyScans: alignHistogramToToday(record.dailyScans.map(Number), Number(record.histogramDay), today),
    scanBudgetMicroAlgos: record.scanBudget,
    paysAttendeeCosts: record.paysAttendeeCosts,
    attendeeBudgetMicroAlgos: record.attendeeBudget,
    scanLimits: {
      perRound: Number(record.sponsoredPerRound),
      perDay: Number(record.sponsoredPerDay),
      sponsoredToday: Number(record.histogramDay) < today ? 0 : Number(record.sponsoredToday),
    },
    seq: Number(record.seq),
    tiers,
    settings: {
      startsAt: Number(record.settings.startsAt),
      endsAt: Number(record.settings.endsAt),
      checkInOpensBefore: Number(record.settings.checkInOpensBefore),
      selfCheckIn: record.settings.selfCheckIn,
      decideBy: Number(record.settings.decideBy),
    },
    sealKey: nonZeroBase64Url(record.sealKey),
    sealKeyVersion: Number(record.sealKeyVersion),
    metadata,
  }
}

/**
 * 32 key bytes as base64url, or null while they are all zero (no key). Box reads decode byte[32]
 * as numbers (as algosdk does), the generated client as a Uint8Array.
 */
function nonZeroBase64Url(key: Uint8Array | readonly number[]): string | null {
  const bytes = Uint8Array.from(key)
  return bytes.some((byte) => byte !== 0) ? toBase64Url(bytes) : null
}

function hex(bytes: Uint8Array | readonly number[]): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function attendanceMethod(record: RegistrationRecord): AttendanceMethod | undefined {
  switch (Number(record.checkInMethod)) {
    case CHECK_IN_NONE:
      return undefined
    case CHECK_IN_DOOR:
      return 'door check-in'
    case CHECK_IN_ADMITTED:
      return 'checked in by the organiser'
    default:
      return 'self-declared'
  }
}

/** Tier name from the event's tiers (note, then chain), else the stored label, else 'Tier N'. */
export function tierName(event: DynaEvent, tierIndex: number, metadata?: RegistrationMetadata): string {
  const tier = mergeTiers(event.tiers, event.metadata.ticketTiers, event.currency)[tierIndex]
  return tier?.name || metadata?.ticketTierLabel || defaultTierName(tierIndex)
}

export function composeRegistration(
  event: DynaEvent,
  attendee: string,
  record: RegistrationRecord,
  metadata?: RegistrationMetadata,
): Registration {
  const tierIndex = Number(record.tierIndex)
  const amountPaid = amountIn(event.currency, record.amountPaid)
  return {
    eventId: event.eventId,
    attendeeAddress: attendee,
    status: registrationStatus(record.status),
    registrationDate: Number(record.registeredAt),
    ticketTierIndex: tierIndex,
    ticketTierName: tierName(event, tierIndex, metadata),
    amountPaid,
    paymentAmountMicroAlgos: record.amountPaid,
    paymentAmountAlgos: decimalValue(amountPaid),
    nftMinted: record.assetId > 0n,
    nftAssetId: Number(record.assetId),
    nftClaimed: record.claimed,
    attendedAt: Number(record.attendedAt),
    attendanceMethod: attendanceMethod(record),
    registeredRound: Number(record.registeredRound),
    ticketCommitment: hex(record.ticketCommitment),
    ticketNumber: Number(record.ticketNumber),
    sealKeyVersion: Number(record.sealKeyVersion),
    refundOwedMicroAlgos: record.refundOwed,
    refundOwed: amountIn(event.currency, record.refundOwed),
    closedToAccount: closesEventToAccount(record.status),
    sponsored: record.sponsored,
    metadata,
  }
}
