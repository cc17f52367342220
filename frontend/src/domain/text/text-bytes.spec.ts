import { describe, expect, it } from 'vitest'
import { truncateUtf8, utf8Length } from './text-bytes'

describe('text-bytes', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3)
    expect(utf8Length('é')).toBe(2)
    expect(utf8Length('🎉')).toBe(4)
  })

  it('truncates without splitting characters', () => {
    expect(truncateUtf8('abcdef', 4)).toBe('abcd')
    expect(truncateUtf8('aé', 2)).toBe('a')
    expect(truncateUtf8('🎉🎉', 7)).toBe('🎉')
    expect(truncateUtf8('short', 32)).toBe('short')
  })
})
