/** Events: reading event boxes and the owner index, creating, re-pointing and deactivating. */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import { resolverUrlFor } from '../../config'
import { buildEventMetadataNote, eventMetadataNotePrefix } from '../../domain/event-note'
import { newestFirst } from '../../domain/event-status'
import { algosToMicroAlgos } from '../../domain/format'
import { isValidEventId } from '../../domain/ids'
import { MAX_EVENT_ID_BYTES, MAX_NAME_BYTES, MAX_TIER_NAME_BYTES, MAX_TIERS } from '../../domain/limits'
import { createEventPayment, OWNER_PAGE_CAPACITY } from '../../domain/mbr'
import { CREATE_MESSAGES, MANAGE_MESSAGES } from '../../domain/messages'
import { parseEventMetadata } from '../../domain/metadata-schema'
import { truncateUtf8, utf8Length } from '../../domain/text-bytes'
import { fail, ok, type Result } from '../../domain/result'
import type { CreateEventInput, DynaEvent, EventMetadata } from '../../domain/types'
import { checkDestinationUrl } from '../../domain/url-safety'
import { lastTxId, runAction, writer } from './actions'
import type { ListOwnerEventsOptions, Sent } from '../api'
import { CONFIRMATION_ROUNDS, type ChainContext } from './client'
import { eventBoxName, ownerCountBoxName, ownerPageBoxName } from '../read/box-keys'
import { composeEvent } from '../../domain/compose'
import { decodeEventRecord, decodeUint64 } from '../read/record-codec'

const ID_SLOT_BYTES = MAX_EVENT_ID_BYTES
const CREATE_EVENT_MAX_FEE = AlgoAmount.MicroAlgo(3_000)
const decoder = new TextDecoder()

export async function readEventRecord(ctx: ChainContext, eventId: string): Promise<EventRecord | null> {
  if (ctx.config.appId === 0n || !eventId) return null
  const bytes = await ctx.algodRest.getBox(ctx.config.appId, eventBoxName(eventId))
  return bytes ? decodeEventRecord(bytes) : null
}

/** The creation note, found through the indexer when this browser has no copy of the metadata. */
async function metadataFromCreationNote(ctx: ChainContext, eventId: string): Promise<EventMetadata | undefined> {
  if (!ctx.config.indexer) return undefined
  try {
    const response = await ctx.algorand.client.indexer
      .searchForTransactions()
      .applicationID(ctx.config.appId)
      .notePrefix(new TextEncoder().encode(eventMetadataNotePrefix(eventId)))
      .limit(1)
      .do()
    const note = response.transactions[0]?.note
    if (!note) return undefined
    const parsed: unknown = JSON.parse(decoder.decode(note))
    const metadata = parseEventMetadata((parsed as { metadata?: unknown }).metadata)
    if (metadata) ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the indexer is optional; the chain record is enough to render
  }
}

async function eventMetadata(ctx: ChainContext, eventId: string): Promise<EventMetadata | undefined> {
  return ctx.metadata.loadEventMetadata(eventId) ?? (await metadataFromCreationNote(ctx, eventId))
}

export async function getEvent(ctx: ChainContext, eventId: string): Promise<DynaEvent | null> {
  const record = await readEventRecord(ctx, eventId)
  if (!record) return null
  return composeEvent(eventId, record, {
    metadata: await eventMetadata(ctx, eventId),
    resolverUrl: resolverUrlFor(ctx.config, eventId, ctx.origin),
    nowSeconds: Math.floor(Date.now() / 1000),
  })
}

export async function ownerEventCount(ctx: ChainContext, owner: string): Promise<number> {
  const bytes = await ctx.algodRest.getBox(ctx.config.appId, ownerCountBoxName(owner))
  return bytes ? Number(decodeUint64(bytes)) : 0
}

/** Event ids from the owner's index pages: 32-byte slots, zero-padded, oldest first. */
export function eventIdsFromPage(page: Uint8Array, slots: number): string[] {
  const ids: string[] = []
  for (let slot = 0; slot < slots && (slot + 1) * ID_SLOT_BYTES <= page.length; slot++) {
    const bytes = page.subarray(slot * ID_SLOT_BYTES, (slot + 1) * ID_SLOT_BYTES)
    const end = bytes.indexOf(0)
    ids.push(decoder.decode(end === -1 ? bytes : bytes.subarray(0, end)))
  }
  return ids
}

/** The ids at positions [from, to) of the owner's index, oldest first, reading only the pages that hold them. */
async function ownerEventIds(ctx: ChainContext, owner: string, from: number, to: number): Promise<string[]> {
  const ids: string[] = []
  if (from >= to) return ids
  for (let page = Math.floor(from / OWNER_PAGE_CAPACITY); page * OWNER_PAGE_CAPACITY < to; page++) {
    const pageStart = page * OWNER_PAGE_CAPACITY
    const bytes = await ctx.algodRest.getBox(ctx.config.appId, ownerPageBoxName(owner, BigInt(page)))
    if (bytes) {
      const slots = Math.min(OWNER_PAGE_CAPACITY, to - pageStart)
      ids.push(...eventIdsFromPage(bytes, slots).slice(Math.max(0, from - pageStart)))
    }
  }
  return ids
}

export async function listOwnerEvents(
  ctx: ChainContext,
  owner: string,
  { limit }: ListOwnerEventsOptions = {},
): Promise<DynaEvent[]> {
  if (ctx.config.appId === 0n || !owner) return []
  const count = await ownerEventCount(ctx, owner)
  const from = limit === undefined ? 0 : Math.max(0, count - Math.max(0, Math.floor(limit)))
  const ids = await ownerEventIds(ctx, owner, from, count)
  const events = await Promise.all(ids.map((id) => getEvent(ctx, id)))
  return newestFirst(events.filter((event): event is DynaEvent => event !== null && event.owner === owner))
}

type ContractTier = [string, bigint, bigint]

/** On-chain tiers: name, price in microALGO (USD tiers are free on-chain), quantity (0 = unlimited). */
export function contractTiers(input: Pick<CreateEventInput, 'ticketTiers' | 'ticketPriceAlgos'>): ContractTier[] {
  const tiers = input.ticketTiers.slice(0, MAX_TIERS).map((tier, index): ContractTier => [
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
    const { note } = buildEventMetadataNote(eventId, metadata)
    const payment = createEventPayment(
      eventId,
      { name, url, accessType: input.accessType, tierNames: tiers.map(([tierName]) => tierName) },
      await ownerEventCount(ctx, sender),
    )

    const result = await ctx.app.send.createEvent({
      sender,
      args: {
        payment: ctx.algorand.createTransaction.payment({
          sender,
          receiver: ctx.app.appAddress,
          amount: AlgoAmount.MicroAlgo(payment.total),
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
      populateAppCallResources: true,
      // create_event tops its opcode budget up with op-up inner calls (up to two for the largest
      // input); simulate sizes the fee that pays for them.
      coverAppCallInnerTransactionFees: true,
      maxFee: CREATE_EVENT_MAX_FEE,
      maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
    })
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

    const result = await ctx.app.send.updateUrl({
      sender: who.value,
      args: { eventId, url },
      populateAppCallResources: true,
      maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
    })
    ctx.metadata.mergeEventMetadata(eventId, { lastUpdatedAt: Math.floor(Date.now() / 1000) })
    return ok({ txId: lastTxId(result) })
  })
}

export function deactivateEvent(ctx: ChainContext, eventId: string): Promise<Result<Sent>> {
  return runAction(ctx, MANAGE_MESSAGES.deactivateFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const result = await ctx.app.send.deactivateEvent({
      sender: who.value,
      args: { eventId },
      populateAppCallResources: true,
      maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
    })
    return ok({ txId: lastTxId(result) })
  })
}
