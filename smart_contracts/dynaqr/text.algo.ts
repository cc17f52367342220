import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import { Bytes, op, Uint64, urange } from '@algorandfoundation/algorand-typescript'

/**
 * Bit c (most significant bit first) is set when byte c may appear in an event id: ASCII letters,
 * digits, '-' and '_'. One getbit per byte keeps the check cheap in opcode budget.
 */
const EVENT_ID_BYTES = Bytes.fromHex('000000000004ffc07fffffe17fffffe000000000000000000000000000000000')

/** Event ids appear in box keys, unit names and URLs: ASCII letters, digits, '-' and '_' only. */
export function isValidEventId(id: bytes, maxBytes: uint64): boolean {
  if (id.length === 0 || id.length > maxBytes) return false
  for (const i of urange(id.length)) {
    if (!op.getBit(EVENT_ID_BYTES, op.getByte(id, i))) return false
  }
  return true
}

/** Bit c is set when byte c may appear in plain text: anything but control bytes, '"' and '\'. */
const PLAIN_TEXT_BYTES = Bytes.fromHex('00000000dffffffffffffff7fffffffeffffffffffffffffffffffffffffffff')

/** Each byte's low seven bits, its high bit, and the bytes plain text may not hold, eight at a time. */
const LOW_SEVEN_BITS = Uint64(0x7f7f7f7f7f7f7f7fn)
const HIGH_BITS = Uint64(0x8080808080808080n)
const QUOTES = Uint64(0x2222222222222222n)
const BACKSLASHES = Uint64(0x5c5c5c5c5c5c5c5cn)
/** DEL is 0x7f in each byte: the same word as the low seven bits. */
const DELETES = LOW_SEVEN_BITS
/** 0x80 - 0x20 in each byte: added to a byte's low seven bits, it sets the high bit from 0x20 up. */
const UP_TO_SPACE = Uint64(0x6060606060606060n)

/**
 * Text that can stand inside a JSON string as it is: no control bytes, no '"' and no '\\', so it
 * can neither end the string nor start an escape. Eight bytes at a time, then the rest one by one.
 */
export function isPlainText(text: bytes): boolean {
  // A byte of a word is zero exactly when its high bit stays clear in ((w & 0x7f..) + 0x7f..) | w,
  // and below 0x20 when it stays clear in ((w & 0x7f..) + 0x60..) | w; no sum carries into the next
  // byte. Written out here rather than as functions: each call would cost a dozen more opcodes.
  const words: uint64 = text.length / 8
  for (const index of urange(words)) {
    const word = op.extractUint64(text, index * 8)
    const quotes: uint64 = word ^ QUOTES
    const backslashes: uint64 = word ^ BACKSLASHES
    const deletes: uint64 = word ^ DELETES
    const clear: uint64 =
      (((word & LOW_SEVEN_BITS) + UP_TO_SPACE) | word) &
      (((quotes & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | quotes) &
      (((backslashes & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | backslashes) &
      (((deletes & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | deletes) &
      HIGH_BITS
    if (clear !== HIGH_BITS) return false
  }
  for (let index: uint64 = words * 8; index < text.length; index = index + 1) {
    if (!op.getBit(PLAIN_TEXT_BYTES, op.getByte(text, index))) return false
  }
  return true
}

/** The plain-text check: about 6 ops per byte eight bytes at a time, and up to 7 bytes at about 14 each. */
const PLAIN_TEXT_BYTE_OPS = 8
const PLAIN_TEXT_TAIL_OPS = 120

/** The opcode budget isPlainText needs for `length` bytes. */
export function plainTextOps(length: uint64): uint64 {
  return PLAIN_TEXT_TAIL_OPS + PLAIN_TEXT_BYTE_OPS * length
}

/** Only web destinations: the scheme must be https:// or http:// and something must follow it. */
export function hasWebScheme(url: bytes): boolean {
  const https = Bytes('https://')
  const http = Bytes('http://')
  if (url.length > https.length && op.extract(url, 0, https.length) === https) return true
  return url.length > http.length && op.extract(url, 0, http.length) === http
}

/** Cuts UTF-8 text to at most maxBytes without splitting a character. */
export function truncateUtf8(text: bytes, maxBytes: uint64): bytes {
  if (text.length <= maxBytes) return text
  let cut = maxBytes
  // A byte of the form 10xxxxxx continues a character: back off to the start of that character.
  while (cut > 0 && (op.getByte(text, cut) & 0xc0) === 0x80) {
    cut = cut - 1
  }
  return op.extract(text, 0, cut)
}

/** ASCII upper case of the first maxBytes bytes (event ids are ASCII). */
export function upperPrefix(text: bytes, maxBytes: uint64): bytes {
  const length: uint64 = text.length < maxBytes ? text.length : maxBytes
  let out = Bytes('')
  for (const i of urange(length)) {
    const c = op.getByte(text, i)
    out = out.concat(op.extract(op.itob(c >= 0x61 && c <= 0x7a ? c - 0x20 : c), 7, 1))
  }
  return out
}
