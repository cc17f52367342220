/** Shared plumbing for write actions: preconditions and the ActionResult error convention. */
import { appIdProblem } from '../config'
import type { ActionResult } from '../lib/types'
import type { ChainContext } from './client'
import { toUserMessage } from './errors'

export const NOT_CONNECTED = 'Wallet not connected'

/** Runs a write; failures become { success: false, error } with a message for people. */
export async function runAction<T>(fallback: string, action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await action()
  } catch (error) {
    console.error(fallback, error)
    return { success: false, error: toUserMessage(error, fallback) }
  }
}

/** The sender for a write, or the reason it cannot be sent. */
export function writer(ctx: ChainContext, notConnected: string = NOT_CONNECTED): { sender: string } | { error: string } {
  const missingApp = appIdProblem(ctx.config)
  if (missingApp) return { error: missingApp }
  if (!ctx.sender) return { error: notConnected }
  return { sender: ctx.sender }
}

export function lastTxId(result: { txIds: string[] }): string | undefined {
  return result.txIds.at(-1)
}
