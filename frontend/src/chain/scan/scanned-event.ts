/**
 * The event box as the resolver reads it. Its owner stays the account's public key: naming the
 * account takes a SHA-512/256, which the /resolve page would load and run only to leave unused.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import type { AlgodCore } from '../node/algod-core'
import { eventBoxName } from '../node/box-keys'
import eventRecordStructs from '../../../../artifacts/dynaqr/DynaQr.event-record.json'
import { structCodec } from '../node/struct-codec'

/** The event's record and the structs it nests: the only ones the resolver decodes. */
const eventRecordCodec = structCodec(eventRecordStructs)

export type ScannedEvent = Omit<EventRecord, 'owner'> & { ownerKey: Uint8Array }

export function decodeScannedEvent(bytes: Uint8Array): ScannedEvent {
  const { owner, ...record } = eventRecordCodec.decode<Omit<EventRecord, 'owner'> & { owner: Uint8Array }>(
    'EventRecord',
    bytes,
  )
  return { ...record, ownerKey: owner }
}

/** The event box, or null when there is no such event. */
export async function readScannedEvent(algod: AlgodCore, appId: bigint, eventId: string): Promise<ScannedEvent | null> {
  const bytes = await algod.getBox(appId, eventBoxName(eventId))
  return bytes ? decodeScannedEvent(bytes) : null
}
