import { describe, expect, it } from 'vitest'
import {
  MAX_TIER_QUANTITY,
  isValidTierPrice,
  isValidTierQuantity,
  isValidTierTerms,
  typedTierQuantity,
} from './tier-terms'

describe('isValidTierQuantity', () => {
  it('takes an empty field as unlimited, and whole tickets from 1 to MAX_TIER_QUANTITY', () => {
    for (const quantity of [Number.NaN, 1, 250, MAX_TIER_QUANTITY]) expect(isValidTierQuantity(quantity)).toBe(true)
    for (const quantity of [0, -1, 2.5, MAX_TIER_QUANTITY + 1, Number.POSITIVE_INFINITY]) {
      expect(isValidTierQuantity(quantity)).toBe(false)
    }
  })

  it('keeps a given quantity at or above the tickets sold; unlimited stays possible', () => {
    expect(isValidTierQuantity(3, 3)).toBe(true)
    expect(isValidTierQuantity(2, 3)).toBe(false)
    expect(isValidTierQuantity(Number.NaN, 3)).toBe(true)
  })
})

describe('isValidTierPrice', () => {
  it('takes 0 or more with at most 2 decimals', () => {
    for (const price of [0, 0.01, 0.29, 25.5, 1_000]) expect(isValidTierPrice(price)).toBe(true)
    for (const price of [-0.01, 1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidTierPrice(price)).toBe(false)
    }
  })
})

describe('isValidTierTerms', () => {
  it('needs both the price and the quantity valid', () => {
    expect(isValidTierTerms({ price: 10, quantity: Number.NaN })).toBe(true)
    expect(isValidTierTerms({ price: 10, quantity: 0 })).toBe(false)
    expect(isValidTierTerms({ price: -1, quantity: 5 })).toBe(false)
  })
})

describe('typedTierQuantity', () => {
  it("shows the contract's 0 (unlimited) as an empty field", () => {
    expect(typedTierQuantity(0)).toBeNaN()
    expect(typedTierQuantity(40)).toBe(40)
  })
})
