import { describe, expect, it } from 'vitest'
import { retriedCreateInput, type CreateAttempt } from './create-attempt'
import type { CreateEventInput } from './types'

function inputBuilder(eventName: string, currentUrl: (eventId: string) => string) {
  return (eventId: string): CreateEventInput => ({
    eventId,
    eventName,
    currentUrl: currentUrl(eventId),
    description: '',
    accessType: 'public',
    expiryDate: 0,
    resolverUrl: `https://dynaqr.example/resolve?event=${eventId}`,
    ticketPriceAlgos: 0,
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
