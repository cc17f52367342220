/** The Manage page's Performance card, from the on-chain 7-day scan histogram. */
import { averagePerDay } from './analytics'
import { HISTOGRAM_DAYS, SECONDS_PER_DAY } from '../contract/limits'
import type { DynaEvent } from '../event/event'

export interface EventStatistics {
  totalScans: number
  totalRegistrations: number
  averageScansPerDay: number | null
  lastScanned: number | null
  dailyScans: number[]
}

export function dayNumber(unixSeconds: number): number {
  return Math.floor(unixSeconds / SECONDS_PER_DAY)
}

/**
 * The contract only moves its buckets when a scan arrives, so its last bucket is `histogramDay`,
 * not necessarily today. Shift the buckets so the last one is today; days without scans are 0.
 */
export function alignHistogramToToday(buckets: readonly number[], histogramDay: number, today: number): number[] {
  const shift = today - histogramDay
  if (shift <= 0) return [...buckets]
  if (shift >= HISTOGRAM_DAYS) return new Array<number>(HISTOGRAM_DAYS).fill(0)
  return [...buckets.slice(shift), ...new Array<number>(shift).fill(0)]
}

export function eventStatistics(
  event: Pick<DynaEvent, 'scanCount' | 'registeredCount' | 'lastScannedAt' | 'dailyScans'>,
): EventStatistics {
  const weekTotal = event.dailyScans.reduce((sum, count) => sum + count, 0)
  return {
    totalScans: event.scanCount,
    totalRegistrations: event.registeredCount,
    averageScansPerDay: event.scanCount > 0 ? averagePerDay(weekTotal, HISTOGRAM_DAYS) : null,
    lastScanned: event.lastScannedAt > 0 ? event.lastScannedAt : null,
    dailyScans: event.dailyScans,
  }
}
