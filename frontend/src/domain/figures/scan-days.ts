/**
 * The days of the contract's scan histogram as the charts label them. The chain counts scans per
 * UTC day, so the labels are UTC dates too, and the charts say so. Pure: no React, no network.
 */
import { formatDay } from '../time/date-format'
import { HISTOGRAM_DAYS, SECONDS_PER_DAY } from '../contract/limits'
import { dayNumber } from './performance'
import { UTC } from '../time/zone-offset'

/** The dates of the 7 chart days, oldest first, ending today: 'Thu 19 Nov'. */
export function weekDayLabels(nowSeconds: number, days: number = HISTOGRAM_DAYS): string[] {
  const today = dayNumber(nowSeconds)
  return Array.from({ length: days }, (_, index) => formatDay((today - (days - 1 - index)) * SECONDS_PER_DAY, UTC))
}
