/** What the door check-in harness page and its browser test share. */
export const HARNESS_EVENT_ID = 'DOOR-HARNESS-1'
export const HARNESS_ATTENDEE = 'ATTENDEEADDRESSATTENDEEADDRESSATTENDEEADDRESSATTENDEEADDR'

export interface HarnessRecord {
  /** The door code of each confirmAttendance call, compact form; null for a call without one. */
  confirmedDoorCodes: (string | null)[]
  /** readyState of each track of each camera stream the page opened ('ended' once stopped). */
  readonly streams: MediaStreamTrackState[][]
}

declare global {
  interface Window {
    harness: HarnessRecord
  }
}
