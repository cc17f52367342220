import type { AccessProof } from '../domain/access/access-proof'
import type { RegistrationPolicy } from '../domain/event/event-visibility'
import type { AccessProofRequest } from './scan/access-proof'
import type { Result } from '../domain/messages/result'
import type { CreateEventInput, DynaEvent, EventEdit, EventSettings } from '../domain/event/event'
import type { Registration } from '../domain/registration/registration'
import type { RegistrationMetadata } from '../domain/details/details'
import type { ResolveResult } from '../domain/access/resolve-result'
import type { MoneyUnit } from '../domain/money/amount'
import type { DoorDevice } from './read/list-doors'
import type { AccountControl, NetworkStatus } from './read/node-reads'
import type { AssetHolding } from './node/algod-rest'
export type { AssetHolding }
import type { EventListOptions, EventListPage } from './read/event-pages'
import type { CheckInOutcome, DoorChain, DoorKeyPair } from './write/door-device'
import type { DoorBalanceReturn } from './write/door-balance-return'
import type { GuestDetails } from './write/guest-list'
import type { DoorGuestList, KeyAgreement } from './guest-list-read'
import type { RegisterOptions } from './write/registrations'
import type { Refunded, Sent, TokenStep } from './write/sent'

export type {
  AccessProofRequest,
  AccountControl,
  CheckInOutcome,
  DoorBalanceReturn,
  DoorChain,
  DoorDevice,
  DoorGuestList,
  DoorKeyPair,
  EventListOptions,
  EventListPage,
  GuestDetails,
  KeyAgreement,
  NetworkStatus,
  RegisterOptions,
  Refunded,
  Sent,
  TokenStep,
}

/**
 * Everything the screens may ask of the chain. Pages get it from `useChain()` and never build
 * transactions themselves. Writes need a connected wallet, take what the screen already holds and
 * resolve to a Result whose error is a message for people (mapped by chain/write/errors.ts and the
 * contract's own reasons); a write sent but not yet confirmed when its wait ends stays unresolved,
 * announced as pending, until it lands or can no longer land (chain/write/settle.ts). Reads
 * (chain/read and chain/scan, fetch only) need no wallet.
 */
export interface ChainApi {
  /** Reads one event box straight from algod; null when it does not exist. */
  getEvent(eventId: string): Promise<DynaEvent | null>
  /**
   * A page of the owner's events, newest first, without reading other owners' event boxes: at
   * most two algod requests however many events the owner has.
   */
  listOwnerEvents(owner: string, options?: EventListOptions): Promise<EventListPage>
  /**
   * A page of the public list (no wallet needed): of the events created at the `limit` positions
   * of the app's index below `before`, those their owners listed that are active and not over,
   * newest first. One simulate (two algod requests), plus one request per event whose details
   * (venue) this browser does not hold yet.
   */
  listPublicEvents(options?: EventListOptions): Promise<EventListPage>
  createEvent(input: CreateEventInput): Promise<Result<{ eventId: string } & Sent>>
  updateUrl(eventId: string, url: string): Promise<Result<Sent>>
  deactivateEvent(eventId: string): Promise<Result<Sent>>
  /** The owner takes a deactivation back. */
  reactivateEvent(eventId: string): Promise<Result<Sent>>

  /** The attendee's registration for the event the screen holds; null when there is none. */
  getRegistration(event: DynaEvent, attendee: string): Promise<Registration | null>
  /**
   * [ticket payment when priced, box MBR payment, register_event] in one group, for the event the
   * screen shows, with a new ticket (its commitment stored) and the attendee's details sealed to the
   * event's guest-list key before signing. The ticket payment goes to the owner, or to the app where
   * the owner approves each registration (the registration then waits for approval). A wallet
   * already registered gets its registration back with nothing sent; a refunded one reuses its box,
   * so pays no deposit. Resolves with the registration as stored.
   */
  register(
    event: DynaEvent,
    tierIndex: number,
    metadata: RegistrationMetadata,
    options?: RegisterOptions,
  ): Promise<Result<{ registration: Registration } & Sent>>
  /**
   * cancel_registration: the connected attendee cancels their own registration, a free one or one
   * whose payment the app still holds (waiting for approval, or on the waitlist), which comes back.
   */
  cancelRegistration(event: DynaEvent, registration: Registration): Promise<Result<Sent>>
  /**
   * claim_refund: the connected attendee takes the refund the app held for them (their account was
   * closed when it was made); resolves with the amount that came back.
   */
  claimRefund(event: DynaEvent, registration: Registration): Promise<Result<Sent & { amount: bigint }>>
  /** The attendee's ticket as its QR code carries it, made again from the wallet's key signature. */
  showTicket(event: DynaEvent, registration: Registration): Promise<Result<string>>
  /** confirm_attendance: the connected attendee declares attendance, where the owner chose self-declared attendance. */
  confirmAttendance(event: DynaEvent): Promise<Result<Sent>>
  /**
   * mint_nft (unless the registration has a token already; at the event's expense where its owner
   * pays attendees' costs), then [asset opt-in, claim_nft]; resolves with the asset id. `credited`:
   * the account cannot hold the token yet (it holds no ALGO), so it stays in the app, theirs to claim.
   */
  mintAndClaimToken(
    event: DynaEvent,
    registration: Registration,
    onStep?: (step: TokenStep) => void,
  ): Promise<Result<{ assetId: number; credited?: boolean } & Sent>>

  /** The owner changes the event's dates and how attendance is recorded. */
  setSettings(event: DynaEvent, settings: EventSettings): Promise<Result<Sent>>
  /** The owner edits the event's texts, dates, venue, capacity and tier prices and quantities, signed once. */
  updateEventDetails(event: DynaEvent, edit: EventEdit): Promise<Result<Sent>>
  /** The owner gives an event created without one its guest-list key, made by their wallet. */
  setSealKey(event: DynaEvent): Promise<Result<Sent>>
  /**
   * The registrations' private details for the event's owner, by attendee address: the wallet signs
   * once (nothing sent), the key it makes opens each sealed registration note. Refused for any
   * other wallet, and for a wallet whose key is not the event's.
   */
  readGuestList(event: DynaEvent, registrations: readonly Registration[]): Promise<Result<Map<string, GuestDetails>>>

  /** The event's paired door devices with their balances (one box listing). */
  listDoors(event: DynaEvent): Promise<DoorDevice[]>
  /** The door device paired under `address`, or null. */
  getDoor(event: DynaEvent, address: string): Promise<DoorDevice | null>
  /**
   * [funding payment to the device, box deposit, add_door] in one group, signed by the owner. With
   * `guestListTo`, the door's X25519 public key, the call's note gives the door the event's guest
   * list, sealed to that key (the wallet first signs once to make the guest-list key, nothing sent).
   */
  addDoor(
    event: DynaEvent,
    door: string,
    name: string,
    fundingMicroAlgos: bigint,
    guestListTo?: Uint8Array,
  ): Promise<Result<Sent>>
  removeDoor(event: DynaEvent, door: string): Promise<Result<Sent>>
  topUpDoor(door: string, microAlgos: bigint): Promise<Result<Sent>>
  /** A door device's balance in microALGO, paired or revoked; throws when the node cannot be reached. */
  doorBalance(door: string): Promise<bigint>
  /** What a door device signs and sends with its own key: no wallet involved. */
  doorChain(key: DoorKeyPair): DoorChain
  /**
   * The guest list as a paired door reads it: the note of the owner's add_door call for this door
   * (in the block of its pairing round), opened with the door's X25519 key `agreement`. Throws
   * when the node cannot be reached.
   */
  doorGuestList(event: DynaEvent, door: DoorDevice, agreement: KeyAgreement | null): Promise<DoorGuestList>
  /**
   * A door device no longer paired with the event sends everything it holds back to the event's
   * owner (as the event's box names them), in one payment that closes its account. Nothing is sent
   * while its door box exists, when it holds nothing, or when the node cannot say; one send at a
   * time per device.
   */
  returnDoorBalance(key: DoorKeyPair, event: Pick<DynaEvent, 'eventId'>): Promise<DoorBalanceReturn>
  /**
   * Every registration of the event, in box-name order, read from algod by the event's prefix
   * (one request per page of boxes; other events' boxes are never read).
   */
  listRegistrations(event: DynaEvent): Promise<Registration[]>
  /**
   * [owner's payment of the amount paid back to the attendee, refund_registration] in one group;
   * with `ban` the account may not register for the event again. To a closed account that so small
   * an amount cannot open, the payment goes to the app, which holds it for the attendee (`heldMicroAlgos`).
   */
  refundRegistration(event: DynaEvent, registration: Registration, ban: boolean): Promise<Result<Refunded>>
  /** The owner closes the event to a refunded account (`banned`), or opens it to that account again. */
  setRegistrationBan(event: DynaEvent, registration: Registration, banned: boolean): Promise<Result<Sent>>
  /** approve_registration: a registration waiting for approval is confirmed; the app pays the held payment to the owner. */
  approveRegistration(event: DynaEvent, registration: Registration): Promise<Result<Sent>>
  /**
   * decline_registration: a registration waiting for approval is cancelled, its seat freed, and the
   * app pays the held payment back to the attendee; with `ban` the account may not register again.
   */
  declineRegistration(event: DynaEvent, registration: Registration, ban: boolean): Promise<Result<Sent>>
  /** offer_seat: a registration on the waitlist takes a freed seat; the held payment goes to the owner. */
  offerSeat(event: DynaEvent, registration: Registration): Promise<Result<Sent>>
  /** The owner checks a registered guest in without their ticket (check_in with no secret). */
  checkInGuest(event: DynaEvent, registration: Registration): Promise<Result<Sent>>
  /** set_registration_policy: whether the event is listed publicly, and whether registrations wait for approval. */
  setVisibility(
    event: DynaEvent,
    policy: Pick<RegistrationPolicy, 'listed' | 'approvalRequired'>,
  ): Promise<Result<Sent>>
  /** set_registration_policy: whether the event pays its attendees' network costs from its attendee budget. */
  setAttendeeCosts(event: DynaEvent, pays: boolean): Promise<Result<Sent>>

  /** The owner sets how many sponsored scans the budget pays for per round and per day. */
  setScanLimits(event: DynaEvent, perRound: number, perDay: number): Promise<Result<Sent>>
  /** [payment to the app, top_up_scan_budget] in one group: anyone may add to an event's scan budget. */
  topUpScanBudget(event: DynaEvent, microAlgos: bigint): Promise<Result<Sent>>
  /** [payment to the app, top_up_budget] in one group: anyone may add to an event's attendee budget. */
  topUpAttendeeBudget(event: DynaEvent, microAlgos: bigint): Promise<Result<Sent>>
  /** The owner takes back what is left of a deactivated event's budgets (scans and attendees). */
  withdrawBudgets(event: DynaEvent): Promise<Result<Sent>>

  /**
   * A fresh challenge for `address` to prove it may open the event's nft-gated code: the
   * transaction its wallet signs (never sent), answered once through `resolve`'s `proof`.
   */
  accessProofRequest(eventId: string, address: string): Promise<AccessProofRequest>
  /**
   * Resolves an event for a scanner: reads the event, applies access rules (with the chain's
   * clock; nft-gated only with a wallet proof), records the scan (in the background unless
   * `waitForScan`).
   */
  resolve(
    eventId: string,
    options?: { waitForScan?: boolean; proof?: AccessProof; count?: boolean },
  ): Promise<ResolveResult>

  /** What the account can spend above its minimum balance, and who signs for it when it was moved (rekeyed). */
  accountControl(address: string): Promise<AccountControl>
  /** Hands the connected account to a wallet app: it rekeys itself to `to` (see chain/write/account-move.ts). */
  moveAccount(to: string): Promise<Result<Sent>>
  /** Balance of an account in microALGO; 0 when it cannot be read (the screens treat that as an empty wallet). */
  getBalance(address: string): Promise<bigint>
  /** What an asset's amounts are counted in (its unit name and decimals), as a currency; null when no such asset exists. */
  assetCurrency(assetId: bigint): Promise<MoneyUnit | null>
  /** The account's holding of an asset (amount, and whether its issuer froze it); null while it is not opted in. */
  assetHolding(address: string, assetId: bigint): Promise<AssetHolding | null>
  networkStatus(): Promise<NetworkStatus>
  /** Timestamp (unix seconds) of the latest block: the clock the contract checks door codes against. */
  chainTime(): Promise<number>
  /** Explorer link for a transaction, or undefined on LocalNet without an explorer. */
  explorerTxUrl(txId: string): string | undefined
}
