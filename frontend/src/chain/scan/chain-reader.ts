/** The ResolverReader backed by algod REST: box reads, a token holding check, the chain's clock, sponsored scans. */
import type { AppConfig } from '../../config'
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
      const holding = await import('./token-holding')
      return holding.holdsAttendanceToken(algod, config.appId, event, address)
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
