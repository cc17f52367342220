/**
 * What the resolver tester says of what it was given to resolve. Apart from messages.ts, which
 * every screen loads, so that only the tester carries it.
 */

import { CHAIN_MESSAGES } from '../messages/messages'

/** The Test Scan screen: a typed event id, a pasted resolver link, or the simulated camera. */
export const SCAN_MESSAGES = {
  /** The resolve service when the node cannot be read: this toast, with the result error below. */
  serviceError: 'Resolver service error',
  enterEventId: 'Please enter an Event ID',
  resolved: 'Event resolved successfully!',
  resolutionFailed: (error: string | undefined) => `Resolution failed: ${error || CHAIN_MESSAGES.unknown}`,
  notDynaQr: 'Not a valid DynaQR code',
  parseFailed: 'Failed to parse QR code',
} as const
