/** For test doubles that store boxes: a struct as the contract encodes it. */
import structs from '../../../artifacts/dynaqr/DynaQr.structs.json'
import { isStructName, type StructName } from '../chain/node/contract-structs'

/** A struct object as the ARC-4 tuple of its values, in field order, nested structs as tuples too. */
export function structValues(name: StructName, value: object): unknown[] {
  const fields = value as Record<string, unknown>
  return structs[name].map((field) => {
    const fieldValue = fields[field.name]
    return isStructName(field.type) ? structValues(field.type, fieldValue as object) : fieldValue
  })
}
