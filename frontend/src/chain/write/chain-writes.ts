/** The writes of ChainApi over a ChainContext: the write path, which the web app loads with its first write. */
import { ATTENDEE_COSTS_MESSAGES } from '../../domain/event/manage-messages'
import type { ChainWrites } from '../deferred-writes'
import { moveAccount } from './account-move'
import { approveRegistration, declineRegistration, offerSeat } from './approvals'
import { addDoor, checkInGuest, confirmAttendance, removeDoor, setSettings, showTicket, topUpDoor } from './attendance'
import type { ChainContext } from './client'
import { createDoorChain, type DoorChain, type DoorKeyPair } from './door-device'
import { updateEventDetails } from './event-details'
import { createEvent, deactivateEvent, reactivateEvent, updateUrl } from './events'
import { readGuestList, setSealKey } from './guest-list'
import { setRegistrationPolicy } from './registration-policy'
import { cancelRegistration, claimRefund, refundRegistration, register, setRegistrationBan } from './registrations'
import { setScanLimits, topUpAttendeeBudget, topUpScanBudget, withdrawBudgets } from './scan-budget'
import { mintAndClaimToken } from './tokens'

export function createChainWrites(ctx: ChainContext): ChainWrites {
  return {
    createEvent: (input) => createEvent(ctx, input),
    updateUrl: (eventId, url) => updateUrl(ctx, eventId, url),
    deactivateEvent: (eventId) => deactivateEvent(ctx, eventId),
    reactivateEvent: (eventId) => reactivateEvent(ctx, eventId),
    register: (event, tierIndex, metadata, options) => register(ctx, event, tierIndex, metadata, options),
    cancelRegistration: (event, registration) => cancelRegistration(ctx, event, registration),
    claimRefund: (event, registration) => claimRefund(ctx, event, registration),
    showTicket: (event, registration) => showTicket(ctx, event, registration),
    confirmAttendance: (event) => confirmAttendance(ctx, event),
    mintAndClaimToken: (event, registration, onStep) => mintAndClaimToken(ctx, event, registration, onStep),
    setSettings: (event, settings) => setSettings(ctx, event, settings),
    updateEventDetails: (event, edit) => updateEventDetails(ctx, event, edit),
    setSealKey: (event) => setSealKey(ctx, event),
    readGuestList: (event, registrations) => readGuestList(ctx, event, registrations),
    addDoor: (event, door, name, funding, guestListTo) => addDoor(ctx, event, door, name, funding, guestListTo),
    removeDoor: (event, door) => removeDoor(ctx, event, door),
    topUpDoor: (door, microAlgos) => topUpDoor(ctx, door, microAlgos),
    // A door screen that finds itself unpaired: loaded with its first use.
    returnDoorBalance: async (key, event) =>
      (await import('./door-balance-return')).returnDoorBalance(ctx, ctx.algorand, key, event.eventId),
    refundRegistration: (event, registration, ban) => refundRegistration(ctx, event, registration, ban),
    setRegistrationBan: (event, registration, banned) => setRegistrationBan(ctx, event, registration, banned),
    approveRegistration: (event, registration) => approveRegistration(ctx, event, registration),
    declineRegistration: (event, registration, ban) => declineRegistration(ctx, event, registration, ban),
    offerSeat: (event, registration) => offerSeat(ctx, event, registration),
    checkInGuest: (event, registration) => checkInGuest(ctx, event, registration),
    setVisibility: (event, policy) => setRegistrationPolicy(ctx, event, policy),
    setAttendeeCosts: (event, pays) =>
      setRegistrationPolicy(ctx, event, { paysAttendeeCosts: pays }, ATTENDEE_COSTS_MESSAGES.saveFailed),
    setScanLimits: (event, perRound, perDay) => setScanLimits(ctx, event, perRound, perDay),
    topUpScanBudget: (event, microAlgos) => topUpScanBudget(ctx, event, microAlgos),
    topUpAttendeeBudget: (event, microAlgos) => topUpAttendeeBudget(ctx, event, microAlgos),
    withdrawBudgets: (event) => withdrawBudgets(ctx, event),
    moveAccount: (to) => moveAccount(ctx, to),
  }
}

/** What the write path gives ChainApi: the writes, and a door device's check-ins signed with its own key. */
export interface WritePath {
  writes: ChainWrites
  doorChain(key: DoorKeyPair): DoorChain
}

export function writePathOf(ctx: ChainContext): WritePath {
  return { writes: createChainWrites(ctx), doorChain: (key) => createDoorChain(ctx, ctx.algorand, key) }
}
