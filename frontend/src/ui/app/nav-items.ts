/** Top navigation: the organiser's console and its tools, and the two links attendees get instead. */
export interface NavItem {
  to: string
  label: string
  end: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/create-event', label: 'Create Event', end: false },
  { to: '/events', label: 'Events', end: false },
  { to: '/generate', label: 'QR Generator', end: false },
  { to: '/history', label: 'Analytics', end: false },
]

/** The organiser's tools, after the console under their own label: checks, not part of running an event. */
export const TOOLS_LABEL = 'Tools'
export const TOOL_ITEMS: readonly NavItem[] = [{ to: '/scan', label: 'Resolver tester', end: false }]

export const ATTENDEE_NAV_ITEMS: readonly NavItem[] = [
  { to: '/discover', label: 'Discover events', end: true },
  { to: '/', label: 'For organisers', end: true },
]

/** Pages attendees use: the public list of events, an event's public page, its registration and the access proof. */
const ATTENDEE_PAGES = [/^\/discover\/?$/, /^\/events\/[^/]+(\/register|\/access)?\/?$/]

export function isAttendeePage(pathname: string): boolean {
  return ATTENDEE_PAGES.some((page) => page.test(pathname))
}
