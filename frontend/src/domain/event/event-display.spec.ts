import { describe, expect, it } from 'vitest'
import {
  accessTypeLabel,
  displayTiers,
  organization,
  organizerDetails,
  ownershipMessage,
  registrationSummary,
  seatsText,
} from './event-display'

const OWNER = 'OWNERADDRESS'

describe('ownershipMessage', () => {
  it('gives the three spec messages', () => {
    expect(ownershipMessage(null, OWNER)).toBe('Connect an Algorand wallet to manage this event.')
    expect(ownershipMessage('OTHER', OWNER)).toBe(
      'Connected wallet does not match the event owner. Switch to OWNERADDRESS to make changes.',
    )
    expect(ownershipMessage(OWNER, OWNER)).toBe('Organizer wallet connected. You can update event settings.')
  })
})

describe('labels', () => {
  it('names access types', () => {
    expect(accessTypeLabel('public')).toBe('Public')
    expect(accessTypeLabel('nft-gated')).toBe('NFT Gated')
    expect(accessTypeLabel('time-based')).toBe('Time-Based')
  })

  it('summarises registrations with infinity for unlimited capacity', () => {
    expect(registrationSummary({ registeredCount: 3, maxCapacity: 0 })).toBe('3 registered • max ∞')
    expect(registrationSummary({ registeredCount: 3, maxCapacity: 50 })).toBe('3 registered • max 50')
  })

  it('defaults the organization and organizer fields', () => {
    expect(organization({ metadata: {} })).toBe('Algorand Network')
    expect(organization({ metadata: { organizer: { organization: 'Foundation' } } })).toBe('Foundation')
    expect(organizerDetails({ metadata: { organizer: { name: 'Ada', email: ' ' } } })).toEqual({
      name: 'Ada',
      email: 'Unspecified',
      organization: 'Unspecified',
    })
  })
})

describe('displayTiers', () => {
  const metadataTier = {
    id: 'vip',
    name: 'VIP',
    description: 'Front row',
    price: 99,
    currency: 'ALGO' as const,
    quantity: 10,
    benefits: [],
    transferable: true,
  }

  it('prefers on-chain price and stock', () => {
    const tiers = displayTiers({
      metadata: { ticketTiers: [metadataTier] },
      tiers: [{ name: 'VIP', priceMicroAlgos: 2_500_000n, quantity: 10n, sold: 4n, transferable: true }],
    })
    expect(tiers).toEqual([{ name: 'VIP', description: 'Front row', price: '2.5 ALGO', available: '6 available' }])
  })

  it('shows Free for zero prices and no stock for unlimited tiers', () => {
    expect(
      displayTiers({
        metadata: {},
        tiers: [{ name: 'Open', priceMicroAlgos: 0n, quantity: 0n, sold: 9n, transferable: true }],
      }),
    ).toEqual([{ name: 'Open', description: undefined, price: 'Free', available: undefined }])
  })

  it("falls back to metadata-only tiers, priced in the event's currency whatever currency the note names", () => {
    const usdNote = { ticketTiers: [{ ...metadataTier, currency: 'USD', price: 20 }] }
    expect(displayTiers({ metadata: usdNote, tiers: [] })).toEqual([
      { name: 'VIP', description: 'Front row', price: '20 ALGO', available: '10 available' },
    ])
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    expect(displayTiers({ metadata: usdNote, tiers: [], currency: usdc })).toEqual([
      { name: 'VIP', description: 'Front row', price: '20.00 USDC', available: '10 available' },
    ])
  })
})

describe('seatsText', () => {
  it('says how many seats are left, that there is no limit, or that it is sold out', () => {
    expect(seatsText({ maxCapacity: 1_200, registeredCount: 4 })).toBe('1,196 of 1,200 left')
    expect(seatsText({ maxCapacity: 0, registeredCount: 4 })).toBe('No limit')
    expect(seatsText({ maxCapacity: 4, registeredCount: 4 })).toBe('Sold out (4 seats)')
    expect(seatsText({ maxCapacity: 4, registeredCount: 6 })).toBe('Sold out (4 seats)')
    expect(seatsText({ maxCapacity: 1, registeredCount: 1 })).toBe('Sold out (1 seat)')
  })
})
