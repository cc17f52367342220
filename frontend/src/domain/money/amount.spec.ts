import { describe, expect, it } from 'vitest'
import {
  addAmounts,
  ALGO,
  amountBounds,
  amountFromDecimal,
  amountIn,
  decimalValue,
  microAlgos,
  type MoneyUnit,
} from './amount'
import { exactDecimal, formatMoney, paidLabel, priceLabel } from './money-format'

/** A unit counted in cents, for arithmetic that does not depend on ALGO's 6 decimals. */
const CENTS: MoneyUnit = { code: 'EUR', decimals: 2 }

describe('an amount carries its unit', () => {
  it('turns a typed decimal into whole base units of its unit, rounded and never below 0', () => {
    expect(amountFromDecimal(ALGO, 10.5)).toEqual({ base: 10_500_000n, unit: ALGO })
    expect(amountFromDecimal(CENTS, 25.555)).toEqual({ base: 2_556n, unit: CENTS })
    expect(amountFromDecimal(ALGO, -1).base).toBe(0n)
    expect(amountFromDecimal(CENTS, Number.NaN).base).toBe(0n)
  })

  it('reads back as a decimal in its unit', () => {
    expect(decimalValue(microAlgos(1_500_000n))).toBe(1.5)
    expect(decimalValue(amountIn(CENTS, 2_550n))).toBe(25.5)
  })

  it('adds amounts of one unit and refuses to add two currencies', () => {
    expect(addAmounts(microAlgos(1n), microAlgos(2n))).toEqual(microAlgos(3n))
    expect(() => addAmounts(microAlgos(1n), amountIn(CENTS, 1n))).toThrow('Cannot add ALGO to EUR')
  })

  it('finds the lowest and highest of one unit, and refuses a mix', () => {
    expect(amountBounds([microAlgos(5n), microAlgos(1n), microAlgos(9n)])).toEqual({
      lowest: microAlgos(1n),
      highest: microAlgos(9n),
    })
    expect(amountBounds([])).toBeNull()
    expect(() => amountBounds([microAlgos(5n), amountIn(CENTS, 1n)])).toThrow('Cannot compare EUR with ALGO')
  })
})

describe('an amount as people read it', () => {
  it('is exact to the base unit without trailing zeros', () => {
    expect(exactDecimal(microAlgos(10_000_000n))).toBe('10')
    expect(exactDecimal(microAlgos(101_000n))).toBe('0.101')
    expect(exactDecimal(microAlgos(1n))).toBe('0.000001')
    expect(exactDecimal(amountIn(CENTS, 2_505n))).toBe('25.05')
  })

  it('names its unit, and a price of nothing is Free', () => {
    expect(paidLabel(microAlgos(0n))).toBe('0 ALGO')
    const usdc = { code: 'USDC', decimals: 6, assetId: 31_566_704n }
    expect([25_000_000n, 25_500_000n, 1_234_567n, 0n].map((base) => paidLabel(amountIn(usdc, base)))).toEqual([
      '25.00 USDC',
      '25.50 USDC',
      '1.234567 USDC',
      '0.00 USDC',
    ])
    expect(priceLabel(microAlgos(0n))).toBe('Free')
    expect(priceLabel(amountIn(CENTS, 2_500n))).toBe('25 EUR')
    expect(formatMoney(amountIn(CENTS, 123_456_789n), 2)).toBe('1,234,567.89 EUR')
  })
})
