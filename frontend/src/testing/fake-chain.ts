/** A fake ChainApi for component tests: every method is a vi.fn with a harmless default. */
import { microAlgos } from '../domain/money/amount'
import { ALGO } from '../domain/money/amount'
import { vi } from 'vitest'
import type { ChainApi, EventListOptions, EventListPage } from '../chain/api'
import { fail, ok } from '../domain/messages/result'
import { EVENTS_PAGE_SIZE } from '../domain/event/event-status'
import type { DynaEvent } from '../domain/event/event'
import type { Registration } from '../domain/registration/registration'
import { defaultTier } from '../ui/event-form/wizard'

export type FakeChain = { [K in keyof ChainApi]: ReturnType<typeof vi.fn> & ChainApi[K] }

export function makeFakeChain(overrides: Partial<ChainApi> = {}): FakeChain {
  const chain = {
    getEvent: vi.fn(async () => null),
    listOwnerEvents: vi.fn(listingOf([])),
    listPublicEvents: vi.fn(async () => ({ events: [], total: 0, nextBefore: null })),
    createEvent: vi.fn(async (input: { eventId: string }) => ok({ eventId: input.eventId, txId: 'TX-CREATE' })),
    updateUrl: vi.fn(async () => ok({})),
    deactivateEvent: vi.fn(async () => ok({})),
    reactivateEvent: vi.fn(async () => ok({ txId: 'TX-REACTIVATE' })),
    getRegistration: vi.fn(async () => null),
    register: vi.fn(async () => fail('not configured')),
    cancelRegistration: vi.fn(async () => ok({ txId: 'TX-CANCEL' })),
    claimRefund: vi.fn(async () => ok({ txId: 'TX-CLAIM-REFUND', amount: 0n })),
    showTicket: vi.fn(async () => ok('DQT1.7.ALGO-SUMMIT-1.ATTENDEE.c2VjcmV0')),
    confirmAttendance: vi.fn(async () => ok({ txId: 'TX-CONFIRM' })),
    mintAndClaimToken: vi.fn(async () => ok({ assetId: 777, txId: 'TX-CLAIM' })),
    setSettings: vi.fn(async () => ok({ txId: 'TX-SETTINGS' })),
    setSealKey: vi.fn(async () => ok({ txId: 'TX-SEAL-KEY' })),
    readGuestList: vi.fn(async () => ok(new Map())),
    listDoors: vi.fn(async () => []),
    getDoor: vi.fn(async () => null),
    addDoor: vi.fn(async () => ok({ txId: 'TX-ADD-DOOR' })),
    removeDoor: vi.fn(async () => ok({ txId: 'TX-REMOVE-DOOR' })),
    topUpDoor: vi.fn(async () => ok({ txId: 'TX-TOP-UP-DOOR' })),
    // What a door device holds; a device holding ALGO asks the write path to send it back.
    doorBalance: vi.fn(async () => 200_000n),
    doorChain: vi.fn(() => ({
      address: 'DOOR',
      checkIn: async () => ({ status: 'recorded' as const, txId: 'TX-CHECK-IN', round: 1 }),
      admit: async () => ({ status: 'recorded' as const, txId: 'TX-ADMIT', round: 1 }),
    })),
    doorGuestList: vi.fn(async () => ({ status: 'not-shared' as const })),
    returnDoorBalance: vi.fn(async () => ({ status: 'empty' as const })),
    listRegistrations: vi.fn(async () => []),
    refundRegistration: vi.fn(async () => ok({ txId: 'TX-REFUND' })),
    setRegistrationBan: vi.fn(async () => ok({ txId: 'TX-BAN' })),
    approveRegistration: vi.fn(async () => ok({ txId: 'TX-APPROVE' })),
    declineRegistration: vi.fn(async () => ok({ txId: 'TX-DECLINE' })),
    offerSeat: vi.fn(async () => ok({ txId: 'TX-OFFER-SEAT' })),
    checkInGuest: vi.fn(async () => ok({ txId: 'TX-CHECK-IN-GUEST' })),
    setVisibility: vi.fn(async () => ok({ txId: 'TX-VISIBILITY' })),
    setAttendeeCosts: vi.fn(async () => ok({ txId: 'TX-ATTENDEE-COSTS' })),
    setScanLimits: vi.fn(async () => ok({ txId: 'TX-LIMITS' })),
    topUpScanBudget: vi.fn(async () => ok({ txId: 'TX-TOPUP' })),
    topUpAttendeeBudget: vi.fn(async () => ok({ txId: 'TX-TOPUP-ATTENDEES' })),
    withdrawBudgets: vi.fn(async () => ok({ txId: 'TX-WITHDRAW' })),
    chainTime: vi.fn(async () => Math.floor(Date.now() / 1000)),
    accessProofRequest: vi.fn(async () => {
      throw new Error('accessProofRequest not configured')
    }),
    resolve: vi.fn(async (eventId: string) => ({ success: false, eventId, error: 'Event not found' })),
    getBalance: vi.fn(async () => 0n),
    assetCurrency: vi.fn(async () => null),
    assetHolding: vi.fn(async () => null),
    accountControl: vi.fn(async () => ({ spendable: -100_000n, authAddress: null })),
    moveAccount: vi.fn(async () => ok({ txId: 'TX-MOVE' })),
    networkStatus: vi.fn(async () => ({ status: 'online' as const, blockHeight: 1, responseTime: 5 })),
    explorerTxUrl: vi.fn((txId: string) => `https://explorer.test/tx/${txId}`),
  }
  for (const [name, impl] of Object.entries(overrides)) {
    ;(chain as Record<string, ReturnType<typeof vi.fn>>)[name] = vi.fn(impl as (...args: unknown[]) => unknown)
  }
  return chain as unknown as FakeChain
}

/** listOwnerEvents over `events` (newest first), a page at a time as the chain answers it. */
export function listingOf(events: DynaEvent[]): ChainApi['listOwnerEvents'] {
  const pages = pagesOf(events)
  return async (_owner, options) => pages(options)
}

/**
 * Pages of a list over index positions (newest first): `null` stands for a position whose event
 * the list leaves out, as the public list does an unlisted one. Paged as the chain pages it.
 */
export function pagesOf(
  positions: (DynaEvent | null)[],
  pageSize = EVENTS_PAGE_SIZE,
): (options?: EventListOptions) => Promise<EventListPage> {
  return async ({ limit = pageSize, before } = {}) => {
    const total = positions.length
    const to = Math.min(total, before ?? total)
    const from = Math.max(0, to - limit)
    const events = positions.slice(total - to, total - from).filter((event) => event !== null)
    return { events, total, nextBefore: from > 0 ? from : null }
  }
}

export const OWNER = 'OWNERADDRESSOWNERADDRESSOWNERADDRESSOWNERADDRESSOWNERADDR'
export const ATTENDEE = 'ATTENDEEADDRESSATTENDEEADDRESSATTENDEEADDRESSATTENDEEADDR'

export function makeEvent(overrides: Partial<DynaEvent> = {}): DynaEvent {
  return {
    eventId: 'ALGO-SUMMIT-1',
    eventName: 'Algo Summit',
    currentUrl: 'https://example.com/summit',
    description: 'Talks and workshops',
    accessType: 'public',
    expiryDate: 0,
    createdAt: 1_750_000_000,
    owner: OWNER,
    scanCount: 3,
    active: true,
    listed: true,
    approvalRequired: false,
    currency: ALGO,
    resolverUrl: 'http://localhost/resolve?event=ALGO-SUMMIT-1',
    ticketPriceMicroAlgos: 10_000_000n,
    maxCapacity: 100,
    registeredCount: 2,
    attendedCount: 0,
    mintedCount: 0,
    lastScannedAt: 0,
    lastUpdatedAt: 0,
    urlUpdateCount: 0,
    dailyScans: [0, 0, 0, 0, 0, 0, 3],
    scanBudgetMicroAlgos: 100_000n,
    paysAttendeeCosts: false,
    attendeeBudgetMicroAlgos: 0n,
    scanLimits: { perRound: 8, perDay: 250, sponsoredToday: 0 },
    seq: 0,
    settings: { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
    sealKey: 'c2VhbC1rZXktc2VhbC1rZXktc2VhbC1rZXktMzJi',
    sealKeyVersion: 1,
    tiers: [{ name: 'General Admission', priceMicroAlgos: 10_000_000n, quantity: 100n, sold: 2n, transferable: true }],
    metadata: {
      tags: ['conference'],
      organizer: { name: 'Ada', organization: 'Algo Org' },
      ticketTiers: [defaultTier()],
    },
    ...overrides,
  }
}

export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  const registration: Omit<Registration, 'amountPaid' | 'refundOwed'> & Partial<Registration> = {
    eventId: 'ALGO-SUMMIT-1',
    attendeeAddress: ATTENDEE,
    status: 'confirmed',
    registrationDate: 1_750_000_100,
    ticketTierIndex: 0,
    ticketTierName: 'General Admission',
    paymentAmountMicroAlgos: 10_000_000n,
    paymentAmountAlgos: 10,
    nftMinted: false,
    nftAssetId: 0,
    nftClaimed: false,
    attendedAt: 0,
    registeredRound: 1_000,
    ticketCommitment: '00'.repeat(32),
    ticketNumber: 1,
    sealKeyVersion: 1,
    refundOwedMicroAlgos: 0n,
    closedToAccount: false,
    sponsored: false,
    ...overrides,
  }
  // The amounts' unit-carrying forms follow the figures a test sets, unless it sets them too.
  return {
    amountPaid: microAlgos(registration.paymentAmountMicroAlgos),
    refundOwed: microAlgos(registration.refundOwedMicroAlgos),
    ...registration,
  }
}
