import { useEffect, useState } from 'react'
import type { DoorDevice } from '../../../chain'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import type { DynaEvent } from '../../../domain/types'
import { useChain } from '../../chain-hooks/useChain'
import { createDoorKeyStore, type DoorKey } from '../../platform/door-key'
import { useDoorKey } from './useDoorKey'

const doorKeys = createDoorKeyStore()
/** How often an unpaired device asks whether the owner has paired it, and a paired one for its balance. */
const PAIRING_POLL_MS = 3_000
const PAIRED_POLL_MS = 20_000

export type DoorDeviceState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'unpaired'; key: DoorKey }
  | { status: 'paired'; key: DoorKey; door: DoorDevice }
  /** It was paired while this page was open and the owner revoked it. */
  | { status: 'revoked'; key: DoorKey }

/**
 * This browser's door device for the event: its key (made on first visit, kept in IndexedDB) and
 * whether the owner has paired it, asked of the chain until they do.
 */
export function useDoorDevice(event: DynaEvent, appId: bigint): DoorDeviceState {
  const chain = useChain()
  const { state: keyState, setKey } = useDoorKey(doorKeys, appId, event.eventId)
  const [keyError, setKeyError] = useState<string>()
  const [door, setDoor] = useState<{ address: string; device: DoorDevice | null; wasPaired: boolean } | null>(null)

  useEffect(() => {
    if (keyState.status !== 'ready' || keyState.key) return
    void doorKeys.create(appId, event.eventId).then((made) => (made.ok ? setKey(made.value) : setKeyError(made.error)))
  }, [keyState, appId, event.eventId, setKey])

  const key = keyState.status === 'ready' ? keyState.key : null
  useEffect(() => {
    if (!key) return
    let active = true
    let timer: ReturnType<typeof setTimeout>
    const check = async () => {
      const device = await chain.getDoor(event, key.address).catch(() => undefined)
      if (!active) return
      if (device !== undefined) {
        setDoor((previous) => ({
          address: key.address,
          device,
          wasPaired: Boolean(device) || Boolean(previous?.address === key.address && previous.wasPaired),
        }))
      }
      timer = setTimeout(() => void check(), device ? PAIRED_POLL_MS : PAIRING_POLL_MS)
    }
    void check()
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [chain, event, key])

  if (keyState.status === 'unsupported') return { status: 'failed', message: CHECK_IN_MESSAGES.deviceKeyUnsupported }
  if (keyError) return { status: 'failed', message: keyError }
  if (!key || !door || door.address !== key.address) return { status: 'loading' }
  if (door.device) return { status: 'paired', key, door: door.device }
  return door.wasPaired ? { status: 'revoked', key } : { status: 'unpaired', key }
}
