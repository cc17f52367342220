import { describe, expect, it } from 'vitest'
import { paidNeedsWallet, speaksPlainly, type PathInput } from './registration-path'

const covered = { paysAttendeeCosts: true, attendeeBudgetMicroAlgos: 5_000_000n }
const free = { paymentMicroAlgos: 0n }
const paid = { paymentMicroAlgos: 20_000_000n }
const input = (overrides: Partial<PathInput> = {}): PathInput => ({
  event: covered,
  tier: free,
  signer: 'none',
  sponsorAvailable: true,
  ...overrides,
})

describe('whom the registration page speaks to', () => {
  it('speaks plainly for a free ticket the organiser covers, to nobody yet or a passkey account', () => {
    expect(speaksPlainly(input())).toBe(true)
    expect(speaksPlainly(input({ signer: 'passkey' }))).toBe(true)
  })

  it('speaks as before to a wallet app, for a paid ticket, where costs are not covered or cannot be paid', () => {
    expect(speaksPlainly(input({ signer: 'wallet' }))).toBe(false)
    expect(speaksPlainly(input({ tier: paid }))).toBe(false)
    expect(speaksPlainly(input({ event: { ...covered, paysAttendeeCosts: false } }))).toBe(false)
    expect(speaksPlainly(input({ event: { ...covered, attendeeBudgetMicroAlgos: 1_000n } }))).toBe(false)
    expect(speaksPlainly(input({ sponsorAvailable: false }))).toBe(false)
    expect(speaksPlainly(input({ tier: undefined }))).toBe(false)
  })

  it('says a paid ticket needs a wallet app where the free ones need only a passkey', () => {
    expect(paidNeedsWallet(input({ tier: paid }))).toBe(true)
    expect(paidNeedsWallet(input())).toBe(false)
    expect(paidNeedsWallet(input({ tier: paid, signer: 'wallet' }))).toBe(false)
    expect(paidNeedsWallet(input({ tier: paid, event: { ...covered, paysAttendeeCosts: false } }))).toBe(false)
  })
})
