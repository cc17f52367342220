/**
 * What a door device is given for its fees: its account must keep the network's minimum balance
 * (0.1 ALGO) and each check-in costs the minimum fee (0.001 ALGO).
 */
import { MIN_TXN_FEE_MICROALGOS, MICRO_ALGOS_PER_ALGO } from '../contract/limits'
import { CHECK_IN_MESSAGES } from './check-in-messages'

export const ACCOUNT_MIN_BALANCE_ALGOS = 0.1
export const DEFAULT_DOOR_FUNDING_ALGOS = 0.3

/** How many check-ins `algos` pays for once the minimum balance is kept. */
export function checkInsPaidFor(algos: number): number {
  const spendable = Math.round((algos - ACCOUNT_MIN_BALANCE_ALGOS) * MICRO_ALGOS_PER_ALGO)
  return Math.max(0, Math.floor(spendable / MIN_TXN_FEE_MICROALGOS))
}

export function doorFundingText(algos: number): string {
  return CHECK_IN_MESSAGES.fundingHint(checkInsPaidFor(algos).toLocaleString('en-US'))
}
