/**
 * Decodes the contract's box values from the ARC-56 struct definitions, which build:contracts
 * also writes on their own (DynaQr.structs.json) so that the /resolve page ships only them.
 */
import type { EventRecord, RegistrationRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import structs from '../../../../artifacts/dynaqr/DynaQr.structs.json'
import { decodeArc4, type Arc4Value } from './arc4-codec'

type StructName = keyof typeof structs

export function structTupleType(name: StructName): string {
  return `(${structs[name].map((field) => field.type).join(',')})`
}

function decodeStruct<T>(name: StructName, bytes: Uint8Array): T {
  const values = decodeArc4(structTupleType(name), bytes) as Arc4Value[]
  return Object.fromEntries(structs[name].map((field, index) => [field.name, values[index]])) as T
}

export function decodeEventRecord(bytes: Uint8Array): EventRecord {
  return decodeStruct<EventRecord>('EventRecord', bytes)
}

export function decodeRegistrationRecord(bytes: Uint8Array): RegistrationRecord {
  return decodeStruct<RegistrationRecord>('RegistrationRecord', bytes)
}

/** A uint64 box value, stored big-endian. */
export function decodeUint64(bytes: Uint8Array): bigint {
  return decodeArc4('uint64', bytes) as bigint
}
