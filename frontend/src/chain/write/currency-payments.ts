/**
 * Money in an event's currency beside a contract call: a payment in ALGO or a transfer of the
 * event's asset, the attendee's opt-in to that asset where they have none, and the app's own opt-in
 * when an event is the first priced in an asset.
 */
import type { Address, Transaction } from 'algosdk'
import { ASSET_MBR_MICROALGOS } from '../../domain/contract/limits'
import type { MoneyUnit } from '../../domain/money/amount'
import type { ChainContext } from './client'
import { payment, type PaymentExtras } from './payments'
import type { WriteValidity } from './settle'

/** `amount` base units of `currency` from `sender` to `receiver`, valid for the same rounds as the rest of the write. */
export function currencyPayment(
  ctx: ChainContext,
  currency: MoneyUnit,
  sender: string,
  receiver: string | Address,
  amount: bigint,
  validity: WriteValidity,
  extras: PaymentExtras = {},
): Promise<Transaction> {
  if (currency.assetId === undefined) return payment(ctx, sender, receiver, amount, validity, extras)
  return ctx.algorand.createTransaction.assetTransfer({
    sender,
    receiver,
    assetId: currency.assetId,
    amount,
    ...extras,
    ...validity,
  })
}

/** The currency where it is an asset (with its id), else null. */
export function assetCurrency(currency: MoneyUnit): (MoneyUnit & { assetId: bigint }) | null {
  return currency.assetId === undefined ? null : { ...currency, assetId: currency.assetId }
}

/** The account's opt-in to the asset: a transfer of nothing to itself. */
export function assetOptIn(
  ctx: ChainContext,
  assetId: bigint,
  account: string,
  validity: WriteValidity,
): Promise<Transaction> {
  return ctx.algorand.createTransaction.assetOptIn({ sender: account, assetId, ...validity })
}

/**
 * What create_event's payment adds for an event priced in an asset the app does not hold yet: the
 * minimum balance of the app's opt-in, which the organiser pays once for every later event in it.
 */
export async function appCurrencyDeposit(ctx: ChainContext, assetId: bigint): Promise<bigint> {
  if (assetId === 0n) return 0n
  const held = await ctx.algodRest.getAssetHolding(ctx.app.appAddress.toString(), assetId)
  return held === null ? ASSET_MBR_MICROALGOS : 0n
}
