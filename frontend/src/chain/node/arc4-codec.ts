/**
 * A small ARC-4 decoder for the types the contract's box structs use (uintN, bool, string,
 * address, byte, static and dynamic arrays, tuples), driven by the type strings in the ARC-56
 * file. It exists for the resolver bundle, which cannot afford algosdk's ABI module and its
 * dependencies; arc4-codec.spec.ts checks it against algosdk's decoder.
 */
export type Arc4Value = bigint | boolean | string | number | Uint8Array | Arc4Value[]

/**
 * What an address decodes to. Naming the account (its checksum) takes a SHA-512/256, which the
 * /resolve page does without: by default an address decodes to its 32-byte public key.
 */
export type AddressDecoder = (publicKey: Uint8Array) => Arc4Value

const publicKeyOnly: AddressDecoder = (publicKey) => publicKey.slice()

type Arc4Type =
  | { kind: 'uint'; bytes: number }
  | { kind: 'byte' }
  | { kind: 'bool' }
  | { kind: 'string' }
  | { kind: 'address' }
  | { kind: 'static-array'; child: Arc4Type; length: number }
  | { kind: 'dynamic-array'; child: Arc4Type }
  | { kind: 'tuple'; children: Arc4Type[] }

const decoder = new TextDecoder('utf-8', { fatal: true })

function splitTupleTypes(inner: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++
    else if (inner[i] === ')') depth--
    else if (inner[i] === ',' && depth === 0) {
      parts.push(inner.slice(start, i))
      start = i + 1
    }
  }
  if (inner.length > 0) parts.push(inner.slice(start))
  return parts
}

export function parseArc4Type(text: string): Arc4Type {
  const array = /^(.*)\[(\d*)\]$/.exec(text)
  if (array) {
    const child = parseArc4Type(array[1])
    return array[2] === ''
      ? { kind: 'dynamic-array', child }
      : { kind: 'static-array', child, length: Number(array[2]) }
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    return { kind: 'tuple', children: splitTupleTypes(text.slice(1, -1)).map(parseArc4Type) }
  }
  const uint = /^uint(\d+)$/.exec(text)
  if (uint) return { kind: 'uint', bytes: Number(uint[1]) / 8 }
  if (text === 'byte' || text === 'bool' || text === 'string' || text === 'address') return { kind: text }
  throw new Error(`Unsupported ARC-4 type: ${text}`)
}

function isDynamic(type: Arc4Type): boolean {
  switch (type.kind) {
    case 'string':
    case 'dynamic-array':
      return true
    case 'static-array':
      return isDynamic(type.child)
    case 'tuple':
      return type.children.some(isDynamic)
    default:
      return false
  }
}

/** Head size of a static type; bools inside tuples are packed separately. */
function staticSize(type: Arc4Type): number {
  switch (type.kind) {
    case 'uint':
      return type.bytes
    case 'byte':
    case 'bool':
      return 1
    case 'address':
      return 32
    case 'static-array':
      return type.child.kind === 'bool' ? Math.ceil(type.length / 8) : type.length * staticSize(type.child)
    case 'tuple':
      return tupleHeadSize(type.children)
    default:
      throw new Error(`${type.kind} has no static size`)
  }
}

function tupleHeadSize(children: Arc4Type[]): number {
  let size = 0
  for (let i = 0; i < children.length;) {
    if (children[i].kind === 'bool') {
      let run = 0
      while (i < children.length && children[i].kind === 'bool') {
        run++
        i++
      }
      size += Math.ceil(run / 8)
    } else {
      size += isDynamic(children[i]) ? 2 : staticSize(children[i])
      i++
    }
  }
  return size
}

function readUint(bytes: Uint8Array, offset: number, length: number): bigint {
  let value = 0n
  for (let i = 0; i < length; i++) value = (value << 8n) | BigInt(bytes[offset + i])
  return value
}

function readOffset(bytes: Uint8Array, at: number): number {
  return (bytes[at] << 8) | bytes[at + 1]
}

function decodeTuple(children: Arc4Type[], bytes: Uint8Array, addressOf: AddressDecoder): Arc4Value[] {
  const values: Arc4Value[] = []
  const dynamic: { index: number; start: number }[] = []
  let head = 0
  for (let i = 0; i < children.length;) {
    const child = children[i]
    if (child.kind === 'bool') {
      let bit = 0
      while (i < children.length && children[i].kind === 'bool') {
        values.push((bytes[head + Math.floor(bit / 8)] & (0x80 >> (bit % 8))) !== 0)
        bit++
        i++
      }
      head += Math.ceil(bit / 8)
      continue
    }
    if (isDynamic(child)) {
      dynamic.push({ index: values.length, start: readOffset(bytes, head) })
      values.push(0)
      head += 2
    } else {
      const size = staticSize(child)
      values.push(decodeValue(child, bytes.subarray(head, head + size), addressOf))
      head += size
    }
    i++
  }
  dynamic.forEach(({ index, start }, n) => {
    const end = n + 1 < dynamic.length ? dynamic[n + 1].start : bytes.length
    values[index] = decodeValue(children[index], bytes.subarray(start, end), addressOf)
  })
  return values
}

function decodeValue(type: Arc4Type, bytes: Uint8Array, addressOf: AddressDecoder): Arc4Value {
  switch (type.kind) {
    case 'uint':
      return readUint(bytes, 0, type.bytes)
    case 'byte':
      return bytes[0]
    case 'bool':
      return (bytes[0] & 0x80) !== 0
    case 'address':
      return addressOf(bytes.subarray(0, 32))
    case 'string':
      return decoder.decode(bytes.subarray(2, 2 + readOffset(bytes, 0)))
    case 'static-array':
      return decodeTuple(new Array<Arc4Type>(type.length).fill(type.child), bytes, addressOf)
    case 'dynamic-array':
      return decodeTuple(new Array<Arc4Type>(readOffset(bytes, 0)).fill(type.child), bytes.subarray(2), addressOf)
    case 'tuple':
      return decodeTuple(type.children, bytes, addressOf)
  }
}

export function decodeArc4(typeText: string, bytes: Uint8Array, addressOf: AddressDecoder = publicKeyOnly): Arc4Value {
  return decodeValue(parseArc4Type(typeText), bytes, addressOf)
}

/**
 * Where a tuple's static, non-bool child starts in the tuple's encoding (its head comes first): what
 * a reader that cannot run this decoder (an inline script) needs to find one field.
 */
export function tupleFieldOffset(typeText: string, index: number): number {
  const type = parseArc4Type(typeText)
  if (type.kind !== 'tuple') throw new Error(`${typeText} is not a tuple`)
  const child = type.children[index]
  if (!child || child.kind === 'bool' || isDynamic(child))
    throw new Error(`child ${index} of ${typeText} has no offset of its own`)
  return tupleHeadSize(type.children.slice(0, index))
}

/** ARC-4 encoding of a string argument: 2-byte length, then UTF-8. */
export function encodeArc4String(text: string): Uint8Array {
  const utf8 = new TextEncoder().encode(text)
  const out = new Uint8Array(2 + utf8.length)
  out[0] = utf8.length >> 8
  out[1] = utf8.length & 0xff
  out.set(utf8, 2)
  return out
}
