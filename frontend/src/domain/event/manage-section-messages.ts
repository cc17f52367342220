/**
 * The Manage page's section navigation and the names of its groups of cards. Apart from
 * messages.ts, which the app's first screen loads, so that only the Manage page carries them.
 */
export const MANAGE_SECTION_MESSAGES = {
  navLabel: 'Sections of this page',
  groups: {
    ownerWallet: 'Organiser wallet',
    onTheDay: 'On the day',
    theEvent: 'The event',
    settings: 'Budget and settings',
  },
  cards: {
    attendees: 'Attendees',
    doors: 'Doors',
    'check-in': 'Check-in',
    details: 'Details',
    destination: 'Destination',
    'qr-code': 'QR code',
    performance: 'Scans',
    organiser: 'Organiser',
    'scan-budget': 'Scan budget',
    'attendee-costs': 'Attendee costs',
    registration: 'Who can register',
    controls: 'Status',
    wallet: 'Wallet',
  },
} as const
