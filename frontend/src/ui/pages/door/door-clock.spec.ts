import { describe, expect, it } from 'vitest'
import { doorWindowState } from '../../../domain/door-code'
import { deviceAnchor, doorSecondsAt, doorTickAt, REANCHOR_INTERVAL_MS, type ClockAnchor } from './door-clock'

const CHAIN_SECONDS = 1_800_000_000 // a window boundary: 1_800_000_000 / 30 = 60_000_000
const anchor: ClockAnchor = { chainSeconds: CHAIN_SECONDS, localMs: 5_000_000 }

describe('door clock', () => {
  it('runs from the chain anchor by the time elapsed on the device, whatever the device clock says', () => {
    expect(doorSecondsAt(anchor, anchor.localMs)).toBe(CHAIN_SECONDS)
    expect(doorSecondsAt(anchor, anchor.localMs + 12_500)).toBe(CHAIN_SECONDS + 12.5)
  })

  it('gives the window and the whole seconds left in it', () => {
    expect(doorTickAt(anchor, anchor.localMs)).toEqual({ window: 60_000_000n, secondsLeft: 30 })
    expect(doorTickAt(anchor, anchor.localMs + 100)).toEqual({ window: 60_000_000n, secondsLeft: 30 })
    expect(doorTickAt(anchor, anchor.localMs + 29_000)).toEqual({ window: 60_000_000n, secondsLeft: 1 })
    expect(doorTickAt(anchor, anchor.localMs + 29_999)).toEqual({ window: 60_000_000n, secondsLeft: 1 })
  })

  it('moves to the next window when 30 seconds of chain time have passed', () => {
    expect(doorTickAt(anchor, anchor.localMs + 30_000)).toEqual({ window: 60_000_001n, secondsLeft: 30 })
    expect(doorTickAt(anchor, anchor.localMs + 75_000)).toEqual({ window: 60_000_002n, secondsLeft: 15 })
  })

  it('keeps codes acceptable on a chain whose block time stands still, by anchoring again in time', () => {
    // The longest a code window can run ahead of a frozen block time is one re-anchoring interval.
    const furthest = doorTickAt(anchor, anchor.localMs + REANCHOR_INTERVAL_MS - 1)
    expect(doorWindowState(furthest.window, CHAIN_SECONDS)).toBe('fresh')
    const lateAnchor = { chainSeconds: CHAIN_SECONDS + 29, localMs: 0 }
    const aheadOfFrozenChain = doorTickAt(lateAnchor, REANCHOR_INTERVAL_MS - 1)
    expect(doorWindowState(aheadOfFrozenChain.window, lateAnchor.chainSeconds)).toBe('fresh')
  })

  it('falls back to the device clock as its own anchor', () => {
    expect(doorTickAt(deviceAnchor(1_800_000_010_000), 1_800_000_010_000)).toEqual({
      window: 60_000_000n,
      secondsLeft: 20,
    })
  })
})
