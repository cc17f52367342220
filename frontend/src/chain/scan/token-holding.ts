/**
 * Whether an account holds the attendance token of an event, for an nft-gated code. Only a wallet
 * proof asks it, never the /resolve page itself: the registration's box name and record need the
 * address codec and its hash, so this module loads only when it is asked.
 */
import { holdsSeat, registrationStatus } from '../../domain/registration/registration-status'
import type { AlgodCore } from '../node/algod-core'
import { readRegistrationRecord } from '../node/box-records'
import type { ScannedEvent } from './scanned-event'

export async function holdsAttendanceToken(
  algod: AlgodCore,
  appId: bigint,
  event: Pick<ScannedEvent, 'seq'>,
  address: string,
): Promise<boolean> {
  const registration = await readRegistrationRecord(algod, appId, address, event.seq)
  // A refunded (or banned) account may still hold its token: only a live registration counts.
  if (!registration || !holdsSeat(registrationStatus(registration.status))) return false
  const { assetId } = registration
  return assetId > 0n && (await algod.getAssetAmount(address, assetId)) >= 1n
}
