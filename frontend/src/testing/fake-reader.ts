/** Test double for ResolverReader: events by id, token holders, the chain's clock, and a log of recorded scans. */
import type { EventRecord } from '../../../artifacts/dynaqr/DynaQrMinimalClient'
import type { ResolverReader } from '../chain/scan/resolve-event'
import type { ScannedEvent } from '../chain/scan/scanned-event'
import { isValidAddress, publicKeyFromAddress } from '../domain/text/algorand-address'

export { eventRecord } from './event-record-fixture'

/** The fake chain's default time: within business hours, in the local time zone. */
export const FAKE_CHAIN_NOON = new Date(2025, 5, 2, 12, 0)

/** The record as the resolver reads it; an owner that is no address (such as 'OWNER') reads as a zero key. */
export function scannedEvent({ owner, ...record }: EventRecord): ScannedEvent {
  return { ...record, ownerKey: isValidAddress(owner) ? publicKeyFromAddress(owner) : new Uint8Array(32) }
}

export interface FakeReader extends ResolverReader {
  scans: string[]
}

export function fakeReader(
  events: Record<string, EventRecord>,
  options: {
    holders?: string[]
    /** The chain's time; noon on a working day unless given. */
    chainTime?: Date
    failRead?: boolean
    failTokenCheck?: boolean
    failClock?: boolean
    failScan?: boolean
  } = {},
): FakeReader {
  const scans: string[] = []
  return {
    scans,
    async readEvent(eventId) {
      if (options.failRead) throw new Error('network down')
      const record = events[eventId]
      return record ? scannedEvent(record) : null
    },
    async holdsAttendanceToken(_event, address) {
      if (options.failTokenCheck) throw new Error('algod 500')
      return options.holders?.includes(address) ?? false
    },
    async chainTime() {
      if (options.failClock) throw new Error('algod 503')
      return Math.floor((options.chainTime ?? FAKE_CHAIN_NOON).getTime() / 1000)
    },
    async recordScan(eventId) {
      scans.push(eventId)
      if (options.failScan) throw new Error('Scan budget exhausted')
      return 'TXID'
    },
  }
}
