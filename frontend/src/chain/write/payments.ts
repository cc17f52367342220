/**
 * The payments a write puts in its group beside a contract call: the app's deposits (a box's
 * minimum balance, a create's payment, a budget's top-up) and the payments to an account (a ticket's
 * price, a refund, a door's funding, a 0-ALGO note carrier or fee payment).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Address, Transaction } from 'algosdk'
import type { ChainContext } from './client'
import type { WriteValidity } from './settle'

export interface PaymentExtras {
  note?: Uint8Array
  /** A fee set whatever the node suggests (attendee-sponsor.ts: a sponsored group's fees are exact). */
  staticFee?: AlgoAmount
}

/** `microAlgos` from `sender` to `receiver`, valid for the same rounds as the rest of the write. */
export function payment(
  ctx: ChainContext,
  sender: string,
  receiver: string | Address,
  microAlgos: bigint,
  validity: WriteValidity,
  extras: PaymentExtras = {},
): Promise<Transaction> {
  return ctx.algorand.createTransaction.payment({
    sender,
    receiver,
    amount: AlgoAmount.MicroAlgo(microAlgos),
    ...extras,
    ...validity,
  })
}

/** `microAlgos` from `sender` to the app, for the call beside it in the group. */
export function paymentToApp(
  ctx: ChainContext,
  sender: string,
  microAlgos: bigint,
  validity: WriteValidity,
): Promise<Transaction> {
  return payment(ctx, sender, ctx.app.appAddress, microAlgos, validity)
}
