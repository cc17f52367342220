/** Decodes the contract's box values into the typed client's records, accounts named by their addresses. */
import type { DoorRecord, EventRecord, RegistrationRecord } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { decodeStruct } from './contract-structs'

export function decodeEventRecord(bytes: Uint8Array): EventRecord {
  return decodeStruct<EventRecord>('EventRecord', bytes, addressFromPublicKey)
}

export function decodeRegistrationRecord(bytes: Uint8Array): RegistrationRecord {
  return decodeStruct<RegistrationRecord>('RegistrationRecord', bytes, addressFromPublicKey)
}

export function decodeDoorRecord(bytes: Uint8Array): DoorRecord {
  return decodeStruct<DoorRecord>('DoorRecord', bytes, addressFromPublicKey)
}
