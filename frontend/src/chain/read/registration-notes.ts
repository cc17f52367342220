/**
 * The register_event notes of an event's registrations, for its owner's guest list. Each
 * registration records its round; the note is the attendee's own register_event call for this
 * event in that round's block (read from algod, or through the indexer when the node no longer
 * keeps the block). Any other transaction with a look-alike note is ignored.
 */
import { parseRegistrationNote, type ParsedRegistrationNote } from '../../domain/details/registration-note'
import type { Registration } from '../../domain/registration/registration'
import type { AppCallRecord } from '../node/app-call'
import { encodeArc4String } from '../node/arc4-codec'
import { sameBytes } from '../node/bytes'
import { READ_SELECTORS } from '../node/read-selectors'
import type { ReadContext } from '../node/read-context'

const REGISTER_SELECTOR = READ_SELECTORS.register_event
/** Blocks read at once: a guest list of hundreds is read in a few seconds without flooding the node. */
const PARALLEL_BLOCK_READS = 8

function isOwnRegistration(call: AppCallRecord, attendee: string, eventArg: Uint8Array): boolean {
  return (
    call.sender === attendee && sameBytes(call.appArgs[0], REGISTER_SELECTOR) && sameBytes(call.appArgs[1], eventArg)
  )
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** What finding a registration's note takes: whose it is and the round it was made in. */
export type RegistrationNoteRef = Pick<Registration, 'attendeeAddress' | 'registeredRound' | 'sealKeyVersion'>

/**
 * Each registration's note, by attendee address: null where the note could not be found or is not
 * a registration note for this event and attendee.
 */
export async function registrationNotes(
  ctx: ReadContext,
  eventId: string,
  registrations: readonly RegistrationNoteRef[],
): Promise<Map<string, ParsedRegistrationNote | null>> {
  const eventArg = encodeArc4String(eventId)
  const rounds = [...new Set(registrations.map((registration) => registration.registeredRound).filter((r) => r > 0))]
  const blocks = new Map<number, AppCallRecord[] | null>()
  await inParallel(rounds, PARALLEL_BLOCK_READS, async (round) => {
    blocks.set(round, await ctx.algodRest.getBlockAppCalls(BigInt(round), ctx.config.appId).catch(() => null))
  })

  const notes = new Map<string, ParsedRegistrationNote | null>()
  await inParallel([...registrations], PARALLEL_BLOCK_READS, async ({ attendeeAddress: attendee, registeredRound }) => {
    let calls = blocks.get(registeredRound) ?? null
    if (!calls && ctx.indexerRest && registeredRound > 0) {
      // That round's calls of the attendee, whatever their note: older notes have no prefix.
      const round = BigInt(registeredRound)
      calls = await ctx.indexerRest.findAppCalls(ctx.config.appId, attendee, new Uint8Array(), round).catch(() => null)
    }
    // The latest of the attendee's calls in that block: a refund and a new registration share none.
    const call = calls?.filter((candidate) => isOwnRegistration(candidate, attendee, eventArg)).at(-1)
    const parsed = call ? parseRegistrationNote(call.note) : null
    notes.set(attendee, parsed && parsed.eventId === eventId && parsed.attendee === attendee ? parsed : null)
  })
  return notes
}
