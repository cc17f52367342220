/**
 * An owner's figures across their events, as the Dashboard and Analytics show them: totals, the
 * 7-day scan chart and what happened most recently (the chart's dates are scan-days.ts). Pure: no React, no network.
 */
import { HISTOGRAM_DAYS } from '../contract/limits'
import type { DynaEvent } from '../event/event'
import { deriveEventStatus } from '../event/event-status'
import { ALGO, type Amount } from '../money/amount'
import { ticketSales } from './ticket-sales'

type SummarisedEvent = Pick<
  DynaEvent,
  'active' | 'expiryDate' | 'registeredCount' | 'attendedCount' | 'scanCount' | 'urlUpdateCount' | 'dailyScans'
> &
  Partial<Pick<DynaEvent, 'tiers' | 'currency'>>

export interface OwnerSummary {
  /** Events summed here. */
  events: number
  active: number
  scans: number
  registrations: number
  attended: number
  destinationUpdates: number
  /** Scans per day across the events, oldest first, ending today (UTC days, as the chain counts). */
  dailyScans: number[]
  scansToday: number
  scansThisWeek: number
  /** Seats taken times their price, one amount per currency (ticket-sales.ts). */
  ticketSales: Amount[]
}

export function summariseEvents(events: readonly SummarisedEvent[], nowSeconds: number): OwnerSummary {
  const dailyScans = new Array<number>(HISTOGRAM_DAYS).fill(0)
  let active = 0
  let scans = 0
  let registrations = 0
  let attended = 0
  let destinationUpdates = 0
  for (const event of events) {
    if (deriveEventStatus(event, nowSeconds) === 'active') active += 1
    scans += event.scanCount
    registrations += event.registeredCount
    attended += event.attendedCount
    destinationUpdates += event.urlUpdateCount
    event.dailyScans.forEach((count, day) => {
      if (day < HISTOGRAM_DAYS) dailyScans[day] += count
    })
  }
  const scansThisWeek = dailyScans.reduce((sum, count) => sum + count, 0)
  return {
    events: events.length,
    active,
    scans,
    registrations,
    attended,
    destinationUpdates,
    dailyScans,
    scansToday: dailyScans[HISTOGRAM_DAYS - 1] ?? 0,
    scansThisWeek,
    ticketSales: ticketSales(events.map((event) => ({ tiers: event.tiers ?? [], currency: event.currency ?? ALGO }))),
  }
}

export type ActivityKind = 'scanned' | 'destination-updated' | 'created'

export interface ActivityItem {
  eventId: string
  eventName: string
  kind: ActivityKind
  /** Unix seconds. */
  at: number
}

export const ACTIVITY_TEXT: Record<ActivityKind, string> = {
  scanned: 'Last scanned',
  'destination-updated': 'Destination updated',
  created: 'Created',
}

type ActivityEvent = Pick<
  DynaEvent,
  'eventId' | 'eventName' | 'createdAt' | 'lastScannedAt' | 'lastUpdatedAt' | 'urlUpdateCount'
>

/** The latest things that happened to the events, newest first: creations, updates, last scans. */
export function recentActivity(events: readonly ActivityEvent[], limit = 8): ActivityItem[] {
  const items: ActivityItem[] = []
  for (const event of events) {
    const base = { eventId: event.eventId, eventName: event.eventName }
    if (event.createdAt > 0) items.push({ ...base, kind: 'created', at: event.createdAt })
    if (event.lastScannedAt > 0) items.push({ ...base, kind: 'scanned', at: event.lastScannedAt })
    if (event.urlUpdateCount > 0) items.push({ ...base, kind: 'destination-updated', at: event.lastUpdatedAt })
  }
  return items.sort((a, b) => b.at - a.at).slice(0, Math.max(0, limit))
}
