/**
 * An event's budgets: the scan budget's limits, top-ups of the scan budget and of the attendee
 * budget (attendees' network costs), and the withdrawal of what is left of both after deactivation.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { ATTENDEE_COSTS_MESSAGES, SCAN_BUDGET_MESSAGES } from '../../domain/event/manage-messages'
import { fail, type Result } from '../../domain/messages/result'
import { scanLimitsProblem } from '../../domain/qr/scan-budget'
import type { DynaEvent } from '../../domain/event/event'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { paymentToApp } from './payments'

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

/** [payment of `microAlgos` to the app, top_up_budget] in one group, for the scan or the attendee budget. */
function topUpBudget(
  ctx: ChainContext,
  event: DynaEvent,
  microAlgos: bigint,
  forAttendees: boolean,
  failed: string,
): Promise<Result<Sent>> {
  return sendWrite(ctx, failed, (sender, validity) =>
    ctx.app.send.topUpBudget({
      sender,
      args: {
        payment: paymentToApp(ctx, sender, microAlgos, validity),
        eventId: event.eventId,
        forAttendees,
      },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

export async function topUpScanBudget(ctx: ChainContext, event: DynaEvent, microAlgos: bigint): Promise<Result<Sent>> {
  if (microAlgos <= 0n) return fail(SCAN_BUDGET_MESSAGES.invalidTopUp)
  return topUpBudget(ctx, event, microAlgos, false, SCAN_BUDGET_MESSAGES.topUpFailed)
}

export async function topUpAttendeeBudget(
  ctx: ChainContext,
  event: DynaEvent,
  microAlgos: bigint,
): Promise<Result<Sent>> {
  if (microAlgos <= 0n) return fail(ATTENDEE_COSTS_MESSAGES.invalidTopUp)
  return topUpBudget(ctx, event, microAlgos, true, ATTENDEE_COSTS_MESSAGES.topUpFailed)
}

/** withdraw_budgets: what is left of a deactivated event's scan and attendee budgets back to its owner. */
export function withdrawBudgets(ctx: ChainContext, event: DynaEvent): Promise<Result<Sent>> {
  return sendWrite(ctx, SCAN_BUDGET_MESSAGES.withdrawFailed, (sender, validity) =>
    ctx.app.send.withdrawBudgets({
      sender,
      args: { eventId: event.eventId },
      // The inner payment's fee is paid by this call's.
      extraFee: AlgoAmount.MicroAlgo(1_000),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}
