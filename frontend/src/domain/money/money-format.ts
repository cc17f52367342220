/** Amounts as people read them. */
import { ALGO, amountFromDecimal, decimalValue, isZero, type Amount, type MoneyUnit } from './amount'

/** Up to 6 decimals without trailing zeros: '10', '0.101', '25.5'; '0' for what is not a number. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '0'
  return String(Math.round(value * 1_000_000) / 1_000_000)
}

/** Exact to the base unit, without trailing zeros: '10', '0.101'. */
export function exactDecimal(amount: Amount): string {
  const { decimals } = amount.unit
  const scale = 10n ** BigInt(decimals)
  const whole = amount.base / scale
  const fraction = (amount.base % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/** Fixed decimals and no grouping, e.g. '12.3457': for files and fields, not for reading. */
export function fixedDecimal(amount: Amount, fractionDigits: number): string {
  return decimalValue(amount).toFixed(fractionDigits)
}

/** For people: thousands grouped, fixed decimals, and the unit, e.g. '3,999,998.7760 ALGO'. */
export function formatMoney(amount: Amount, fractionDigits: number): string {
  const grouped = decimalValue(amount).toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
  return `${grouped} ${amount.unit.code}`
}

/**
 * Exact, and for an asset counted in cents or finer at least two decimals ('25.00'), as prices in a
 * currency such as USDC are read.
 */
export function readableDecimal(amount: Amount): string {
  const exact = exactDecimal(amount)
  if (amount.unit.assetId === undefined || amount.unit.decimals < 2) return exact
  const [whole, fraction = ''] = exact.split('.')
  return `${whole}.${fraction.padEnd(2, '0')}`
}

/** What an amount paid reads as, exact: '10 ALGO', '0.101 ALGO', '0 ALGO', '25.00 USDC'. */
export function paidLabel(amount: Amount): string {
  return `${readableDecimal(amount)} ${amount.unit.code}`
}

/**
 * An amount in a sentence: ALGO grouped with 4 decimals ('3,999,998.7760 ALGO'), an asset exact with
 * its cents ('25.00 USDC').
 */
export function moneyText(amount: Amount): string {
  return amount.unit.assetId === undefined ? formatMoney(amount, 4) : paidLabel(amount)
}

/** A price as offered: '10 ALGO', '25.00 USDC', or 'Free' when nothing is charged. */
export function priceLabel(amount: Amount): string {
  return isZero(amount) ? 'Free' : paidLabel(amount)
}

/** A price stated as a decimal in a unit ('10 ALGO', '25.00 USDC', 'Free'), to the unit's base unit. */
export function formatPrice(price: number, unit: MoneyUnit = ALGO): string {
  return priceLabel(amountFromDecimal(unit, price))
}
