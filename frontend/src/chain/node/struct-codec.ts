/**
 * The contract's box structs decoded from their ARC-56 definitions, which build:contracts also
 * writes on their own (DynaQr.structs.json) so that the /resolve page ships only them. Addresses
 * decode as the caller asks (see AddressDecoder): record-codec.ts names the accounts.
 */
import structs from '../../../../artifacts/dynaqr/DynaQr.structs.json'
import { decodeArc4, tupleFieldOffset, type AddressDecoder, type Arc4Value } from './arc4-codec'

export type StructName = keyof typeof structs

export const isStructName = (type: string): type is StructName => type in structs

/** The ARC-4 tuple type of a struct, nested structs spelled out as tuples. */
export function structTupleType(name: StructName): string {
  const fieldType = (type: string): string => (isStructName(type) ? structTupleType(type) : type)
  return `(${structs[name].map((field) => fieldType(field.type)).join(',')})`
}

/** A decoded tuple as the struct's object, nested structs as objects too. */
function structFromTuple(name: StructName, values: Arc4Value[]): Record<string, unknown> {
  return Object.fromEntries(
    structs[name].map((field, index) => {
      const value = values[index]
      return [field.name, isStructName(field.type) ? structFromTuple(field.type, value as Arc4Value[]) : value]
    }),
  )
}

export function decodeStruct<T>(name: StructName, bytes: Uint8Array, addressOf?: AddressDecoder): T {
  return structFromTuple(name, decodeArc4(structTupleType(name), bytes, addressOf) as Arc4Value[]) as T
}

/** Where a static field of the struct starts in its encoding (a box's value), e.g. EventRecord's detailsRound. */
export function structFieldOffset(name: StructName, field: string): number {
  const index = structs[name].findIndex((candidate) => candidate.name === field)
  if (index < 0) throw new Error(`${name} has no field ${field}`)
  return tupleFieldOffset(structTupleType(name), index)
}

/** A uint64 box value, stored big-endian. */
export function decodeUint64(bytes: Uint8Array): bigint {
  return decodeArc4('uint64', bytes) as bigint
}
