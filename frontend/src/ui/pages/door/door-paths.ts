/** Links to an event's Manage page (from the door pages, the Dashboard and Analytics) and the door pages. */
export function managePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/manage`
}

/** The owner's page for editing the event's texts, dates, venue, capacity and ticket prices. */
export function editPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/edit`
}

/** The door device's screen: opened on the tablet or phone that scans tickets. */
export function doorCheckInPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/check-in`
}

/** Where the owner pairs the device whose account is `door` (its pairing QR code carries this link). */
export function pairDoorPath(eventId: string, door: string): string {
  return `/events/${encodeURIComponent(eventId)}/doors/pair?device=${encodeURIComponent(door)}`
}
