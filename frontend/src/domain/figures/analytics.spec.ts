import { describe, expect, it } from 'vitest'
import { averagePerDay, barWidths, formatAveragePerDay } from './analytics'

describe('averagePerDay', () => {
  it('is scans / 7 rounded to one decimal', () => {
    expect(averagePerDay(10)).toBe(1.4)
    expect(averagePerDay(1847)).toBe(263.9)
    expect(averagePerDay(0)).toBe(0)
  })

  it('is null without a usable count', () => {
    expect(averagePerDay(null)).toBeNull()
    expect(averagePerDay(undefined)).toBeNull()
    expect(averagePerDay(-1)).toBeNull()
  })

  it('formats with exactly one decimal or a dash', () => {
    expect(formatAveragePerDay(averagePerDay(14))).toBe('2.0')
    expect(formatAveragePerDay(averagePerDay(10))).toBe('1.4')
    expect(formatAveragePerDay(null)).toBe('—')
  })
})

describe('barWidths', () => {
  it('is a percentage of the busiest day', () => {
    expect(barWidths([10, 5, 0])).toEqual([100, 50, 4])
  })

  it('scales a histogram to the busiest day and clamps quiet days to 4%', () => {
    expect(barWidths([0, 1, 2, 4, 0, 0, 0])).toEqual([4, 25, 50, 100, 4, 4, 4])
  })

  it('clamps small non-zero days to 4%', () => {
    expect(barWidths([100, 1, 3])).toEqual([100, 4, 4])
    expect(barWidths([100, 50, 5])[2]).toBe(5)
    expect(barWidths([1, 100])).toEqual([4, 100])
  })

  it('gives every bar the minimum when there are no scans', () => {
    expect(barWidths([0, 0, 0, 0, 0, 0, 0])).toEqual([4, 4, 4, 4, 4, 4, 4])
    expect(barWidths([0, 0, 0])).toEqual([4, 4, 4])
    expect(barWidths([])).toEqual([])
  })

  it('never leaves the 4..100 range', () => {
    for (const width of barWidths([7, 0, 3, 1000, 2, -4, Number.NaN])) {
      expect(width).toBeGreaterThanOrEqual(4)
      expect(width).toBeLessThanOrEqual(100)
    }
  })
})
