/** What an event's scan budget pays for: sponsored scans left, today's use of the daily cap, and how long it lasts. */
import { microAlgosToAlgos } from '../money/algo'
import { formatPrice } from '../money/money-format'
import { DEFAULT_SCAN_BUDGET_MICROALGOS, SPONSORED_SCAN_FEE_MICROALGOS } from '../contract/limits'
import { CREATE_MESSAGES } from '../event/create-messages'
import { SCAN_BUDGET_MESSAGES } from '../event/manage-messages'

const FEE = BigInt(SPONSORED_SCAN_FEE_MICROALGOS)

/** How many more sponsored scans the budget pays for, each at the highest fee the contract accepts. */
export function sponsoredScansLeft(budgetMicroAlgos: bigint): number {
  return budgetMicroAlgos <= 0n ? 0 : Number(budgetMicroAlgos / FEE)
}

/** Whole days the budget lasts if every day uses the full daily cap: the worst a drain can do. */
export function daysAtDailyCap(budgetMicroAlgos: bigint, perDay: number): number {
  if (perDay <= 0) return Infinity
  return Math.floor(sponsoredScansLeft(budgetMicroAlgos) / perDay)
}

/** When counting will stop, in plain words, from the budget and today's count. */
export function countingOutlook(budgetMicroAlgos: bigint, perDay: number, countedToday: number): string {
  const left = sponsoredScansLeft(budgetMicroAlgos)
  if (left === 0) return SCAN_BUDGET_MESSAGES.budgetUsedUp
  if (countedToday >= perDay) return SCAN_BUDGET_MESSAGES.dailyLimitReached
  if (countedToday === 0) return SCAN_BUDGET_MESSAGES.stopsAfter(left.toLocaleString('en-US'))
  return SCAN_BUDGET_MESSAGES.stopsAtPace(Math.floor(left / countedToday))
}

/** Null when the contract would accept these limits, else its reason. */
export function scanLimitsProblem(perRound: number, perDay: number): string | null {
  if (!Number.isSafeInteger(perRound) || perRound < 1) return SCAN_BUDGET_MESSAGES.perRoundTooLow
  if (!Number.isSafeInteger(perDay) || perDay < perRound) return SCAN_BUDGET_MESSAGES.perDayTooLow
  return null
}

/** The creation screens' word on the default deposit, before anything is signed. */
export function scanDepositNote(): string {
  return CREATE_MESSAGES.scanDepositNote(formatPrice(microAlgosToAlgos(DEFAULT_SCAN_BUDGET_MICROALGOS)))
}
