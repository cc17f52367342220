/**
 * An amount of money that carries its unit: whole base units (microALGO for ALGO) and the unit's code
 * and decimals. Prices, payments, held payments and refunds are amounts; a bare number or bigint only
 * appears where a form field, a note or the contract states one.
 */

/**
 * What money is counted in: its code as people read it (ALGO, or an asset's unit name such as
 * USDC) and how many decimals its base unit has; an Algorand Standard Asset also has its id.
 */
export interface MoneyUnit {
  readonly code: string
  readonly decimals: number
  readonly assetId?: bigint
}

export const ALGO: MoneyUnit = { code: 'ALGO', decimals: 6 }

/**
 * The code a tier's price is read in: its event's currency, 'ALGO' or an asset's unit name ('USDC')
 * on an event priced in that asset.
 */
export type Currency = string

export interface Amount {
  /** Whole base units of `unit`. */
  readonly base: bigint
  readonly unit: MoneyUnit
}

export function amountIn(unit: MoneyUnit, base: bigint | number): Amount {
  return { base: typeof base === 'bigint' ? base : BigInt(Number.isFinite(base) ? Math.trunc(base) : 0), unit }
}

export function microAlgos(base: bigint | number): Amount {
  return amountIn(ALGO, base)
}

function baseUnitsPerWhole(unit: MoneyUnit): number {
  return 10 ** unit.decimals
}

/** A typed or stated decimal (10.5 ALGO) as an amount: rounded to the unit's base units, never below 0. */
export function amountFromDecimal(unit: MoneyUnit, value: number): Amount {
  if (!Number.isFinite(value) || value <= 0) return amountIn(unit, 0n)
  return amountIn(unit, BigInt(Math.round(value * baseUnitsPerWhole(unit))))
}

/** The amount as a decimal number of whole units (1.5 for 1,500,000 microALGO): for fields and arithmetic on screen. */
export function decimalValue(amount: Amount): number {
  return Number(amount.base) / baseUnitsPerWhole(amount.unit)
}

export function isZero(amount: Amount): boolean {
  return amount.base === 0n
}

export function sameUnit(a: Amount, b: Amount): boolean {
  return a.unit.code === b.unit.code && a.unit.decimals === b.unit.decimals && a.unit.assetId === b.unit.assetId
}

/** a + b; amounts in different units are never added. */
export function addAmounts(a: Amount, b: Amount): Amount {
  if (!sameUnit(a, b)) throw new Error(`Cannot add ${a.unit.code} to ${b.unit.code}`)
  return amountIn(a.unit, a.base + b.base)
}

/** The smallest and the largest of amounts in one unit; null for none. */
export function amountBounds(amounts: readonly Amount[]): { lowest: Amount; highest: Amount } | null {
  const [first, ...rest] = amounts
  if (!first) return null
  let lowest = first
  let highest = first
  for (const amount of rest) {
    if (!sameUnit(amount, first)) throw new Error(`Cannot compare ${amount.unit.code} with ${first.unit.code}`)
    if (amount.base < lowest.base) lowest = amount
    if (amount.base > highest.base) highest = amount
  }
  return { lowest, highest }
}
