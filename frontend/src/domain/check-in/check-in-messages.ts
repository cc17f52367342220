/**
 * The texts of check-in (tickets, door devices, the check-in window); those of private registration
 * details are in guest-list/guest-list-messages.ts. Apart from messages.ts, which the /resolve page
 * shares with the app, so that the resolver's bundle does not carry them.
 */

import { TICKET_MESSAGES } from './ticket-messages'

/** Check-in: the attendee's ticket, door devices, the check-in window and self-declared attendance. */
export const CHECK_IN_MESSAGES = {
  ...TICKET_MESSAGES,
  checkInFailed: 'Check-in failed',
  notRegistered: 'No registration matches this ticket',
  cancelled: 'This registration was refunded: the ticket is no longer valid',
  awaitingApproval: "This registration is waiting for the organiser's approval: the ticket is not valid yet",
  wrongSecret: 'This ticket does not match the registration: it is an old or a copied ticket',
  usedAt: (when: string) => `Already checked in at ${when}`,
  /** The contract's reason for a ticket checked in before, at any door. */
  alreadyUsed: 'Ticket already used',
  unknownOffline:
    "Offline, and this ticket is not in the door's list yet (registered after its last refresh): try again when the network is back",
  admitted: 'Welcome in',
  recorded: 'Recorded on-chain',
  queued: 'Saved on this device: it is recorded as soon as the network is back',
  refused: (reason: string) => `Not checked in: ${reason}`,
  notOpenYet: (opens: string) => `Check-in opens at ${opens}`,
  closed: 'Check-in has closed: the event has ended',
  undated: 'This event has no date yet, so check-in is closed',
  deviceKeyUnsupported: 'This browser cannot make a door key (Ed25519 is not supported)',
  deviceKeyNotStored: 'This browser could not store the door key (storage is full or disabled)',
  invalidDevice: 'This pairing link names no door device: scan the code on the device again',
  /** `checkIns` already formatted. */
  fundingHint: (checkIns: string) =>
    `Keeps the 0.1 ALGO every account must hold, and pays for about ${checkIns} check-ins at 0.001 ALGO each.`,
  ownerOnly: 'Only the event owner can pair and revoke door devices',
  paired: 'Door device paired',
  pairFailed: 'Could not pair the door device',
  doorNameRequired: 'Give the door a name',
  revokedToast: 'Door device revoked',
  doorsLoadFailed: 'Could not load the door devices',
  revokeFailed: 'Could not revoke the door device',
  toppedUp: 'Door balance topped up',
  topUpFailed: 'Could not top up the door',
  lowBalance: 'Low balance: ask the organiser to top up this door',
  ticketHint: 'Show this code at the entrance. It checks you in once: do not share it.',
  ticketNeedsSignature:
    'Your wallet signs once to show your ticket on this device. Nothing is sent and nothing is paid.',
  ticketFailed: 'Could not show the ticket',
  checkedInAt: (when: string) => `Checked in at ${when}`,
  selfDeclared: 'Attendance at this event is self-declared: attendees confirm it themselves, and their tokens say so.',
  atTheDoor: 'Attendance is recorded at the door: paired door devices scan attendee tickets.',
  settingsSaved: 'Check-in settings saved',
  settingsFailed: 'Could not save the check-in settings',
  eventInactive: 'This event is deactivated: attendance can no longer be recorded',
} as const
