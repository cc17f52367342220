import { describe, expect, it } from 'vitest'
import { DETAILS_LIMITS } from '../../../domain/details/details-limits'
import { DETAILS_MESSAGES } from '../../../domain/messages/messages'
import { createDefaultDraft } from '../../event-form/wizard'
import { creationDetailsCost } from './creation-cost'

const context = {
  origin: 'https://dynaqr.example',
  nowMs: 1_780_000_000_000,
  resolverUrlFor: (eventId: string) => `https://dynaqr.example/resolve?event=${eventId}`,
}
const base = { ...createDefaultDraft(), title: 'Summit', category: 'conference' }

describe('creationDetailsCost', () => {
  it('texts that fit in the create_event note add nothing', () => {
    expect(creationDetailsCost({ ...base, description: 'Short' }, context)).toBe(DETAILS_MESSAGES.creationCost(1, ''))
  })

  it('longer texts: one more 0-ALGO payment and one more minimum fee for each note after the first', () => {
    const cost = creationDetailsCost({ ...base, description: 'é'.repeat(4_000) }, context)
    expect(cost).toBe(
      "The event's texts take 9 transaction notes: creating also sends 8 payments of 0 ALGO from your account to itself that carry them, each one more network fee of 0.001 ALGO (0.008 ALGO in all).",
    )
  })

  it('texts past what a group carries say so before anything is signed', () => {
    const tiers = Array.from({ length: 6 }, (_, index) => ({
      ...createDefaultDraft().ticketTiers[0],
      id: `tier-${index}`,
      description: 'é'.repeat(DETAILS_LIMITS.tierDescription),
      benefits: ['x'.repeat(5_000)],
    }))
    expect(creationDetailsCost({ ...base, description: 'x'.repeat(8_000), ticketTiers: tiers }, context)).toBe(
      DETAILS_MESSAGES.creationTooLong,
    )
  })
})
