import { describe, expect, it } from 'vitest'
import { ALGO, amountIn } from '../money/amount'
import { usdcUnit } from '../money/currencies'
import { ticketSales, ticketSalesText } from './ticket-sales'

const USDC = usdcUnit(10_458_941n)
const tier = (priceMicroAlgos: bigint, sold: bigint) => ({
  name: 'T',
  priceMicroAlgos,
  quantity: 0n,
  sold,
  transferable: true,
})

describe('ticket sales per currency', () => {
  it('sums seats taken times price in each currency, never adding USDC to ALGO', () => {
    const sales = ticketSales([
      { currency: USDC, tiers: [tier(25_000_000n, 4n), tier(0n, 10n)] },
      { currency: ALGO, tiers: [tier(10_000_000n, 3n)] },
      { currency: USDC, tiers: [tier(40_500_000n, 2n)] },
    ])
    expect(sales).toEqual([amountIn(USDC, 181_000_000n), amountIn(ALGO, 30_000_000n)])
    expect(ticketSalesText(sales)).toBe('181.00 USDC · 30 ALGO')
  })

  it('says none yet for free events or nothing sold', () => {
    expect(ticketSales([{ currency: ALGO, tiers: [tier(0n, 5n), tier(10n, 0n)] }])).toEqual([])
    expect(ticketSalesText([])).toBe('None yet')
  })

  it('keeps two assets of the same code apart', () => {
    const other = usdcUnit(31_566_704n)
    const sales = ticketSales([
      { currency: USDC, tiers: [tier(1_000_000n, 1n)] },
      { currency: other, tiers: [tier(1_000_000n, 1n)] },
    ])
    expect(sales).toHaveLength(2)
  })
})
