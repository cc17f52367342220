/**
 * The messages the /resolve page can show (a destination refused, an access rule, a failed
 * resolve). They live apart from the app's other texts because /resolve's entry bundle holds every
 * module it imports whole: these are all a scanner's phone downloads. messages.ts re-exports them.
 */
import { MAX_URL_BYTES } from '../contract/limits'

export const DESTINATION_MESSAGES = {
  required: 'URL is required',
  confusingCharacters: 'URL must not contain spaces or control characters',
  backslash: 'URL must not contain backslashes',
  tooLong: `URL must be at most ${MAX_URL_BYTES} bytes`,
  notWeb: 'URL must start with https:// or http://',
  credentials: 'URL must not contain a user name or password',
  invalid: 'URL is not valid',
  noHost: 'URL must name a host',
} as const

export const ACCESS_MESSAGES = {
  /** An access rule this version does not know: denied rather than treated as public. */
  denied: 'Access denied',
  checkFailed: 'Access control verification failed',
  expired: 'Event has expired',
  walletRequired: 'Wallet connection required for NFT-gated access',
  tokenMissing: 'Required NFT not found in wallet',
  outsideBusinessHours: 'Access only allowed during business hours (9 AM - 6 PM)',
  /** nft-gated, with an account known but not proven: an address alone never opens the code. */
  proofRequired: 'Sign with your wallet to prove you hold the required NFT',
  /** Time-based access and expiry follow the chain's clock; without it nothing is let through. */
  clockUnavailable: 'Could not read the time from the Algorand node to check access. Please try again.',
} as const

/** Resolving an event id: the /resolve page's failure card and the resolve service behind Test Scan. */
export const RESOLVER_MESSAGES = {
  missingId: 'No event ID provided in URL',
  notFound: 'Event not found or inactive',
  /** The /resolve card when the node cannot be read. */
  unavailable: 'Resolver service unavailable',
  unsafeDestination: 'Event destination is not a safe web address',
  serviceUnavailable: 'Service unavailable',
} as const
