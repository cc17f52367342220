/** The ResolverReader backed by algod REST: box reads, a token holding check, the chain's clock, sponsored scans. */
import type { AppConfig } from '../../config'
import { holdsSeat, registrationStatus } from '../../domain/registration/registration-status'
import { createAlgodCore, type AlgodCore } from '../node/algod-core'
import type { ResolverReader } from './resolve-event'
import { readScannedEvent, type ScannedEvent } from './scanned-event'
import { sendSponsoredScan } from './sponsored-scan'

export function createChainResolverReader(
  algod: AlgodCore,
  config: Pick<AppConfig, 'appId' | 'scanSponsorProgram' | 'scanSponsorAddress'>,
): ResolverReader {
  return {
    async readEvent(eventId) {
      if (config.appId === 0n) throw new Error('DynaQR application ID missing')
      return readScannedEvent(algod, config.appId, eventId)
    },

    async holdsAttendanceToken(event: ScannedEvent, address: string) {
      // Only a wallet proof gets here, never the /resolve page: the registration's box name and
      // record need the address codec and its hash, loaded when needed.
      const { readRegistrationRecord } = await import('../node/box-records')
      const registration = await readRegistrationRecord(algod, config.appId, address, event.seq)
      // A refunded (or banned) account may still hold its token: only a live registration counts.
      if (!registration || !holdsSeat(registrationStatus(registration.status))) return false
      const { assetId } = registration
      return assetId > 0n && (await algod.getAssetAmount(address, assetId)) >= 1n
    },

    chainTime: () => algod.getLastBlockTime(),

    async recordScan(eventId) {
      const { appId, scanSponsorProgram: program, scanSponsorAddress: address } = config
      if (!program || !address) return undefined
      return sendSponsoredScan(algod, { appId, program, address }, eventId)
    },
  }
}

/** The resolver page's reader: the light algod client over `fetchImpl`, with the configured fallback node. */
export function resolverReaderFor(
  config: Pick<AppConfig, 'algod' | 'algodFallback' | 'appId' | 'scanSponsorProgram' | 'scanSponsorAddress'>,
  fetchImpl: typeof fetch,
): ResolverReader {
  return createChainResolverReader(createAlgodCore(config.algod, fetchImpl, config.algodFallback), config)
}
