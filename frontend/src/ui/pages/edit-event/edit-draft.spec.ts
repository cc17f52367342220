import { describe, expect, it } from 'vitest'
import { composeEvent } from '../../../domain/records/compose'
import { eventRecord } from '../../../testing/event-record-fixture'
import type { DynaEvent } from '../../../domain/event/event'
import type { EventMetadata } from '../../../domain/details/details'
import { zonedDateTimeToUnix } from '../../../domain/time/zoned-time'
import { EDIT_MESSAGES } from '../../../domain/event/manage-messages'
import { buildEventEdit, draftFromEvent, editChangesEvent, tierTermsOf, tierTermsProblem } from './edit-draft'

const START = zonedDateTimeToUnix('2027-03-05', '18:30', 'Europe/Paris')!
const END = zonedDateTimeToUnix('2027-03-05', '23:00', 'Europe/Paris')!
const NOW = 1_800_000_000

const METADATA: EventMetadata = {
  description: 'Spring meetup',
  category: 'meetup',
  tags: ['algorand', 'paris'],
  timezone: 'Europe/Paris',
  startDate: '2027-03-01',
  venue: { name: 'Old Hall', address: '1 Rue A', city: 'Paris', country: 'France' },
  ticketTiers: [
    {
      id: 'general',
      name: 'General',
      description: '',
      price: 5,
      currency: 'ALGO',
      quantity: 50,
      benefits: [],
      transferable: true,
    },
  ],
  organizer: { name: 'Ana', organization: 'Algo Paris' },
}

function event(patch: Partial<DynaEvent> = {}): DynaEvent {
  const record = eventRecord({
    name: 'Spring Meetup',
    capacity: 80n,
    expiry: BigInt(END),
    registeredCount: 3n,
    settings: {
      startsAt: BigInt(START),
      endsAt: BigInt(END),
      checkInOpensBefore: 3_600n,
      selfCheckIn: false,
      decideBy: 0n,
    },
    tiers: [['General', 5_000_000n, 50n, true]],
    tierSold: [3n, 0n, 0n, 0n, 0n, 0n],
  })
  return {
    ...composeEvent('SPRING', record, {
      metadata: METADATA,
      resolverUrl: 'http://x/resolve?event=SPRING',
      nowSeconds: NOW,
    }),
    ...patch,
  }
}

describe('draftFromEvent', () => {
  it('fills the wizard from the event, the chain’s dates winning over the note’s', () => {
    const draft = draftFromEvent(event())
    expect([draft.title, draft.description, draft.category, draft.tags]).toEqual([
      'Spring Meetup',
      'Spring meetup',
      'meetup',
      'algorand, paris',
    ])
    expect([draft.startDate, draft.startTime, draft.endDate, draft.endTime, draft.timezone]).toEqual([
      '2027-03-05',
      '18:30',
      '2027-03-05',
      '23:00',
      'Europe/Paris',
    ])
    expect(draft.venue).toEqual({ name: 'Old Hall', address: '1 Rue A', city: 'Paris', state: '', country: 'France' })
    expect(draft.capacity).toEqual(80)
  })

  it('keeps the zone the event was created in, whatever the browser is in (UTC here)', () => {
    const tokyo = event({ metadata: { ...METADATA, timezone: 'Asia/Tokyo' } })
    expect([draftFromEvent(tokyo).timezone, draftFromEvent(tokyo).startTime]).toEqual(['Asia/Tokyo', '02:30'])
  })

  it("edits an event that names no zone, or one this browser does not know, in the browser's zone", () => {
    expect(draftFromEvent(event({ metadata: { ...METADATA, timezone: undefined } })).timezone).toBe('UTC')
    expect(draftFromEvent(event({ metadata: { ...METADATA, timezone: 'Mars/Olympus_Mons' } })).timezone).toBe('UTC')
  })
})

describe('buildEventEdit', () => {
  it("keeps a price edit in the event's currency: an asset with 2 decimals is charged in its own base units", () => {
    // An asset counted in cents, unlike ALGO's 6 decimals, shows that the edit counts in the event's unit.
    const euro = { code: 'EURC', decimals: 2, assetId: 77n }
    const current = {
      ...event(),
      currency: euro,
      tiers: [{ name: 'General', priceMicroAlgos: 2_500n, quantity: 50n, sold: 3n, transferable: true }],
    }
    const terms = tierTermsOf(current)
    expect(terms[0].price).toBe(25)
    const draft = draftFromEvent(current)
    expect(draft.currency).toEqual(euro)
    const edit = buildEventEdit(draft, [{ ...terms[0], price: 30.5 }], current, NOW)
    expect(edit.tiers).toEqual([{ index: 0, priceMicroAlgos: 3_050n, quantity: 50 }])
    expect(edit.metadata.ticketTiers?.[0]).toMatchObject({ price: 30.5, currency: 'EURC' })
  })

  it('edits a tier whose note says USD on an ALGO event in ALGO, the note then stating ALGO', () => {
    const usdTier = { ...METADATA.ticketTiers![0], currency: 'USD', price: 20 }
    const current = event({ metadata: { ...METADATA, ticketTiers: [usdTier] } })
    const terms = tierTermsOf(current)
    expect(terms[0].price).toBe(5)
    const edit = buildEventEdit(draftFromEvent(current), [{ ...terms[0], price: 7.5 }], current, NOW)
    expect(edit.tiers).toEqual([{ index: 0, priceMicroAlgos: 7_500_000n, quantity: 50 }])
    expect(edit.metadata.ticketTiers?.[0]).toMatchObject({ price: 7.5, currency: 'ALGO' })
  })

  it('changes nothing when nothing was changed', () => {
    const current = event()
    const edit = buildEventEdit(draftFromEvent(current), tierTermsOf(current), current, NOW)
    expect(edit.tiers).toEqual([])
    expect(editChangesEvent(edit, current)).toBe(false)
  })

  it('edits the questions by id: a reworded one keeps its id, a new one takes the next, and removing all clears them', () => {
    const asked = [
      { id: 'q1', kind: 'text' as const, label: 'Company', required: true, options: [] },
      { id: 'q2', kind: 'choice' as const, label: 'Meal', required: false, options: ['Vegan', 'Any'] },
    ]
    const current = event({ metadata: { ...METADATA, questions: asked } })
    const draft = draftFromEvent(current)
    expect(draft.questions).toEqual(asked)
    expect(editChangesEvent(buildEventEdit(draft, tierTermsOf(current), current, NOW), current)).toBe(false)

    const reworded = [{ ...asked[0], label: ' Company or school ' }, { ...asked[1] }]
    const withNew = [...reworded, { id: 'q3', kind: 'text' as const, label: 'Role', required: false, options: [] }]
    const edit = buildEventEdit({ ...draft, questions: withNew }, tierTermsOf(current), current, NOW)
    expect(edit.metadata.questions?.map((q) => [q.id, q.label])).toEqual([
      ['q1', 'Company or school'],
      ['q2', 'Meal'],
      ['q3', 'Role'],
    ])
    expect(editChangesEvent(edit, current)).toBe(true)

    const cleared = buildEventEdit({ ...draft, questions: [] }, tierTermsOf(current), current, NOW)
    expect(cleared.metadata.questions).toEqual([])
    expect(editChangesEvent(cleared, current)).toBe(true)
    // An event that never asked anything gets no questions in its note.
    const plain = event()
    const plainEdit = buildEventEdit(draftFromEvent(plain), tierTermsOf(plain), plain, NOW)
    expect(JSON.stringify(plainEdit.metadata)).not.toContain('questions')
  })

  it('carries a new venue in the note, keeping what the form does not show', () => {
    const current = event()
    const draft = { ...draftFromEvent(current), venue: { ...draftFromEvent(current).venue, name: ' New Hall ' } }
    const edit = buildEventEdit(draft, tierTermsOf(current), current, NOW)
    expect(edit.metadata.venue?.name).toEqual('New Hall')
    expect(edit.metadata.organizer).toEqual(METADATA.organizer)
    expect(edit.metadata.lastUpdatedAt).toEqual(NOW)
    expect(editChangesEvent(edit, current)).toBe(true)
  })

  it('saves another time zone: the same wall clock, later instants', () => {
    const current = event()
    const edit = buildEventEdit(
      { ...draftFromEvent(current), timezone: 'Europe/London' },
      tierTermsOf(current),
      current,
      NOW,
    )
    expect(edit.metadata.timezone).toBe('Europe/London')
    expect(edit.settings.startsAt).toEqual(START + 3_600)
    expect(editChangesEvent(edit, current)).toBe(true)
  })

  it('counts a zone change alone as a change, even where the clocks read the same', () => {
    const current = event({ metadata: { ...METADATA, timezone: 'Europe/Berlin' } })
    const edit = buildEventEdit(
      { ...draftFromEvent(current), timezone: 'Europe/Paris' },
      tierTermsOf(current),
      current,
      NOW,
    )
    expect(edit.settings.startsAt).toEqual(START)
    expect(editChangesEvent(edit, current)).toBe(true)
  })

  it('moves the dates and the registration deadline together', () => {
    const current = event()
    const draft = { ...draftFromEvent(current), startDate: '2027-03-12', endDate: '2027-03-12' }
    const edit = buildEventEdit(draft, tierTermsOf(current), current, NOW)
    expect(edit.settings.startsAt).toEqual(START + 7 * 86_400)
    expect(edit.settings.endsAt).toEqual(END + 7 * 86_400)
    expect(edit.expiry).toEqual(END + 7 * 86_400)
    expect(edit.settings.checkInOpensBefore).toEqual(3_600)
  })

  it('lists only the tiers whose price or quantity changed, and updates the note’s tier too', () => {
    const current = event()
    const terms = tierTermsOf(current).map((term) => ({ ...term, price: 7.5 }))
    const edit = buildEventEdit(draftFromEvent(current), terms, current, NOW)
    expect(edit.tiers).toEqual([{ index: 0, priceMicroAlgos: 7_500_000n, quantity: 50 }])
    expect(edit.metadata.ticketTiers?.[0].price).toEqual(7.5)
  })

  it('carries a tier’s new description and benefits in the note, whole', () => {
    const current = event()
    expect(tierTermsOf(current)[0]).toMatchObject({ description: '', benefits: '' })
    const terms = tierTermsOf(current).map((term) => ({
      ...term,
      description: ' Front rows, lunch and the evening party ',
      benefits: 'Lunch, Party , , Badge',
    }))
    const edit = buildEventEdit(draftFromEvent(current), terms, current, NOW)
    expect(edit.tiers).toEqual([])
    expect(edit.metadata.ticketTiers).toEqual([
      {
        ...METADATA.ticketTiers![0],
        description: 'Front rows, lunch and the evening party',
        benefits: ['Lunch', 'Party', 'Badge'],
      },
    ])
    expect(editChangesEvent(edit, current)).toBe(true)
    const edited = event({ metadata: edit.metadata })
    expect(tierTermsOf(edited)[0]).toMatchObject({
      description: 'Front rows, lunch and the evening party',
      benefits: 'Lunch, Party, Badge',
    })
  })

  it('gives a note without tiers the chain’s tiers once the form gives them texts', () => {
    const current = event({ metadata: { ...METADATA, ticketTiers: undefined } })
    const untouched = buildEventEdit(draftFromEvent(current), tierTermsOf(current), current, NOW)
    expect(untouched.metadata.ticketTiers).toBeUndefined()
    const terms = tierTermsOf(current).map((term) => ({ ...term, description: 'Seat' }))
    const edit = buildEventEdit(draftFromEvent(current), terms, current, NOW)
    expect(edit.metadata.ticketTiers).toEqual([
      {
        id: 'tier-1',
        name: 'General',
        description: 'Seat',
        price: 5,
        currency: 'ALGO',
        quantity: 50,
        benefits: [],
        transferable: true,
      },
    ])
  })
})

describe('tierTermsProblem', () => {
  const unlimited = () =>
    event({ tiers: [{ name: 'General', priceMicroAlgos: 0n, quantity: 0n, sold: 3n, transferable: true }] })

  it('shows an unlimited tier with an empty quantity, which saves as unlimited again', () => {
    const current = unlimited()
    const [term] = tierTermsOf(current)
    expect(term.quantity).toBeNaN()
    expect(tierTermsProblem([term])).toBeNull()
    expect(buildEventEdit(draftFromEvent(current), [term], current, NOW).tiers).toEqual([])
  })

  it('names the tier whose price or quantity breaks the rule', () => {
    const [term] = tierTermsOf(unlimited())
    expect(tierTermsProblem([{ ...term, price: 1.005 }])).toBe(EDIT_MESSAGES.tierPriceInvalid('General'))
    expect(tierTermsProblem([{ ...term, quantity: 2 }])).toBe(EDIT_MESSAGES.quantityBelowSold('General', 3))
    expect(tierTermsProblem([{ ...term, quantity: 3.5 }])).toBe(EDIT_MESSAGES.tierQuantityInvalid('General'))
    expect(tierTermsProblem([{ ...term, sold: 0, quantity: 0 }])).toBe(EDIT_MESSAGES.tierQuantityInvalid('General'))
  })
})
