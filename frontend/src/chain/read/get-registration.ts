/** A registration as the screens show it: its box composed with what this browser kept of it. */
import { composeRegistration } from '../../domain/records/compose'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { readRegistrationRecord } from '../node/box-records'
import type { ReadContext } from '../node/read-context'

/** The attendee's registration for an event the caller holds; null when there is none. */
export async function getRegistration(
  ctx: ReadContext,
  event: DynaEvent,
  attendee: string,
): Promise<Registration | null> {
  if (ctx.config.appId === 0n || !attendee) return null
  const record = await readRegistrationRecord(ctx.algodRest, ctx.config.appId, attendee, BigInt(event.seq))
  if (!record) return null
  return composeRegistration(event, attendee, record, ctx.metadata.loadRegistrationMetadata(event.eventId, attendee))
}
