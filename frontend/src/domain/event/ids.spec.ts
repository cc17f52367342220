import { describe, expect, it } from 'vitest'
import { generateGeneratorEventId, generateWizardEventId, isValidEventId } from './ids'

const NOW = 1_735_689_600_000 // 2025-01-01T00:00:00Z
const NOW36 = NOW.toString(36)

describe('generateWizardEventId', () => {
  it('takes the first 10 characters, dashes whitespace, upper-cases and appends base-36 time', () => {
    expect(generateWizardEventId('Algo Summit 2025', NOW)).toBe(`ALGO-SUMMI-${NOW36}`)
  })

  it('replaces each whitespace character with its own dash', () => {
    expect(generateWizardEventId('a  b', NOW)).toBe(`A--B-${NOW36}`)
  })

  it('strips characters the contract rejects after upper-casing', () => {
    expect(generateWizardEventId('Café & Co!', NOW)).toBe(`CAF--CO-${NOW36}`)
  })

  it('falls back to EVENT when nothing usable remains', () => {
    expect(generateWizardEventId('!!!', NOW)).toBe(`EVENT-${NOW36}`)
    expect(generateWizardEventId('', NOW)).toBe(`EVENT-${NOW36}`)
  })

  it('always yields a contract-valid id', () => {
    for (const title of ['x', 'Ünïcödé 🎉 party', 'a'.repeat(200), '\t\n']) {
      expect(isValidEventId(generateWizardEventId(title, NOW))).toBe(true)
    }
  })
})

describe('generateGeneratorEventId', () => {
  it('turns whitespace runs into one hyphen, upper-cases and cuts to 10 characters', () => {
    expect(generateGeneratorEventId('My   Launch Party', NOW, () => 0)).toBe(`MY-LAUNCH--${NOW36}-000000`)
  })

  it('appends a 6-character base-36 random part', () => {
    const id = generateGeneratorEventId('Demo', NOW, () => 0.5)
    const random = id.split('-').at(-1)!
    expect(random).toHaveLength(6)
    expect(random).toMatch(/^[0-9a-z]{6}$/)
    expect(random).toBe(Math.floor(0.5 * 36 ** 6).toString(36))
  })

  it('pads small random values to 6 characters', () => {
    expect(generateGeneratorEventId('Demo', NOW, () => 1 / 36 ** 6).endsWith('-000001')).toBe(true)
  })

  it('stays within 32 bytes and the contract character set for any name', () => {
    for (const name of ['', '   ', 'ÆØÅ/?#', 'x'.repeat(500), 'Événement spécial']) {
      const id = generateGeneratorEventId(name, NOW, () => 0.999999)
      expect(isValidEventId(id)).toBe(true)
    }
  })
})

describe('isValidEventId', () => {
  it('accepts letters, digits, dash and underscore up to 32 bytes', () => {
    expect(isValidEventId('A_b-9')).toBe(true)
    expect(isValidEventId('a'.repeat(32))).toBe(true)
  })

  it('rejects empty, too long and other characters', () => {
    expect(isValidEventId('')).toBe(false)
    expect(isValidEventId('a'.repeat(33))).toBe(false)
    expect(isValidEventId('a b')).toBe(false)
    expect(isValidEventId('é')).toBe(false)
    expect(isValidEventId('a/b')).toBe(false)
  })
})
