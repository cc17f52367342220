import { describe, expect, it } from 'vitest'
import { DETAILS_LIMITS, limitUse, listBytes, textBytes } from './details-limits'
import { buildEventDetailsNotes, detailsBytes, MAX_DETAILS_PARTS, maxDetailsBytes } from './event-note'
import { MAX_EVENT_ID_BYTES, MAX_TIERS, MAX_TIER_NAME_BYTES, MAX_URL_BYTES } from '../contract/limits'
import type { EventMetadata } from './details'
import { QUESTION_LIMITS } from './registration-questions'

/** A text of exactly `bytes` bytes on chain, of 2-byte letters. */
const text = (bytes: number) => 'é'.repeat(Math.floor(bytes / 2)) + 'a'.repeat(bytes % 2)

/** A list of one-letter items as long as fits in `bytes` on chain (the most items, the most quotes). */
function list(bytes: number): string[] {
  const items: string[] = []
  while (listBytes([...items, 'x']) <= bytes) items.push('x')
  return items
}

/** An event with every text at its limit, the most tiers and the longest id. */
function everyTextAtItsLimit(eventId: string): EventMetadata {
  return {
    description: text(DETAILS_LIMITS.description),
    resolverUrl: `https://${'r'.repeat(MAX_URL_BYTES - 40)}/resolve?event=${eventId}`,
    tags: list(DETAILS_LIMITS.tags),
    visibility: 'unlisted',
    requiresApproval: false,
    ticketTiers: Array.from({ length: MAX_TIERS }, (_, index) => ({
      id: `tier-${index + 10}`,
      name: 'N'.repeat(MAX_TIER_NAME_BYTES),
      description: text(DETAILS_LIMITS.tierDescription),
      price: 123_456.123456,
      currency: 'ALGO' as const,
      quantity: 4_294_967_295,
      benefits: list(DETAILS_LIMITS.tierBenefits),
      transferable: false,
    })),
    organizer: {
      name: text(DETAILS_LIMITS.organizerName),
      organization: text(DETAILS_LIMITS.organizerOrganization),
      email: text(DETAILS_LIMITS.organizerEmail),
      phone: text(DETAILS_LIMITS.organizerPhone),
    },
    lastUpdatedAt: 1_800_000_000,
    category: 'exhibition',
    startDate: '2026-12-31',
    endDate: '2026-12-31',
    startTime: '23:59',
    endTime: '23:59',
    timezone: 'America/Los_Angeles',
    venue: {
      name: text(DETAILS_LIMITS.venueName),
      address: text(DETAILS_LIMITS.venueAddress),
      city: text(DETAILS_LIMITS.venueCity),
      state: text(DETAILS_LIMITS.venueState),
      country: text(DETAILS_LIMITS.venueCountry),
    },
  }
}

describe('DETAILS_LIMITS', () => {
  it('lets an event with every text at its limit, the most tiers and the longest id fit in one group', () => {
    const eventId = 'E'.repeat(MAX_EVENT_ID_BYTES)
    const metadata = everyTextAtItsLimit(eventId)
    expect(detailsBytes(metadata)).toBeLessThanOrEqual(maxDetailsBytes(eventId))
    const built = buildEventDetailsNotes(eventId, metadata)
    expect(built.ok && built.value.notes.length).toBe(MAX_DETAILS_PARTS)
  })

  /** Five choice questions with every text at its limit: about 2.6 KB of details. */
  const longestQuestions = Array.from({ length: QUESTION_LIMITS.questions }, (_, index) => ({
    id: `q${index + 100}`,
    kind: 'choice' as const,
    label: text(QUESTION_LIMITS.labelBytes),
    required: true,
    options: list(QUESTION_LIMITS.optionsBytes),
  }))

  it('fits five questions at their limits beside a 4,000-character description and a tier at its limits', () => {
    const metadata: EventMetadata = {
      description: text(DETAILS_LIMITS.description),
      ticketTiers: [
        {
          id: 'general',
          name: 'N'.repeat(MAX_TIER_NAME_BYTES),
          description: text(DETAILS_LIMITS.tierDescription),
          price: 1,
          currency: 'ALGO',
          quantity: 100,
          benefits: list(DETAILS_LIMITS.tierBenefits),
          transferable: true,
        },
      ],
      questions: longestQuestions,
    }
    expect(buildEventDetailsNotes('E'.repeat(MAX_EVENT_ID_BYTES), metadata).ok).toBe(true)
  })

  it('refuses, before anything is signed, an event at every limit that also asks five questions at theirs', () => {
    // The questions share the group's notes: the texts' own limits leave them little room at the extreme.
    const eventId = 'E'.repeat(MAX_EVENT_ID_BYTES)
    const metadata = { ...everyTextAtItsLimit(eventId), questions: longestQuestions }
    const built = buildEventDetailsNotes(eventId, metadata)
    expect(built.ok).toBe(false)
    if (!built.ok) expect(built.error).toMatch(/more than the 15,\d{3} one transaction group can carry/)
  })

  it('takes 4,000 characters of description even when each one takes 2 bytes', () => {
    expect(textBytes('é'.repeat(4_000))).toBeLessThanOrEqual(DETAILS_LIMITS.description)
  })
})

describe('textBytes, listBytes', () => {
  it('count the bytes a text takes in the note: UTF-8, escapes included, outer spaces left out', () => {
    expect(textBytes('abc')).toBe(3)
    expect(textBytes('  abc \n')).toBe(3)
    expect(textBytes('é€🎟')).toBe(2 + 3 + 4)
    expect(textBytes('a\nb"c\\')).toBe(9)
    expect(listBytes(['Event access', 'Welcome kit'])).toBe(30)
    expect(listBytes([])).toBe(2)
  })
})

describe('limitUse', () => {
  it('says how much is left, from when a counter is worth showing, and when a text is over', () => {
    expect(limitUse(79, 100)).toEqual({ used: 79, limit: 100, left: 21, over: false, near: false })
    expect(limitUse(80, 100)).toMatchObject({ left: 20, over: false, near: true })
    expect(limitUse(100, 100)).toMatchObject({ left: 0, over: false })
    expect(limitUse(101, 100)).toMatchObject({ left: -1, over: true })
  })
})
