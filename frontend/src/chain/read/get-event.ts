/** An event as the screens show it: its box composed with its metadata and resolver link. */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { resolverUrlFor } from '../../config-links'
import { composeEvent } from '../../domain/records/compose'
import type { DynaEvent } from '../../domain/event/event'
import { readEventRecord } from '../node/box-records'
import { eventMetadata } from './event-metadata'
import { eventCurrency } from './event-currency'
import type { ReadContext } from '../node/read-context'

/**
 * `readBlock`: whether the metadata may be looked up in the creation block on algod; a list of
 * events does not, so that its page stays one simulate.
 */
export async function composeWithMetadata(
  ctx: ReadContext,
  eventId: string,
  record: EventRecord,
  { readBlock }: { readBlock: boolean },
): Promise<DynaEvent> {
  const origin = readBlock ? { owner: record.owner, detailsRound: record.detailsRound } : { owner: record.owner }
  const [metadata, currency] = await Promise.all([
    eventMetadata(ctx, eventId, origin),
    eventCurrency(ctx.algodRest, record.paymentAsset),
  ])
  return composeEvent(eventId, record, {
    metadata,
    currency,
    resolverUrl: resolverUrlFor(ctx.config, eventId, ctx.origin),
    nowSeconds: Math.floor(Date.now() / 1000),
  })
}

/** Null when there is no such event, or no app configured. */
export async function getEvent(ctx: ReadContext, eventId: string): Promise<DynaEvent | null> {
  if (ctx.config.appId === 0n || !eventId) return null
  const record = await readEventRecord(ctx.algodRest, ctx.config.appId, eventId)
  return record ? composeWithMetadata(ctx, eventId, record, { readBlock: true }) : null
}
