/** Event writes: creating, re-pointing and deactivating. */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { resolverUrlFor } from '../../config-links'
import { isPlainText } from '../../domain/registration/arc69'
import { buildEventDetailsNotes } from '../../domain/details/event-note'
import { isValidEventId } from '../../domain/event/ids'
import { MAX_NAME_BYTES, MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { CreateEventInput, EventSettings } from '../../domain/event/event'
import { matchEarlierCreate, type CreateTerms, type EarlierCreate } from '../../domain/event/create-attempt'
import { createEventPayment } from '../../domain/costs/mbr'
import { appCurrencyDeposit, assetOptIn } from './currency-payments'
import { MANAGE_MESSAGES } from '../../domain/messages/messages'
import { CREATE_MESSAGES } from '../../domain/event/create-messages'
import { registrationPolicy } from '../../domain/event/event-visibility'
import { utf8Length } from '../../domain/text/text-bytes'
import { contractTierTerms } from '../../domain/tier/ticket-tiers'
import { fail, ok, type Result } from '../../domain/messages/result'
import { createdEventMetadata } from '../../domain/event/created-details'
import { checkDestinationUrl } from '../../domain/access/url-safety'
import { lastTxId, runAction, sendWrite, writer } from './actions'
import type { Sent } from './sent'
import { WRITE_SEND, type ChainContext } from './client'
import { paymentToApp } from './payments'
import { isContractRejection } from './errors'
import { contractSettings } from './attendance'
import { newGuestListPublicKey } from './guest-list'
import { sendSettled, type Landed } from './settle'
import { readEventRecord } from '../node/box-records'
import { readOwnerEventCount } from '../read/owner-pages/owner-index-boxes'
import { metadataFromDetailsNote } from '../read/event-metadata'
import { detailsCarriers, keepWrittenDetails } from './details-notes'
import { groupWithListingTopUp, readListingShortfall } from './listing-deposit'

const CREATE_EVENT_MAX_FEE = AlgoAmount.MicroAlgo(10_000)

type ContractTier = [string, bigint, bigint, boolean]

/** No date, door check-in: what an event created without settings starts with. */
const NO_SETTINGS: EventSettings = { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 }

/** The create's tiers in create_event's argument order. */
export function contractTiers(input: Pick<CreateEventInput, 'ticketTiers' | 'currency'>): ContractTier[] {
  return contractTierTerms(input.ticketTiers, input.currency).map((tier) => [
    tier.name,
    tier.priceMicroAlgos,
    tier.quantity,
    tier.transferable,
  ])
}

function validateCreateInput(input: CreateEventInput): string | null {
  const eventId = input.eventId.trim()
  if (!eventId) return CREATE_MESSAGES.idRequired
  if (!isValidEventId(eventId)) return CREATE_MESSAGES.idInvalid
  const name = input.eventName.trim()
  if (!name) return CREATE_MESSAGES.nameRequired
  if (utf8Length(name) > MAX_NAME_BYTES) return CREATE_MESSAGES.nameTooLong
  if (!isPlainText(name)) return CREATE_MESSAGES.nameNotPlain
  if (input.ticketTiers.some((tier) => !isPlainText(tier.name))) return CREATE_MESSAGES.tierNameNotPlain
  const destination = checkDestinationUrl(input.currentUrl.trim())
  return destination.ok ? null : destination.reason
}

/** How the event stored under this id, if any, relates to this create, and the round of its details. */
async function earlierCreate(
  ctx: ChainContext,
  eventId: string,
  terms: CreateTerms,
): Promise<{ earlier: EarlierCreate; detailsRound?: bigint }> {
  const record = await readEventRecord(ctx.algodRest, ctx.config.appId, eventId)
  return { earlier: matchEarlierCreate(record, terms), detailsRound: record?.detailsRound }
}

function createTerms(input: CreateEventInput, owner: string): CreateTerms {
  return {
    owner,
    name: input.eventName.trim(),
    url: input.currentUrl.trim(),
    accessType: input.accessType,
    expiry: BigInt(Math.max(0, Math.floor(input.expiryDate || 0))),
    capacity: BigInt(Math.max(0, Math.floor(input.maxCapacity || 0))),
    tiers: contractTiers(input),
    paymentAsset: input.currency?.assetId ?? 0n,
  }
}

interface CreateExtras {
  settings: EventSettings
  sealKey: Uint8Array
  listed: boolean
  approvalRequired: boolean
  paysAttendeeCosts: boolean
  /** Of the payment, what goes to the attendee budget. */
  attendeeBudget: bigint
  /** The event's currency: an asset's id, 0 for ALGO. */
  paymentAsset: bigint
  /** The owner is not opted in to the event's asset yet: the group opts them in, so that tickets can pay them. */
  ownerOptsIn: boolean
}

/** Where create_event sits in its group: after the payment to the app, before the details' carriers. */
const CREATE_CALL_INDEX = 1

/** Algorand's limit on a group's transactions. */
const MAX_GROUP_SIZE = 16

/** Whether the owner's opt-in fits in the create group beside the payment, the call and `carriers`. */
const optInFitsGroup = (carriers: number) => 3 + carriers <= MAX_GROUP_SIZE

async function sendCreateEvent(
  ctx: ChainContext,
  eventId: string,
  terms: CreateTerms,
  {
    settings,
    sealKey,
    listed,
    approvalRequired,
    paysAttendeeCosts,
    attendeeBudget,
    paymentAsset,
    ownerOptsIn,
  }: CreateExtras,
  paymentTotal: bigint,
  [note, ...moreNotes]: Uint8Array[],
): Promise<Landed> {
  const sender = terms.owner
  const optInJoinsGroup = ownerOptsIn && optInFitsGroup(moreNotes.length)
  if (ownerOptsIn && !optInJoinsGroup) {
    // Details long enough to fill the group: the owner's opt-in is signed on its own first.
    await sendSettled(ctx, async (validity) =>
      ctx.app
        .newGroup()
        .addTransaction(await assetOptIn(ctx, paymentAsset, sender, validity))
        .send(WRITE_SEND),
    )
  }
  return sendSettled(ctx, async (validity) => {
    const group = ctx.app.newGroup().createEvent({
      sender,
      args: {
        payment: paymentToApp(ctx, sender, paymentTotal, validity),
        eventId,
        name: terms.name,
        url: terms.url,
        accessType: terms.accessType,
        expiry: terms.expiry,
        capacity: terms.capacity,
        tiers: terms.tiers,
        settings: contractSettings(settings),
        sealKey,
        listed,
        approvalRequired,
        paysAttendeeCosts,
        attendeeBudget,
        paymentAsset,
      },
      note,
      maxFee: CREATE_EVENT_MAX_FEE,
      ...validity,
    })
    for (const carrier of await detailsCarriers(ctx, sender, moreNotes, validity)) group.addTransaction(carrier)
    if (optInJoinsGroup) {
      group.addTransaction(await assetOptIn(ctx, paymentAsset, sender, validity))
    }
    // create_event has the attendance tokens app check its input (an inner call), which tops the
    // opcode budget up with op-up inner calls (up to two for the largest input); simulate sizes
    // the fee that pays for them.
    return group.send({ ...WRITE_SEND, coverAppCallInnerTransactionFees: true })
  })
}

export function createEvent(ctx: ChainContext, input: CreateEventInput): Promise<Result<{ eventId: string } & Sent>> {
  return runAction(ctx, CREATE_MESSAGES.failed, async () => {
    const who = writer(ctx, CREATE_MESSAGES.notConnected)
    if (!who.ok) return who
    const invalid = validateCreateInput(input)
    if (invalid) return fail(invalid)

    const eventId = input.eventId.trim()
    const terms = createTerms(input, who.value)
    const resolverUrl = input.resolverUrl || resolverUrlFor(ctx.config, eventId, ctx.origin)
    // Every text goes on chain whole, or nothing is sent: refused here, before any signature.
    const details = buildEventDetailsNotes(
      eventId,
      createdEventMetadata(input, resolverUrl, Math.floor(Date.now() / 1000)),
    )
    if (!details.ok) return details
    // An earlier attempt of this create that landed is its success, not a second event to pay for;
    // an id that is someone else's (or the sender's, for another name or destination) is left to
    // the contract to refuse. This browser then keeps the texts that attempt wrote, read back.
    const landedEarlier = async ({
      earlier,
      detailsRound,
    }: Awaited<ReturnType<typeof earlierCreate>>): Promise<Result<{ eventId: string }> | null> => {
      if (earlier.kind === 'none') return null
      if (earlier.kind === 'differs') return fail(CREATE_MESSAGES.existsWithOtherSettings(eventId, earlier.settings))
      await metadataFromDetailsNote(ctx, eventId, { owner: terms.owner, detailsRound })
      return ok({ eventId })
    }
    const before = await landedEarlier(await earlierCreate(ctx, eventId, terms))
    if (before) return before

    // The listed index's size decides whether a listed event starts a page of it. Another
    // creator's event landing first at a page's start would leave the payment short, and the
    // contract would refuse it with its reason; nothing would be taken.
    const policy = registrationPolicy(input.visibility, input.requiresApproval)
    const payment = createEventPayment(
      eventId,
      { name: terms.name, url: terms.url, accessType: terms.accessType, tierNames: terms.tiers.map(([name]) => name) },
      await readOwnerEventCount(ctx.algodRest, ctx.config.appId, terms.owner),
      undefined,
      Number((await ctx.app.state.global.listedCount()) ?? 0n),
      policy.listed,
    )
    // The guest list's first key, made by the owner's wallet (signed twice, to be sure it signs the
    // same each time): attendees seal their details to it, and only this wallet can make it again.
    const sealKey = await newGuestListPublicKey(ctx, terms.owner, eventId, 1)
    let result: Landed
    try {
      const attendeeBudget = input.paysAttendeeCosts ? (input.attendeeBudgetMicroAlgos ?? 0n) : 0n
      const paymentAsset = input.currency?.assetId ?? 0n
      const currencyDeposit = await appCurrencyDeposit(ctx, paymentAsset)
      const ownerOptsIn =
        paymentAsset !== 0n && (await ctx.algodRest.getAssetHolding(terms.owner, paymentAsset)) === null
      const extras = {
        settings: input.settings ?? NO_SETTINGS,
        sealKey,
        ...policy,
        paysAttendeeCosts: input.paysAttendeeCosts === true,
        attendeeBudget,
        paymentAsset,
        ownerOptsIn,
      }
      const total = payment.total + attendeeBudget + currencyDeposit
      result = await sendCreateEvent(ctx, eventId, terms, extras, total, details.value.notes)
    } catch (error) {
      // Refused by the contract, as 'Event ID already exists' when an earlier attempt landed
      // meanwhile: that attempt is then this create's success.
      if (!isContractRejection(error)) throw error
      const after = await earlierCreate(ctx, eventId, terms).catch(() => null)
      const landed = after && (await landedEarlier(after))
      if (!landed) throw error
      return landed
    }
    keepWrittenDetails(ctx, eventId, details.value, result)
    return ok({ eventId, txId: result.txIds[CREATE_CALL_INDEX] ?? lastTxId(result) })
  })
}

export async function updateUrl(ctx: ChainContext, eventId: string, rawUrl: string): Promise<Result<Sent>> {
  const url = rawUrl.trim()
  if (!url) return fail(MANAGE_MESSAGES.invalidDestination)
  const destination = checkDestinationUrl(url)
  if (!destination.ok) return fail(destination.reason)
  return sendWrite(ctx, MANAGE_MESSAGES.urlUpdateFailed, (sender, validity) =>
    ctx.app.send.updateUrl({
      sender,
      args: { eventId, url },
      // The attendance tokens app checks the URL for the DynaQR app: one inner call.
      extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * reactivate_event: the owner takes a deactivation back. A listed event goes back into the listed
 * index, paid from its scan budget, which the same group tops up where it is short.
 */
export async function reactivateEvent(ctx: ChainContext, eventId: string): Promise<Result<Sent>> {
  const shortfall = await readListingShortfall(ctx, eventId, { active: true })
  return sendWrite(ctx, MANAGE_MESSAGES.reactivateFailed, (sender, validity) =>
    groupWithListingTopUp(ctx, sender, eventId, shortfall, validity)
      .reactivateEvent({ sender, args: { eventId }, ...validity })
      .send(WRITE_SEND),
  )
}

export function deactivateEvent(ctx: ChainContext, eventId: string): Promise<Result<Sent>> {
  return sendWrite(ctx, MANAGE_MESSAGES.deactivateFailed, (sender, validity) =>
    ctx.app.send.deactivateEvent({ sender, args: { eventId }, ...validity, ...WRITE_SEND }),
  )
}
