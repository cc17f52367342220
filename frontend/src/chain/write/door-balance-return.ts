/**
 * A door device that is no longer paired sends everything it holds back to its event's owner: one
 * payment of nothing that closes its account to the owner, so the whole balance less the fee moves
 * and the account ends empty. Only when the node says its door box is gone (readDoorStanding), only
 * to the owner the event's box names, one send at a time per device; an empty device sends nothing.
 * Loaded with the door screen only.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { AlgorandClient } from '@algorandfoundation/algokit-utils/types/algorand-client'
import { MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import { createAlgodRequest, type AlgodRequest } from '../node/algod-core'
import type { ReadContext } from '../node/read-context'
import { readDoorStanding } from '../read/door-standing'
import { doorAddress, doorSigner, type DoorKeyPair } from './door-device'
import { errorText } from './errors'
import { oneAtATime } from './one-at-a-time'

export type DoorBalanceReturn =
  /** Sent and confirmed: `amount` microALGO reached `owner`, and the device holds nothing. */
  | { status: 'returned'; amount: bigint; owner: string; txId: string }
  /** Still a door of the event: nothing sent. */
  | { status: 'paired' }
  /** It holds nothing: nothing sent. */
  | { status: 'empty' }
  /** Not settled now (the node unreachable or unclear, or the payment not taken): nothing sent; ask again later. */
  | { status: 'not-now'; reason: string }

const FEE = BigInt(MIN_TXN_FEE_MICROALGOS)
/** Rounds the payment stays valid. */
const VALIDITY_ROUNDS = 10
/**
 * Two sends of one device in the same window (two tabs) carry the same lease, so the network takes
 * only one of them.
 */
const RETURN_LEASE = 'dynaqr: door balance to owner'

const returning = oneAtATime<DoorBalanceReturn>()

export function returnDoorBalance(
  ctx: ReadContext,
  algorand: AlgorandClient,
  key: DoorKeyPair,
  eventId: string,
  request: AlgodRequest = createAlgodRequest(ctx.config.algod, undefined, ctx.config.algodFallback),
): Promise<DoorBalanceReturn> {
  const address = doorAddress(key)
  return returning(`${ctx.config.appId}:${address}`, () =>
    checkThenReturn(ctx.config.appId, eventId, address, request, (owner, checkedRound) =>
      sendBalanceBack(algorand, key, owner, checkedRound),
    ),
  )
}

/** What was sent, as the payment's confirmation tells it. */
export interface ClosingPayment {
  txId: string
  /** microALGO the closing moved to the owner; absent when the node did not say. */
  closingAmount?: bigint
}

/** Reads the door's standing and sends the balance back to the owner only when it is unpaired. */
export async function checkThenReturn(
  appId: bigint,
  eventId: string,
  address: string,
  request: AlgodRequest,
  /** Sends the payment to `owner`, valid from `checkedRound` on. */
  send: (owner: string, checkedRound: bigint) => Promise<ClosingPayment>,
): Promise<DoorBalanceReturn> {
  let standing
  try {
    standing = await readDoorStanding(request, appId, eventId, address)
  } catch (error) {
    return { status: 'not-now', reason: errorText(error) }
  }
  if (standing.state === 'paired' || standing.state === 'empty') return { status: standing.state }
  if (standing.state === 'unclear') return { status: 'not-now', reason: standing.why }
  try {
    const sent = await send(standing.owner, standing.round)
    return {
      status: 'returned',
      amount: sent.closingAmount ?? standing.balance - FEE,
      owner: standing.owner,
      txId: sent.txId,
    }
  } catch (error) {
    return { status: 'not-now', reason: errorText(error) }
  }
}

async function sendBalanceBack(
  algorand: AlgorandClient,
  key: DoorKeyPair,
  owner: string,
  checkedRound: bigint,
): Promise<ClosingPayment> {
  const result = await algorand.send.payment({
    sender: doorAddress(key),
    signer: doorSigner(key),
    receiver: owner,
    amount: AlgoAmount.MicroAlgo(0),
    closeRemainderTo: owner,
    staticFee: AlgoAmount.MicroAlgo(FEE),
    lease: RETURN_LEASE,
    // Valid from the round the node said the door box was gone, for a few rounds only: a copy
    // held up somewhere cannot land long after the check.
    firstValidRound: checkedRound,
    validityWindow: VALIDITY_ROUNDS,
    maxRoundsToWaitForConfirmation: VALIDITY_ROUNDS,
  })
  return { txId: result.txIds.at(-1) ?? '', closingAmount: result.confirmation.closingAmount }
}
