import { describe, expect, it, vi } from 'vitest'
import { ALGO } from '../../domain/money/amount'
import type { AlgodRest } from '../node/algod-rest'
import { eventCurrency } from './event-currency'

const USDC = { code: 'USDC', decimals: 6, assetId: 10_458_941n }

function node(getAssetUnit: AlgodRest['getAssetUnit']): AlgodRest {
  return { getAssetUnit } as unknown as AlgodRest
}

describe('eventCurrency', () => {
  it('is ALGO for an event without an asset, with nothing asked of the node', async () => {
    const getAssetUnit = vi.fn()
    expect(await eventCurrency(node(getAssetUnit), 0n)).toBe(ALGO)
    expect(getAssetUnit).not.toHaveBeenCalled()
  })

  it("asks the node for an asset's unit once, however many events are priced in it", async () => {
    const getAssetUnit = vi.fn(async () => USDC)
    const algod = node(getAssetUnit)
    const units = await Promise.all([eventCurrency(algod, USDC.assetId), eventCurrency(algod, USDC.assetId)])
    expect(units).toEqual([USDC, USDC])
    expect(getAssetUnit).toHaveBeenCalledTimes(1)
  })

  it('counts a destroyed asset in whole base units, by its id', async () => {
    expect(
      await eventCurrency(
        node(async () => null),
        5n,
      ),
    ).toEqual({ code: 'ASA 5', decimals: 0, assetId: 5n })
  })

  it('asks again after a failed read', async () => {
    const getAssetUnit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(USDC)
    const algod = node(getAssetUnit)
    await expect(eventCurrency(algod, USDC.assetId)).rejects.toThrow('offline')
    expect(await eventCurrency(algod, USDC.assetId)).toEqual(USDC)
  })
})
