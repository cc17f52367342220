/**
 * Moving an account to a wallet app of one's own: the account rekeys itself to the wallet's
 * address (a zero-ALGO payment to itself with rekey-to), so that wallet signs for it from then on.
 * Everything the account holds stays where it is: its registrations, tickets and tokens keep the
 * same address. A passkey account holds no ALGO, so its owner first sends it the move's fee and the
 * minimum balance an account must keep (ACCOUNT_MOVE_NEEDS).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { isValidAddress } from '../../domain/text/algorand-address'
import { MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import { ACCOUNT_MOVE_MESSAGES } from '../../domain/wallet/account-move-messages'
import { fail, type Result } from '../../domain/messages/result'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'

/** What the account must spend beyond its minimum balance: the move's fee. */
export const ACCOUNT_MOVE_FEE = BigInt(MIN_TXN_FEE_MICROALGOS)

/** Checks the wallet's address before anything is asked of the passkey. */
export function accountMoveProblem(from: string, to: string): string | null {
  if (!isValidAddress(to)) return ACCOUNT_MOVE_MESSAGES.invalidAddress
  if (to === from) return ACCOUNT_MOVE_MESSAGES.sameAccount
  return null
}

/** Rekeys the connected account to `to`; refused when the account cannot pay the fee yet. */
export async function moveAccount(ctx: ChainContext, to: string): Promise<Result<Sent>> {
  const from = ctx.sender
  if (from) {
    const problem = accountMoveProblem(from, to.trim())
    if (problem) return fail(problem)
    if ((await ctx.algodRest.getSpendableBalance(from)) < ACCOUNT_MOVE_FEE)
      return fail(ACCOUNT_MOVE_MESSAGES.needsFunds)
  }
  return sendWrite(ctx, ACCOUNT_MOVE_MESSAGES.failed, (sender, validity) =>
    ctx.algorand
      .newGroup()
      .addPayment({
        sender,
        receiver: sender,
        amount: AlgoAmount.MicroAlgo(0),
        rekeyTo: to.trim(),
        staticFee: AlgoAmount.MicroAlgo(ACCOUNT_MOVE_FEE),
        ...validity,
      })
      .send(WRITE_SEND),
  )
}
