import { describe, expect, it } from 'vitest'
import { RESOLVER_TESTER_MESSAGES as TESTER } from '../../../domain/qr/resolver-tester-messages'
import { nodeFacts } from './node-status'

describe("the resolver tester's node figures", () => {
  it('gives the state, the latest block and the time the node took to answer, as measured', () => {
    expect(nodeFacts({ status: 'online', blockHeight: 1_234_567, responseTime: 42 })).toEqual([
      { label: 'Status', value: 'Answering' },
      { label: 'Latest block', value: '1,234,567' },
      { label: 'Answered in', value: '42 ms' },
    ])
  })

  it('gives only the state when the node did not answer', () => {
    expect(nodeFacts({ status: 'offline', blockHeight: 0, responseTime: 0 })).toEqual([
      { label: 'Status', value: 'Not answering' },
    ])
  })

  it('writes durations in milliseconds, or seconds from one second on', () => {
    expect(TESTER.milliseconds(245.4)).toBe('245 ms')
    expect(TESTER.milliseconds(1_250)).toBe('1.3 s')
    expect(TESTER.milliseconds(-3)).toBe('0 ms')
  })
})
