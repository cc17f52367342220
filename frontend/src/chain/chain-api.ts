/** ChainApi (chain/api.ts) implemented over a ChainContext: reads from chain/read, the scan path from chain/scan, writes from chain/write. */
import { explorerTxLink } from '../config'
import { ATTENDEE_COSTS_MESSAGES } from '../domain/messages'
import type { ChainApi } from './api'
import { getEvent } from './read/get-event'
import { getRegistration } from './read/get-registration'
import { listRegistrations } from './read/list-registrations'
import { accountControl, getBalance, networkStatus } from './read/node-reads'
import { moveAccount } from './write/account-move'
import { listOwnerEvents } from './read/owner-pages/owner-events'
import { listPublicEvents } from './read/public-events'
import { resolve } from './scan/resolve'
import { createAccessProofs } from './scan/access-proof'
import type { ChainContext } from './write/client'
import { createEvent, deactivateEvent, reactivateEvent, updateUrl } from './write/events'
import {
  addDoor,
  checkInGuest,
  confirmAttendance,
  removeDoor,
  setSettings,
  showTicket,
  topUpDoor,
} from './write/attendance'
import { updateEventDetails } from './write/event-details'
import { createDoorChain } from './write/door-device'
import { readGuestList, setSealKey } from './write/guest-list'
import { getDoor, listDoors } from './read/list-doors'
import {
  cancelRegistration,
  claimRefund,
  refundRegistration,
  register,
  setRegistrationBan,
} from './write/registrations'
import { setScanLimits, topUpAttendeeBudget, topUpScanBudget, withdrawBudgets } from './write/scan-budget'
import { mintAndClaimToken } from './write/tokens'
import { approveRegistration, declineRegistration, offerSeat } from './write/approvals'
import { setRegistrationPolicy } from './write/registration-policy'

export function createChainApi(ctx: ChainContext): ChainApi {
  const proofs = createAccessProofs(ctx.algodRest, { appId: ctx.config.appId, origin: ctx.origin })
  return {
    getEvent: (eventId) => getEvent(ctx, eventId),
    listOwnerEvents: (owner, options) => listOwnerEvents(ctx, owner, options),
    listPublicEvents: (options) => listPublicEvents(ctx, options),
    createEvent: (input) => createEvent(ctx, input),
    updateUrl: (eventId, url) => updateUrl(ctx, eventId, url),
    deactivateEvent: (eventId) => deactivateEvent(ctx, eventId),
    reactivateEvent: (eventId) => reactivateEvent(ctx, eventId),
    getRegistration: (event, attendee) => getRegistration(ctx, event, attendee),
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
    listDoors: (event) => listDoors(ctx, event),
    getDoor: (event, address) => getDoor(ctx, event, address),
    addDoor: (event, door, name, funding, guestListTo) => addDoor(ctx, event, door, name, funding, guestListTo),
    removeDoor: (event, door) => removeDoor(ctx, event, door),
    topUpDoor: (door, microAlgos) => topUpDoor(ctx, door, microAlgos),
    doorBalance: (door) => ctx.algodRest.getAccountAmount(door),
    doorChain: (key) => createDoorChain(ctx, ctx.algorand, key),
    // Only the door screen uses these two: each loads with its first use.
    doorGuestList: async (event, door, agreement) =>
      (await import('./write/door-guest-list')).doorGuestList(ctx, event, door, agreement),
    returnDoorBalance: async (key, event) =>
      (await import('./write/door-balance-return')).returnDoorBalance(ctx, ctx.algorand, key, event.eventId),
    listRegistrations: (event) => listRegistrations(ctx, event),
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
    accessProofRequest: (eventId, address) => proofs.request(eventId.trim(), address),
    resolve: (eventId, options = {}) => resolve(ctx, proofs, eventId, { ...options, walletAddress: ctx.sender }),
    accountControl: (address) => accountControl(ctx.algodRest, address),
    moveAccount: (to) => moveAccount(ctx, to),
    getBalance: (address) => getBalance(ctx.algodRest, address),
    networkStatus: () => networkStatus(ctx.algodRest),
    chainTime: () => ctx.algodRest.getLastBlockTime(),
    explorerTxUrl: (txId) => explorerTxLink(ctx.config, txId),
  }
}
