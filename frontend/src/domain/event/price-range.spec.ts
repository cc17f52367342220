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

  it('gives Free and the dearest ticket when some tickets are free, whatever the order of the tiers', () => {
    expect(priceRange({ tiers: [tier(0n), tier(20_000_000n)], ticketPriceMicroAlgos: 0n })).toBe('Free – 20 ALGO')
    const tiers = [tier(1_500_000n), tier(0n), tier(500_000n)]
    expect(priceRange({ tiers, ticketPriceMicroAlgos: 1_500_000n })).toBe('Free – 1.5 ALGO')
  })

  it('gives the cheapest ticket when every ticket is paid and the prices differ', () => {
    const tiers = [tier(20_000_000n), tier(5_000_000n), tier(12_000_000n)]
    expect(priceRange({ tiers, ticketPriceMicroAlgos: 20_000_000n })).toBe('From 5 ALGO')
    expect(priceRange({ tiers: [tier(2_500_000n), tier(250_000n)], ticketPriceMicroAlgos: 2_500_000n })).toBe(
      'From 0.25 ALGO',
    )
  })

  it("reads in the event's asset, with its cents: '25.00 USDC', 'Free – 40.50 USDC'", () => {
    const currency = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    expect(priceRange({ tiers: [tier(25_000_000n)], ticketPriceMicroAlgos: 25_000_000n, currency })).toBe('25.00 USDC')
    const tiers = [tier(0n), tier(40_500_000n)]
    expect(priceRange({ tiers, ticketPriceMicroAlgos: 0n, currency })).toBe('Free – 40.50 USDC')
  })
})
