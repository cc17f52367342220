/**
 * How long the door's verdicts last, and when a code the camera reads counts as shown anew. A
 * camera reads a code many times a second while it is held up: one verdict per showing, each
 * cleared after a few seconds, so the next guest never stands before the previous one's verdict.
 * Pure: no React, no timers.
 */

export type VerdictKind = 'admitted' | 'again' | 'refused'

/** How long each verdict stays on screen; a refusal longer, so that its reason can be read. */
export const VERDICT_SHOWN_MS: Record<VerdictKind, number> = {
  admitted: 4_000,
  again: 4_000,
  refused: 7_000,
}

/** A guest admitted on this device this recently is "just checked in" when shown again: still green. */
export const JUST_CHECKED_IN_MS = 60_000

/** A code out of the camera's view this long counts as shown anew when it comes back. */
export const SIGHTING_GAP_MS = 1_500

/** Whether a guest admitted at `admittedAt` (milliseconds) is still "just checked in" at `now`. */
export function justCheckedIn(admittedAt: number, now: number): boolean {
  return now >= admittedAt && now - admittedAt < JUST_CHECKED_IN_MS
}

/** Milliseconds until a verdict of `kind` shown at `shownAt` clears (0 once it has). */
export function verdictRemainingMs(kind: VerdictKind, shownAt: number, now: number): number {
  return Math.max(0, shownAt + VERDICT_SHOWN_MS[kind] - now)
}

/**
 * The codes the camera reads, told apart into showings: a code is new when it differs from the last
 * one read, or when the last one has been out of view for SIGHTING_GAP_MS. Held up without a
 * break, it stays one showing however long it stays.
 */
export class CodeSightings {
  private lastText = ''
  private lastSeenAt = Number.NEGATIVE_INFINITY

  /** Notes a read of `text` at `now` (milliseconds); true when it is a new showing. */
  seen(text: string, now: number): boolean {
    const isNew = text !== this.lastText || now - this.lastSeenAt >= SIGHTING_GAP_MS
    this.lastText = text
    this.lastSeenAt = now
    return isNew
  }
}
