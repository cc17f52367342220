/** Links to an event's pages: its public page, its Manage page (from the door pages, the Dashboard and Analytics), the door pages. */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`
}

export function managePath(eventId: string): string {
  return `${eventPagePath(eventId)}/manage`
}

/** The owner's page for editing the event's texts, dates, venue, capacity and ticket prices. */
export function editPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/edit`
}

/** The door device's screen: opened on the tablet or phone that scans tickets. */
export function doorCheckInPath(eventId: string): string {
  return `${eventPagePath(eventId)}/check-in`
}

/** Where the owner pairs the device whose account is `door` (its pairing QR code carries this link). */
export function pairDoorPath(eventId: string, door: string): string {
  return `${eventPagePath(eventId)}/doors/pair?device=${encodeURIComponent(door)}`
}
