import { describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from './messages'
import { accessDenial, isWithinBusinessHours, needsTokenCheck } from './access-rules'

const at = (hour: number, minute = 0) => new Date(2025, 5, 2, hour, minute)
const NOON = at(12)
const nowSeconds = Math.floor(NOON.getTime() / 1000)

describe('isWithinBusinessHours', () => {
  it('allows 09:00 to 17:59 local time', () => {
    expect(isWithinBusinessHours(at(9, 0))).toBe(true)
    expect(isWithinBusinessHours(at(17, 59))).toBe(true)
    expect(isWithinBusinessHours(at(8, 59))).toBe(false)
    expect(isWithinBusinessHours(at(18, 0))).toBe(false)
    expect(isWithinBusinessHours(at(0, 0))).toBe(false)
  })
})

describe('accessDenial', () => {
  it('always lets public events through, even expired ones', () => {
    expect(accessDenial({ accessType: 'public', expiryDate: 0 }, { now: at(3), walletAddress: null })).toBeNull()
    expect(
      accessDenial({ accessType: 'public', expiryDate: nowSeconds - 10 }, { now: NOON, walletAddress: null }),
    ).toBeNull()
  })

  it('denies expired non-public events', () => {
    const expired = { expiryDate: nowSeconds - 1 }
    expect(accessDenial({ accessType: 'time-based', ...expired }, { now: NOON, walletAddress: null })).toBe(
      ACCESS_MESSAGES.expired,
    )
    expect(
      accessDenial({ accessType: 'nft-gated', ...expired }, { now: NOON, walletAddress: 'A', holdsToken: true }),
    ).toBe(ACCESS_MESSAGES.expired)
  })

  it('denies an access type it does not know, even to a token holder', () => {
    const rule = { accessType: 'members-only', expiryDate: 0 }
    expect(accessDenial(rule, { now: NOON, walletAddress: 'A', holdsToken: true })).toBe('Access denied')
    expect(needsTokenCheck(rule, { now: NOON, walletAddress: 'A' })).toBe(false)
  })

  it('applies business hours to time-based events', () => {
    const rule = { accessType: 'time-based' as const, expiryDate: 0 }
    expect(accessDenial(rule, { now: NOON, walletAddress: null })).toBeNull()
    expect(accessDenial(rule, { now: at(20), walletAddress: null })).toBe(
      'Access only allowed during business hours (9 AM - 6 PM)',
    )
  })

  it('requires a wallet holding the token for nft-gated events', () => {
    const rule = { accessType: 'nft-gated' as const, expiryDate: nowSeconds + 3600 }
    expect(accessDenial(rule, { now: NOON, walletAddress: null })).toBe(
      'Wallet connection required for NFT-gated access',
    )
    expect(accessDenial(rule, { now: NOON, walletAddress: 'A', holdsToken: false })).toBe(
      'Required NFT not found in wallet',
    )
    expect(accessDenial(rule, { now: NOON, walletAddress: 'A', holdsToken: true })).toBeNull()
  })
})

describe('needsTokenCheck', () => {
  it('is only true for live nft-gated events with a wallet', () => {
    expect(needsTokenCheck({ accessType: 'nft-gated', expiryDate: 0 }, { now: NOON, walletAddress: 'A' })).toBe(true)
    expect(needsTokenCheck({ accessType: 'nft-gated', expiryDate: 0 }, { now: NOON, walletAddress: null })).toBe(false)
    expect(
      needsTokenCheck({ accessType: 'nft-gated', expiryDate: nowSeconds - 1 }, { now: NOON, walletAddress: 'A' }),
    ).toBe(false)
    expect(needsTokenCheck({ accessType: 'public', expiryDate: 0 }, { now: NOON, walletAddress: 'A' })).toBe(false)
  })
})
