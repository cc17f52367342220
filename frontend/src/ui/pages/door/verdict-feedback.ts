/**
 * What each verdict sounds and feels like, so door staff know it without looking: a rising chime to
 * let in, one short note for a guest just checked in, a low buzz to stop. Pure data.
 */
import type { Tone } from '../../platform/tones'
import type { VerdictKind } from './verdict-timing'

export const VERDICT_TONES: Record<VerdictKind, readonly Tone[]> = {
  admitted: [
    { frequency: 660, startMs: 0, durationMs: 120, wave: 'sine' },
    { frequency: 880, startMs: 130, durationMs: 180, wave: 'sine' },
  ],
  again: [{ frequency: 880, startMs: 0, durationMs: 120, wave: 'sine' }],
  refused: [{ frequency: 196, startMs: 0, durationMs: 450, wave: 'square' }],
}

/** navigator.vibrate patterns: milliseconds on, off, on… */
export const VERDICT_VIBRATION: Record<VerdictKind, readonly number[]> = {
  admitted: [80],
  again: [40, 60, 40],
  refused: [250, 100, 250],
}
