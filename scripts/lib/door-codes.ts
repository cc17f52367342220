/**
 * Door codes as a door screen makes them, for chain tests and the bench: the app's own door key
 * (WebCrypto Ed25519, kept in memory) signing the app's door code message for a chosen window.
 */
import type { ChainApi } from '../../frontend/src/chain/api'
import { doorCodeMessage, doorWindowAt, type DoorCode } from '../../frontend/src/domain/door-code'
import { createDoorKeyStore, type DoorKey } from '../../frontend/src/ui/platform/door-key'
import { memoryKeyVault } from '../../frontend/src/ui/platform/key-vault'

export async function newDoorKey(appId: bigint, eventId: string): Promise<DoorKey> {
  const made = await createDoorKeyStore(memoryKeyVault(), globalThis.crypto.subtle).create(appId, eventId)
  if (!made.ok) throw new Error(made.error)
  return made.value
}

/** The window the contract's next call measures against: the latest block's timestamp / 30. */
export async function chainWindow(chain: ChainApi): Promise<bigint> {
  return doorWindowAt(await chain.chainTime())
}

/** The door code of `window` (windows before the chain's are stale; within the tolerance, fresh). */
export async function doorCodeFor(key: DoorKey, appId: bigint, eventId: string, window: bigint): Promise<DoorCode> {
  return { eventId, window, signature: await key.sign(doorCodeMessage(appId, eventId, window)) }
}
