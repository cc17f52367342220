import { describe, expect, it } from 'vitest'
import { formatAveragePerDay } from './analytics'
import { alignHistogramToToday, dayNumber, eventStatistics } from './performance'

describe('alignHistogramToToday', () => {
  const buckets = [1, 2, 3, 4, 5, 6, 7]
  it('keeps buckets recorded today', () => {
    expect(alignHistogramToToday(buckets, 100, 100)).toEqual(buckets)
  })
  it('shifts older buckets out and pads quiet days with zero', () => {
    expect(alignHistogramToToday(buckets, 100, 102)).toEqual([3, 4, 5, 6, 7, 0, 0])
  })
  it('empties the week after 7 quiet days', () => {
    expect(alignHistogramToToday(buckets, 100, 107)).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(alignHistogramToToday(buckets, 100, 1000)).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
  it('never shifts backwards when the clock lags the chain', () => {
    expect(alignHistogramToToday(buckets, 100, 99)).toEqual(buckets)
  })
  it('derives day numbers from unix seconds', () => {
    expect(dayNumber(86_400 * 3 + 5)).toBe(3)
  })
})

describe('eventStatistics', () => {
  it('averages the week with one decimal and reports the last scan', () => {
    const stats = eventStatistics({
      scanCount: 12,
      registeredCount: 3,
      lastScannedAt: 1_700_000_000,
      dailyScans: [0, 0, 1, 2, 3, 4, 0],
    })
    expect(stats.totalScans).toBe(12)
    expect(stats.totalRegistrations).toBe(3)
    expect(formatAveragePerDay(stats.averageScansPerDay)).toBe('1.4')
    expect(stats.lastScanned).toBe(1_700_000_000)
  })
  it('shows a dash and no last scan before the first scan', () => {
    const stats = eventStatistics({
      scanCount: 0,
      registeredCount: 0,
      lastScannedAt: 0,
      dailyScans: [0, 0, 0, 0, 0, 0, 0],
    })
    expect(formatAveragePerDay(stats.averageScansPerDay)).toBe('—')
    expect(stats.lastScanned).toBeNull()
  })
})
