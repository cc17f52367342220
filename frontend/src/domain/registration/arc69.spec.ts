import { describe, expect, it } from 'vitest'
import { isPlainText, plainTokenText, tokenTexts } from './arc69'
import { MAX_TOKEN_TEXT_BYTES } from '../contract/limits'
import { utf8Length } from '../text/text-bytes'

describe('plainTokenText', () => {
  it('replaces quotes and backslashes and drops control characters, so the contract takes it', () => {
    const plain = plainTokenText('Hall "B"\\2\n\tnorth\u007f')
    expect(plain).toBe('Hall ”B”/2north')
    expect(isPlainText(plain)).toBe(true)
  })

  it('keeps other text, non-ASCII included, and clips it to the byte limit without splitting a character', () => {
    expect(plainTokenText("Café 'Zé' {1} [2] 🎉")).toBe("Café 'Zé' {1} [2] 🎉")
    const clipped = plainTokenText('é'.repeat(MAX_TOKEN_TEXT_BYTES))
    expect(utf8Length(clipped)).toBeLessThanOrEqual(MAX_TOKEN_TEXT_BYTES)
    expect(clipped).toBe('é'.repeat(MAX_TOKEN_TEXT_BYTES / 2))
  })

  it('applies to each of the four texts', () => {
    expect(tokenTexts({ eventDate: '"d"', location: 'a\\b', attendee: 'x\ny', network: 'ok' })).toEqual({
      eventDate: '”d”',
      location: 'a/b',
      attendee: 'xy',
      network: 'ok',
    })
  })
})

describe('isPlainText', () => {
  it.each([
    ['The "Launch"', false],
    ['a\\b', false],
    ['tab\there', false],
    ["Zé's {Fest} [2025] 🎉", true],
  ])('%s: %s', (text, plain) => {
    expect(isPlainText(text)).toBe(plain)
  })
})
