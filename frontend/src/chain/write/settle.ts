/**
 * Pending is not failed. A write's transactions stay valid only as many rounds as it waits
 * (client.ts), yet a send can fail with its group out in the network: the wait ran out with the
 * window still open, the answer to the send was lost (a dropped connection, a gateway's 502), the
 * node could not be asked during the wait. Such a write may still land, so it is announced as
 * pending and followed round by round until it is confirmed (the normal success) or its last valid
 * round has passed, after which it can never land (a failure that says nothing was charged).
 */
import type { Algodv2, modelsv2, Transaction } from 'algosdk'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'
import { CONFIRMATION_ROUNDS, type ChainContext } from './client'
import { isDefiniteRejection, isTransientReadError, NotLandedError, OutcomeUnknownError } from './errors'

type Confirmation = modelsv2.PendingTransactionResponse
type PendingInfo = Pick<Confirmation, 'confirmedRound' | 'poolError'>

/** A write that landed: its transaction ids and the confirmation of its last transaction (the app call). */
export interface Landed {
  txIds: string[]
  confirmation: Confirmation
}

/** A group that was signed and sent, and whose outcome is not known yet. */
export interface Unsettled {
  txIds: string[]
  /** The last round in which every transaction of the group is still valid. */
  lastValid: bigint
}

/** What following a sent group asks of the node. */
export interface ConfirmationNode {
  lastRound(): Promise<bigint>
  /** What the node knows of the transaction; null when it does not know it at all. */
  pendingInfo(txId: string): Promise<PendingInfo | null>
  /** Resolves once the node has a round after `round`, or its wait gave up; with the node's last round then. */
  afterRound(round: bigint): Promise<bigint>
  /** Waits before a read that failed is asked again; `attempt` counts the failures so far. */
  backOff(attempt: number): Promise<void>
}

/** The transactions algokit attaches to a send's failure (built, or as signed once they were). */
function sentTransactions(error: unknown): Transaction[] | null {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const sent = (current as { sentTransactions?: unknown }).sentTransactions
    if (Array.isArray(sent) && sent.length > 0) return sent as Transaction[]
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * The group a send left behind when it failed after the wallet signed it, unless the failure says
 * for certain that the group will not land; null when nothing can land.
 */
export function unsettledGroup(error: unknown, wasSigned: (txId: string) => boolean): Unsettled | null {
  const transactions = sentTransactions(error)
  if (!transactions || !transactions.every((txn) => wasSigned(txn.txID()))) return null
  if (isDefiniteRejection(error)) return null
  return {
    txIds: transactions.map((txn) => txn.txID()),
    lastValid: transactions.reduce(
      (min, txn) => (txn.lastValid < min ? txn.lastValid : min),
      transactions[0].lastValid,
    ),
  }
}

/** How many times one read is asked before the outcome is given up as unknown. */
export const READ_ATTEMPTS = 4

/** A read of the node, asked again after a transient failure; a node that stays unreachable leaves the outcome unknown. */
async function patiently<T>(node: ConfirmationNode, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (!isTransientReadError(error) || attempt >= READ_ATTEMPTS) {
        throw new OutcomeUnknownError(CHAIN_MESSAGES.outcomeUnknown, { cause: error })
      }
      await node.backOff(attempt)
    }
  }
}

/** The confirmation when the node has one; throws when the pool dropped the transaction; null while it is open. */
function settledBy(info: PendingInfo | null): Confirmation | null {
  if (info?.confirmedRound) return info as Confirmation
  if (info?.poolError) throw new NotLandedError(CHAIN_MESSAGES.rejected(info.poolError))
  return null
}

/**
 * Follows an unconfirmed group until it is settled. The round is read before the transaction is
 * looked up, so "not confirmed" at a round past its last valid round means it never will be, as
 * long as both answers came from the same node. Behind a load balancer they may not, so before the
 * group is declared lost, the node answering is waited on until it is past the last valid round
 * too, and asked once more. `onPending` is called once, the first time the group is seen still
 * able to land.
 */
export async function followUntilSettled(
  node: ConfirmationNode,
  group: Unsettled,
  onPending: () => void,
): Promise<Confirmation> {
  const txId = group.txIds[group.txIds.length - 1]
  let announced = false
  for (;;) {
    const round = await patiently(node, () => node.lastRound())
    const confirmation = settledBy(await patiently(node, () => node.pendingInfo(txId)))
    if (confirmation) return confirmation
    if (round > group.lastValid) {
      const reached = await patiently(node, () => node.afterRound(group.lastValid))
      if (reached > group.lastValid) {
        const last = settledBy(await patiently(node, () => node.pendingInfo(txId)))
        if (last) return last
        throw new NotLandedError(CHAIN_MESSAGES.notLanded)
      }
    }
    if (!announced) {
      announced = true
      onPending()
    }
    await patiently(node, () => node.afterRound(round))
  }
}

/** At most this often, however fast the node answers a wait for the next round. */
const MIN_CHECK_INTERVAL_MS = 500
/** The pause before a failed read is asked again grows by this much with each failure. */
const BACK_OFF_STEP_MS = 500

function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 404
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function algodConfirmationNode(algod: Algodv2): ConfirmationNode {
  return {
    async lastRound() {
      return (await algod.status().do()).lastRound
    },
    async pendingInfo(txId) {
      try {
        return await algod.pendingTransactionInformation(txId).do()
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async afterRound(round) {
      const [status] = await Promise.all([algod.statusAfterBlock(Number(round)).do(), pause(MIN_CHECK_INTERVAL_MS)])
      return status.lastRound
    },
    backOff: (attempt) => pause(BACK_OFF_STEP_MS * attempt),
  }
}

/**
 * The validity of every transaction a write sends: from the node's current round, for as many
 * rounds as the write waits. The current round is read for each write, not taken from suggested
 * parameters cached for seconds, so the window starts when the write is built.
 */
export interface WriteValidity {
  firstValidRound: bigint
  validityWindow: number
}

/** What algokit hands back for a confirmed send, a single call's or a group's. */
export interface SentResult {
  txIds: string[]
  confirmations: Confirmation[]
}

async function followAnnounced(ctx: ChainContext, group: Unsettled): Promise<Landed> {
  const txId = group.txIds[group.txIds.length - 1]
  let withdraw: (() => void) | undefined
  try {
    const node = algodConfirmationNode(ctx.algorand.client.algod)
    const confirmation = await followUntilSettled(node, group, () => (withdraw = ctx.announcePending?.(txId)))
    return { txIds: group.txIds, confirmation }
  } finally {
    withdraw?.()
  }
}

/**
 * Sends a write, its transactions built with `validity`, and settles it: confirmed within the wait,
 * or, when the send failed with the signed group possibly out in the network, pending (announced
 * through the context) and followed until it is confirmed or can no longer land. Any other failure
 * is thrown on.
 */
export async function sendSettled(
  ctx: ChainContext,
  send: (validity: WriteValidity) => Promise<SentResult>,
): Promise<Landed> {
  const validity = { firstValidRound: await ctx.algodRest.getLastRound(), validityWindow: CONFIRMATION_ROUNDS }
  let result: SentResult
  try {
    result = await send(validity)
  } catch (error) {
    const group = unsettledGroup(error, (txId) => ctx.wasSigned(txId))
    if (!group) throw error
    return followAnnounced(ctx, group)
  }
  return { txIds: result.txIds, confirmation: result.confirmations[result.confirmations.length - 1] }
}
