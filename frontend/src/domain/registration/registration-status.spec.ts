import { describe, expect, it } from 'vitest'
import { isDecline } from './registration-status'

describe('isDecline', () => {
  it('is the change from waiting for approval to cancelled, and no other', () => {
    expect(isDecline('pending', 'cancelled')).toBe(true)
    expect(isDecline('confirmed', 'cancelled')).toBe(false)
    expect(isDecline('attended', 'cancelled')).toBe(false)
    expect(isDecline('pending', 'confirmed')).toBe(false)
    expect(isDecline('cancelled', 'cancelled')).toBe(false)
  })
})
