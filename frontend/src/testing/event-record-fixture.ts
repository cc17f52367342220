/** A complete event record for tests; `patch` overrides the fields a test cares about. */
import type { EventRecord } from '../../../artifacts/dynaqr/DynaQrMinimalClient'

export function eventRecord(patch: Partial<EventRecord> = {}): EventRecord {
  return {
    accessType: 'public',
    active: true,
    approvalRequired: false,
    attendedCount: 0n,
    capacity: 0n,
    createdAt: 1_700_000_000n,
    dailyScans: [0n, 0n, 0n, 0n, 0n, 0n, 0n],
    detailsRound: 1_000n,
    expiry: 0n,
    histogramDay: 19_675n,
    lastScannedAt: 0n,
    lastSponsoredRound: 0n,
    lastUpdatedAt: 1_700_000_000n,
    listed: true,
    mintedCount: 0n,
    name: 'Launch Party',
    owner: 'OWNER',
    registeredCount: 0n,
    scanBudget: 100_000n,
    scanCount: 4n,
    sealKey: new Uint8Array(32),
    seq: 0n,
    settings: { startsAt: 0n, endsAt: 0n, checkInOpensBefore: 0n, selfCheckIn: false },
    sponsoredInRound: 0n,
    sponsoredPerDay: 250n,
    sponsoredPerRound: 8n,
    sponsoredToday: 0n,
    tierSold: [0n, 0n, 0n, 0n, 0n, 0n],
    tiers: [],
    url: 'https://example.com/welcome',
    urlUpdateCount: 0n,
    ...patch,
  }
}
