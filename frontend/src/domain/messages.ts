/**
 * Every message DynaQR shows people (toasts, alerts, form and failure texts), grouped by area.
 * Each text is written here once; the screens, the chain layer and the resolver import it.
 * tests/unit/spec-messages.spec.ts checks that the product's error catalogue is covered.
 */
import { MAX_EVENT_ID_BYTES, MAX_NAME_BYTES } from './limits'

export { ACCESS_MESSAGES, DESTINATION_MESSAGES, RESOLVER_MESSAGES } from './resolver-messages'

/** Shown next to the access type wherever it is chosen or shown: what access rules cannot hide. */
export const ACCESS_INFO_MESSAGES = {
  destinationPublic:
    'The destination URL is stored on-chain, where anyone can read it: access rules decide whom this QR code sends there, not who can find the URL.',
} as const

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

/** The Manage Event screen: loading, the destination, deactivation, and who may change them. */
export const EVENTS_LIST_MESSAGES = {
  loadFailed: 'Failed to load events from the blockchain.',
  loadMoreFailed: 'Failed to load more events from the blockchain.',
} as const

/** The Dashboard's and Analytics' figures, read from the owner's events. */
export const OWNER_FIGURES_MESSAGES = {
  connect: 'Connect your wallet to see your events, their scans, registrations and check-ins, read from Algorand.',
  readFailed: 'Could not read your events from the chain. Check your connection and try again.',
  noEvents: 'No events yet. The events you create with this wallet appear here.',
  recentAfterConnect: 'Your newest events appear here once your wallet is connected.',
  newestOnly: (shown: string, total: string) =>
    `Scans, registrations and check-ins of your ${shown} newest events. Analytics adds up all ${total}.`,
  allEvents: 'Read from Algorand just now, across all your events.',
  utcDays: 'Days are UTC days, as the contract counts them.',
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

/** Editing an event after creation (its own page, reached from Manage). */
export const EDIT_MESSAGES = {
  title: 'Edit event',
  editLink: 'Edit details',
  intro:
    "Change what attendees see: the title, description, date and time, venue, capacity, and each ticket tier's price, quantity, description and benefits. Printed QR codes keep working, and registrations already made stay as they are.",
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Event updated. Attendees see the new details now.',
  failed: 'Could not save the changes',
  nothingChanged: 'Nothing has changed yet.',
  backToManage: 'Back to Manage',
  ticketsTitle: 'Ticket tiers',
  ticketsHint:
    'Tier names and their number are fixed once the event exists. A quantity cannot go below the tickets already sold; 0 means unlimited.',
  capacityBelowRegistrations: (registered: number) =>
    `Capacity cannot be below the ${registered} registrations already made.`,
  quantityBelowSold: (tier: string, sold: number) => `${tier}: the quantity cannot be below the ${sold} tickets sold.`,
  inactive: 'This event is deactivated. Reactivate it on the Manage page to edit it.',
} as const

export const REGISTRATION_MESSAGES = {
  /** A refund that also closed the event to the attendee's account. */
  cancelledAndClosed:
    'The organizer cancelled this registration, refunded it and closed this event to this account: it cannot register again.',
  connectWallet: WALLET_MESSAGES.connectFirst,
  walletNotConnected: WALLET_MESSAGES.notConnected,
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  eventNotFound: 'Event not found',
  eventInactive: 'Event is not active',
  invalidTier: 'Invalid ticket tier',
  alreadyRegistered: 'Already registered',
  loadFailed: 'Failed to load event details',
  registrationLoadFailed: 'Failed to load the registration',
  /** Amounts already formatted as ALGO with 4 decimals. */
  insufficientBalance: (required: string, available: string) =>
    `Insufficient ALGO balance. Required: ${required}, Available: ${available}`,
  /** The tier's on-chain price moved after the page showed it; nothing was signed. `price` as offered ('12 ALGO', 'Free'). */
  priceChanged: (price: string) =>
    `The ticket price changed since this page loaded (now ${price}). Nothing was sent: check the new price and register again.`,
  success: 'Registration successful! You will receive an attendance token when you attend the event.',
  failed: 'Registration failed',
  cancelFailed: 'Could not cancel the registration',
  onWaitlist: (paid: boolean) =>
    paid
      ? 'You are on the waitlist. If a seat frees up, the organiser offers it to the waitlist in order, and your payment, held until then, goes to them. You can leave the waitlist at any time and get it back at once.'
      : 'You are on the waitlist. If a seat frees up, the organiser offers it to the waitlist in order, and this page shows your ticket.',
  /** On an event whose free tickets need only a passkey, where the chosen ticket is paid. */
  paidNeedsWallet:
    'This ticket is paid for in ALGO, so buying it takes a wallet app that holds some. The free tickets need only a passkey.',
  /** Where the attendee pays the costs and the account cannot: `missing` comes formatted. */
  needsAlgo: (missing: string) =>
    `Registering for this event needs an account holding ALGO: its organiser does not cover network costs, and ${missing} more is needed.`,
  /** Under the attendee's registration link on the completion page. */
  keepLink:
    'Your registration and ticket live on Algorand: open this link on any device and connect this wallet to see them again.',
  /** Before signing, where the organiser approves each registration: what happens to the payment. */
  approvalNotice: (paid: boolean) =>
    paid
      ? 'The organiser approves each registration. Your payment is held until they decide: it goes to the organiser if they approve, and comes back to your wallet if they decline.'
      : 'The organiser approves each registration: your ticket appears here once they do.',
  /** After registering for an event whose organiser approves each registration. */
  sentForApproval: "Registration sent: it now waits for the organiser's approval.",
  /** The completion page while the organiser has not decided. */
  waitingForApproval: (paid: boolean) =>
    paid
      ? 'The organiser approves each registration. Your ticket appears on this page once they do. Your payment is held until then, and comes back to your wallet if they decline.'
      : 'The organiser approves each registration. Your ticket appears on this page once they do.',
  /** The completion page once the organiser declined the registration. */
  declined: (paid: boolean) =>
    paid
      ? 'The organiser declined this registration. Your payment was returned to your wallet.'
      : 'The organiser declined this registration.',
  /** After `declined`, where the organiser also closed the event to the account. */
  closedAfterDecline: 'This event is closed to this account: it cannot register again.',
  /** The step the attendee waits on before the ticket. */
  approvalStep: "Wait for the organiser's approval: this page shows your ticket once they approve.",
  /** The side panel's payment text, where the organiser approves each registration. */
  heldPayment:
    'Paid tickets are paid in ALGO to the DynaQR app, in one step with your registration. The app holds the payment until the organiser decides: it goes to the organiser if they approve, and back to you if they decline.',
  /** The form is filled; a wallet is the last thing needed. Amounts already formatted. */
  connectLast: (total: string, deposit: string) =>
    `Last step: connect the wallet that will hold your ticket, then complete your registration. It costs ${total}, plus a ${deposit} deposit for your registration record, which stays with it.`,
} as const

/** Confirming attendance and the attendance token (mint, then claim). */
export const ATTENDANCE_MESSAGES = {
  confirmed: 'Attendance confirmed! Your attendance token has been minted and sent to your wallet.',
  /** The account cannot hold the token yet (it holds no ALGO): the app keeps it for them to claim. */
  kept: 'Attendance confirmed! Your attendance token is kept for you in the app: claim it once your wallet holds a little ALGO.',
  confirmFailed: 'Attendance confirmation failed',
  /** The token could not be created (mint_nft); attendance stays confirmed. */
  creationFailedButConfirmed: 'Attendance token creation failed, but attendance was confirmed',
  /** The token exists but did not reach the wallet (claim); attendance stays confirmed. */
  mintFailedButConfirmed: 'Attendance token minting failed, but attendance was confirmed',
  mintFailed: 'Attendance token minting failed',
  notRegistered: 'Not registered',
  assetCreationFailed: 'Asset creation failed',
  assetTransferFailed: 'Asset transfer failed',
} as const

/** The owner's scan budget on the Manage page. */
export const SCAN_BUDGET_MESSAGES = {
  budgetUsedUp: 'Counting has stopped: the budget is used up. Top up to count scans again.',
  dailyLimitReached: "Today's limit is reached: scans are counted again tomorrow (UTC), or raise the daily limit.",
  /** `scans` already formatted. */
  stopsAfter: (scans: string) => `Counting stops after ${scans} more scans, unless you top up.`,
  stopsAtPace: (days: number) =>
    days <= 1
      ? "At today's pace, counting stops within a day, unless you top up."
      : `At today's pace, counting stops in about ${days.toLocaleString('en-US')} days, unless you top up.`,
  /** `scans` already formatted. */
  extend: (scans: string) => `Each ALGO you add counts ${scans} more scans.`,
  perRoundTooLow: 'Sponsored scans per round must be at least 1',
  perDayTooLow: 'Daily cap must be at least the sponsored scans per round',
  invalidTopUp: 'Enter an amount of ALGO to add to the scan budget',
  limitsSaved: 'Scan limits updated',
  limitsFailed: 'Could not update the scan limits',
  toppedUp: 'Scan budget topped up',
  topUpFailed: 'Top-up failed',
  withdrawn: 'Scan budget withdrawn',
  withdrawFailed: 'Withdrawal failed',
  /** Why the page cannot say how many scans went uncounted. */
  skippedUnknown:
    'Scans over these limits, or once the budget is empty, still reach the destination but are not counted. The chain keeps no trace of a refused count, so how many were skipped cannot be known.',
} as const

/** Writes of the attendee budget (the organiser paying attendees' costs); the card's texts are in attendee-costs-messages.ts. */
export const ATTENDEE_COSTS_MESSAGES = {
  saved: 'Attendee costs updated',
  saveFailed: 'Could not change who pays attendee costs',
  invalidTopUp: 'Enter an amount of ALGO to add to the attendee budget',
  toppedUp: 'Attendee budget topped up',
  topUpFailed: 'Top-up failed',
} as const

/** Moving a passkey account to a wallet app: the write's refusals (the page's texts are in registration-page-messages.ts). */
export const ACCOUNT_MOVE_MESSAGES = {
  invalidAddress: 'This is not an account address: copy it again from your wallet app.',
  sameAccount: 'This is this account itself: enter the address of your wallet app.',
  needsFunds: 'The move is recorded on Algorand for a small fee, and this account holds nothing to pay it.',
  failed: 'The account could not be moved',
} as const

/** The organiser's attendee list on the Manage page. */
export const ATTENDEES_MESSAGES = {
  loadFailed: 'Could not load the attendee list',
  refunded: 'Registration refunded',
  refundFailed: 'Refund failed',
  empty: 'No one has registered for this event yet.',
  /** The confirmation step before a refund: what moves where, and what the attendee loses. */
  refundQuestion: (amount: string, attendee: string) =>
    `Refund ${amount} to ${attendee}? The amount paid goes back from your wallet and the seat is freed.`,
  /** The refund's option: without it the same account may take the freed seat again at once. */
  banOption: 'Also close this event to this account: it may not register again',
  banned: 'Event closed to this account',
  unbanned: 'This account may register again',
  banFailed: 'Could not change whether this account may register',
  approved: 'Registration approved',
  approveFailed: 'Approval failed',
  declined: 'Registration declined',
  declineFailed: 'Decline failed',
  /** The confirmation step before declining: where the held payment goes. */
  declineQuestion: (attendee: string, heldAmount: string | null) =>
    heldAmount
      ? `Decline the registration of ${attendee}? The ${heldAmount} the app holds goes back to them and the seat is freed.`
      : `Decline the registration of ${attendee}? The seat is freed.`,
  /** Declining's option: the account may not register for this event again. */
  declineBanOption: "Don't let this account register again",
  /** Beside the registrations that wait: what approving moves. */
  waitingHint: 'Approving sends the payment the app holds to your wallet; declining sends it back to the attendee.',
  offerSeat: 'Offer seat',
  seatOffered: 'Seat given: the registration is confirmed',
  offerSeatFailed: 'Could not give the seat',
  noSeatFree: 'No seat is free yet: refund or wait for a cancellation first.',
  waitlistHint:
    'In the order they joined. Offering a seat confirms the registration and sends any payment the app holds to your wallet.',
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  addressCopied: 'Attendee address copied',
  copyAddressFailed: 'Unable to copy the attendee address',
} as const

/** The owner's 'Who can register' card on the Manage page. */
export const REGISTRATION_POLICY_MESSAGES = {
  saved: 'Registration settings saved',
  saveFailed: 'Could not save who can register',
  /** An unlisted event whose registrations wait for approval is the wizard's 'Private'. */
  privateHint: 'Unlisted with approval is by invitation: only the people you approve get a ticket.',
  /** Turning approval off leaves the registrations already waiting to be decided. */
  waitingStay: 'Registrations already waiting stay waiting until you approve or decline them.',
} as const

/** The public list of events (/discover), for visitors without a wallet. */
export const DISCOVER_MESSAGES = {
  title: 'Discover events',
  intro: 'Public events, happening now and coming up first. You need no wallet to look around.',
  loading: 'Loading events…',
  empty: 'No public events yet',
  emptyHint: 'When organisers make an event public, it appears here.',
  /** Only older events are left to look through. */
  noneRecent: 'None of the newest events are public. Load more to look further back.',
  loadFailed: 'Could not load the events. Check your connection and try again.',
  loadMoreFailed: 'Could not load more events. Try again.',
  dateToBeAnnounced: 'Date to be announced',
  happeningNow: 'Happening now',
  shown: (count: number) => (count === 1 ? 'Showing 1 event' : `Showing ${count} events`),
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

/** Copying links: the toasts (the buttons' own texts are in share-link-messages.ts). */
export const SHARE_MESSAGES = {
  clipboardUnavailable: 'Clipboard unavailable',
  resolverUrlCopiedToClipboard: 'Resolver URL copied to clipboard!',
  resolverUrlCopied: 'Resolver URL copied',
  copyResolverUrlFailed: 'Unable to copy resolver URL',
  eventLinkCopied: 'Event link copied to clipboard',
  registrationLinkCopied: 'Registration link copied',
  shareFailed: 'Unable to share event link',
} as const

export const NAVIGATION_MESSAGES = {
  pageNotFound: 'Page not found',
} as const
