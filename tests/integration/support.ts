/** What every chain test file needs: its own DynaQR app, funded accounts, the app's chain layer. */
import type { ChainApi } from '../../frontend/src/chain/api'
import type { CreateEventInput, TicketTier } from '../../frontend/src/lib/types'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../../scripts/lib/fresh-dynaqr'
import type { SigningAccount } from '../../scripts/lib/network'
import { chainApiFor, memoryStorage } from '../../scripts/lib/node-chain'

export interface Actor {
  account: SigningAccount
  address: string
  chain: ChainApi
  /** The browser storage this actor's web app would hold (event and registration metadata). */
  storage: Storage
}

export interface ChainTestNet extends LocalNetDynaQr {
  actor(algos?: number): Promise<Actor>
}

export async function chainTestNet(): Promise<ChainTestNet> {
  const net = await dynaqrOnLocalNet()
  return {
    ...net,
    async actor(algos = 20) {
      const account = await net.fundedAccount(algos)
      const storage = memoryStorage()
      return { account, address: account.addr.toString(), chain: chainApiFor(net.config, net.algorand, account, { storage }), storage }
    },
  }
}

let sequence = 0
/** An event id no other test run uses. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase()
}

export function tier(name: string, price: number, quantity: number): TicketTier {
  return { id: name.toLowerCase(), name, description: `${name} access`, price, currency: 'ALGO', quantity, benefits: [], transferable: true }
}

/** A create input as the QR Generator builds it, with overrides. */
export function eventInput(eventId: string, overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    eventId,
    eventName: `Event ${eventId}`,
    currentUrl: 'https://example.com/start',
    description: 'Created by the chain tests',
    accessType: 'public',
    expiryDate: 0,
    resolverUrl: '',
    ticketPriceAlgos: 0,
    maxCapacity: 0,
    ticketTiers: [],
    ...overrides,
  }
}

export const registrationForm = (name = 'Ada') => ({
  attendeeName: name,
  attendeeEmail: `${name.toLowerCase()}@example.com`,
  attendeePhone: '',
  ticketTierLabel: '',
  paymentAmountMicroAlgos: 0,
})

/** Creates an event through the chain layer and fails the test with the app's message otherwise. */
export async function createdEvent(owner: Actor, input: CreateEventInput): Promise<string> {
  const result = await owner.chain.createEvent(input)
  if (!result.success) throw new Error(`creating ${input.eventId} failed: ${result.error}`)
  return input.eventId
}
