import { describe, expect, it } from 'vitest'
import { priceRange } from './price-range'

const tier = (priceMicroAlgos: bigint) => ({
  name: 'Tier',
  priceMicroAlgos,
  quantity: 0n,
  sold: 0n,
  transferable: true,
})

describe('priceRange', () => {
  it('says Free when nothing is charged, with or without tiers', () => {
    expect(priceRange({ tiers: [], ticketPriceMicroAlgos: 0n })).toBe('Free')
    expect(priceRange({ tiers: [tier(0n), tier(0n)], ticketPriceMicroAlgos: 0n })).toBe('Free')
  })

  it('gives one price when every ticket costs the same', () => {
    expect(priceRange({ tiers: [tier(10_000_000n)], ticketPriceMicroAlgos: 10_000_000n })).toBe('10 ALGO')
    expect(priceRange({ tiers: [], ticketPriceMicroAlgos: 2_500_000n })).toBe('2.5 ALGO')
  })

  it('gives the cheapest and the dearest ticket in ALGO, whatever the order of the tiers', () => {
    const tiers = [tier(20_000_000n), tier(5_000_000n), tier(12_000_000n)]
    expect(priceRange({ tiers, ticketPriceMicroAlgos: 20_000_000n })).toBe('5 to 20 ALGO')
    expect(priceRange({ tiers: [tier(1_500_000n), tier(0n)], ticketPriceMicroAlgos: 1_500_000n })).toBe(
      'Free to 1.5 ALGO',
    )
  })
})
