import { describe, expect, it } from 'vitest'
import { matchEarlierCreate, retriedCreateInput, type CreateAttempt, type CreateTerms } from './create-attempt'
import type { CreateEventInput } from './event'

function inputBuilder(eventName: string, currentUrl: (eventId: string) => string) {
  return (eventId: string): CreateEventInput => ({
    eventId,
    eventName,
    currentUrl: currentUrl(eventId),
    description: '',
    accessType: 'public',
    expiryDate: 0,
    resolverUrl: `https://dynaqr.example/resolve?event=${eventId}`,
    maxCapacity: 0,
    ticketTiers: [],
  })
}

const previous: CreateAttempt = { eventId: 'LAUNCH-abc', eventName: 'Launch', currentUrl: 'https://example.com/a' }

describe('retriedCreateInput', () => {
  it('keeps the earlier id for the same name and destination', () => {
    const input = retriedCreateInput(
      previous,
      inputBuilder('Launch', () => 'https://example.com/a'),
    )
    expect(input).toMatchObject({
      eventId: 'LAUNCH-abc',
      resolverUrl: 'https://dynaqr.example/resolve?event=LAUNCH-abc',
    })
  })

  it('keeps it when the destination is derived from the id, as the wizard does', () => {
    const byId = (eventId: string) => `https://dynaqr.example/register/${eventId}`
    const earlier = { ...previous, currentUrl: byId('LAUNCH-abc') }
    expect(retriedCreateInput(earlier, inputBuilder('Launch', byId))?.eventId).toBe('LAUNCH-abc')
  })

  it('gives none when there was no earlier attempt, or it was for another name or destination', () => {
    expect(
      retriedCreateInput(
        null,
        inputBuilder('Launch', () => 'https://example.com/a'),
      ),
    ).toBeNull()
    expect(
      retriedCreateInput(
        previous,
        inputBuilder('Launch 2', () => 'https://example.com/a'),
      ),
    ).toBeNull()
    expect(
      retriedCreateInput(
        previous,
        inputBuilder('Launch', () => 'https://example.com/b'),
      ),
    ).toBeNull()
  })
})

const attempt: CreateTerms = {
  owner: 'OWNER',
  name: 'Launch',
  url: 'https://example.com/a',
  accessType: 'public',
  expiry: 1_800_000_000n,
  capacity: 100n,
  tiers: [
    ['Early', 1_000_000n, 50n, false],
    ['Door', 2_000_000n, 0n, true],
  ],
  paymentAsset: 0n,
}

describe('matchEarlierCreate', () => {
  it('an event stored with every setting of this create is its own, landed earlier', () => {
    expect(
      matchEarlierCreate({ ...attempt, tiers: attempt.tiers.map(([n, p, q, t]) => [n, p, q, t]) }, attempt),
    ).toEqual({
      kind: 'same',
    })
  })

  it('no event, or one of another owner, name or destination, is not this create', () => {
    expect(matchEarlierCreate(null, attempt)).toEqual({ kind: 'none' })
    expect(matchEarlierCreate({ ...attempt, owner: 'SOMEONE' }, attempt)).toEqual({ kind: 'none' })
    expect(matchEarlierCreate({ ...attempt, name: 'Launch 2' }, attempt)).toEqual({ kind: 'none' })
    expect(matchEarlierCreate({ ...attempt, url: 'https://example.com/b' }, attempt)).toEqual({ kind: 'none' })
  })

  it('names every setting the stored event has otherwise', () => {
    expect(
      matchEarlierCreate(
        { ...attempt, accessType: 'time-based', expiry: 0n, capacity: 99n, tiers: [], paymentAsset: 10458941n },
        attempt,
      ),
    ).toEqual({ kind: 'differs', settings: ['access type', 'expiry', 'capacity', 'ticket tiers', 'currency'] })
  })

  it.each([
    ['a tier name', [['Late', 1_000_000n, 50n, false], attempt.tiers[1]]],
    ['a tier price', [['Early', 1_500_000n, 50n, false], attempt.tiers[1]]],
    ['a tier quantity', [['Early', 1_000_000n, 40n, false], attempt.tiers[1]]],
    ['whether a tier is transferable', [['Early', 1_000_000n, 50n, true], attempt.tiers[1]]],
    ['a tier more', [...attempt.tiers, ['VIP', 5_000_000n, 10n, true]]],
  ] as [string, CreateTerms['tiers']][])('tiers differ by %s', (_, tiers) => {
    expect(matchEarlierCreate({ ...attempt, tiers }, attempt)).toEqual({ kind: 'differs', settings: ['ticket tiers'] })
  })
})
