/** The owner's scan budget: its limits, top-ups, and the withdrawal of what is left after deactivation. */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { SCAN_BUDGET_MESSAGES } from '../../domain/messages'
import { fail, type Result } from '../../domain/result'
import { scanLimitsProblem } from '../../domain/scan-budget'
import type { DynaEvent } from '../../domain/types'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'

/** set_scan_limits: sponsored scans per round (at least 1) and per day (at least that). */
export async function setScanLimits(
  ctx: ChainContext,
  event: DynaEvent,
  perRound: number,
  perDay: number,
): Promise<Result<Sent>> {
  const problem = scanLimitsProblem(perRound, perDay)
  if (problem) return fail(problem)
  return sendWrite(ctx, SCAN_BUDGET_MESSAGES.limitsFailed, (sender, validity) =>
    ctx.app.send.setScanLimits({
      sender,
      args: { eventId: event.eventId, perRound: BigInt(perRound), perDay: BigInt(perDay) },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/** [payment of `microAlgos` to the app, top_up_scan_budget] in one group. */
export async function topUpScanBudget(ctx: ChainContext, event: DynaEvent, microAlgos: bigint): Promise<Result<Sent>> {
  if (microAlgos <= 0n) return fail(SCAN_BUDGET_MESSAGES.invalidTopUp)
  return sendWrite(ctx, SCAN_BUDGET_MESSAGES.topUpFailed, (sender, validity) =>
    ctx.app.send.topUpScanBudget({
      sender,
      args: {
        payment: ctx.algorand.createTransaction.payment({
          sender,
          receiver: ctx.app.appAddress,
          amount: AlgoAmount.MicroAlgo(microAlgos),
          ...validity,
        }),
        eventId: event.eventId,
      },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/** withdraw_scan_budget: a deactivated event's budget back to its owner, by an inner payment. */
export function withdrawScanBudget(ctx: ChainContext, event: DynaEvent): Promise<Result<Sent>> {
  return sendWrite(ctx, SCAN_BUDGET_MESSAGES.withdrawFailed, (sender, validity) =>
    ctx.app.send.withdrawScanBudget({
      sender,
      args: { eventId: event.eventId },
      // The inner payment's fee is paid by this call's.
      extraFee: AlgoAmount.MicroAlgo(1_000),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}
