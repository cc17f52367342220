/** Transactions as a block read from algod holds them, for the tests of the details' readers. */
import type { TransactionRecord } from '../chain/node/app-call'
import { encodeArc4String } from '../chain/node/arc4-codec'
import { methodSelector } from './method-selector'

const encoder = new TextEncoder()
const bytes = (note: string | Uint8Array) => (typeof note === 'string' ? encoder.encode(note) : note)

/** The app the fake read contexts are configured with. */
export const FAKE_APP_ID = 7n

/** `sender`'s call of `method` for `eventId` on app 7 (another app with `appId`), carrying `note`. */
export function appCallInBlock(
  sender: string,
  eventId: string,
  note: string | Uint8Array,
  { method = 'create_event', group = '', appId = FAKE_APP_ID } = {},
): TransactionRecord {
  return {
    sender,
    type: 'appl',
    appId,
    group,
    note: bytes(note),
    appArgs: [methodSelector(method), encodeArc4String(eventId)],
  }
}

/** A payment by `sender` (to anyone: a block records the sender) carrying `note`. */
export function paymentInBlock(sender: string, note: string | Uint8Array, group = ''): TransactionRecord {
  return { sender, type: 'pay', group, note: bytes(note), appArgs: [] }
}

/**
 * A details call and the carriers of the other parts, as one group of `sender`'s: the call
 * carries notes[0], payments the rest, in order.
 */
export function detailsGroupInBlock(
  sender: string,
  eventId: string,
  notes: readonly Uint8Array[],
  { method = 'create_event', group = 'R1JPVVA=' } = {},
): TransactionRecord[] {
  return [
    appCallInBlock(sender, eventId, notes[0], { method, group }),
    ...notes.slice(1).map((note) => paymentInBlock(sender, note, group)),
  ]
}
