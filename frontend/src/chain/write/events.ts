/** Event writes: creating, re-pointing and deactivating. */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { resolverUrlFor } from '../../config'
import { buildEventMetadataNote } from '../../domain/event-note'
import { algosToMicroAlgos } from '../../domain/format'
import { isValidEventId } from '../../domain/ids'
import { MAX_NAME_BYTES, MAX_TIER_NAME_BYTES, MAX_TIERS } from '../../domain/limits'
import { createEventPayment } from '../../domain/mbr'
import { CREATE_MESSAGES, MANAGE_MESSAGES } from '../../domain/messages'
import { truncateUtf8, utf8Length } from '../../domain/text-bytes'
import { fail, ok, type Result } from '../../domain/result'
import type { CreateEventInput, EventMetadata } from '../../domain/types'
import { checkDestinationUrl } from '../../domain/url-safety'
import { lastTxId, runAction, writer } from './actions'
import type { Sent } from '../api'
import { WRITE_SEND, type ChainContext } from './client'
import { sendSettled } from './settle'
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import { readEventRecord } from '../read/box-records'
import { readOwnerEventCount } from '../read/owner-index-boxes'

const CREATE_EVENT_MAX_FEE = AlgoAmount.MicroAlgo(3_000)

type ContractTier = [string, bigint, bigint]

/** On-chain tiers: name, price in microALGO (USD tiers are free on-chain), quantity (0 = unlimited). */
export function contractTiers(input: Pick<CreateEventInput, 'ticketTiers' | 'ticketPriceAlgos'>): ContractTier[] {
  const tiers = input.ticketTiers
    .slice(0, MAX_TIERS)
    .map((tier, index): ContractTier => [
      truncateUtf8(tier.name.trim() || `Tier ${index + 1}`, MAX_TIER_NAME_BYTES),
      tier.currency === 'USD' ? 0n : algosToMicroAlgos(tier.price),
      BigInt(Math.max(0, Math.floor(tier.quantity || 0))),
    ])
  if (tiers.length === 0 && input.ticketPriceAlgos > 0) {
    return [['General Admission', algosToMicroAlgos(input.ticketPriceAlgos), 0n]]
  }
  return tiers
}

function validateCreateInput(input: CreateEventInput): string | null {
  const eventId = input.eventId.trim()
  if (!eventId) return CREATE_MESSAGES.idRequired
  if (!isValidEventId(eventId)) return CREATE_MESSAGES.idInvalid
  const name = input.eventName.trim()
  if (!name) return CREATE_MESSAGES.nameRequired
  if (utf8Length(name) > MAX_NAME_BYTES) return CREATE_MESSAGES.nameTooLong
  const destination = checkDestinationUrl(input.currentUrl.trim())
  return destination.ok ? null : destination.reason
}

function metadataOf(input: CreateEventInput, resolverUrl: string): EventMetadata {
  return {
    ...input.extraMetadata,
    description: input.description,
    resolverUrl,
    tags: input.tags,
    visibility: input.visibility,
    requiresApproval: input.requiresApproval,
    ticketTiers: input.ticketTiers,
    organizer: input.organizer,
    lastUpdatedAt: Math.floor(Date.now() / 1000),
  }
}

/**
 * The event this create would make is on chain already, the sender's, with this name and
 * destination: an earlier attempt landed after it was reported pending or failed.
 */
function landedEarlier(existing: EventRecord | null, sender: string, name: string, url: string): boolean {
  return existing !== null && existing.owner === sender && existing.name === name && existing.url === url
}

export function createEvent(ctx: ChainContext, input: CreateEventInput): Promise<Result<{ eventId: string } & Sent>> {
  return runAction(ctx, CREATE_MESSAGES.failed, async () => {
    const who = writer(ctx, CREATE_MESSAGES.notConnected)
    if (!who.ok) return who
    const sender = who.value
    const invalid = validateCreateInput(input)
    if (invalid) return fail(invalid)

    const eventId = input.eventId.trim()
    const name = input.eventName.trim()
    const url = input.currentUrl.trim()
    const tiers = contractTiers(input)
    const resolverUrl = input.resolverUrl || resolverUrlFor(ctx.config, eventId, ctx.origin)
    const metadata = metadataOf(input, resolverUrl)
    // A retry of a create that did land is its success, not a second event to pay for; an id that
    // is someone else's (or the sender's, for something else) is left to the contract to refuse.
    if (landedEarlier(await readEventRecord(ctx.algodRest, ctx.config.appId, eventId), sender, name, url)) {
      ctx.metadata.saveEventMetadata(eventId, metadata)
      return ok({ eventId })
    }
    const { note } = buildEventMetadataNote(eventId, metadata)
    const payment = createEventPayment(
      eventId,
      { name, url, accessType: input.accessType, tierNames: tiers.map(([tierName]) => tierName) },
      await readOwnerEventCount(ctx.algodRest, ctx.config.appId, sender),
    )

    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.createEvent({
        sender,
        args: {
          payment: ctx.algorand.createTransaction.payment({
            sender,
            receiver: ctx.app.appAddress,
            amount: AlgoAmount.MicroAlgo(payment.total),
            ...validity,
          }),
          eventId,
          name,
          url,
          accessType: input.accessType,
          expiry: BigInt(Math.max(0, Math.floor(input.expiryDate || 0))),
          capacity: BigInt(Math.max(0, Math.floor(input.maxCapacity || 0))),
          tiers,
        },
        note,
        // create_event tops its opcode budget up with op-up inner calls (up to two for the largest
        // input); simulate sizes the fee that pays for them.
        coverAppCallInnerTransactionFees: true,
        maxFee: CREATE_EVENT_MAX_FEE,
        ...validity,
        ...WRITE_SEND,
      }),
    )
    ctx.metadata.saveEventMetadata(eventId, metadata)
    return ok({ eventId, txId: lastTxId(result) })
  })
}

export function updateUrl(ctx: ChainContext, eventId: string, rawUrl: string): Promise<Result<Sent>> {
  return runAction(ctx, MANAGE_MESSAGES.urlUpdateFailed, async () => {
    const url = rawUrl.trim()
    if (!url) return fail(MANAGE_MESSAGES.invalidDestination)
    const destination = checkDestinationUrl(url)
    if (!destination.ok) return fail(destination.reason)
    const who = writer(ctx)
    if (!who.ok) return who

    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.updateUrl({ sender: who.value, args: { eventId, url }, ...validity, ...WRITE_SEND }),
    )
    ctx.metadata.mergeEventMetadata(eventId, { lastUpdatedAt: Math.floor(Date.now() / 1000) })
    return ok({ txId: lastTxId(result) })
  })
}

export function deactivateEvent(ctx: ChainContext, eventId: string): Promise<Result<Sent>> {
  return runAction(ctx, MANAGE_MESSAGES.deactivateFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.deactivateEvent({ sender: who.value, args: { eventId }, ...validity, ...WRITE_SEND }),
    )
    return ok({ txId: lastTxId(result) })
  })
}
