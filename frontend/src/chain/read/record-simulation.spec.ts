import { describe, expect, it } from 'vitest'
import type { SimulateResponse } from '../node/algod-rest'
import { bytesToBase64 } from '../node/msgpack'
import { decodeRecordsSimulation, extraOpcodeBudget } from './record-simulation'

const METHOD = 'get_owner_event_records'

describe('extraOpcodeBudget', () => {
  it('asks for opcode budget in proportion to the page, up to the node’s cap', () => {
    expect(extraOpcodeBudget(20)).toBeGreaterThan(extraOpcodeBudget(1))
    expect(extraOpcodeBudget(20)).toBeGreaterThanOrEqual(20 * 190)
    expect(extraOpcodeBudget(1_000_000)).toBe(320_000)
  })
})

describe('decodeRecordsSimulation', () => {
  const answer = (group: SimulateResponse['txn-groups'][number]): SimulateResponse => ({ 'txn-groups': [group] })

  it('throws the failure of a failed simulation', () => {
    const failed = answer({ 'failure-message': 'overspend', 'txn-results': [] })
    expect(() => decodeRecordsSimulation(failed, METHOD)).toThrow('overspend')
  })

  it('throws when the last log is not a uint64 return value', () => {
    const logs = [bytesToBase64(Uint8Array.from([0x15, 0x1f, 0x7c, 0x76, 0, 0, 0, 0, 0, 0, 0, 1]))]
    expect(() => decodeRecordsSimulation(answer({ 'txn-results': [{ 'txn-result': { logs } }] }), METHOD)).toThrow(
      'get_owner_event_records returned no count',
    )
    expect(() => decodeRecordsSimulation(answer({ 'txn-results': [{ 'txn-result': {} }] }), METHOD)).toThrow(
      'get_owner_event_records returned no count',
    )
    expect(() => decodeRecordsSimulation({ 'txn-groups': [] }, METHOD)).toThrow('without a transaction group')
  })
})
