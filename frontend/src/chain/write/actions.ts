/** Shared plumbing for write actions: preconditions, and failures turned into a Result with a message for people. */
import { serviceUrl } from '../../config'
import { appIdProblem } from '../../config-links'
import { WALLET_MESSAGES } from '../../domain/messages/messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { Sent } from './sent'
import type { ReadContext } from '../node/read-context'
import type { ChainContext } from './client'
import { assertMessageAt, failingPc, innerFailingPc, TOKENS_SOURCE_INFO } from './contract-errors'
import { errorText, isUserRejection, toUserMessage } from './errors'
import { sendSettled, type SentResult, type WriteValidity } from './settle'

const deployedPrograms = new Map<string, Promise<Uint8Array>>()

function deployedProgram(ctx: ReadContext, appId: bigint = ctx.config.appId): Promise<Uint8Array> {
  const key = `${serviceUrl(ctx.config.algod)}#${appId}`
  let program = deployedPrograms.get(key)
  if (!program) {
    program = ctx.algodRest.getApprovalProgram(appId)
    program.catch(() => deployedPrograms.delete(key))
    deployedPrograms.set(key, program)
  }
  return program
}

/** The contract's own reason when it rejected the call, whichever step surfaced the failure. */
export async function contractReason(ctx: ReadContext, error: unknown): Promise<string | undefined> {
  if (isUserRejection(error)) return undefined
  const text = errorText(error)
  const pc = failingPc(text, ctx.config.appId)
  if (pc === undefined) return undefined
  try {
    const own = assertMessageAt(pc, await deployedProgram(ctx))
    if (own) return own
    // Failed in an inner call: a check the attendance tokens app makes for this app.
    const inner = innerFailingPc(text, ctx.config.appId)
    return inner && assertMessageAt(inner.pc, await deployedProgram(ctx, inner.appId), TOKENS_SOURCE_INFO)
  } catch {
    return undefined // the node is gone too: the generic message below still applies
  }
}

/** Runs a write; whatever it throws becomes { ok: false, error } with a message for people. */
export async function runAction<T>(
  ctx: ChainContext,
  fallback: string,
  action: () => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await action()
  } catch (error) {
    const reason = (await contractReason(ctx, error)) ?? toUserMessage(error, fallback)
    // A warning, not an error: the screen shows the reason, and a rejection is an expected outcome.
    console.warn(`${fallback}: ${reason}`, errorText(error))
    return fail(reason)
  }
}

/** The sender for a write, or the reason it cannot be sent. */
export function writer(ctx: ChainContext, notConnected: string = WALLET_MESSAGES.notConnected): Result<string> {
  const missingApp = appIdProblem(ctx.config)
  if (missingApp) return fail(missingApp)
  if (!ctx.sender) return fail(notConnected)
  return ok(ctx.sender)
}

export function lastTxId(result: { txIds: string[] }): string | undefined {
  return result.txIds.at(-1)
}

/**
 * A write of one group sent by the connected wallet and settled (confirmed, or followed while
 * pending): `send` builds it for the sender with the validity every write uses. Resolves with the
 * id of its last transaction, or the reason it failed.
 */
export function sendWrite(
  ctx: ChainContext,
  fallback: string,
  send: (sender: string, validity: WriteValidity) => Promise<SentResult>,
): Promise<Result<Sent>> {
  return runAction(ctx, fallback, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const result = await sendSettled(ctx, (validity) => send(who.value, validity))
    return ok({ txId: lastTxId(result) })
  })
}
