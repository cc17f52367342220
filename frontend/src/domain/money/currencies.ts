/** The currencies an organiser can price an event in: ALGO, and USDC where the network has it. */
import { ALGO, type MoneyUnit } from './amount'

/** USDC on a network (its asset id there): 6 decimals. */
export function usdcUnit(assetId: bigint): MoneyUnit {
  return { code: 'USDC', decimals: 6, assetId }
}

/** ALGO, then USDC where the network has it (`usdcAssetId` 0: none). */
export function eventCurrencies(usdcAssetId: bigint): MoneyUnit[] {
  return usdcAssetId > 0n ? [ALGO, usdcUnit(usdcAssetId)] : [ALGO]
}

/**
 * A new event's currency: USDC on TestNet and MainNet, which an organiser can plan a budget in;
 * ALGO on LocalNet, whose test USDC exists only once `npm run seed` has made it.
 */
export function defaultEventCurrency(network: string, usdcAssetId: bigint): MoneyUnit {
  return network !== 'localnet' && usdcAssetId > 0n ? usdcUnit(usdcAssetId) : ALGO
}

/** The same currency: ALGO, or the same asset. */
export function sameCurrency(a: MoneyUnit, b: MoneyUnit): boolean {
  return a.code === b.code && a.assetId === b.assetId
}
