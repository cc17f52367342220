/**
 * Scan analytics math: 7 daily buckets, average = scans / 7 shown with one decimal, and bar widths
 * clamped between 4% and 100% of the busiest day. Pure functions: no React, no network.
 */

import { HISTOGRAM_DAYS } from '../contract/limits'

/** Number of daily buckets shown everywhere ('Last 7 days'): the on-chain histogram's. */
export const ANALYTICS_DAYS = HISTOGRAM_DAYS
/** Smallest bar width in percent, so an empty day still shows a sliver. */
export const MIN_BAR_PERCENT = 4
/** Largest bar width in percent (the busiest day). */
export const MAX_BAR_PERCENT = 100

/**
 * Average scans per day over the 7-day window, rounded to one decimal; null when there is no
 * usable scan count (the screens then show a dash).
 */
export function averagePerDay(totalScans: number | null | undefined, days: number = ANALYTICS_DAYS): number | null {
  if (totalScans === null || totalScans === undefined || !Number.isFinite(totalScans) || totalScans < 0) return null
  if (!(days > 0)) return null
  return Math.round((totalScans / days) * 10) / 10
}

/** The average with exactly one decimal ('12.3'), or an em dash when unknown. */
export function formatAveragePerDay(average: number | null | undefined): string {
  return average === null || average === undefined || !Number.isFinite(average) ? '—' : average.toFixed(1)
}

/**
 * Bar widths in percent of the busiest day, each clamped to [4, 100]. With no scans at all every
 * bar gets the minimum width.
 */
export function barWidths(counts: readonly number[]): number[] {
  const values = counts.map((count) => (Number.isFinite(count) && count > 0 ? count : 0))
  const max = values.reduce((best, count) => Math.max(best, count), 0)
  return values.map((count) => {
    if (max === 0) return MIN_BAR_PERCENT
    const percent = (count / max) * 100
    return Math.min(MAX_BAR_PERCENT, Math.max(MIN_BAR_PERCENT, percent))
  })
}
