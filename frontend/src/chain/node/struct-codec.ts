/**
 * Decoding of the contract's box structs from their ARC-56 definitions, which build:contracts also
 * writes on their own: a codec over the structs a page decodes. The /resolve page's holds the
 * event's record alone (DynaQr.event-record.json); contract-structs.ts holds them all. Addresses
 * decode as the caller asks (see AddressDecoder): record-codec.ts names the accounts.
 */
import { decodeArc4, tupleFieldOffset, type AddressDecoder, type Arc4Value } from './arc4-codec'

type StructTable = Readonly<Record<string, readonly { name: string; type: string }[]>>

/** Decoding of the structs of `table`; a struct's nested structs must be in it too. */
export function structCodec<Table extends StructTable>(table: Table) {
  type Name = keyof Table & string
  const isName = (type: string): type is Name => type in table

  /** The ARC-4 tuple type of a struct, nested structs spelled out as tuples. */
  function tupleType(name: Name): string {
    return `(${table[name].map((field) => (isName(field.type) ? tupleType(field.type) : field.type)).join(',')})`
  }

  /** A decoded tuple as the struct's object, nested structs as objects too. */
  function fromTuple(name: Name, values: Arc4Value[]): Record<string, unknown> {
    return Object.fromEntries(
      table[name].map((field, index) => {
        const value = values[index]
        return [field.name, isName(field.type) ? fromTuple(field.type, value as Arc4Value[]) : value]
      }),
    )
  }

  return {
    isName,
    tupleType,
    decode<T>(name: Name, bytes: Uint8Array, addressOf?: AddressDecoder): T {
      return fromTuple(name, decodeArc4(tupleType(name), bytes, addressOf) as Arc4Value[]) as T
    },
    /** Where a static field of the struct starts in its encoding (a box's value), e.g. EventRecord's detailsRound. */
    fieldOffset(name: Name, field: string): number {
      const index = table[name].findIndex((candidate) => candidate.name === field)
      if (index < 0) throw new Error(`${name} has no field ${field}`)
      return tupleFieldOffset(tupleType(name), index)
    },
  }
}

/** A uint64 box value, stored big-endian. */
export function decodeUint64(bytes: Uint8Array): bigint {
  return decodeArc4('uint64', bytes) as bigint
}
