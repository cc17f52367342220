/** What the chain tests create: unique event ids and the inputs the app's screens build. */
import type { CreateEventInput, EventSettings } from '../../frontend/src/domain/event/event'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { createEventInput, createEventOrThrow } from '../../scripts/lib/create-input'

let sequence = 0
/** An event id no other run uses: prefix, base-36 time and a counter (well within 32 bytes). */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase()
}

export { algoTier as tier, registrationForm } from '../../scripts/lib/create-input'

const HOUR = 3_600

/**
 * An event on now: it started an hour ago and lasts a month, so attendance can be recorded. The
 * tests' events take self-declared attendance unless a test asks for the door.
 */
export function openSettings(
  overrides: Partial<EventSettings> = {},
  now: number = Math.floor(Date.now() / 1000),
): EventSettings {
  return {
    startsAt: now - HOUR,
    endsAt: now + 30 * 24 * HOUR,
    checkInOpensBefore: 2 * HOUR,
    selfCheckIn: true,
    decideBy: 0,
    ...overrides,
  }
}

/** The destination every test event starts with; the browser tests answer for its host. */
export const START_URL = 'https://destination.example/start'

/** A create input as the QR Generator builds it, with overrides. */
export function eventInput(eventId: string, overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return createEventInput(eventId, `Event ${eventId}`, START_URL, {
    description: 'Created by the chain tests',
    settings: openSettings(),
    ...overrides,
  })
}

/** Creates an event through the app's chain layer; fails the test with the app's message otherwise. */
export async function createdEvent(owner: { chain: ChainApi }, input: CreateEventInput): Promise<string> {
  return createEventOrThrow(owner.chain, input)
}
