import { describe, expect, it } from 'vitest'
import { GENERATOR_MESSAGES } from '../../../domain/event/create-messages'
import {
  EMPTY_GENERATOR_FORM,
  expiryToUnixSeconds,
  generatorCreateInput,
  generatorLimitProblem,
  hasRequiredFields,
} from './generator-form'
import { isValidEventId } from '../../../domain/event/ids'

const context = {
  now: 1_735_689_600_000,
  random: () => 0.5,
  resolverUrlFor: (id: string) => `https://app/resolve?event=${id}`,
}

describe('generator form', () => {
  it('requires a name and an initial URL', () => {
    expect(hasRequiredFields(EMPTY_GENERATOR_FORM)).toBe(false)
    expect(hasRequiredFields({ ...EMPTY_GENERATOR_FORM, eventName: 'x', currentUrl: '  ' })).toBe(false)
    expect(hasRequiredFields({ ...EMPTY_GENERATOR_FORM, eventName: 'x', currentUrl: 'https://a.io' })).toBe(true)
    expect(GENERATOR_MESSAGES.missingFields).toBe('Please fill in Event Name and Initial URL')
  })

  it('builds the create input with the spec defaults', () => {
    const input = generatorCreateInput(
      { ...EMPTY_GENERATOR_FORM, eventName: ' Launch Party ', currentUrl: ' https://a.io ', eventId: 'MY-ID' },
      context,
    )
    expect(input).toEqual({
      eventId: 'MY-ID',
      eventName: 'Launch Party',
      currentUrl: 'https://a.io',
      description: '',
      accessType: 'public',
      expiryDate: 0,
      resolverUrl: 'https://app/resolve?event=MY-ID',
      maxCapacity: 0,
      ticketTiers: [],
    })
  })

  it('generates the id when left empty', () => {
    const input = generatorCreateInput(
      { ...EMPTY_GENERATOR_FORM, eventName: 'Launch Party', currentUrl: 'https://a.io' },
      context,
    )
    expect(input.eventId.startsWith('LAUNCH-PAR-')).toBe(true)
    expect(isValidEventId(input.eventId)).toBe(true)
    expect(input.resolverUrl).toBe(`https://app/resolve?event=${input.eventId}`)
  })

  it('converts the expiry to unix seconds', () => {
    expect(expiryToUnixSeconds('')).toBe(0)
    expect(expiryToUnixSeconds('not a date')).toBe(0)
    expect(expiryToUnixSeconds('2025-06-01T18:00')).toBe(Math.floor(new Date('2025-06-01T18:00').getTime() / 1000))
  })

  it('formats failures with a fallback', () => {
    expect(GENERATOR_MESSAGES.failed('Event ID already exists')).toBe(
      'Failed to create dynamic QR: Event ID already exists',
    )
    expect(GENERATOR_MESSAGES.failed(undefined)).toBe('Failed to create dynamic QR: Unknown error')
  })
})

describe('generatorLimitProblem', () => {
  const values = { ...EMPTY_GENERATOR_FORM, eventName: 'Launch', currentUrl: 'https://example.com' }

  it('lets texts within their limits through, and names the one past its limit', () => {
    expect(generatorLimitProblem({ ...values, description: 'é'.repeat(4_000) })).toBeNull()
    expect(generatorLimitProblem({ ...values, description: `${'é'.repeat(4_000)}!!` })).toBe(
      'Description: This text is 2 bytes too long: Algorand stores at most 8,000 bytes here. Shorten it to continue.',
    )
    expect(generatorLimitProblem({ ...values, eventName: 'é'.repeat(33) })).toBe(
      'Event Name: This text is 2 bytes too long: Algorand stores at most 64 bytes here. Shorten it to continue.',
    )
  })
})
