/**
 * The node's answers a door device's standing is read from (chain/read/door-standing.ts): the
 * device's account, the event's box and the listing of its door box, as a fakeFetch route table.
 */
import { addressFromPublicKey } from '../domain/text/algorand-address'
import { doorBoxName } from '../chain/node/account-box-keys'
import { eventBoxName } from '../chain/node/box-keys'
import { bytesToBase64 } from '../chain/node/msgpack'
import { createAlgodRequest } from '../chain/node/algod-core'
import { fakeFetch } from './fake-fetch'
import { eventRecord } from './event-record-fixture'
import { encodeEventRecord } from './fake-write-context'

export const STANDING_APP_ID = 7n
export const STANDING_DOOR = addressFromPublicKey(new Uint8Array(32).fill(31))
export const STANDING_OWNER = addressFromPublicKey(new Uint8Array(32).fill(41))
export const STANDING_EVENT_ID = 'SUMMIT'
export const STANDING_SEQ = 12n
export const STANDING_ALGOD = { server: 'http://node', port: '4001', token: 't' }

type Routes = Record<string, [number, unknown]>

export const boxListing = (name: Uint8Array) =>
  `/v2/applications/${STANDING_APP_ID}/boxes?prefix=b64:${bytesToBase64(name)}&include=values&limit=1`
export const accountPath = `/v2/accounts/${STANDING_DOOR}?exclude=all`
export const doorBox = doorBoxName(STANDING_DOOR, STANDING_SEQ)
export const eventBoxListing = boxListing(eventBoxName(STANDING_EVENT_ID))
export const doorBoxListing = boxListing(doorBox)

/** A listing whose first box is `name`, at `round`. */
export function listingOf(name: Uint8Array, value: Uint8Array, round: number) {
  return { boxes: [{ name: bytesToBase64(name), value: bytesToBase64(value) }], round }
}

/**
 * The device holding `balance` at round 50, the owner's event with its sequence, and no door box
 * at round 51; `changes` replace any answer.
 */
export function doorStandingRoutes(balance: number, changes: Routes = {}): Routes {
  const event = encodeEventRecord(eventRecord({ owner: STANDING_OWNER, seq: STANDING_SEQ }))
  return {
    [accountPath]: [200, { amount: balance, round: 50 }],
    [eventBoxListing]: [200, listingOf(eventBoxName(STANDING_EVENT_ID), event, 50)],
    [doorBoxListing]: [200, { boxes: [], round: 51 }],
    ...changes,
  }
}

/** A request to the door's node answering from `routes`, and the paths it was asked, in order. */
export function standingRequest(routes: Routes) {
  const { impl, asked } = fakeFetch(routes)
  return { request: createAlgodRequest(STANDING_ALGOD, impl), asked }
}
