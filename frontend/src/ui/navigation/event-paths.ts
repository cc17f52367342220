/**
 * Links to an event's pages, for every screen that points at another: its public page, registration,
 * Manage, Edit, the poster and the door pages. The access proof page's path is in access-proof-path.ts:
 * /resolve links to it, and this module would land in /resolve's bundle with it.
 */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`
}

export function managePath(eventId: string): string {
  return `${eventPagePath(eventId)}/manage`
}

/** The owner's page for editing the event's texts, dates, venue, capacity and ticket prices. */
export function editPath(eventId: string): string {
  return `${eventPagePath(eventId)}/edit`
}

export function registrationPath(eventId: string): string {
  return `${eventPagePath(eventId)}/register`
}

/** The printable poster of the event's QR code. */
export function posterPath(eventId: string): string {
  return `${eventPagePath(eventId)}/poster`
}

/** The door device's screen: opened on the tablet or phone that scans tickets. */
export function doorCheckInPath(eventId: string): string {
  return `${eventPagePath(eventId)}/check-in`
}

/**
 * Where the owner pairs the device whose account is `door` (its pairing QR code carries this link),
 * with the device's X25519 key, base64url, that the guest list is sealed to.
 */
export function pairDoorPath(eventId: string, door: string, guestListKey?: string): string {
  const key = guestListKey ? `&key=${encodeURIComponent(guestListKey)}` : ''
  return `${eventPagePath(eventId)}/doors/pair?device=${encodeURIComponent(door)}${key}`
}

/** The event's public page as a whole URL: the link to share (the QR code's own link counts scans). */
export function eventPageUrl(origin: string, eventId: string): string {
  return `${origin.replace(/\/+$/, '')}${eventPagePath(eventId)}`
}

/** The app's own registration page as a whole URL: the default destination of a wizard event's QR code. */
export function registrationPageUrl(origin: string, eventId: string): string {
  return `${origin.replace(/\/+$/, '')}${registrationPath(eventId)}`
}
