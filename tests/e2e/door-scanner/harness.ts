/** What the door device harness page and its browser test share. */
import { encodeTicket } from '../../../frontend/src/domain/check-in/ticket'

export const HARNESS_EVENT_ID = 'DOOR-HARNESS-1'
export const HARNESS_ATTENDEE = 'BEEQSCIJBEEQSCIJBEEQSCIJBEEQSCIJBEEQSCIJBEEQSCIJBEEURVP5F4'
/** The harness build has no app id configured: 0, as the door reads it. */
export const HARNESS_APP_ID = 0n
export const HARNESS_SECRET = Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 11) % 256)
export const HARNESS_TICKET = encodeTicket({
  appId: HARNESS_APP_ID,
  eventId: HARNESS_EVENT_ID,
  attendee: HARNESS_ATTENDEE,
  secret: HARNESS_SECRET,
})

export interface HarnessRecord {
  /** The tickets the door sent to the chain, encoded. */
  checkIns: string[]
  /** The screen wake lock's story: 'held', 'released', or 'refused: <error>'. */
  wakeLocks: string[]
  /** readyState of each track of each camera stream the page opened ('ended' once stopped). */
  readonly streams: MediaStreamTrackState[][]
}

declare global {
  interface Window {
    harness: HarnessRecord
  }
}
