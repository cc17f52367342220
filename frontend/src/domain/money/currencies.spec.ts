import { describe, expect, it } from 'vitest'
import { ALGO } from './amount'
import { defaultEventCurrency, eventCurrencies, sameCurrency, usdcUnit } from './currencies'

describe('the currencies an event can be priced in', () => {
  it('offers USDC beside ALGO where the network has it, and ALGO alone where it has none', () => {
    expect(eventCurrencies(31_566_704n)).toEqual([ALGO, { code: 'USDC', decimals: 6, assetId: 31_566_704n }])
    expect(eventCurrencies(0n)).toEqual([ALGO])
  })

  it('starts a new event in USDC on TestNet and MainNet, in ALGO on LocalNet or without USDC', () => {
    expect(defaultEventCurrency('testnet', 10_458_941n)).toEqual(usdcUnit(10_458_941n))
    expect(defaultEventCurrency('mainnet', 31_566_704n)).toEqual(usdcUnit(31_566_704n))
    expect(defaultEventCurrency('localnet', 1_234n)).toEqual(ALGO)
    expect(defaultEventCurrency('testnet', 0n)).toEqual(ALGO)
  })

  it('tells one asset from another by its id, not only by its code', () => {
    expect(sameCurrency(usdcUnit(1n), usdcUnit(1n))).toBe(true)
    expect(sameCurrency(usdcUnit(1n), usdcUnit(2n))).toBe(false)
    expect(sameCurrency(ALGO, usdcUnit(1n))).toBe(false)
  })
})
