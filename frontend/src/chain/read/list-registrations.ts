/**
 * An event's registrations for its owner's attendee list. Registration boxes are named
 * 'r' + event sequence + attendee, so one prefix lists exactly this event's boxes with their
 * values: one algod request per page, and no other event's box is read.
 */
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { composeRegistration } from '../../domain/records/compose'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { registrationBoxPrefix } from '../node/box-keys'
import { startsWith } from '../node/bytes'
import type { ReadContext } from '../node/read-context'
import { decodeRegistrationRecord } from '../node/record-codec'

/** Boxes per listing request; algod caps a page by its own byte limit too and says where to go on. */
export const REGISTRATIONS_PAGE_SIZE = 500

export async function listRegistrations(ctx: ReadContext, event: DynaEvent): Promise<Registration[]> {
  if (ctx.config.appId === 0n) return []
  const prefix = registrationBoxPrefix(BigInt(event.seq))
  const registrations: Registration[] = []
  let next: string | undefined
  do {
    const page = await ctx.algodRest.listBoxes(ctx.config.appId, prefix, { limit: REGISTRATIONS_PAGE_SIZE, next })
    for (const box of page.boxes) {
      // A node that ignores the prefix lists other boxes too: only this event's registrations count.
      if (!isRegistrationOf(prefix, box.name)) continue
      const attendee = addressFromPublicKey(box.name.subarray(prefix.length))
      const record = decodeRegistrationRecord(box.value)
      const metadata = ctx.metadata.loadRegistrationMetadata(event.eventId, attendee)
      registrations.push(composeRegistration(event, attendee, record, metadata))
    }
    next = page.next
  } while (next)
  return registrations
}

const ADDRESS_BYTES = 32

function isRegistrationOf(prefix: Uint8Array, name: Uint8Array): boolean {
  return name.length === prefix.length + ADDRESS_BYTES && startsWith(name, prefix)
}
