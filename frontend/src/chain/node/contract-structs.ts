/** Every box struct of the contract (DynaQr.structs.json), decoded by name. */
import structs from '../../../../artifacts/dynaqr/DynaQr.structs.json'
import type { AddressDecoder } from './arc4-codec'
import { structCodec } from './struct-codec'

const allStructs = structCodec(structs)

export type StructName = keyof typeof structs

export const isStructName = (type: string): type is StructName => allStructs.isName(type)

/** The ARC-4 tuple type of a struct, nested structs spelled out as tuples. */
export const structTupleType = (name: StructName): string => allStructs.tupleType(name)

export function decodeStruct<T>(name: StructName, bytes: Uint8Array, addressOf?: AddressDecoder): T {
  return allStructs.decode<T>(name, bytes, addressOf)
}

/** Where a static field of the struct starts in its encoding (a box's value), e.g. EventRecord's detailsRound. */
export const structFieldOffset = (name: StructName, field: string): number => allStructs.fieldOffset(name, field)
