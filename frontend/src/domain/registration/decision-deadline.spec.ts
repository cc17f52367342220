import { describe, expect, it } from 'vitest'
import { decisionClosed, decisionDeadline } from './decision-deadline'

describe('the decision deadline', () => {
  it('is the decide-by time where there is one, else the end, else none', () => {
    expect(decisionDeadline({ decideBy: 100, endsAt: 200 })).toBe(100)
    expect(decisionDeadline({ decideBy: 0, endsAt: 200 })).toBe(200)
    expect(decisionDeadline({ decideBy: 0, endsAt: 0 })).toBe(0)
  })

  it('passes after that second, as the contract counts it, and never without a deadline', () => {
    expect(decisionClosed({ decideBy: 100, endsAt: 200 }, 100)).toBe(false)
    expect(decisionClosed({ decideBy: 100, endsAt: 200 }, 101)).toBe(true)
    expect(decisionClosed({ decideBy: 0, endsAt: 200 }, 200)).toBe(false)
    expect(decisionClosed({ decideBy: 0, endsAt: 200 }, 201)).toBe(true)
    expect(decisionClosed({ decideBy: 0, endsAt: 0 }, Number.MAX_SAFE_INTEGER)).toBe(false)
  })
})
