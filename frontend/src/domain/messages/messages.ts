/**
 * The messages DynaQR shows people (toasts, alerts, form and failure texts) that the app's shell,
 * the chain layer and several screens share, grouped by area. Texts that only some screens show
 * live beside it, in a *-messages.ts of their own, so that a screen loads only what it can show.
 * Each text is written once; tests/unit/spec-messages.spec.ts checks that the product's error
 * catalogue is covered.
 */

export { ACCESS_MESSAGES, DESTINATION_MESSAGES, RESOLVER_MESSAGES } from '../access/resolver-messages'

export const WALLET_MESSAGES = {
  connectFirst: 'Please connect your wallet first',
  notConnected: 'Wallet not connected',
  noAccount: 'No account connected',
  connected: (provider: string) => `Connected to ${provider} wallet!`,
  /** A connection made without choosing a wallet: the first one available was used. */
  connectedAny: 'Wallet connected successfully!',
  disconnected: 'Wallet disconnected',
  connectFailed: 'Failed to connect wallet',
  disconnectFailed: 'Failed to disconnect wallet',
  connectionFailed: 'Wallet connection failed',
  connectionFailedBecause: (reason: string) => `Wallet connection failed: ${reason}`,
  unreachable: (wallet: string, localnet: boolean) =>
    `Wallet connection failed: ${wallet} cannot be reached${localnet ? ' (is LocalNet running?)' : ''}`,
  notInstalled: (wallet: string, site = 'its website') => `${wallet} is not installed. Please install it from ${site}/`,
  noAccountsFound: (wallet: string) => `No accounts found in ${wallet}`,
  noSupportedWallets: 'No supported wallets found. Please install a supported wallet app.',
  unsupportedProviderForSigning: 'Unsupported wallet provider for signing',
  attendeeMismatch: 'Connected wallet does not match attendee address',
  cancelled: 'You cancelled the signature.',
  refused: (reason: string) => `Wallet refused: ${reason}`,
  wrongSigner: "Use the account's authorised signer (the account is rekeyed).",
  mnemonicHelp:
    'Type the 25 words of an account you use for testing. They stay in this tab: they are never sent or stored.',
  mnemonicWordCount: (count: number) => `A recovery phrase has 25 words; this one has ${count}.`,
  mnemonicInvalid: 'These 25 words are not a valid recovery phrase: check each word.',
  /** Above the wallet buttons when a passkey is offered first. */
  otherWays: 'Or connect an Algorand wallet:',
} as const

/**
 * What a person using a passkey reads: on the panel, in its toasts and in its refusals. People who
 * never installed anything read these, so none of them names the machinery behind the account
 * (tests/unit/plain-words.spec.ts holds them to that).
 */
export const PASSKEY_MESSAGES = {
  continue: 'Continue with a passkey',
  explained: "Use your phone's or computer's screen lock — Face ID, fingerprint or PIN — no app to install.",
  create: 'Create a passkey',
  waiting: 'Waiting for your passkey…',
  /** The browser answers the same way when there is no passkey and when the person closed the request. */
  noneFound:
    'No passkey for DynaQR was found here, or the request was closed. If you have not made one yet, create one: it takes a moment.',
  createClosed: 'No passkey was made: the request was closed. Try again when you are ready.',
  /** Made, but its first use was closed: continuing with it opens the account. */
  madeContinue: 'Your passkey is ready. Choose “Continue with a passkey” to open your account with it.',
  noBrowserSupport:
    "This passkey can't be used here: this browser does not offer passkeys. Try an up-to-date browser, or choose one of the other ways.",
  noPrf:
    "This passkey can't be used here: it cannot open a DynaQR account (the app that keeps it does not offer this yet). Try your phone's or computer's own passkeys, or choose one of the other ways.",
  noSafeKeys:
    "This passkey can't be used here: this browser cannot keep your account's key locked away. Update it, or choose one of the other ways.",
  unreachable:
    'Your passkey account could not be opened: the network cannot be reached. Check your connection and try again.',
  failed: (reason: string) => `Your passkey could not be used: ${reason}`,
  connected: 'You are in with your passkey account.',
  loggedOut: 'You are logged out. Continue with your passkey any time to come back to the same account.',
  logOutFailed: 'Logging out did not finish. Reload the page to try again.',
  title: 'Your passkey account',
  loggedInWith: 'Logged in with',
  passkey: 'Passkey',
  account: 'Account',
  logOut: 'Log out',
  loggingOut: 'Logging out…',
  /** Asked again after a reload, the passkey opened another account than the one logged in. */
  otherAccount:
    'This passkey opens a different account from the one you are logged in with. Log out, then continue with the passkey you used for this account.',
  /** Something asked the passkey account to act for another account. */
  notThisAccount: 'Your passkey can only act for your passkey account.',
  /** The account's control was handed to another key: its passkey no longer speaks for it. */
  handedOver: 'This account is now controlled by another key, so your passkey can no longer act for it.',
  closed: 'The passkey request was closed: nothing was sent.',
} as const

/** Failures of the node, the transaction pool and the network, whatever the action. */
export const CHAIN_MESSAGES = {
  /** The generic failure of a write when nothing more specific is known. */
  transactionFailed: 'Transaction failed',
  unknown: 'Unknown error',
  notConfirmed: (rounds: number | string) => `Transaction not confirmed after ${rounds} rounds`,
  /** Sent, not confirmed yet, and still able to land: the write keeps checking until it knows. */
  pending:
    'Your transaction was sent and is waiting for the network to confirm it. Keep this page open: it is being checked again.',
  /** The transaction's validity window closed without it landing: it never can now. */
  notLanded:
    'The transaction did not go through: the network did not confirm it before it expired. Nothing was charged; you can try again.',
  rejected: (poolError: string) => `Transaction Rejected: ${poolError}`,
  /** Sent, and the network could not be asked whether it landed: it may have been charged. */
  outcomeUnknown:
    'Your transaction was sent, but the network could not be reached to check whether it went through. Check your account or the event before trying again.',
  noTransactionId: 'Node response did not include transaction ID',
  invalidAppId: 'Invalid application ID',
  insufficientBalance: 'Insufficient ALGO balance to pay for this transaction.',
  belowMinimumBalance: 'Below minimum balance: the account needs more ALGO to stay above its minimum balance.',
  notOptedIn: 'Opt in to the token first.',
  expired: 'The transaction expired before it was confirmed. Please retry.',
  feeTooLow: 'Network busy: the fee was too low. Please retry.',
  poolFull: 'Network busy. Please retry in a moment.',
  duplicate: 'This transaction was already submitted.',
  network: 'Cannot reach the Algorand node. Check your connection and try again.',
  contractRejected: 'The DynaQR contract rejected the transaction.',
} as const

function textTooLong(over: string, limit: string): string {
  return `This text is ${over} ${over === '1' ? 'byte' : 'bytes'} too long: Algorand stores at most ${limit} bytes here. Shorten it to continue.`
}

/**
 * An event's texts on chain (event-note.ts): how many bytes they take, the form's limits and what
 * carrying them costs. Figures arrive formatted ('8,000', '0.002 ALGO').
 */
export const DETAILS_MESSAGES = {
  /** The details do not fit in the notes of one group; nothing was signed. */
  tooLong: (bytes: number, max: number) =>
    `The event's texts take ${bytes.toLocaleString('en-US')} bytes on Algorand, ${(bytes - max).toLocaleString('en-US')} more than the ${max.toLocaleString('en-US')} one transaction group can carry. Shorten the description or the ticket tier texts, then try again. Nothing was sent.`,
  /** Under a text with a limit: how much of it is used. */
  used: (used: string, limit: string) => `${used} of ${limit} bytes`,
  /** Under a text near its limit. */
  left: (left: string) => (left === '1' ? '1 byte left' : `${left} bytes left`),
  /** Under a text past its limit (the field's label says which): the form does not go on until it is shorter. */
  over: textTooLong,
  /** The same where the field is not beside it (a toast). */
  overIn: (label: string, over: string, limit: string) => `${label}: ${textTooLong(over, limit)}`,
  /** What a byte is, said once under the description. */
  bytesExplained:
    'Most letters take 1 byte; accented letters, line breaks and quotes take 2, Chinese, Japanese or Korean characters 3, emoji 4.',
  /** The wizard's last step, where it says what creating costs: the texts' share. */
  creationCost: (notes: number, fee: string) =>
    notes <= 1
      ? "The event's texts fit in the note of the creating transaction: they add nothing to its cost."
      : `The event's texts take ${notes} transaction notes: creating also sends ${notes - 1} ${notes - 1 === 1 ? 'payment' : 'payments'} of 0 ALGO from your account to itself that carry them, each one more network fee of 0.001 ALGO (${fee} in all).`,
  /** The texts are over what one group carries: creating will refuse, so the form says it first. */
  creationTooLong: "The event's texts are longer than Algorand can carry in one transaction group: shorten them first.",
  /** Creating stops here when a step holds a text past its limit. */
  overLimitInStep: (step: string) => `Please shorten the texts that are over their limit in ${step}.`,
} as const

export const MANAGE_MESSAGES = {
  notAccessible: 'Event not found or not accessible',
  loadFailed: 'Failed to load event data',
  invalidDestination: 'Enter a valid destination URL',
  updated: 'Destination updated on the blockchain',
  updateFailed: 'Update failed',
  urlUpdateFailed: 'Failed to update URL',
  deactivated: 'Event deactivated',
  deactivationFailed: 'Deactivation failed',
  deactivateFailed: 'Failed to deactivate event',
  /** Asked before deactivating: what it stops, and that it can be taken back. */
  deactivateQuestion:
    'Deactivate this event? Its QR code then leads nowhere (scanners see that the event is inactive), and registration, check-in and scan counting stop. You can reactivate it later; after deactivating you can also withdraw what is left of the scan budget.',
  reactivated: 'Event reactivated',
  reactivateFailed: 'Reactivation failed',
  ownerNotConnected: 'Connect an Algorand wallet to manage this event.',
  notOwner: (owner: string) => `Connected wallet does not match the event owner. Switch to ${owner} to make changes.`,
  owner: 'Organizer wallet connected. You can update event settings.',
} as const

/** Who may follow an event's QR code. */

/** The proof page of nft-gated access, where a wallet signs to show its account holds the token. */
export const ACCESS_PROOF_MESSAGES = {
  /** What the proof step is, on the page that asks for it. */
  explained:
    "This QR code opens only for holders of the event's NFT. Your wallet signs a proof that is never sent to the network and costs nothing. A rekeyed account cannot prove this way.",
  notSigned: 'The wallet did not sign the proof for this account',
  refused: 'Wallet proof refused: it was not signed by this account for this request',
  /** Its own key no longer controls a rekeyed account, so its signature proves nothing. */
  rekeyed: 'This account is rekeyed: it cannot prove it holds the NFT here. Use an account that is not rekeyed.',
  unsupported: 'This browser cannot check wallet signatures (Ed25519 is not supported)',
} as const

export const NAVIGATION_MESSAGES = {
  pageNotFound: 'Page not found',
} as const
