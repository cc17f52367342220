import { describe, expect, it } from 'vitest'
import { formatCount, shortenAddress } from './format'

describe('shortenAddress', () => {
  it('keeps the start and end of long addresses', () => {
    const address = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    expect(shortenAddress(address)).toBe('ABCDEF...WXYZ')
  })
  it('leaves short text alone', () => {
    expect(shortenAddress('ABC')).toBe('ABC')
  })
})

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1847)).toBe('1,847')
  })
})
