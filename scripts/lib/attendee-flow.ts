/**
 * The Registration screen's steps for scripts and tests that know only an event id: load the event
 * (the screen holds it before any write), register, then (once checked in) claim the token.
 */
import { fail, type Result } from '../../frontend/src/domain/messages/result'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import type { Registration } from '../../frontend/src/domain/registration/registration'
import type { RegistrationMetadata } from '../../frontend/src/domain/details/details'
import type { ChainApi, Sent } from '../../frontend/src/chain/node-api'

export type Registered = { event: DynaEvent; registration: Registration } & Sent

/** Registers the chain's wallet for a tier of the event with this id; the wallet is not registered yet. */
export async function registerByEventId(
  chain: ChainApi,
  eventId: string,
  tierIndex: number,
  metadata: RegistrationMetadata,
): Promise<Result<Registered>> {
  const event = await chain.getEvent(eventId)
  if (!event) return fail(`No event ${eventId} on chain`)
  const result = await chain.register(event, tierIndex, metadata)
  return result.ok ? { ok: true, value: { event, ...result.value } } : result
}

/** The attendee's registration for the event with this id, as the Registration screen reads it; null when either is missing. */
export async function registrationByEventId(
  chain: ChainApi,
  eventId: string,
  attendee: string,
): Promise<Registration | null> {
  const event = await chain.getEvent(eventId)
  return event ? chain.getRegistration(event, attendee) : null
}

/**
 * Self-declared attendance, then the token minted and claimed, as 'Confirm Attendance & Get Attendance Token'
 * does on an event whose organiser chose self-declared attendance.
 */
export async function declareAndClaim(
  chain: ChainApi,
  event: DynaEvent,
  registration: Registration,
): Promise<Result<{ assetId: number } & Sent>> {
  const confirmed = await chain.confirmAttendance(event)
  if (!confirmed.ok) return confirmed
  return chain.mintAndClaimToken(event, { ...registration, status: 'attended' })
}
