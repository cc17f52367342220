import { decodeAddress, encodeAddress, generateAccount, getApplicationAddress } from 'algosdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressFromPublicKey, applicationAddress, isValidAddress, publicKeyFromAddress } from './algorand-address'

describe('algorand-address', () => {
  it('encodes public keys exactly like algosdk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (publicKey) => {
        expect(addressFromPublicKey(publicKey)).toBe(encodeAddress(publicKey))
      }),
    )
  })

  it('decodes addresses exactly like algosdk', () => {
    for (let i = 0; i < 20; i++) {
      const address = generateAccount().addr.toString()
      expect(publicKeyFromAddress(address)).toEqual(decodeAddress(address).publicKey)
    }
  })

  it("derives an application's account exactly like algosdk", () => {
    for (const appId of [1n, 1_002n, 2n ** 40n + 7n, 2n ** 64n - 1n]) {
      expect(applicationAddress(appId)).toBe(getApplicationAddress(appId).toString())
    }
  })

  it('rejects bad checksums, lengths and characters', () => {
    const address = generateAccount().addr.toString()
    const tampered = (address[0] === 'A' ? 'B' : 'A') + address.slice(1)
    expect(isValidAddress(address)).toBe(true)
    expect(isValidAddress(tampered)).toBe(false)
    expect(isValidAddress(address.slice(1))).toBe(false)
    expect(isValidAddress(address.slice(0, -1) + '1')).toBe(false)
    expect(() => addressFromPublicKey(new Uint8Array(31))).toThrow()
  })
})
