import { describe, expect, it, vi } from 'vitest'
import { accountNodeOver } from './account-node'

const GENESIS = new Uint8Array(32).fill(7)
const params = { minFee: 1_000n, firstValid: 1n, lastValid: 1_001n, genesisID: 'testnet-v1.0', genesisHash: GENESIS }

describe('accountNodeOver', () => {
  it('reads the genesis hash once, and again after a failed read', async () => {
    const getTransactionParams = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(params)
    const node = accountNodeOver({ getTransactionParams, getAuthAddress: async () => null })
    await expect(node.genesisHash()).rejects.toThrow('Failed to fetch')
    expect(await node.genesisHash()).toEqual(GENESIS)
    expect(await node.genesisHash()).toEqual(GENESIS)
    expect(getTransactionParams).toHaveBeenCalledTimes(2)
  })

  it('asks the node who controls an account now, each time', async () => {
    const getAuthAddress = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('SIGNER')
    const node = accountNodeOver({ getTransactionParams: async () => params, getAuthAddress })
    expect(await node.authAddress('A')).toBeNull()
    expect(await node.authAddress('A')).toBe('SIGNER')
  })
})
