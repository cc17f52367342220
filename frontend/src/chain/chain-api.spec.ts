import { describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../config'
import { ok } from '../domain/messages/result'
import { makeEvent } from '../testing/fake-chain'
import { fakeFetch } from '../testing/fake-fetch'
import { eventMetadataInMemory } from '../testing/fake-metadata-store'
import { createChainApi } from './chain-api'
import { WRITE_METHODS, type ChainWrites } from './deferred-writes'
import { createReadContext } from './node/read-context'
import type { WritePath } from './write/chain-writes'
import type { DoorChain, DoorKeyPair } from './write/door-device'

const config = parseConfig({ VITE_APP_ID: '7', VITE_ALGOD_SERVER: 'http://algod.test', VITE_ALGOD_PORT: '' })
const DOOR_KEY: DoorKeyPair = { publicKey: new Uint8Array(32).fill(3), sign: async () => new Uint8Array(64) }

/** Every write answers ok with its own name; the door checks in. */
function fakeWritePath() {
  const writes = Object.fromEntries(WRITE_METHODS.map((name) => [name, vi.fn(async () => ok({ txId: name }))]))
  const door: DoorChain = {
    address: 'DOOR',
    checkIn: vi.fn(async () => ({ status: 'recorded' as const, txId: 'TX-DOOR', round: 1 })),
    admit: vi.fn(async () => ({ status: 'recorded' as const, txId: 'TX-ADMIT', round: 1 })),
  }
  return { writes: writes as unknown as ChainWrites, door, doorChain: vi.fn(() => door) }
}

function apiWith(writePath: () => Promise<WritePath>) {
  const { impl } = fakeFetch({})
  return createChainApi(createReadContext(config, eventMetadataInMemory(), 'http://app', impl), null, writePath)
}

describe('createChainApi', () => {
  it('reads without the write path, which its first write loads, once, for every write after it', async () => {
    const path = fakeWritePath()
    const load = vi.fn(async () => path)
    const api = apiWith(load)
    expect(api.explorerTxUrl('TX')).toContain('TX')
    expect(load).not.toHaveBeenCalled()

    const event = makeEvent()
    expect(await api.deactivateEvent('EVENT-1')).toEqual(ok({ txId: 'deactivateEvent' }))
    expect(await api.setScanLimits(event, 4, 100)).toEqual(ok({ txId: 'setScanLimits' }))
    expect(path.writes.setScanLimits).toHaveBeenCalledWith(event, 4, 100)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads the write path again after a load that failed', async () => {
    const path = fakeWritePath()
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    load.mockResolvedValue(path)
    const api = apiWith(load)
    await expect(api.updateUrl('EVENT-1', 'https://example.com')).rejects.toThrow('Failed to fetch')
    expect(await api.updateUrl('EVENT-1', 'https://example.com')).toEqual(ok({ txId: 'updateUrl' }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("names a door's account at once, and makes its sender with its first check-in, once", async () => {
    const path = fakeWritePath()
    const load = vi.fn(async () => path)
    const door = apiWith(load).doorChain(DOOR_KEY)
    expect(door.address).toMatch(/^[A-Z2-7]{58}$/)
    expect(load).not.toHaveBeenCalled()
    await door.admit('EVENT-1', 'ATTENDEE', 3n)
    await door.admit('EVENT-1', 'OTHER', 3n)
    expect(path.doorChain).toHaveBeenCalledTimes(1)
    expect(path.doorChain).toHaveBeenCalledWith(DOOR_KEY)
    expect(path.door.admit).toHaveBeenLastCalledWith('EVENT-1', 'OTHER', 3n)
  })
})
