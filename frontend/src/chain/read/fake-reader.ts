/** Test double for ResolverReader: events by id, token holders, and a log of recorded scans. */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import type { ResolverReader } from './resolve-event'

export { eventRecord } from '../../domain/event-record-fixture'

export interface FakeReader extends ResolverReader {
  scans: string[]
}

export function fakeReader(
  events: Record<string, EventRecord>,
  options: { holders?: string[]; failRead?: boolean; failTokenCheck?: boolean; failScan?: boolean } = {},
): FakeReader {
  const scans: string[] = []
  return {
    scans,
    async readEvent(eventId) {
      if (options.failRead) throw new Error('network down')
      return events[eventId] ?? null
    },
    async holdsAttendanceToken(_event, address) {
      if (options.failTokenCheck) throw new Error('algod 500')
      return options.holders?.includes(address) ?? false
    },
    async recordScan(eventId) {
      scans.push(eventId)
      if (options.failScan) throw new Error('Scan budget exhausted')
      return 'TXID'
    },
  }
}
