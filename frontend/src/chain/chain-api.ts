/** ChainApi (chain/api.ts) implemented over a ChainContext: reads from chain/read, writes from chain/write. */
import { explorerTxLink } from '../config'
import type { ChainApi } from './api'
import { getEvent } from './read/get-event'
import { getRegistration } from './read/get-registration'
import { listRegistrations } from './read/list-registrations'
import { getBalance, networkStatus } from './read/node-reads'
import { listOwnerEvents } from './read/owner-events'
import { resolve } from './read/resolve'
import { createAccessProofs } from './read/access-proof'
import type { ChainContext } from './write/client'
import { createEvent, deactivateEvent, updateUrl } from './write/events'
import { confirmAttendance, setCheckInKey } from './write/attendance'
import { refundRegistration, register, setRegistrationBan } from './write/registrations'
import { setScanLimits, topUpScanBudget, withdrawScanBudget } from './write/scan-budget'
import { mintAndClaimToken } from './write/tokens'

export function createChainApi(ctx: ChainContext): ChainApi {
  const proofs = createAccessProofs(ctx.algodRest, { appId: ctx.config.appId, origin: ctx.origin })
  return {
    getEvent: (eventId) => getEvent(ctx, eventId),
    listOwnerEvents: (owner, options) => listOwnerEvents(ctx, owner, options),
    createEvent: (input) => createEvent(ctx, input),
    updateUrl: (eventId, url) => updateUrl(ctx, eventId, url),
    deactivateEvent: (eventId) => deactivateEvent(ctx, eventId),
    getRegistration: (event, attendee) => getRegistration(ctx, event, attendee),
    register: (event, tierIndex, metadata) => register(ctx, event, tierIndex, metadata),
    confirmAttendance: (event, doorCode) => confirmAttendance(ctx, event, doorCode),
    mintAndClaimToken: (event, registration, onStep) => mintAndClaimToken(ctx, event, registration, onStep),
    setCheckInKey: (event, publicKey) => setCheckInKey(ctx, event, publicKey),
    listRegistrations: (event) => listRegistrations(ctx, event),
    refundRegistration: (event, registration, ban) => refundRegistration(ctx, event, registration, ban),
    setRegistrationBan: (event, registration, banned) => setRegistrationBan(ctx, event, registration, banned),
    setScanLimits: (event, perRound, perDay) => setScanLimits(ctx, event, perRound, perDay),
    topUpScanBudget: (event, microAlgos) => topUpScanBudget(ctx, event, microAlgos),
    withdrawScanBudget: (event) => withdrawScanBudget(ctx, event),
    accessProofRequest: (eventId, address) => proofs.request(eventId.trim(), address),
    resolve: (eventId, options = {}) => resolve(ctx, proofs, eventId, { ...options, walletAddress: ctx.sender }),
    getBalance: (address) => getBalance(ctx.algodRest, address),
    networkStatus: () => networkStatus(ctx.algodRest),
    chainTime: () => ctx.algodRest.getLastBlockTime(),
    explorerTxUrl: (txId) => explorerTxLink(ctx.config, txId),
  }
}
