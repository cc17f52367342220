/** ChainApi (chain/api.ts) implemented over a ChainContext. */
import { explorerTxLink } from '../config'
import type { ChainApi } from './api'
import type { ChainContext } from './write/client'
import { createEvent, deactivateEvent, getEvent, listOwnerEvents, updateUrl } from './write/events'
import { confirmAttendance, getRegistration, register } from './write/registrations'
import { getBalance, networkStatus, resolve } from './write/scans'
import { mintAndClaimToken } from './write/tokens'

export function createChainApi(ctx: ChainContext): ChainApi {
  return {
    getEvent: (eventId) => getEvent(ctx, eventId),
    listOwnerEvents: (owner, options) => listOwnerEvents(ctx, owner, options),
    createEvent: (input) => createEvent(ctx, input),
    updateUrl: (eventId, url) => updateUrl(ctx, eventId, url),
    deactivateEvent: (eventId) => deactivateEvent(ctx, eventId),
    getRegistration: (eventId, attendee) => getRegistration(ctx, eventId, attendee),
    register: (event, tierIndex, metadata, existing) => register(ctx, event, tierIndex, metadata, existing),
    confirmAttendance: (eventId) => confirmAttendance(ctx, eventId),
    mintAndClaimToken: (event, registration, onStep) => mintAndClaimToken(ctx, event, registration, onStep),
    resolve: (eventId, options) => resolve(ctx, eventId, options),
    getBalance: (address) => getBalance(ctx, address),
    networkStatus: () => networkStatus(ctx),
    explorerTxUrl: (txId) => explorerTxLink(ctx.config, txId),
  }
}
