import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import { Bytes, op, urange } from '@algorandfoundation/algorand-typescript'

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

/**
 * Text that can stand inside a JSON string as it is: no control bytes, no '"' and no '\\', so it
 * can neither end the string nor start an escape.
 */
export function isPlainText(text: bytes): boolean {
  for (const i of urange(text.length)) {
    if (!op.getBit(PLAIN_TEXT_BYTES, op.getByte(text, i))) return false
  }
  return true
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
