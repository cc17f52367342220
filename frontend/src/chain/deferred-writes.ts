/**
 * Which of ChainApi's methods write: they need the write path (algokit-utils, the typed client,
 * signing), which the web app loads with the first of them (chain-api.ts), so that a visitor who
 * only reads never downloads it.
 */
import type { ChainApi } from './api'

export const WRITE_METHODS = [
  'createEvent',
  'updateUrl',
  'deactivateEvent',
  'reactivateEvent',
  'register',
  'cancelRegistration',
  'claimRefund',
  'showTicket',
  'confirmAttendance',
  'mintAndClaimToken',
  'setSettings',
  'updateEventDetails',
  'setSealKey',
  'readGuestList',
  'addDoor',
  'removeDoor',
  'topUpDoor',
  'returnDoorBalance',
  'refundRegistration',
  'setRegistrationBan',
  'approveRegistration',
  'declineRegistration',
  'offerSeat',
  'checkInGuest',
  'setVisibility',
  'setAttendeeCosts',
  'setScanLimits',
  'topUpScanBudget',
  'topUpAttendeeBudget',
  'withdrawBudgets',
  'moveAccount',
] as const satisfies readonly (keyof ChainApi)[]

export type ChainWrites = Pick<ChainApi, (typeof WRITE_METHODS)[number]>

type AnyWrite = (...args: unknown[]) => Promise<unknown>

/** Each write loads `writes` (once: it memoises) and calls the same method there. */
export function deferredWrites(writes: () => Promise<ChainWrites>): ChainWrites {
  return Object.fromEntries(
    WRITE_METHODS.map((name) => [name, async (...args: unknown[]) => ((await writes())[name] as AnyWrite)(...args)]),
  ) as unknown as ChainWrites
}
