/**
 * An event's entry in the listed index (the public list's) is paid from its scan budget when an
 * owner's call puts the event back (listing it, reactivating it), and goes back to that budget when
 * it leaves. Where the budget is short, the owner's call tops it up in the same group, so that
 * listing never fails for want of a few thousand microALGO the owner withdrew.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { listedIndexMbr } from '../../domain/costs/mbr'
import { readEventRecord } from '../node/box-records'
import { shownOnPublicList } from '../read/listed-event-records'
import type { ChainContext } from './client'
import { paymentToApp } from './payments'
import type { WriteValidity } from './settle'

/**
 * What the scan budget lacks to pay the event's entry once `change` is made: 0 when the event is in
 * the index already, will not be shown, or its budget pays. Counted at the most an entry costs (a
 * new page), since another event may take the index's last slot first; what is not used stays in
 * the scan budget.
 */
export function listingShortfall(
  record: EventRecord,
  change: Partial<Pick<EventRecord, 'listed' | 'active'>>,
  nowSeconds: bigint,
): bigint {
  const after = { ...record, ...change }
  if (record.listedSlot !== 0n || !shownOnPublicList(after, Number(nowSeconds))) return 0n
  const cost = listedIndexMbr()
  return record.scanBudget >= cost ? 0n : cost - record.scanBudget
}

/** The shortfall for the event as the chain holds it now; 0 when it cannot be read (the contract then says why). */
export async function readListingShortfall(
  ctx: ChainContext,
  eventId: string,
  change: Partial<Pick<EventRecord, 'listed' | 'active'>>,
): Promise<bigint> {
  const record = await readEventRecord(ctx.algodRest, ctx.config.appId, eventId).catch(() => null)
  return record ? listingShortfall(record, change, BigInt(Math.floor(Date.now() / 1000))) : 0n
}

/**
 * A group for an owner's call that may put the event back in the listed index: first a top-up of
 * `shortfall` to the event's scan budget ([payment, top_up_budget]) when there is one.
 */
export function groupWithListingTopUp(
  ctx: ChainContext,
  sender: string,
  eventId: string,
  shortfall: bigint,
  validity: WriteValidity,
) {
  const group = ctx.app.newGroup()
  if (shortfall === 0n) return group
  const payment = paymentToApp(ctx, sender, shortfall, validity)
  return group.topUpBudget({ sender, args: { payment, eventId, forAttendees: false }, ...validity })
}
