/** Top navigation. */
export const NAV_ITEMS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/create-event', label: 'Create Event', end: false },
  { to: '/events', label: 'Events', end: false },
  { to: '/generate', label: 'QR Generator', end: false },
  { to: '/scan', label: 'Test Scan', end: false },
  { to: '/history', label: 'Analytics', end: false },
] as const
