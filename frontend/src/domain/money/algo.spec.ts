import { describe, expect, it } from 'vitest'
import { algosToMicroAlgos, formatAlgoAmount, formatAlgos, microAlgosToAlgos, priceWithNetworkFee } from './algo'
import { formatAmount, formatPrice } from './money-format'

describe('ALGO amounts', () => {
  it('converts microALGO to ALGO', () => {
    expect(microAlgosToAlgos(1_500_000n)).toBe(1.5)
    expect(microAlgosToAlgos(1)).toBe(0.000001)
  })
  it('shows balances with 4 decimals', () => {
    expect(formatAlgos(12_345_678n)).toBe('12.3457')
    expect(formatAlgos(0n)).toBe('0.0000')
    expect(formatAlgoAmount(1_000_000n)).toBe('1.0000 ALGO')
  })
  it('accepts other precisions', () => {
    expect(formatAlgos(1_234_567n, 6)).toBe('1.234567')
  })
})

describe('priceWithNetworkFee', () => {
  it('adds the 0.001 ALGO network fee without floating noise', () => {
    expect(priceWithNetworkFee(10)).toBe(10.001)
    expect(priceWithNetworkFee(0.1)).toBe(0.101)
    expect(priceWithNetworkFee(0)).toBe(0.001)
  })
})

describe('formatAmount and formatPrice', () => {
  it('shows up to 6 decimals without trailing zeros', () => {
    expect(formatAmount(10)).toBe('10')
    expect(formatAmount(0.1 + 0.001)).toBe('0.101')
    expect(formatAmount(1.23456789)).toBe('1.234568')
    expect(formatAmount(Number.NaN)).toBe('0')
  })
  it('is the amount and unit (ALGO unless given), or Free when nothing is charged', () => {
    expect(formatPrice(2.5)).toBe('2.5 ALGO')
    expect(formatPrice(25, { code: 'USDC', decimals: 6, assetId: 31_566_704n })).toBe('25.00 USDC')
    expect(formatPrice(0)).toBe('Free')
  })
})

describe('algosToMicroAlgos', () => {
  it('multiplies by a million, rounds and never goes below zero', () => {
    expect(algosToMicroAlgos(10)).toBe(10_000_000n)
    expect(algosToMicroAlgos(0.1234567)).toBe(123_457n)
    expect(algosToMicroAlgos(-5)).toBe(0n)
    expect(algosToMicroAlgos(Number.NaN)).toBe(0n)
  })
})

describe('formatAlgoAmount for people', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatAlgoAmount(3_999_998_136_776_000n)).toBe('3,999,998,136.7760 ALGO')
    expect(formatAlgoAmount(1_500_000n, 3)).toBe('1.500 ALGO')
    expect(formatAlgoAmount(0n)).toBe('0.0000 ALGO')
  })
})
