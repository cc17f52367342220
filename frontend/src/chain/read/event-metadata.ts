/**
 * An event's metadata: this browser's copy of the current details, else the details the owner's own
 * latest create_event or update_details call wrote. That call is found in the block of the round
 * the contract recorded (detailsRound), read from algod; when the node no longer keeps that block,
 * through the indexer (optional). Details longer than one note continue in the notes of the
 * owner's next transactions of the call's own atomic group (domain/details/event-note.ts); only those are
 * read, so nobody else can add to or cut the owner's texts. Any other transaction carrying a note
 * for the event (anyone may send one, before the event exists too, even in the same block) is
 * ignored: its texts would reach attendees and their tokens.
 */
import { eventMetadataNotePrefixes, isEventDetailsNote, readEventDetailsNotes } from '../../domain/details/event-note'
import type { EventMetadata } from '../../domain/details/details'
import type { AppCallRecord, TransactionRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import { sameBytes } from '../node/bytes'
import { READ_SELECTORS } from '../node/read-selectors'
import type { ReadContext } from '../node/read-context'

const encoder = new TextEncoder()
const DETAILS_SELECTORS = [READ_SELECTORS.create_event, READ_SELECTORS.update_details]

/**
 * Where the owner's current details can be found: who owns the event and in which round they were
 * written. Without `detailsRound` only this browser's copy and the indexer are asked (a list of
 * events reads no blocks).
 */
export interface EventOrigin {
  owner: string
  detailsRound?: bigint
}

/**
 * The owner's create_event or update_details call for this event id: the selector, then the id as
 * its first argument.
 */
export function isOwnersDetailsCall(call: AppCallRecord, owner: string, eventId: string): boolean {
  return (
    call.sender === owner &&
    DETAILS_SELECTORS.some((selector) => sameBytes(call.appArgs[0], selector)) &&
    sameBytes(call.appArgs[1], encodeArc4String(eventId))
  )
}

/**
 * The details written by the owner's latest details call to app `appId` among `transactions` (one
 * round's, in block order): its note, with the notes of the owner's transactions after it in its
 * group when the details were split. Undefined when there is none, or when what it wrote is not
 * whole.
 */
export function metadataFromTransactions(
  transactions: TransactionRecord[],
  appId: bigint,
  eventId: string,
  owner: string,
): EventMetadata | undefined {
  const at = transactions.findLastIndex(
    (txn) =>
      txn.type === 'appl' &&
      txn.appId === appId &&
      isOwnersDetailsCall(txn, owner, eventId) &&
      isEventDetailsNote(txn.note, eventId),
  )
  if (at < 0) return undefined
  const call = transactions[at]
  const followers = call.group
    ? transactions.slice(at + 1).filter((txn) => txn.group === call.group && txn.sender === owner)
    : []
  return readEventDetailsNotes(
    eventId,
    call.note,
    followers.map((txn) => txn.note),
  )
}

/** The note prefixes of a details call for this event, to search the indexer with. */
const notePrefixes = (eventId: string) => eventMetadataNotePrefixes(eventId).map((prefix) => encoder.encode(prefix))

/**
 * The transactions of the round of the owner's details call: the block on algod, else (a block the
 * node no longer keeps, or no round known) the owner's transactions of that round on the indexer.
 */
async function detailsRoundTransactions(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<TransactionRecord[]> {
  const round = origin.detailsRound ?? 0n
  if (round > 0n) {
    const block = await ctx.algodRest.getBlockTransactions(round)
    if (block) return block
    return ctx.indexerRest ? ctx.indexerRest.findTransactions(origin.owner, round) : []
  }
  if (!ctx.indexerRest) return []
  for (const prefix of notePrefixes(eventId)) {
    const calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, origin.owner, prefix)
    const latest = calls.filter((call) => isOwnersDetailsCall(call, origin.owner, eventId)).at(-1)
    if (latest?.round !== undefined) return ctx.indexerRest.findTransactions(origin.owner, latest.round)
  }
  return []
}

/**
 * The owner's current details as written on chain, kept in this browser once found (marked as the
 * chain's, with their round).
 */
export async function metadataFromDetailsNote(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  try {
    const transactions = await detailsRoundTransactions(ctx, eventId, origin)
    const found = metadataFromTransactions(transactions, ctx.config.appId, eventId, origin.owner)
    if (!found) return undefined
    const metadata: EventMetadata =
      origin.detailsRound === undefined
        ? found
        : { ...found, detailsRound: Number(origin.detailsRound), detailsSource: 'chain' }
    ctx.metadata.saveEventMetadata(eventId, metadata)
    return metadata
  } catch {
    return undefined // the note is a courtesy: the chain record is enough to render
  }
}

/** Whether this browser's copy is exactly the details the chain holds for `round`. */
export function isChainCopyOf(kept: EventMetadata, round: bigint): boolean {
  return kept.detailsSource === 'chain' && kept.detailsRound === Number(round)
}

/**
 * This browser's copy when it is the chain's copy of the current details (or nothing says which are
 * current), else the details on chain, which replace it; the copy still serves when they cannot be
 * read.
 */
export async function eventMetadata(
  ctx: ReadContext,
  eventId: string,
  origin: EventOrigin,
): Promise<EventMetadata | undefined> {
  const kept = ctx.metadata.loadEventMetadata(eventId)
  if (kept && (origin.detailsRound === undefined || isChainCopyOf(kept, origin.detailsRound))) return kept
  return (await metadataFromDetailsNote(ctx, eventId, origin)) ?? kept
}
