import { Bytes } from '@algorandfoundation/algorand-typescript'
import { describe, expect, it } from 'vitest'
import { isPlainText } from './text.algo'

const FORBIDDEN = [0x00, 0x09, 0x0a, 0x1f, 0x22, 0x5c, 0x7f]
/** Neighbours of each forbidden byte, and UTF-8 bytes above 0x7f. */
const ALLOWED = [0x20, 0x21, 0x23, 0x5b, 0x5d, 0x7e, 0x80, 0xc3, 0xff]
/** Three words and a tail of seven: positions in the word-at-a-time part and in the byte-by-byte rest. */
const LENGTH = 31

const textWith = (byte: number, at: number) => {
  const text = new Uint8Array(LENGTH).fill(0x61)
  text[at] = byte
  return Bytes(text)
}

describe('isPlainText (eight bytes at a time, then the rest)', () => {
  it('finds each forbidden byte at every position', () => {
    for (const byte of FORBIDDEN) {
      for (let at = 0; at < LENGTH; at++)
        expect(isPlainText(textWith(byte, at)), `0x${byte.toString(16)} at ${at}`).toBe(false)
    }
  })

  it('takes every other byte at every position, and the empty text', () => {
    for (const byte of ALLOWED) {
      for (let at = 0; at < LENGTH; at++)
        expect(isPlainText(textWith(byte, at)), `0x${byte.toString(16)} at ${at}`).toBe(true)
    }
    expect(isPlainText(Bytes(''))).toBe(true)
  })

  it('agrees with a byte-by-byte reading for every byte value', () => {
    for (let byte = 0; byte < 256; byte++) {
      const plain = byte >= 0x20 && byte !== 0x22 && byte !== 0x5c && byte !== 0x7f
      expect(isPlainText(textWith(byte, 3)), `0x${byte.toString(16)}`).toBe(plain)
      expect(isPlainText(textWith(byte, 27)), `0x${byte.toString(16)} in the tail`).toBe(plain)
    }
  })
})
