/**
 * An event's currency as its amounts are shown: ALGO, or the asset's unit name and decimals, read
 * once per asset (an asset's unit name and decimals never change) and kept for the page's life.
 */
import { ALGO, type MoneyUnit } from '../../domain/money/amount'
import type { AlgodRest } from '../node/algod-rest'

const unitsByNode = new WeakMap<AlgodRest, Map<bigint, Promise<MoneyUnit>>>()

export function eventCurrency(algodRest: AlgodRest, paymentAsset: bigint): Promise<MoneyUnit> {
  if (paymentAsset === 0n) return Promise.resolve(ALGO)
  let units = unitsByNode.get(algodRest)
  if (!units) unitsByNode.set(algodRest, (units = new Map()))
  let unit = units.get(paymentAsset)
  if (!unit) {
    // An asset destroyed since: its amounts are still counted, in whole base units.
    unit = algodRest
      .getAssetUnit(paymentAsset)
      .then((found) => found ?? { code: `ASA ${paymentAsset}`, decimals: 0, assetId: paymentAsset })
    unit.catch(() => units.delete(paymentAsset))
    units.set(paymentAsset, unit)
  }
  return unit
}
