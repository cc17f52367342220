/** Test double for ResolverReader: events by id, token holders, and a log of recorded scans. */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import type { ResolverReader } from './resolve-event'

export function eventRecord(patch: Partial<EventRecord> = {}): EventRecord {
  return {
    accessType: 'public',
    active: true,
    attendedCount: 0n,
    capacity: 0n,
    createdAt: 1_700_000_000n,
    dailyScans: [0n, 0n, 0n, 0n, 0n, 0n, 0n],
    expiry: 0n,
    histogramDay: 19_675n,
    lastScannedAt: 0n,
    lastSponsoredRound: 0n,
    lastUpdatedAt: 1_700_000_000n,
    mintedCount: 0n,
    name: 'Launch Party',
    owner: 'OWNER',
    registeredCount: 0n,
    scanBudget: 100_000n,
    scanCount: 4n,
    seq: 0n,
    tierSold: [0n, 0n, 0n, 0n, 0n, 0n],
    tiers: [],
    url: 'https://example.com/welcome',
    urlUpdateCount: 0n,
    ...patch,
  }
}

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
