/**
 * ChainApi (chain/api.ts) over a ReadContext: reads from chain/read and the scan path from
 * chain/scan, at once and over fetch; writes through the write path (chain/write), which
 * `writePath` gives on the first write (the web app loads it then: chain/browser-chain-api.ts).
 */
import { explorerTxLink } from '../config-links'
import { addressFromPublicKey } from '../domain/text/algorand-address'
import type { ChainApi } from './api'
import { deferredWrites } from './deferred-writes'
import { getEvent } from './read/get-event'
import { getRegistration } from './read/get-registration'
import { accountControl, getBalance, networkStatus } from './read/node-reads'
import { listPublicEvents } from './read/public-events'
import { getDoor, listDoors } from './read/list-doors'
import type { ReadContext } from './node/read-context'
import type { WritePath } from './write/chain-writes'
import type { DoorChain, DoorKeyPair } from './write/door-device'
import type { AccessProofs } from './scan/access-proof'

/** `sender`: the connected wallet's address (null when none), which resolves an nft-gated code for it. */
export function createChainApi(ctx: ReadContext, sender: string | null, writePath: () => Promise<WritePath>): ChainApi {
  // Resolving as a scanner would, and the access proof, are the resolver tester's and the proof page's: loaded by them.
  let proofs: Promise<AccessProofs> | undefined
  const accessProofs = () =>
    (proofs ??= import('./scan/access-proof').then(({ createAccessProofs }) =>
      createAccessProofs(ctx.algodRest, { appId: ctx.config.appId, origin: ctx.origin }),
    ))
  let loading: Promise<WritePath> | undefined
  const loaded = () => {
    if (!loading) {
      const started = writePath()
      // A download that failed (the network dropped) is tried again by the next write.
      started.catch(() => {
        if (loading === started) loading = undefined
      })
      loading = started
    }
    return loading
  }
  return {
    getEvent: (eventId) => getEvent(ctx, eventId),
    // An owner's pages and guest list are theirs alone: their reads load with the first of them.
    listOwnerEvents: async (owner, options) =>
      (await import('./read/owner-pages/owner-events')).listOwnerEvents(ctx, owner, options),
    listPublicEvents: (options) => listPublicEvents(ctx, options),
    getRegistration: (event, attendee) => getRegistration(ctx, event, attendee),
    listDoors: (event) => listDoors(ctx, event),
    getDoor: (event, address) => getDoor(ctx, event, address),
    doorBalance: (door) => ctx.algodRest.getAccountAmount(door),
    // Only the door screen reads it: it loads with its first use.
    doorGuestList: async (event, door, agreement) =>
      (await import('./guest-list-read')).doorGuestList(ctx, event, door, agreement),
    listRegistrations: async (event) => (await import('./read/list-registrations')).listRegistrations(ctx, event),
    accessProofRequest: async (eventId, address) => (await accessProofs()).request(eventId.trim(), address),
    resolve: async (eventId, options = {}) => {
      const [{ resolve }, checked] = await Promise.all([import('./scan/resolve'), accessProofs()])
      return resolve(ctx, checked, eventId, { ...options, walletAddress: sender })
    },
    accountControl: (address) => accountControl(ctx.algodRest, address),
    getBalance: (address) => getBalance(ctx.algodRest, address),
    assetCurrency: (assetId) => ctx.algodRest.getAssetUnit(assetId),
    assetHolding: (address, assetId) => ctx.algodRest.getAssetHolding(address, assetId),
    networkStatus: () => networkStatus(ctx.algodRest),
    chainTime: () => ctx.algodRest.getLastBlockTime(),
    explorerTxUrl: (txId) => explorerTxLink(ctx.config, txId),
    ...deferredWrites(async () => (await loaded()).writes),
    doorChain: (key) => deferredDoorChain(key, async () => (await loaded()).doorChain(key)),
  }
}

/** A door device's check-ins, whose sender (with the write path) is made on the first of them. */
function deferredDoorChain(key: DoorKeyPair, make: () => Promise<DoorChain>): DoorChain {
  let door: Promise<DoorChain> | undefined
  const made = () => (door ??= make())
  return {
    address: addressFromPublicKey(key.publicKey),
    checkIn: async (ticket, eventSeq) => (await made()).checkIn(ticket, eventSeq),
    admit: async (eventId, attendee, eventSeq) => (await made()).admit(eventId, attendee, eventSeq),
  }
}
