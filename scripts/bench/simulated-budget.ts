/** The opcode budget a transaction group uses, as algod's simulate reports it. */
import type { RawSimulateOptions } from '@algorandfoundation/algokit-utils/types/composer'
import { TransactionType, type modelsv2 } from 'algosdk'

export interface Budget {
  /** Consumed by the group's last app call, inner calls (op-ups) included. */
  consumed: number
  /** Pooled for the group: 700 per app call, inner ones (op-ups) included. Below `consumed`, the call fails on-chain. */
  pooled: number
  /**
   * The group ran out of budget and was measured with budget lent by simulate: on-chain it fails
   * (unless, like get_owner_event_records, it is meant for simulate only). `pooled` is then what
   * simulate pooled with the loan, which asks for no op-ups.
   */
  exceeded: boolean
}

export interface Simulatable {
  simulate(options: RawSimulateOptions): Promise<{ simulateResponse: modelsv2.SimulateResponse }>
}

/** What each app call, outer or inner, adds to the group's pool (MaxAppProgramCost). */
const BUDGET_PER_APP_CALL = 700
/** Lent by simulate to a call that runs out of budget, so that what it would need is still measured. */
const LENT_BUDGET = 100_000

function appCalls(transactions: modelsv2.PendingTransactionResponse[]): number {
  return transactions.reduce(
    (sum, { txn, innerTxns = [] }) => sum + (txn.txn.type === TransactionType.appl ? 1 : 0) + appCalls(innerTxns),
    0,
  )
}

function budgetOf(response: modelsv2.SimulateResponse, exceeded: boolean): Budget {
  const group = response.txnGroups[0]
  const call = group.txnResults.findLast((result) => result.appBudgetConsumed !== undefined)
  if (!call) throw new Error('simulate reported no app call in the group')
  // Not group.appBudgetAdded: simulate adds 700 for every inner transaction, payments too, and the AVM does not.
  const pooled = BUDGET_PER_APP_CALL * appCalls(group.txnResults.map((result) => result.txnResult))
  return { consumed: Number(call.appBudgetConsumed), pooled, exceeded }
}

// More logging: get_owner_event_records logs a page of records, beyond what one call may log on-chain.
const SIMULATE_OPTIONS = { allowUnnamedResources: true, allowMoreLogging: true }

export async function simulatedBudget(group: Simulatable): Promise<Budget> {
  try {
    return budgetOf((await group.simulate(SIMULATE_OPTIONS)).simulateResponse, false)
  } catch (error) {
    if (!/budget exceeded/.test(String(error))) throw error
    const lent = await group.simulate({ ...SIMULATE_OPTIONS, extraOpcodeBudget: LENT_BUDGET })
    return budgetOf(lent.simulateResponse, true)
  }
}
