/** Display formatting at the edge: amounts stay microALGO (bigint) everywhere else. */
import { MICRO_ALGOS_PER_ALGO } from '../contract/limits'

export const NETWORK_FEE_ALGOS = 0.001

export function microAlgosToAlgos(micro: bigint | number): number {
  return Number(micro) / MICRO_ALGOS_PER_ALGO
}

/** ALGO with 4 decimals and no grouping, e.g. '12.3457': for files and fields, not for reading. */
export function formatAlgos(micro: bigint | number, decimals = 4): string {
  return microAlgosToAlgos(micro).toFixed(decimals)
}

/** An amount for people: thousands grouped, 4 decimals by default, e.g. '3,999,998.7760 ALGO'. */
export function formatAlgoAmount(micro: bigint | number, decimals = 4): string {
  const grouped = microAlgosToAlgos(micro).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return `${grouped} ALGO`
}

/** An ALGO amount rounded to whole microALGO, which also drops floating-point noise. */
function roundToMicroAlgos(algos: number): number {
  return Math.round(algos * MICRO_ALGOS_PER_ALGO) / MICRO_ALGOS_PER_ALGO
}

/** Ticket price plus the ~0.001 ALGO network fee, without floating-point noise. */
export function priceWithNetworkFee(priceAlgos: number): number {
  return roundToMicroAlgos(priceAlgos + NETWORK_FEE_ALGOS)
}

/** Up to 6 decimals without trailing zeros: '10', '0.101', '25.5'. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '0'
  return String(roundToMicroAlgos(value))
}

/** A price as offered: '10 ALGO', '25.5 USD', or 'Free' when nothing is charged. */
export function formatPrice(price: number, currency = 'ALGO'): string {
  if (!(price > 0)) return 'Free'
  return `${formatAmount(price)} ${currency}`
}

export function shortenAddress(address: string, visible = 6): string {
  if (address.length <= visible * 2 + 3) return address
  return `${address.slice(0, visible)}...${address.slice(-4)}`
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}

/** ALGO to microALGO: × 1,000,000, rounded, never below 0. */
export function algosToMicroAlgos(algos: number): bigint {
  if (!Number.isFinite(algos) || algos <= 0) return 0n
  return BigInt(Math.round(algos * MICRO_ALGOS_PER_ALGO))
}
