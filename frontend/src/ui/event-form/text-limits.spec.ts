import { describe, expect, it } from 'vitest'
import { DETAILS_LIMITS } from '../../domain/details/details-limits'
import { MAX_NAME_BYTES } from '../../domain/contract/limits'
import { firstOverLimitStep, listUse, textUse, tierNameUse, titleUse } from './text-limits'
import { createDefaultDraft, type WizardDraft } from './wizard'

const draft = (patch: Partial<WizardDraft>): WizardDraft => ({ ...createDefaultDraft(), ...patch })

describe('the form’s limits', () => {
  it('count the name and tier names in UTF-8 bytes, as the contract stores them', () => {
    expect(titleUse('a'.repeat(MAX_NAME_BYTES)).over).toBe(false)
    expect(titleUse('é'.repeat(33)).over).toBe(true)
    expect(titleUse('é'.repeat(32))).toMatchObject({ used: 64, left: 0, over: false })
    expect(tierNameUse('é'.repeat(16)).over).toBe(true)
  })

  it('count the details’ texts and lists as the notes hold them', () => {
    expect(textUse('é'.repeat(4_000), 'description')).toMatchObject({ used: 8_000, over: false })
    expect(textUse(`${'é'.repeat(4_000)}!`, 'description')).toMatchObject({ used: 8_001, over: true })
    expect(listUse('Event access, Welcome kit', 'tierBenefits').used).toBe(30)
  })

  it('find the first step holding a text past its limit', () => {
    expect(firstOverLimitStep(createDefaultDraft())).toBeNull()
    expect(firstOverLimitStep(draft({ description: 'x'.repeat(DETAILS_LIMITS.description + 1) }))).toBe(0)
    const venue = { ...createDefaultDraft().venue, address: 'x'.repeat(DETAILS_LIMITS.venueAddress + 1) }
    expect(firstOverLimitStep(draft({ venue }))).toBe(2)
    const [tier] = createDefaultDraft().ticketTiers
    const tiers = [{ ...tier, benefits: ['x'.repeat(DETAILS_LIMITS.tierBenefits)] }]
    expect(firstOverLimitStep(draft({ ticketTiers: tiers }))).toBe(3)
    const organizer = { ...createDefaultDraft().organizer, phone: '1'.repeat(DETAILS_LIMITS.organizerPhone + 1) }
    expect(firstOverLimitStep(draft({ organizer }))).toBe(4)
  })
})
