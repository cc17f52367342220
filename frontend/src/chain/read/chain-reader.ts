/** The ResolverReader backed by algod REST: box reads, a token holding check, sponsored scans. */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import { eventBoxName, registrationBoxName } from './box-keys'
import { decodeEventRecord, decodeRegistrationRecord } from './record-codec'
import type { AppConfig } from '../../config'
import type { AlgodRest } from './algod-rest'
import type { ResolverReader } from './resolve-event'
import { sendSponsoredScan } from './sponsored-scan'

export function createChainResolverReader(
  algod: AlgodRest,
  config: Pick<AppConfig, 'appId' | 'scanSponsorProgram' | 'scanSponsorAddress'>,
): ResolverReader {
  return {
    async readEvent(eventId) {
      if (config.appId === 0n) throw new Error('DynaQR application ID missing')
      const bytes = await algod.getBox(config.appId, eventBoxName(eventId))
      return bytes ? decodeEventRecord(bytes) : null
    },

    async holdsAttendanceToken(event: EventRecord, address: string) {
      const bytes = await algod.getBox(config.appId, registrationBoxName(address, event.seq))
      if (!bytes) return false
      const { assetId } = decodeRegistrationRecord(bytes)
      return assetId > 0n && (await algod.getAssetAmount(address, assetId)) >= 1n
    },

    async recordScan(eventId) {
      const { appId, scanSponsorProgram: program, scanSponsorAddress: address } = config
      if (!program || !address) return undefined
      return sendSponsoredScan(algod, { appId, program, address }, eventId)
    },
  }
}
