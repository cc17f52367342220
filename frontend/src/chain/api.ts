import type {
  ActionResult,
  CreateEventInput,
  DynaEvent,
  Registration,
  RegistrationMetadata,
  ResolveResult,
} from '../domain/types'

export interface ListOwnerEventsOptions {
  /** How many events at most; EVENTS_PAGE_SIZE when absent. */
  limit?: number
  /** The `nextBefore` of the page listed before; the newest events when absent. */
  before?: number
}

/** A page of an owner's events and the way to the next one. */
export interface OwnerEventsPage {
  /** Newest first. */
  events: DynaEvent[]
  /** How many events the owner has, listed or not. */
  total: number
  /** `before` for the next, older page; null when this page ends with the owner's first event. */
  nextBefore: number | null
}

/**
 * Everything the screens may ask of the chain. Pages get it from `useChain()` and never build
 * transactions themselves. Writes need a connected wallet and fail with the spec's messages
 * (mapped by chain/write/errors.ts); reads need none.
 */
export interface ChainApi {
  /** Reads one event box straight from algod; null when it does not exist. */
  getEvent(eventId: string): Promise<DynaEvent | null>
  /**
   * A page of the owner's events, newest first, without reading other owners' event boxes: at
   * most two algod requests however many events the owner has.
   */
  listOwnerEvents(owner: string, options?: ListOwnerEventsOptions): Promise<OwnerEventsPage>
  createEvent(input: CreateEventInput): Promise<ActionResult<{ eventId: string }>>
  updateUrl(eventId: string, url: string): Promise<ActionResult>
  deactivateEvent(eventId: string): Promise<ActionResult>

  getRegistration(eventId: string, attendee: string): Promise<Registration | null>
  /** [ticket payment to the owner when priced, box MBR payment, register_event] in one group. */
  register(
    eventId: string,
    tierIndex: number,
    metadata: RegistrationMetadata,
  ): Promise<ActionResult<{ registration: Registration }>>
  confirmAttendance(eventId: string): Promise<ActionResult>
  /** mint_nft, then [asset opt-in, claim_nft]; resolves with the asset id. */
  mintAndClaimToken(eventId: string, onStep?: (step: 'mint' | 'claim') => void): Promise<ActionResult<{ assetId: number }>>

  /**
   * Resolves an event for a scanner: reads the event, applies access rules, records the scan
   * (in the background unless `waitForScan`).
   */
  resolve(eventId: string, options?: { waitForScan?: boolean }): Promise<ResolveResult>

  /** Balance of an account in microALGO; 0 when it cannot be read, so balances never block a screen. */
  getBalance(address: string): Promise<bigint>
  networkStatus(): Promise<{ status: 'online' | 'offline'; blockHeight: number; responseTime: number }>
  /** Explorer link for a transaction, or undefined on LocalNet without an explorer. */
  explorerTxUrl(txId: string): string | undefined
}
