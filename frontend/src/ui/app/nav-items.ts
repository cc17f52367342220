/** Top navigation: the organiser's console, and the two links attendees get instead. */
export const NAV_ITEMS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/create-event', label: 'Create Event', end: false },
  { to: '/events', label: 'Events', end: false },
  { to: '/generate', label: 'QR Generator', end: false },
  { to: '/scan', label: 'Test Scan', end: false },
  { to: '/history', label: 'Analytics', end: false },
] as const

export const ATTENDEE_NAV_ITEMS = [
  { to: '/discover', label: 'Discover events', end: true },
  { to: '/', label: 'For organisers', end: true },
] as const

/** Pages attendees use: the public list of events, an event's public page, its registration and the access proof. */
const ATTENDEE_PAGES = [/^\/discover\/?$/, /^\/events\/[^/]+(\/register|\/access)?\/?$/]

export function isAttendeePage(pathname: string): boolean {
  return ATTENDEE_PAGES.some((page) => page.test(pathname))
}
