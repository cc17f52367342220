/**
 * The texts of the guest list: what an attendee's registration makes public and what it seals to the
 * organiser, the guest-list key, and reading the sealed details back. Apart from messages.ts, which
 * the /resolve page shares with the app, so that the resolver's bundle does not carry them.
 */

import { REGISTRATION_PRIVACY_MESSAGES } from './registration-privacy-messages'

/** Private registration details: what is public, what is sealed to the organiser, and reading them back. */
export const GUEST_LIST_MESSAGES = {
  ...REGISTRATION_PRIVACY_MESSAGES,
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
} as const
