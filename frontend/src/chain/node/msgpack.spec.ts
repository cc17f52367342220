import { bytesToBase64 as sdkBytesToBase64, msgpackRawEncode } from 'algosdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, encodeMsgpack, type MsgpackValue } from './msgpack'

describe('encodeMsgpack', () => {
  it.each([0n, 127n, 128n, 255n, 256n, 65_535n, 65_536n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 64n - 1n])(
    'encodes the unsigned integer %s like algosdk',
    (value) => {
      expect(encodeMsgpack(value)).toEqual(msgpackRawEncode(value))
    },
  )

  it.each([true, false])('encodes the boolean %s like algosdk', (value) => {
    expect(encodeMsgpack(value)).toEqual(msgpackRawEncode(value))
  })

  it('encodes strings, byte arrays, booleans, arrays and sorted maps like algosdk', () => {
    const text = fc.string({ maxLength: 300 })
    const bytes = fc.uint8Array({ maxLength: 70_000 })
    const scalar = fc.oneof(text, bytes, fc.boolean(), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }))
    const value = fc.letrec<{ value: MsgpackValue }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(tie('value'), { maxLength: 20 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('value'), { maxKeys: 18 }),
      ),
    })).value
    fc.assert(
      fc.property(value, (input) => {
        expect(encodeMsgpack(input)).toEqual(msgpackRawEncode(input))
      }),
      { numRuns: 150 },
    )
  })

  it('rejects negative integers', () => {
    expect(() => encodeMsgpack(-1n)).toThrow('negative')
  })
})

describe('base64', () => {
  it('round-trips bytes and matches algosdk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(sdkBytesToBase64(bytes))
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
      }),
    )
  })
})
