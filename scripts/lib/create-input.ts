/** The create-event inputs the web app's screens build, for the scripts and tests that create events. */
import type { ChainApi } from '../../frontend/src/chain/node-api'
import type { CreateEventInput } from '../../frontend/src/domain/event/event'
import type { RegistrationMetadata } from '../../frontend/src/domain/details/details'
import type { TicketTier } from '../../frontend/src/domain/tier/ticket-tiers'

/** As the QR Generator builds it: public, no expiry, no capacity, no tiers; `overrides` add the rest. */
export function createEventInput(
  eventId: string,
  eventName: string,
  currentUrl: string,
  overrides: Partial<CreateEventInput> = {},
): CreateEventInput {
  return {
    eventId,
    eventName,
    currentUrl,
    description: '',
    accessType: 'public',
    expiryDate: 0,
    resolverUrl: '',
    maxCapacity: 0,
    ticketTiers: [],
    ...overrides,
  }
}

/** Creates the event through the web app's chain layer, or throws with the chain's reason; resolves with its id. */
export async function createEventOrThrow(
  chain: Pick<ChainApi, 'createEvent'>,
  input: CreateEventInput,
): Promise<string> {
  const result = await chain.createEvent(input)
  if (!result.ok) throw new Error(`creating ${input.eventId} failed: ${result.error}`)
  return input.eventId
}

/** A tier priced in ALGO, as the wizard's Tickets step builds it; quantity 0 is unlimited. */
export function algoTier(name: string, price: number, quantity = 0): TicketTier {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description: `${name} access`,
    price,
    currency: 'ALGO',
    quantity,
    benefits: ['Event access'],
    transferable: true,
  }
}

/** The registration form as an attendee fills it in (an email made from the name). */
/** 'Jürgen Weiß' → 'jurgen.weiss': the name's letters without accents, words joined by dots. */
function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
}

export function registrationForm(name = 'Ada', overrides: Partial<RegistrationMetadata> = {}): RegistrationMetadata {
  return {
    attendeeName: name,
    attendeeEmail: `${emailLocalPart(name)}@example.com`,
    attendeePhone: '',
    ticketTierLabel: '',
    paymentAmountMicroAlgos: 0,
    ...overrides,
  }
}
