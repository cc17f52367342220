/**
 * The door screen's clock. The contract checks a door code's window against the latest block's
 * timestamp, so the screen follows the chain rather than the tablet clock: it reads the chain time
 * (an anchor) and adds the time elapsed on this device since. Anchoring again every few seconds
 * matters where blocks are made on demand (LocalNet in dev mode): there the block time stands still
 * while idle, and a clock running freely from one old anchor would soon make codes the chain calls early.
 */
import { doorWindowAt } from '../../../domain/door-code'
import { DOOR_CODE_WINDOW_SECONDS } from '../../../domain/limits'

export const REANCHOR_INTERVAL_MS = 15_000
export const EVENT_REFRESH_INTERVAL_MS = 5_000
export const TICK_INTERVAL_MS = 1_000

/** The chain's time (unix seconds) as read at a moment of this device's clock (ms). */
export interface ClockAnchor {
  chainSeconds: number
  localMs: number
}

/** What the screen shows at one moment: the code window and the whole seconds until the next one. */
export interface DoorTick {
  window: bigint
  secondsLeft: number
}

/** An anchor on this device's own clock, for when the chain time cannot be read. */
export function deviceAnchor(nowMs: number): ClockAnchor {
  return { chainSeconds: nowMs / 1000, localMs: nowMs }
}

export function doorSecondsAt(anchor: ClockAnchor, nowMs: number): number {
  return anchor.chainSeconds + (nowMs - anchor.localMs) / 1000
}

export function doorTickAt(anchor: ClockAnchor, nowMs: number): DoorTick {
  const seconds = doorSecondsAt(anchor, nowMs)
  const window = doorWindowAt(seconds)
  const nextWindowStarts = (Number(window) + 1) * DOOR_CODE_WINDOW_SECONDS
  return { window, secondsLeft: Math.max(1, Math.ceil(nextWindowStarts - seconds)) }
}
