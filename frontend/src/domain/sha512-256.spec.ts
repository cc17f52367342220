import fc from 'fast-check'
import { sha512_256 as reference } from 'js-sha512'
import { describe, expect, it } from 'vitest'
import { sha512_256 } from './sha512-256'

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const text = (value: string) => new TextEncoder().encode(value)

describe('sha512_256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha512_256(text('abc')))).toBe('53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23')
    const twoBlocks = text(
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
    )
    expect(hex(sha512_256(twoBlocks))).toBe('3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a')
  })

  it('agrees with js-sha512 on the empty message and around the block boundaries', () => {
    for (const length of [0, 1, 31, 32, 36, 110, 111, 112, 113, 127, 128, 129, 255, 256, 1000]) {
      const message = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff)
      expect(hex(sha512_256(message))).toBe(reference.hex(message))
    }
  })

  it('agrees with js-sha512 on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (message) => {
        expect(hex(sha512_256(message))).toBe(reference.hex(message))
      }),
    )
  })
})
