import { describe, expect, it } from 'vitest'
import { parseEventMetadata, parseRegistrationMetadata } from '../../domain/details/metadata-schema'
import { memoryStorage } from './memory-storage'
import { createMetadataStore, EVENT_METADATA_KEY, REGISTRATION_METADATA_KEY } from './storage'

function throwingStorage(error: Error): Storage {
  const storage = memoryStorage()
  storage.getItem = () => {
    throw error
  }
  storage.setItem = () => {
    throw error
  }
  return storage
}

const ATTENDEE = 'ATTENDEE'

describe('metadata store', () => {
  it('round-trips event metadata under dynaqr-event-metadata', () => {
    const storage = memoryStorage()
    const store = createMetadataStore(() => storage)
    expect(store.saveEventMetadata('EV-1', { description: 'Hello', tags: ['a', 'b'] })).toBe(true)
    expect(store.loadEventMetadata('EV-1')).toEqual({ description: 'Hello', tags: ['a', 'b'] })
    expect(JSON.parse(storage.getItem(EVENT_METADATA_KEY)!)).toHaveProperty('EV-1')
  })

  it("replaces one event's copy without touching the others, and keeps the mark of a chain copy", () => {
    const storage = memoryStorage()
    const store = createMetadataStore(() => storage)
    store.saveEventMetadata('EV-1', { description: 'One, fuller than the chain' })
    store.saveEventMetadata('EV-2', { description: 'Two' })
    store.saveEventMetadata('EV-1', { description: 'One', detailsRound: 12, detailsSource: 'chain' })
    expect(store.loadEventMetadata('EV-1')).toEqual({ description: 'One', detailsRound: 12, detailsSource: 'chain' })
    expect(store.loadEventMetadata('EV-2')).toEqual({ description: 'Two' })
  })

  it('round-trips registration metadata per event and attendee', () => {
    const storage = memoryStorage()
    const store = createMetadataStore(() => storage)
    const metadata = {
      attendeeName: 'Ada',
      attendeeEmail: 'ada@example.com',
      attendeePhone: '',
      ticketTierLabel: 'VIP',
      paymentAmountMicroAlgos: 5_000_000,
      transactionId: 'TX',
    }
    store.saveRegistrationMetadata('EV-1', ATTENDEE, metadata)
    expect(store.loadRegistrationMetadata('EV-1', ATTENDEE)).toEqual(metadata)
    expect(store.loadRegistrationMetadata('EV-2', ATTENDEE)).toBeUndefined()
    store.mergeRegistrationMetadata('EV-1', ATTENDEE, { attendanceConfirmedAt: 9 })
    expect(store.loadRegistrationMetadata('EV-1', ATTENDEE)?.attendanceConfirmedAt).toBe(9)
    expect(JSON.parse(storage.getItem(REGISTRATION_METADATA_KEY)!)).toHaveProperty(`EV-1:${ATTENDEE}`)
  })

  it('treats corrupt JSON as empty and recovers on the next write', () => {
    const storage = memoryStorage()
    storage.setItem(EVENT_METADATA_KEY, '{not json')
    const store = createMetadataStore(() => storage)
    expect(store.loadEventMetadata('EV-1')).toBeUndefined()
    expect(store.saveEventMetadata('EV-1', { description: 'ok' })).toBe(true)
    expect(store.loadEventMetadata('EV-1')).toEqual({ description: 'ok' })
  })

  it('ignores stored values of the wrong shape', () => {
    const storage = memoryStorage()
    storage.setItem(EVENT_METADATA_KEY, JSON.stringify(['array', 'not', 'map']))
    storage.setItem(REGISTRATION_METADATA_KEY, JSON.stringify({ [`EV-1:${ATTENDEE}`]: 'text' }))
    const store = createMetadataStore(() => storage)
    expect(store.loadEventMetadata('EV-1')).toBeUndefined()
    expect(store.loadRegistrationMetadata('EV-1', ATTENDEE)).toBeUndefined()
  })

  it('never throws when storage throws (quota, security errors)', () => {
    const store = createMetadataStore(() => throwingStorage(new DOMException('full', 'QuotaExceededError')))
    expect(store.loadEventMetadata('EV-1')).toBeUndefined()
    expect(store.saveEventMetadata('EV-1', {})).toBe(false)
    expect(store.saveRegistrationMetadata('EV-1', ATTENDEE, parseRegistrationMetadata({})!)).toBe(false)
  })

  it('works without any storage', () => {
    const store = createMetadataStore(() => undefined)
    expect(store.saveEventMetadata('EV-1', {})).toBe(false)
    expect(store.loadEventMetadata('EV-1')).toBeUndefined()
  })
})

describe('parseEventMetadata', () => {
  it('keeps known fields of the right type and drops the rest', () => {
    const parsed = parseEventMetadata({
      description: 42,
      tags: ['ok', 7, null, 'fine'],
      visibility: 'secret',
      requiresApproval: 'yes',
      organizer: { name: 'Org', email: 3, extra: 'x' },
      lastUpdatedAt: Number.NaN,
      evil: '<script>',
      ticketTiers: [{ name: 'VIP', price: 'free', currency: 'not a code' }, { price: 1 }, 'junk'],
    })
    expect(parsed).toEqual({
      tags: ['ok', 'fine'],
      organizer: { name: 'Org' },
      ticketTiers: [
        {
          id: 'tier-1',
          name: 'VIP',
          description: '',
          price: 0,
          currency: 'ALGO',
          quantity: 0,
          benefits: [],
          transferable: true,
        },
      ],
    })
  })

  it('rejects non-objects', () => {
    expect(parseEventMetadata(null)).toBeUndefined()
    expect(parseEventMetadata('x')).toBeUndefined()
    expect(parseEventMetadata([])).toBeUndefined()
  })
})
