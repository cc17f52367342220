/** ALGO amounts as the contract, fees and balances state them: microALGO, read through the Amount type. */
import { MIN_TXN_FEE_MICROALGOS } from '../contract/limits'
import { addAmounts, ALGO, amountFromDecimal, decimalValue, microAlgos } from './amount'
import { fixedDecimal, formatMoney } from './money-format'

export const NETWORK_FEE_ALGOS = decimalValue(microAlgos(MIN_TXN_FEE_MICROALGOS))

export function microAlgosToAlgos(micro: bigint | number): number {
  return decimalValue(microAlgos(micro))
}

/** ALGO to microALGO: × 1,000,000, rounded, never below 0. */
export function algosToMicroAlgos(algos: number): bigint {
  return amountFromDecimal(ALGO, algos).base
}

/** ALGO with 4 decimals and no grouping, e.g. '12.3457': for files and fields, not for reading. */
export function formatAlgos(micro: bigint | number, decimals = 4): string {
  return fixedDecimal(microAlgos(micro), decimals)
}

/** An amount for people: thousands grouped, 4 decimals by default, e.g. '3,999,998.7760 ALGO'. */
export function formatAlgoAmount(micro: bigint | number, decimals = 4): string {
  return formatMoney(microAlgos(micro), decimals)
}

/** Ticket price plus the network fee of one transaction, exact to the microALGO. */
export function priceWithNetworkFee(priceAlgos: number): number {
  return decimalValue(addAmounts(amountFromDecimal(ALGO, priceAlgos), microAlgos(MIN_TXN_FEE_MICROALGOS)))
}
