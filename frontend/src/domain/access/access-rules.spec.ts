import { describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES } from '../messages/messages'
import {
  accessDenial,
  canProveAccess,
  isWithinBusinessHours,
  needsChainTime,
  needsHolderCheck,
  unprovenHolderDenial,
} from './access-rules'

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
    expect(accessDenial({ accessType: 'public', expiryDate: 0 }, { now: at(3) })).toBeNull()
    expect(accessDenial({ accessType: 'public', expiryDate: nowSeconds - 10 }, { now: NOON })).toBeNull()
  })

  it('denies expired non-public events, even to a proven holder', () => {
    const expired = { expiryDate: nowSeconds - 1 }
    expect(accessDenial({ accessType: 'time-based', ...expired }, { now: NOON })).toBe(ACCESS_MESSAGES.expired)
    expect(accessDenial({ accessType: 'nft-gated', ...expired }, { now: NOON, holderDenial: null })).toBe(
      ACCESS_MESSAGES.expired,
    )
  })

  it('denies an access type it does not know, even to a proven holder', () => {
    const rule = { accessType: 'members-only', expiryDate: 0 }
    expect(accessDenial(rule, { now: NOON, holderDenial: null })).toBe('Access denied')
    expect(needsHolderCheck(rule, NOON)).toBe(false)
  })

  it('applies business hours to time-based events', () => {
    const rule = { accessType: 'time-based' as const, expiryDate: 0 }
    expect(accessDenial(rule, { now: NOON })).toBeNull()
    expect(accessDenial(rule, { now: at(20) })).toBe('Access only allowed during business hours (9 AM - 6 PM)')
  })

  it('opens nft-gated events only to a proven holder, and stays closed when nobody checked', () => {
    const rule = { accessType: 'nft-gated' as const, expiryDate: nowSeconds + 3600 }
    expect(accessDenial(rule, { now: NOON, holderDenial: null })).toBeNull()
    expect(accessDenial(rule, { now: NOON, holderDenial: ACCESS_MESSAGES.tokenMissing })).toBe(
      'Required NFT not found in wallet',
    )
    expect(accessDenial(rule, { now: NOON })).toBe('Wallet connection required for NFT-gated access')
  })
})

describe('unprovenHolderDenial', () => {
  it('asks for a wallet, then for a proof: an address alone is never enough', () => {
    expect(unprovenHolderDenial(null, undefined)).toBe('Wallet connection required for NFT-gated access')
    expect(unprovenHolderDenial('HOLDER', undefined)).toBe(ACCESS_MESSAGES.proofRequired)
  })

  it('passes on a refused proof its reason, and leaves a proven account to the token check', () => {
    expect(unprovenHolderDenial('A', { proven: false, reason: ACCESS_PROOF_MESSAGES.rekeyed })).toBe(
      ACCESS_PROOF_MESSAGES.rekeyed,
    )
    expect(unprovenHolderDenial(null, { proven: true, address: 'A' })).toBeNull()
  })
})

describe('needsChainTime and needsHolderCheck', () => {
  it('reads the chain clock for every rule but public', () => {
    expect(needsChainTime({ accessType: 'public', expiryDate: nowSeconds })).toBe(false)
    for (const accessType of ['time-based', 'nft-gated', 'members-only']) {
      expect(needsChainTime({ accessType, expiryDate: 0 })).toBe(true)
    }
  })

  it('checks holders only for live nft-gated events', () => {
    expect(needsHolderCheck({ accessType: 'nft-gated', expiryDate: 0 }, NOON)).toBe(true)
    expect(needsHolderCheck({ accessType: 'nft-gated', expiryDate: nowSeconds - 1 }, NOON)).toBe(false)
    expect(needsHolderCheck({ accessType: 'time-based', expiryDate: 0 }, NOON)).toBe(false)
  })
})

describe('canProveAccess', () => {
  const gated = (error: string) => ({ success: false, eventId: 'N', accessType: 'nft-gated' as const, error })

  it('offers the proof step for an nft-gated refusal that only lacked a proof', () => {
    expect(canProveAccess(gated(ACCESS_MESSAGES.walletRequired))).toBe(true)
    expect(canProveAccess(gated(ACCESS_MESSAGES.proofRequired))).toBe(true)
  })

  it('does not offer it for an expired or unreadable event, or for other access types', () => {
    expect(canProveAccess(gated(ACCESS_MESSAGES.expired))).toBe(false)
    expect(canProveAccess(gated(ACCESS_MESSAGES.clockUnavailable))).toBe(false)
    expect(canProveAccess(gated(ACCESS_MESSAGES.tokenMissing))).toBe(false)
    expect(canProveAccess({ ...gated(ACCESS_MESSAGES.walletRequired), accessType: 'time-based' })).toBe(false)
    expect(canProveAccess({ success: true, eventId: 'N', accessType: 'nft-gated' })).toBe(false)
  })
})
