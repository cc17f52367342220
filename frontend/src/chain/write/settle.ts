/**
 * Pending is not failed. A write's transactions stay valid only as many rounds as it waits
 * (client.ts), yet the wait can end with the window still open: a slow or stalled node, a lost
 * answer. Such a write may still land, so it is announced as pending and followed round by round
 * until it is confirmed (the normal success) or its last valid round has passed, after which it
 * can never land (a failure that says nothing was charged).
 */
import type { Algodv2, modelsv2, Transaction } from 'algosdk'
import { CHAIN_MESSAGES } from '../../domain/messages'
import { CONFIRMATION_ROUNDS, type ChainContext } from './client'
import { errorText, NotLandedError } from './errors'

type Confirmation = modelsv2.PendingTransactionResponse

/** A write that landed: its transaction ids and the confirmation of its last transaction (the app call). */
export interface Landed {
  txIds: string[]
  confirmation: Confirmation
}

/** A group that was sent and not confirmed within the wait. */
export interface Unsettled {
  txIds: string[]
  /** The last round in which every transaction of the group is still valid. */
  lastValid: bigint
}

/** What following a sent group asks of the node. */
export interface ConfirmationNode {
  lastRound(): Promise<bigint>
  /** What the node knows of the transaction; null when it does not know it at all. */
  pendingInfo(txId: string): Promise<Pick<Confirmation, 'confirmedRound' | 'poolError'> | null>
  /** Resolves once a round after `round` may have been made. */
  afterRound(round: bigint): Promise<void>
}

/** The group a send error left behind when its confirmation wait ran out; null for any other failure. */
export function unsettledGroup(error: unknown): Unsettled | null {
  if (!/not confirmed after \d+ rounds/.test(errorText(error))) return null
  const sent = (error as { sentTransactions?: unknown }).sentTransactions
  if (!Array.isArray(sent) || sent.length === 0) return null
  const transactions = sent as Transaction[]
  return {
    txIds: transactions.map((txn) => txn.txID()),
    lastValid: transactions.reduce(
      (min, txn) => (txn.lastValid < min ? txn.lastValid : min),
      transactions[0].lastValid,
    ),
  }
}

/**
 * Follows an unconfirmed group until it is settled. The round is read before the transaction is
 * looked up, so "not confirmed" at a round past its last valid round means it never will be.
 * `onPending` is called once, the first time the group is seen still able to land.
 */
export async function followUntilSettled(
  node: ConfirmationNode,
  group: Unsettled,
  onPending: () => void,
): Promise<Confirmation> {
  const txId = group.txIds[group.txIds.length - 1]
  let announced = false
  for (;;) {
    const round = await node.lastRound()
    const info = await node.pendingInfo(txId)
    if (info?.confirmedRound) return info as Confirmation
    if (info?.poolError) throw new NotLandedError(CHAIN_MESSAGES.rejected(info.poolError))
    if (round > group.lastValid) throw new NotLandedError(CHAIN_MESSAGES.notLanded)
    if (!announced) {
      announced = true
      onPending()
    }
    await node.afterRound(round)
  }
}

/** At most this often, however fast the node answers a wait for the next round. */
const MIN_CHECK_INTERVAL_MS = 500

function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 404
}

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
      await Promise.all([
        algod.statusAfterBlock(Number(round)).do(),
        new Promise((resolve) => setTimeout(resolve, MIN_CHECK_INTERVAL_MS)),
      ])
    },
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
interface SentResult {
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
 * or pending (announced through the context) and followed until it is confirmed or can no longer
 * land. Whatever else the send throws is thrown on.
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
    const group = unsettledGroup(error)
    if (!group) throw error
    return followAnnounced(ctx, group)
  }
  return { txIds: result.txIds, confirmation: result.confirmations[result.confirmations.length - 1] }
}
