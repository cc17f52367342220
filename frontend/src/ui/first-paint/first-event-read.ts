/**
 * The event page's first read of its event, made before React arrives (event-first-paint.ts) and
 * handed to the page (useEvent), which then neither reads the event again nor shows it loading.
 */
import type { DynaEvent } from '../../domain/event/event'

export interface FirstEventRead {
  eventId: string
  read: Promise<DynaEvent | null>
  /** Set once the read has answered. */
  answer?: { event: DynaEvent | null }
}

let kept: FirstEventRead | null = null

export function keepFirstEventRead(eventId: string, read: Promise<DynaEvent | null>): FirstEventRead {
  const entry: FirstEventRead = { eventId, read }
  kept = entry
  read.then(
    (event) => {
      entry.answer = { event }
    },
    () => {
      if (kept === entry) kept = null
    },
  )
  return entry
}

/** The first read of this event, while the page has not taken it. */
export function firstEventRead(eventId: string): FirstEventRead | null {
  return kept?.eventId === eventId ? kept : null
}

/** The page has it: a later visit to the event reads it afresh. */
export function releaseFirstEventRead(eventId: string): void {
  if (kept?.eventId === eventId) kept = null
}
