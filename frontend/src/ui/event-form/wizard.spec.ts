import { describe, expect, it } from 'vitest'
import { contractTierTerms, ticketPriceMicroAlgos, type TicketTier } from '../../domain/tier/ticket-tiers'
import {
  CATEGORIES,
  WIZARD_STEPS,
  addTier,
  algosToMicroAlgos,
  firstIncompleteStep,
  isStepComplete,
  buildCreateEventInput,
  canRemoveTier,
  createDefaultDraft,
  defaultTier,
  draftAttendeeBudget,
  draftAttendeesCovered,
  draftExpiry,
  draftPaysAttendeeCosts,
  endsAfterStart,
  MAX_TIERS,
  removeTier,
  splitTags,
  updateTier,
  type WizardDraft,
} from './wizard'
import { zonedDateTimeToUnix } from '../../domain/time/zoned-time'
import { usdcUnit } from '../../domain/money/currencies'
import { attendeeCost } from '../../domain/costs/attendee-costs'

/** The ticket price the created event will state: its first tier's, as the contract stores it. */
const eventTicketPrice = (tiers: TicketTier[]) => ticketPriceMicroAlgos(contractTierTerms(tiers))

function filledDraft(): WizardDraft {
  const draft = createDefaultDraft()
  return {
    ...draft,
    title: '  Algo Summit  ',
    description: ' Two days of talks ',
    category: 'conference',
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    startTime: '09:00',
    endTime: '17:30',
    timezone: 'UTC',
    venue: { name: 'Hall A', address: '1 Main St', city: 'Lisbon', state: '', country: 'Portugal' },
    capacity: 250,
    tags: 'blockchain, , algorand ,defi,',
    organizer: { name: ' Ada ', organization: 'Algo Org', email: 'ada@example.com ', phone: '' },
  }
}

describe('draft defaults', () => {
  it('matches the spec wizard draft, in the time zone the browser gives', () => {
    const draft = createDefaultDraft('Europe/Stockholm')
    expect(draft.timezone).toBe('Europe/Stockholm')
    expect(draft.capacity).toBe(100)
    expect(draft.visibility).toBe('public')
    expect(draft.requiresApproval).toBe(false)
    expect(draft.tags).toBe('')
    expect(draft.ticketTiers).toEqual([defaultTier()])
  })

  it('has the spec default tier', () => {
    expect(defaultTier()).toEqual({
      id: 'general',
      name: 'General Admission',
      description: 'Standard access to the event',
      price: 10,
      currency: 'ALGO',
      quantity: 100,
      benefits: ['Event access', 'Welcome kit'],
      transferable: true,
    })
  })

  it('returns independent drafts', () => {
    const a = createDefaultDraft()
    a.ticketTiers[0].name = 'changed'
    a.venue.city = 'x'
    const b = createDefaultDraft()
    expect(b.ticketTiers[0].name).toBe('General Admission')
    expect(b.venue.city).toBe('')
  })

  it("starts in UTC when the browser's zone is missing or not a zone", () => {
    expect(createDefaultDraft('Mars/Olympus_Mons').timezone).toBe('UTC')
    expect(createDefaultDraft('').timezone).toBe('UTC')
  })

  it('lists the 12 categories and 5 steps', () => {
    expect(CATEGORIES).toHaveLength(12)
    expect(CATEGORIES[0]).toBe('conference')
    expect(CATEGORIES[11]).toBe('other')
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual(['Basic Info', 'Date & Time', 'Venue', 'Tickets', 'Settings'])
  })
})

describe('splitTags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitTags(' a, b ,,c , ')).toEqual(['a', 'b', 'c'])
    expect(splitTags('')).toEqual([])
    expect(splitTags(' , ,')).toEqual([])
    expect(splitTags('single')).toEqual(['single'])
  })
})

describe('tiers', () => {
  it('adds a tier with price 0, quantity 0, ALGO, transferable and a fresh id', () => {
    const tiers = addTier([defaultTier()])
    expect(tiers).toHaveLength(2)
    expect(tiers[1]).toMatchObject({ name: '', price: 0, quantity: 0, currency: 'ALGO', transferable: true })
    expect(tiers[1].id).not.toBe('general')
    const more = addTier(tiers)
    expect(new Set(more.map((t) => t.id)).size).toBe(3)
  })

  it('stops at the contract maximum', () => {
    let tiers = [defaultTier()]
    for (let i = 0; i < 20; i += 1) tiers = addTier(tiers)
    expect(tiers).toHaveLength(MAX_TIERS)
  })

  it('removes a tier but never the last remaining one', () => {
    const two = addTier([defaultTier()])
    expect(canRemoveTier(two)).toBe(true)
    const one = removeTier(two, 0)
    expect(one).toHaveLength(1)
    expect(one[0].id).toBe(two[1].id)
    expect(canRemoveTier(one)).toBe(false)
    expect(removeTier(one, 0)).toEqual(one)
  })

  it('updates one tier without touching the others', () => {
    const tiers = addTier([defaultTier()])
    const updated = updateTier(tiers, 1, { name: 'VIP', price: 50 })
    expect(updated[1]).toMatchObject({ name: 'VIP', price: 50 })
    expect(updated[0]).toEqual(tiers[0])
    expect(tiers[1].name).toBe('')
  })
})

describe('algosToMicroAlgos', () => {
  it('multiplies by 1,000,000 and rounds', () => {
    expect(algosToMicroAlgos(10)).toBe(10_000_000n)
    expect(algosToMicroAlgos(0.01)).toBe(10_000n)
    expect(algosToMicroAlgos(1.1)).toBe(1_100_000n)
    expect(algosToMicroAlgos(0.0000004)).toBe(0n)
    expect(algosToMicroAlgos(0.0000006)).toBe(1n)
  })

  it('never goes below 0', () => {
    expect(algosToMicroAlgos(-3)).toBe(0n)
    expect(algosToMicroAlgos(Number.NaN)).toBe(0n)
  })
})

describe('expiry', () => {
  it('is 0 without an end date', () => {
    expect(draftExpiry({ endDate: '', endTime: '10:00', timezone: 'UTC' })).toBe(0)
  })

  it('converts the end date and time in UTC to unix seconds', () => {
    expect(draftExpiry({ endDate: '2026-06-02', endTime: '17:30', timezone: 'UTC' })).toBe(
      Date.UTC(2026, 5, 2, 17, 30) / 1000,
    )
  })

  it('applies the chosen time zone, including DST', () => {
    // Tokyo is UTC+9 all year.
    expect(zonedDateTimeToUnix('2026-01-10', '09:00', 'Asia/Tokyo')).toBe(Date.UTC(2026, 0, 10, 0, 0) / 1000)
    // New York: EST (UTC-5) in January, EDT (UTC-4) in July.
    expect(zonedDateTimeToUnix('2026-01-10', '09:00', 'America/New_York')).toBe(Date.UTC(2026, 0, 10, 14, 0) / 1000)
    expect(zonedDateTimeToUnix('2026-07-10', '09:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 10, 13, 0) / 1000)
  })

  it('uses the end of the day when no end time is given', () => {
    expect(draftExpiry({ endDate: '2026-06-02', endTime: '', timezone: 'UTC' })).toBe(
      Date.UTC(2026, 5, 2, 23, 59) / 1000,
    )
  })

  it('rejects malformed dates', () => {
    expect(zonedDateTimeToUnix('06/02/2026', '10:00', 'UTC')).toBeNull()
    expect(draftExpiry({ endDate: 'soon', endTime: '10:00', timezone: 'UTC' })).toBe(0)
  })
})

describe('endsAfterStart', () => {
  const dates = { startDate: '2026-06-01', startTime: '22:00', endDate: '2026-06-02', endTime: '02:00' }

  it('holds when the end, in the chosen zone, comes after the start, over midnight too', () => {
    expect(endsAfterStart({ ...dates, timezone: 'Europe/Stockholm' })).toBe(true)
  })

  it('fails for an end at or before the start, or a date missing', () => {
    expect(endsAfterStart({ ...dates, endDate: '2026-06-01', timezone: 'UTC' })).toBe(false)
    expect(endsAfterStart({ ...dates, endDate: '2026-06-01', endTime: '22:00', timezone: 'UTC' })).toBe(false)
    expect(endsAfterStart({ ...dates, startDate: '', timezone: 'UTC' })).toBe(false)
  })
})

describe('buildCreateEventInput', () => {
  it('prices every tier in the chosen asset: the note states its code, create_event charges its base units', () => {
    const usdc = usdcUnit(10_458_941n)
    const draft = { ...filledDraft(), currency: usdc }
    draft.ticketTiers = [
      { ...defaultTier(), price: 25, currency: 'ALGO' },
      { ...defaultTier(), id: 'free', price: 0 },
    ]
    const input = buildCreateEventInput(draft, {
      eventId: 'USDC-EVENT',
      origin: 'https://dynaqr.app/',
      resolverUrl: 'https://dynaqr.app/resolve?event=USDC-EVENT',
    })
    expect(input.currency).toEqual(usdc)
    expect(input.ticketTiers.map((tier) => [tier.currency, tier.price])).toEqual([
      ['USDC', 25],
      ['USDC', 0],
    ])
    expect(contractTierTerms(input.ticketTiers, input.currency).map((tier) => tier.priceMicroAlgos)).toEqual([
      25_000_000n,
      0n,
    ])
  })

  it('names no currency for an event in ALGO', () => {
    const input = buildCreateEventInput(filledDraft(), { eventId: 'A', origin: 'https://dynaqr.app/', resolverUrl: '' })
    expect(input.currency).toBeUndefined()
  })

  it("states every tier of an event in ALGO in ALGO, whatever currency the draft's tier names", () => {
    const draft = filledDraft()
    draft.ticketTiers = [{ ...defaultTier(), price: 20, currency: 'USD' }]
    const input = buildCreateEventInput(draft, { eventId: 'A', origin: 'https://dynaqr.app/', resolverUrl: '' })
    expect(input.ticketTiers.map((tier) => [tier.currency, tier.price])).toEqual([['ALGO', 20]])
    expect(contractTierTerms(input.ticketTiers).map((tier) => tier.priceMicroAlgos)).toEqual([20_000_000n])
  })

  it('builds the wizard create input', () => {
    const input = buildCreateEventInput(filledDraft(), {
      eventId: 'ALGO-SUMMI-ABC123',
      origin: 'https://dynaqr.app/',
      resolverUrl: 'https://dynaqr.app/resolve?event=ALGO-SUMMI-ABC123',
    })
    expect(input).toMatchObject({
      eventId: 'ALGO-SUMMI-ABC123',
      eventName: 'Algo Summit',
      description: 'Two days of talks',
      accessType: 'public',
      currentUrl: 'https://dynaqr.app/events/ALGO-SUMMI-ABC123/register',
      resolverUrl: 'https://dynaqr.app/resolve?event=ALGO-SUMMI-ABC123',
      maxCapacity: 250,
      visibility: 'public',
      requiresApproval: false,
      tags: ['blockchain', 'algorand', 'defi'],
      organizer: { name: 'Ada', organization: 'Algo Org', email: 'ada@example.com', phone: '' },
      expiryDate: Date.UTC(2026, 5, 2, 17, 30) / 1000,
    })
    expect(input.ticketTiers).toEqual([defaultTier()])
    expect(eventTicketPrice(input.ticketTiers)).toBe(10_000_000n)
    expect(input.extraMetadata).toMatchObject({
      category: 'conference',
      startDate: '2026-06-01',
      timezone: 'UTC',
      venue: { name: 'Hall A', city: 'Lisbon', country: 'Portugal' },
    })
  })

  it('takes the ticket price from the first tier, in ALGO whatever currency the tier names', () => {
    const draft = filledDraft()
    draft.ticketTiers = [
      { ...defaultTier(), price: 2.5 },
      { ...defaultTier(), id: 'vip', price: 99 },
    ]
    expect(
      eventTicketPrice(
        buildCreateEventInput(draft, { eventId: 'X', origin: 'http://localhost:5173', resolverUrl: 'r' }).ticketTiers,
      ),
    ).toBe(2_500_000n)
    expect(eventTicketPrice([{ ...defaultTier(), currency: 'USD', price: 20 }])).toBe(20_000_000n)
    expect(eventTicketPrice([{ ...defaultTier(), price: -1 }])).toBe(0n)
  })

  it('honours an explicit destination and cleans tier values', () => {
    const draft = filledDraft()
    draft.ticketTiers = [{ ...defaultTier(), name: '  VIP ', benefits: [' a ', ''], quantity: 3.7 }]
    const input = buildCreateEventInput(draft, {
      eventId: 'E1',
      origin: 'http://x',
      resolverUrl: 'r',
      currentUrl: 'https://example.com',
    })
    expect(input.currentUrl).toBe('https://example.com')
    expect(input.ticketTiers[0]).toMatchObject({ name: 'VIP', benefits: ['a'], quantity: 3 })
  })
})

describe('step completeness', () => {
  it('finds the first step with a missing required field', () => {
    expect(firstIncompleteStep(createDefaultDraft())).toBe(0)
    const draft = filledDraft()
    expect(firstIncompleteStep(draft)).toBeNull()
    expect(firstIncompleteStep({ ...draft, endTime: '' })).toBe(1)
    expect(firstIncompleteStep({ ...draft, endDate: draft.startDate, endTime: '08:59' })).toBe(1)
    expect(firstIncompleteStep({ ...draft, venue: { ...draft.venue, country: ' ' } })).toBe(2)
    expect(firstIncompleteStep({ ...draft, capacity: 0 })).toBe(2)
    expect(firstIncompleteStep({ ...draft, capacity: Number.NaN })).toBe(2)
    expect(firstIncompleteStep({ ...draft, organizer: { ...draft.organizer, email: '' } })).toBe(4)
  })

  it('requires every tier to have a name, a quantity of at least 1 and a price of at least 0', () => {
    const draft = filledDraft()
    expect(isStepComplete(draft, 3)).toBe(true)
    expect(isStepComplete({ ...draft, ticketTiers: addTier(draft.ticketTiers) }, 3)).toBe(false)
    expect(isStepComplete({ ...draft, ticketTiers: [{ ...defaultTier(), quantity: 0 }] }, 3)).toBe(false)
    expect(isStepComplete({ ...draft, ticketTiers: [{ ...defaultTier(), price: -0.01 }] }, 3)).toBe(false)
    expect(isStepComplete({ ...draft, ticketTiers: [{ ...defaultTier(), price: 0 }] }, 3)).toBe(true)
    expect(isStepComplete({ ...draft, ticketTiers: [] }, 3)).toBe(false)
  })

  it('does not require the optional fields', () => {
    const draft = { ...filledDraft(), tags: '', organizer: { name: 'A', email: 'a@b.c', organization: '', phone: '' } }
    draft.venue = { ...draft.venue, state: '' }
    expect(firstIncompleteStep(draft)).toBeNull()
  })
})

describe("the organiser paying attendees' costs", () => {
  const freeTier = { ...defaultTier(), price: 0 }
  const paidTier = { ...defaultTier(), price: 20 }

  it('is on by default where every tier is free, off where one is paid, and the choice wins', () => {
    expect(draftPaysAttendeeCosts({ paysAttendeeCosts: null, ticketTiers: [freeTier, freeTier] })).toBe(true)
    expect(draftPaysAttendeeCosts({ paysAttendeeCosts: null, ticketTiers: [freeTier, paidTier] })).toBe(false)
    expect(draftPaysAttendeeCosts({ paysAttendeeCosts: false, ticketTiers: [freeTier] })).toBe(false)
    expect(draftPaysAttendeeCosts({ paysAttendeeCosts: true, ticketTiers: [paidTier] })).toBe(true)
  })

  it('covers the capacity unless the organiser says how many, never a negative or broken number', () => {
    expect(draftAttendeesCovered({ attendeesCovered: null, capacity: 120 })).toBe(120)
    expect(draftAttendeesCovered({ attendeesCovered: 30, capacity: 120 })).toBe(30)
    expect(draftAttendeesCovered({ attendeesCovered: -4, capacity: 120 })).toBe(0)
    expect(draftAttendeesCovered({ attendeesCovered: null, capacity: Number.NaN })).toBe(0)
  })

  it('deposits a budget of that many attendees at what one costs, and none when the event does not pay', () => {
    const draft = { paysAttendeeCosts: null, ticketTiers: [freeTier], attendeesCovered: 25, capacity: 100 }
    expect(draftAttendeeBudget({ ...draft, selfCheckIn: false })).toBe(25n * attendeeCost({ selfCheckIn: false }))
    expect(draftAttendeeBudget({ ...draft, selfCheckIn: true })).toBe(25n * attendeeCost({ selfCheckIn: true }))
    expect(draftAttendeeBudget({ ...draft, paysAttendeeCosts: false, selfCheckIn: false })).toBe(0n)
  })

  it('puts the choice and the budget into the create input', () => {
    const draft = { ...filledDraft(), ticketTiers: [freeTier], attendeesCovered: 10 }
    const input = buildCreateEventInput(draft, {
      eventId: 'ALGO-SUMMI-ABC123',
      origin: 'https://dynaqr.app/',
      resolverUrl: 'https://dynaqr.app/resolve?event=ALGO-SUMMI-ABC123',
    })
    expect(input.paysAttendeeCosts).toBe(true)
    expect(input.attendeeBudgetMicroAlgos).toBe(10n * attendeeCost({ selfCheckIn: draft.selfCheckIn }))
  })
})
