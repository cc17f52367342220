/**
 * The texts of the door device's screen and of pairing one: its verdicts, its guest list, its
 * switches, and what becomes of its balance when it is revoked (on its screen and the owner's).
 * Apart from check-in-messages.ts, which the chain layer shares with every screen, so that only the
 * door's own pages and Manage carry them. They speak plainly (tests/unit/plain-words.spec.ts).
 */

export const DOOR_MESSAGES = {
  waitlisted: 'This guest is on the waitlist: they have no seat yet',
  justCheckedIn: 'Just checked in',
  notAdmitted: 'Not admitted',
  withoutTicket: 'Checked in without a ticket',
  admittedAt: (when: string) => `Let in at ${when}`,
  nextGuest: 'Next guest',
  soundOn: 'Sound',
  vibrationOn: 'Vibration',
  searchLabel: 'Find a guest by name',
  searchName: 'Name',
  searchHint: 'For a guest without their ticket: type part of their name.',
  noMatch: (query: string) => `No guest matches "${query}"`,
  checkInGuest: 'Check in',
  checkingIn: 'Checking in...',
  guestListLoading: 'Opening the guest list...',
  guestListNotShared:
    'The organiser did not share the guest list with this door: it checks tickets only. To find guests by name, ask them to pair this door again with the guest list.',
  guestListUnreadable:
    'The guest list given to this door does not open on this device, or its key was replaced since: ask the organiser to pair it again.',
  guestListFailed: 'Could not read the guest list: trying again in a minute.',
  guestRegistered: 'Registered',
  guestCheckedIn: 'Checked in',
  guestWaiting: 'Waiting for approval',
  guestWaitlisted: 'On the waitlist',
  guestCancelled: 'Cancelled',
  shareGuestList: 'Share the guest list with this door',
  shareGuestListHint:
    "The door can then find guests by name and let in someone whose phone died. Your wallet first signs once more to make the guest list key: nothing is sent and nothing is paid. A door you revoke keeps that key: it can still read this event's names, emails and phones.",
  doorCannotReceiveGuestList: "This door's browser cannot receive the guest list: it will check tickets only.",
  noGuestListToShare: 'This event has no guest list key: the door will check tickets only.',
  /** Pairing with the guest list asked for an event that has no key to share. */
  noKeyToShare: 'This event has no guest list key, so there are no names to share with the door',
  doorKeyInvalid: "This pairing link carries no usable key of the door's: scan the code on the device again",
  /** The camera that reads tickets, and the pairing code of a device not paired yet. */
  cameraUnavailable: 'Camera not available on this device.',
  cameraDenied: 'Camera access was denied. Allow the camera to scan tickets.',
  cameraStarting: 'Starting the camera...',
  scanHint: "Point the camera at the attendee's ticket QR code.",
  pairHint:
    "Scan this code with the organiser's phone, or open the link in the organiser's browser, to pair this device. It needs no wallet of its own.",
  notPaired: 'Waiting for the organiser to pair this device...',
  /** The door screen once the organiser has revoked this device, and what became of its balance. */
  removed: 'This device was removed from the event: it can no longer check anyone in.',
  balanceReturning: 'Sending what is left of its balance back to the organiser...',
  /** `amount` already formatted. */
  balanceReturned: (amount: string) => `Its remaining balance, ${amount}, went back to the organiser.`,
  balanceNothing: 'It holds no balance, so nothing needs to go back to the organiser.',
  balanceNotYet:
    'Its remaining balance goes back to the organiser as soon as the network answers: keep this page open.',
  /** The owner's side: where they revoke a door, and the doors they revoked. */
  revokeQuestion: (name: string) =>
    `Revoke ${name}? It will no longer be able to check anyone in. Its remaining balance comes back to you the next time its door screen is opened on that device; if it is never opened again, that balance cannot be recovered.`,
  /** `amount` already formatted, or null when it could not be read. */
  revokedReturns: (name: string, amount: string | null) =>
    `${name} was revoked: ${amount ? `its ${amount}` : 'its balance'} comes back to you the next time its door screen is opened on that device. If it is never opened again, that balance cannot be recovered.`,
  revokedReturned: (name: string) => `${name} was revoked, and its balance came back to you.`,
} as const
