/**
 * The texts of creating an event (the wizard and the QR Generator), its QR code card and the access
 * types they explain. Apart from messages.ts, which every screen loads, so that only the organiser's
 * screens carry them.
 */

import { MAX_EVENT_ID_BYTES, MAX_NAME_BYTES } from '../contract/limits'
import { CHAIN_MESSAGES, WALLET_MESSAGES } from '../messages/messages'

/** Shown next to the access type wherever it is chosen or shown: what access rules cannot hide. */
export const ACCESS_INFO_MESSAGES = {
  destinationPublic:
    'The destination URL is stored on-chain, where anyone can read it: access rules decide whom this QR code sends there, not who can find the URL.',
} as const

export const CREATE_MESSAGES = {
  /** Said before the organiser signs: what the creation payment holds besides the box deposit. */
  scanDepositNote: (amount: string) =>
    `Creating the event also deposits ${amount} as its scan budget, which pays for counting scans from phones without a wallet. What is left comes back after deactivation ('Withdraw' on the Manage page).`,
  notConnected: WALLET_MESSAGES.connectFirst,
  idRequired: 'Event ID is required',
  idInvalid: `Event ID may only use letters, digits, '-' and '_' (at most ${MAX_EVENT_ID_BYTES} characters)`,
  nameRequired: 'Event name is required',
  nameTooLong: `Event name must be at most ${MAX_NAME_BYTES} bytes`,
  nameNotPlain: 'Event name may not contain double quotes (") or backslashes (\\)',
  tierNameNotPlain: 'Ticket tier names may not contain double quotes (") or backslashes (\\)',
  failed: 'Failed to create event',
  failedBecause: (reason: string) => `Failed to create event: ${reason}`,
  created: 'Event created successfully on the blockchain!',
  /** An earlier attempt of this create landed with other settings; nothing was sent again. `settings` as listed on screen. */
  existsWithOtherSettings: (eventId: string, settings: string[]) =>
    `Event ${eventId} was already created by an earlier attempt, with a different ${settings.join(', ')}. Nothing was sent again: open it on the Manage page, or give the event another name to create a second one.`,
  creating: 'Creating on Algorand...',
  /** A tier's choice in the wizard: it decides only whether the souvenir token can move, not the ticket. */
  transferableToken: 'Transferable attendance token',
  transferableTokenHint:
    'Attendees can send the token they get for attending to another wallet; unticked, it stays in the wallet that claimed it.',
  incompleteStep: (step: string) => `Please complete the required fields in ${step}.`,
} as const

/** Why a destination URL is refused, before it is stored or followed. */

export const GENERATOR_MESSAGES = {
  missingFields: 'Please fill in Event Name and Initial URL',
  notConnected: WALLET_MESSAGES.connectFirst,
  created: 'Dynamic QR created on the blockchain!',
  failed: (message: string | undefined) => `Failed to create dynamic QR: ${message || CHAIN_MESSAGES.unknown}`,
  qrImageFailed: 'QR image generation failed, but event was created',
  noImage: 'No QR code image available to download',
  downloaded: 'QR Code downloaded successfully!',
} as const
