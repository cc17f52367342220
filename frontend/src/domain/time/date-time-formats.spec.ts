import { describe, expect, it } from 'vitest'
import { dateTimeFormat } from './date-time-formats'

describe('dateTimeFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const lisbon = dateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hourCycle: 'h23' })
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hourCycle: 'h23' })).toBe(lisbon)
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' })).not.toBe(lisbon)
    expect(dateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', hour: '2-digit', hourCycle: 'h23' })).not.toBe(lisbon)
    expect(lisbon.format(Date.UTC(2026, 6, 1, 12))).toBe('13')
  })

  it('refuses a zone Intl does not know, every time', () => {
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Nowhere/Atlantis' })).toThrow(RangeError)
  })
})
