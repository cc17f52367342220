/**
 * The tier-terms rule: which price and quantity a tier may have, the same in the create wizard and
 * on the Edit page, and how typed terms become what the contract stores.
 *
 * - quantity: an empty field (NaN) is unlimited, stored on chain as 0; a quantity that is given is a
 *   whole number from 1 (or the tickets already sold) up to MAX_TIER_QUANTITY. A typed 0 is refused:
 *   unlimited is said by leaving the field empty.
 * - price: at least 0, with at most 2 decimals.
 */
import { ALGO, amountFromDecimal, decimalValue, type Currency, type MoneyUnit } from '../money/amount'

export type { Currency }

/**
 * The most tickets a tier may offer. The contract stores a uint64; the forms hold JavaScript
 * numbers, which count whole tickets exactly only up to 2^53 − 1.
 */
export const MAX_TIER_QUANTITY = Number.MAX_SAFE_INTEGER

/** Decimals a typed price may have (cents). */
export const TIER_PRICE_DECIMALS = 2

/** A tier's price (in the event's currency) and quantity as an organiser typed them; NaN is an empty field. */
export interface TypedTierTerms {
  price: number
  quantity: number
}

/** An empty quantity field: the tier is unlimited. */
export function isUnlimitedQuantity(quantity: number): boolean {
  return Number.isNaN(quantity)
}

/** Empty (unlimited), or whole tickets from 1, and not below the tickets already sold, to MAX_TIER_QUANTITY. */
export function isValidTierQuantity(quantity: number, sold = 0): boolean {
  if (isUnlimitedQuantity(quantity)) return true
  return Number.isInteger(quantity) && quantity >= Math.max(1, sold) && quantity <= MAX_TIER_QUANTITY
}

/** At least 0, with at most TIER_PRICE_DECIMALS decimals. */
export function isValidTierPrice(price: number): boolean {
  return Number.isFinite(price) && price >= 0 && Number(price.toFixed(TIER_PRICE_DECIMALS)) === price
}

/** Whether a tier's typed price and quantity follow the rule; `sold`: tickets the tier has sold already. */
export function isValidTierTerms(terms: TypedTierTerms, sold = 0): boolean {
  return isValidTierPrice(terms.price) && isValidTierQuantity(terms.quantity, sold)
}

export interface ClampedTierTerms {
  /** What registering charges, in base units of the event's currency: never below 0. */
  priceMicroAlgos: bigint
  /** The price in the event's currency as the note states it, rounded to its base units. */
  price: number
  /** Whole tickets; 0 = unlimited (an empty field). */
  quantity: number
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/**
 * Typed terms made valid for the contract and the note: no negative, fractional or non-finite
 * values. The typed price is charged in the event's currency (`eventCurrency`, ALGO when none is
 * given), in its base units, whatever currency a note's tier names.
 */
export function clampTierTerms(terms: TypedTierTerms, eventCurrency: MoneyUnit = ALGO): ClampedTierTerms {
  const quantity = Math.floor(nonNegative(terms.quantity))
  const price = amountFromDecimal(eventCurrency, terms.price)
  return { priceMicroAlgos: price.base, price: decimalValue(price), quantity }
}

/** A quantity as its form field shows it: the contract's 0 (unlimited) is an empty field. */
export function typedTierQuantity(storedQuantity: number): number {
  return storedQuantity > 0 ? storedQuantity : Number.NaN
}
