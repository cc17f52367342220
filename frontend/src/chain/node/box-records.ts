/** The contract's records as stored: one box read, decoded from the ARC-56 struct definitions. */
import type { EventRecord, RegistrationRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import type { AlgodCore } from './algod-core'
import { eventBoxName } from './box-keys'
import { registrationBoxName } from './account-box-keys'
import { decodeEventRecord, decodeRegistrationRecord } from './record-codec'

/** The event box, or null when there is no such event. */
export async function readEventRecord(algod: AlgodCore, appId: bigint, eventId: string): Promise<EventRecord | null> {
  const bytes = await algod.getBox(appId, eventBoxName(eventId))
  return bytes ? decodeEventRecord(bytes) : null
}

/** The attendee's registration box for the event with sequence number `eventSeq`, or null when there is none. */
export async function readRegistrationRecord(
  algod: AlgodCore,
  appId: bigint,
  attendee: string,
  eventSeq: bigint,
): Promise<RegistrationRecord | null> {
  const bytes = await algod.getBox(appId, registrationBoxName(attendee, eventSeq))
  return bytes ? decodeRegistrationRecord(bytes) : null
}
