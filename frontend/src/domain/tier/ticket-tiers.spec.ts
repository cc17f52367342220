import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { algosToMicroAlgos, microAlgosToAlgos } from '../money/algo'
import { ALGO } from '../money/amount'
import { MAX_TIER_NAME_BYTES, MAX_TIERS } from '../contract/limits'
import { utf8Length } from '../text/text-bytes'
import {
  contractTierTerms,
  mergeTiers,
  ticketPriceMicroAlgos,
  tierPriceLabel,
  type ChainTier,
  type TicketTier,
} from './ticket-tiers'
import { clampTierTerms } from './tier-terms'

const noteTier = (overrides: Partial<TicketTier> = {}): TicketTier => ({
  id: 'general',
  name: 'General Admission',
  description: 'Standard access',
  price: 10,
  currency: 'ALGO',
  quantity: 100,
  benefits: ['Entry'],
  transferable: true,
  ...overrides,
})

const chainTier = (overrides: Partial<ChainTier> = {}): ChainTier => ({
  name: 'General Admission',
  priceMicroAlgos: 10_000_000n,
  quantity: 100n,
  sold: 0n,
  transferable: true,
  ...overrides,
})

describe('ALGO and microALGO', () => {
  it('converts the smallest unit and decimals without floating-point drift', () => {
    expect(algosToMicroAlgos(0.000001)).toBe(1n)
    expect(algosToMicroAlgos(1.1)).toBe(1_100_000n)
    expect(algosToMicroAlgos(0.1 + 0.2)).toBe(300_000n)
    expect(microAlgosToAlgos(1n)).toBe(0.000001)
    expect(microAlgosToAlgos(1_100_000n)).toBe(1.1)
  })

  it('gives back every whole microALGO amount up to a billion ALGO', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (micro) => {
        expect(algosToMicroAlgos(microAlgosToAlgos(micro))).toBe(micro)
      }),
    )
  })
})

describe('clampTierTerms', () => {
  it('rounds an ALGO price to whole microALGO, the note stating what the contract charges', () => {
    expect(clampTierTerms({ price: 10.1234567, quantity: 1 })).toEqual({
      priceMicroAlgos: 10_123_457n,
      price: 10.123457,
      quantity: 1,
    })
    expect(clampTierTerms({ price: 0.0000004, quantity: 1 }).priceMicroAlgos).toBe(0n)
    expect(clampTierTerms({ price: 0.0000006, quantity: 1 })).toMatchObject({
      priceMicroAlgos: 1n,
      price: 0.000001,
    })
  })

  it('never goes below 0 nor keeps a fraction of a ticket', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(clampTierTerms({ price: bad, quantity: bad })).toEqual({
        priceMicroAlgos: 0n,
        price: 0,
        quantity: 0,
      })
    }
    expect(clampTierTerms({ price: 1, quantity: 3.7 }).quantity).toBe(3)
    expect(clampTierTerms({ price: 1, quantity: 0.5 }).quantity).toBe(0)
  })

  it("charges the typed price in the event's currency, whatever currency a note's tier names", () => {
    const usdTier = noteTier({ currency: 'USD', price: 25.5, quantity: 10 })
    expect(clampTierTerms(usdTier)).toEqual({ priceMicroAlgos: 25_500_000n, price: 25.5, quantity: 10 })
    const cents = { code: 'EURC', decimals: 2, assetId: 7n }
    expect(clampTierTerms(usdTier, cents)).toEqual({ priceMicroAlgos: 2_550n, price: 25.5, quantity: 10 })
    expect(clampTierTerms(noteTier({ currency: 'USD', price: -5 })).price).toBe(0)
  })
})

describe('contractTierTerms', () => {
  it('gives the contract at most MAX_TIERS tiers, named within MAX_TIER_NAME_BYTES', () => {
    const tiers = Array.from({ length: MAX_TIERS + 2 }, (_, index) => noteTier({ name: `T${index}` }))
    expect(contractTierTerms(tiers)).toHaveLength(MAX_TIERS)
    const [long] = contractTierTerms([noteTier({ name: 'é'.repeat(MAX_TIER_NAME_BYTES) })])
    expect(utf8Length(long.name)).toBe(MAX_TIER_NAME_BYTES)
    expect(long.name).toBe('é'.repeat(MAX_TIER_NAME_BYTES / 2))
  })

  it('names blank tiers by position and clamps their terms', () => {
    expect(
      contractTierTerms([
        noteTier({ name: ' VIP ', price: 2.5, quantity: 20.9, transferable: false }),
        noteTier({ name: '  ', currency: 'USD', price: 30, quantity: -1 }),
      ]),
    ).toEqual([
      { name: 'VIP', priceMicroAlgos: 2_500_000n, quantity: 20n, transferable: false },
      { name: 'Tier 2', priceMicroAlgos: 30_000_000n, quantity: 0n, transferable: true },
    ])
  })
})

describe('ticketPriceMicroAlgos', () => {
  it("is the first tier's price, and 0 without tiers", () => {
    expect(ticketPriceMicroAlgos([chainTier({ priceMicroAlgos: 3n }), chainTier({ priceMicroAlgos: 1n })])).toBe(3n)
    expect(ticketPriceMicroAlgos([])).toBe(0n)
  })
})

describe('mergeTiers', () => {
  it('prices and stocks a tier from the chain, describing it from the note', () => {
    const [tier] = mergeTiers(
      [chainTier({ name: 'GA', priceMicroAlgos: 12_500_000n, quantity: 100n, sold: 95n })],
      [noteTier({ price: 10, quantity: 100 })],
    )
    expect(tier).toEqual({
      index: 0,
      id: 'general',
      name: 'General Admission',
      description: 'Standard access',
      benefits: ['Entry'],
      currency: 'ALGO',
      unit: ALGO,
      priceMicroAlgos: 12_500_000n,
      remaining: 5,
    })
  })

  it("charges every tier of an event priced in an asset in that asset, whatever currency the note's tier states", () => {
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    const tiers = mergeTiers(
      [chainTier({ priceMicroAlgos: 25_000_000n }), chainTier({ name: 'Free', priceMicroAlgos: 0n })],
      [noteTier({ price: 25, currency: 'USD' }), noteTier({ name: 'Free', price: 0, currency: 'USDC' })],
      usdc,
    )
    expect(tiers.map((tier) => [tier.currency, tier.unit, tier.priceMicroAlgos])).toEqual([
      ['USDC', usdc, 25_000_000n],
      ['USDC', usdc, 0n],
    ])
    expect(tiers.map(tierPriceLabel)).toEqual(['25.00 USDC', 'Free'])
  })

  it("charges an asset whose unit name is 'USD' like any other", () => {
    const spoof = { code: 'USD', decimals: 6, assetId: 99n }
    const [tier] = mergeTiers([chainTier({ priceMicroAlgos: 5_000_000n })], [noteTier({ price: 0 })], spoof)
    expect(tier).toMatchObject({ currency: 'USD', unit: spoof, priceMicroAlgos: 5_000_000n })
    expect(tierPriceLabel(tier)).toBe('5.00 USD')
  })

  it('keeps the tiers the chain holds beyond the note, named from the chain or by position', () => {
    const tiers = mergeTiers(
      [chainTier(), chainTier({ name: 'Late', priceMicroAlgos: 1n, quantity: 0n }), chainTier({ name: ' ' })],
      [noteTier()],
    )
    expect(tiers.map((tier) => [tier.id, tier.name, tier.priceMicroAlgos, tier.remaining])).toEqual([
      ['general', 'General Admission', 10_000_000n, 100],
      ['tier-2', 'Late', 1n, null],
      ['tier-3', 'Tier 3', 10_000_000n, 100],
    ])
    expect(tiers[1]).toMatchObject({ description: '', benefits: [], currency: 'ALGO' })
  })

  it('keeps the tiers the note holds beyond the chain, at their clamped terms', () => {
    const tiers = mergeTiers(
      [chainTier()],
      [
        noteTier(),
        noteTier({ id: 'vip', name: 'VIP', price: 1.1, quantity: 7.5 }),
        noteTier({ id: 'free', name: 'Open', price: -3, quantity: 0 }),
      ],
    )
    expect(tiers.map((tier) => [tier.id, tier.priceMicroAlgos, tier.remaining])).toEqual([
      ['general', 10_000_000n, 100],
      ['vip', 1_100_000n, 7],
      ['free', 0n, null],
    ])
  })

  it("prices a note's tier that says USD on an ALGO event in ALGO: the chain's price, else the note's", () => {
    const tiers = mergeTiers(
      [chainTier({ priceMicroAlgos: 5_000_000n })],
      [noteTier({ currency: 'USD', price: 25 }), noteTier({ id: 'vip', currency: 'USD', price: 40 })],
    )
    expect(tiers.map((tier) => [tier.currency, tier.unit, tier.priceMicroAlgos])).toEqual([
      ['ALGO', ALGO, 5_000_000n],
      ['ALGO', ALGO, 40_000_000n],
    ])
    expect(tiers.map(tierPriceLabel)).toEqual(['5 ALGO', '40 ALGO'])
  })

  it('never counts fewer than 0 tickets left', () => {
    expect(mergeTiers([chainTier({ quantity: 5n, sold: 9n })])[0].remaining).toBe(0)
  })

  it('gives nothing when neither the chain nor the note has tiers', () => {
    expect(mergeTiers([], [])).toEqual([])
    expect(mergeTiers([])).toEqual([])
  })
})

describe('price labels', () => {
  it("states a price in its tier's unit, ALGO when none is given, and Free for 0", () => {
    expect(tierPriceLabel({ priceMicroAlgos: 2_500_000n })).toBe('2.5 ALGO')
    expect(tierPriceLabel({ priceMicroAlgos: 1n })).toBe('0.000001 ALGO')
    expect(tierPriceLabel({ unit: ALGO, priceMicroAlgos: 1_100_000n })).toBe('1.1 ALGO')
    expect(tierPriceLabel({ priceMicroAlgos: 0n })).toBe('Free')
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    expect(tierPriceLabel({ unit: usdc, priceMicroAlgos: 1_100_000n })).toBe('1.10 USDC')
    expect(tierPriceLabel({ unit: usdc, priceMicroAlgos: 0n })).toBe('Free')
  })
})
