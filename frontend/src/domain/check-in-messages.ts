/**
 * The texts of check-in (tickets, door devices, the check-in window) and of private registration
 * details. Apart from messages.ts, which the /resolve page shares with the app, so that the
 * resolver's bundle does not carry them.
 */

/** Check-in: the attendee's ticket, door devices, the check-in window and self-declared attendance. */
export const CHECK_IN_MESSAGES = {
  notATicket: 'This is not a DynaQR ticket',
  checkInFailed: 'Check-in failed',
  otherEvent: 'This ticket is for another event',
  otherDeployment: 'This ticket is for another DynaQR deployment',
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

/** Private registration details: what is public, what is sealed to the organiser, and reading them back. */
export const GUEST_LIST_MESSAGES = {
  whatIsPublic:
    'Public on Algorand, for anyone to see: your wallet address, the ticket tier, the amount paid and when you registered.',
  whatIsSealed:
    'Your name, email and phone are encrypted in this browser before you sign: only the organiser can read them.',
  noKey:
    'The organiser has not set up private registration details for this event, so only your wallet address, tier and payment are recorded.',
  unlock: 'Show names and contact details',
  unlockHint:
    'Your wallet signs once in this browser session to open the guest list: nothing is sent and nothing is paid.',
  wrongWallet: 'This wallet does not hold the key to this guest list',
  unlockFailed: 'Could not open the guest list',
  publicNote: 'Public: registered before details were sealed, readable by anyone',
  unreadable: "Unreadable: the sealed details do not open with this event's key (altered or copied)",
  otherKey: 'Sealed to an earlier guest-list key: open the list on the organiser’s wallet to read it',
  missing: 'No details: the registration note could not be read from the node',
  notSealed: 'No details were sealed with this registration',
  keyMissing: 'This event has no guest list key yet: new registrations cannot send private details.',
  setKey: 'Set up private details',
  keySet: 'Guest list key set: new registrations send private details',
  keyFailed: 'Could not set the guest list key',
  /** Said where the owner can replace the key: when, and what stays readable. */
  replaceKeyHint:
    'Replace the key if you ever signed DynaQR’s guest-list request on another site. New registrations use the new key; earlier ones stay readable with yours, and doors need the list shared again.',
  replaceKey: 'Replace the guest list key',
  keyReplaced: (version: number) => `Guest list key replaced (key ${version}): new registrations use it`,
  /** The wallet signed the key request twice with different signatures: no key can be kept with it. */
  unsteadyWallet:
    'This wallet signs the same request differently each time, so it cannot keep a guest list key: nothing was sent. Use another wallet for this event.',
  organizerContactPublic: 'Organiser details you show here are public: anyone can read them on-chain.',
  /** Said before creating: the wallet's first request is the never-sent signature that makes the key. */
  keySignatureAtCreate:
    "Your wallet first signs, twice, a transaction that is never sent and costs nothing: it makes this event's guest-list key (both signatures must match), so that only you can read your attendees' details.",
  /** Said before registering: the same for the ticket. */
  keySignatureAtRegister:
    'Your wallet first signs a transaction that is never sent and costs nothing: it makes your ticket, which you can show again on any device where this wallet connects. Sign it only on this site.',
} as const
