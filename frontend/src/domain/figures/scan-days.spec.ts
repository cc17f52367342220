import { describe, expect, it } from 'vitest'
import { weekDayLabels } from './scan-days'

const NOW = Date.UTC(2026, 10, 25, 15, 0, 0) / 1000

describe('weekDayLabels', () => {
  it('labels the 7 UTC days ending today, oldest first', () => {
    expect(weekDayLabels(NOW)).toEqual([
      'Thu 19 Nov',
      'Fri 20 Nov',
      'Sat 21 Nov',
      'Sun 22 Nov',
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
    ])
  })

  it('uses the UTC day even just before midnight UTC', () => {
    expect(weekDayLabels(Date.UTC(2026, 0, 1, 23, 59, 59) / 1000).at(-1)).toBe('Thu 1 Jan')
  })
})
