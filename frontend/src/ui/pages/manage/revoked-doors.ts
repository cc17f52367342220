/**
 * The door devices the owner revoked from this browser, per event, kept until their balance is seen
 * back with the owner: a revoked device sends it back the next time its door screen is opened.
 */
import { readJson, versionedKey, writeJson, type StorageSource } from '../../platform/json-storage'

export interface RevokedDoor {
  address: string
  name: string
}

export function revokedDoorsKey(appId: bigint, eventId: string): string {
  return versionedKey(`revoked-doors:${appId}:${eventId}`, 1)
}

export function loadRevokedDoors(storage: StorageSource, appId: bigint, eventId: string): RevokedDoor[] {
  const stored = readJson(storage, revokedDoorsKey(appId, eventId))
  return Array.isArray(stored) ? stored.filter(isRevokedDoor) : []
}

export function saveRevokedDoors(
  storage: StorageSource,
  appId: bigint,
  eventId: string,
  doors: readonly RevokedDoor[],
): void {
  writeJson(storage, revokedDoorsKey(appId, eventId), doors)
}

function isRevokedDoor(value: unknown): value is RevokedDoor {
  const door = value as RevokedDoor | null
  return typeof door?.address === 'string' && typeof door.name === 'string'
}
