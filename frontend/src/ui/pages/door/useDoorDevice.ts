import { useCallback, useEffect, useRef, useState } from 'react'
import type { DoorDevice } from '../../../chain'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import { createDoorKeyStore, type DoorKey } from '../../platform/door-key'
import { useDoorKey } from './useDoorKey'
import { asksForBalance, balanceAfter, doorScreen, seenPaired, type BalanceBack, type DoorWatch } from './door-watch'

const doorKeys = createDoorKeyStore()
/** How often an unpaired device asks whether the owner has paired it, and a paired one for its balance. */
const PAIRING_POLL_MS = 3_000
const PAIRED_POLL_MS = 20_000

export type DoorDeviceState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'unpaired'; key: DoorKey }
  | { status: 'paired'; key: DoorKey; door: DoorDevice }
  /** It was a door of the event and the owner revoked it: its balance goes back to them. */
  | { status: 'removed'; key: DoorKey; balance: BalanceBack }

/**
 * This browser's door device for the event: its key (made on first visit, kept in IndexedDB) and
 * whether the owner has paired it, asked of the chain until they do and then now and then. A device
 * found without its door box (on opening, on a later look, or when `recheck` is called because a
 * check-in was refused as from no door) sends what it holds back to the event's owner.
 */
export function useDoorDevice(event: DynaEvent, appId: bigint): { state: DoorDeviceState; recheck: () => void } {
  const chain = useChain()
  const { state: keyState, setKey } = useDoorKey(doorKeys, appId, event.eventId)
  const [keyError, setKeyError] = useState<string>()
  const [watched, setWatched] = useState<(DoorWatch & { address: string }) | null>(null)
  /** What the last look found, kept across restarts of the looking (a new event object, say). */
  const last = useRef<(DoorWatch & { address: string }) | null>(null)
  const recheckNow = useRef<() => void>(() => undefined)

  useEffect(() => {
    if (keyState.status !== 'ready' || keyState.key) return
    void doorKeys.create(appId, event.eventId).then((made) => (made.ok ? setKey(made.value) : setKeyError(made.error)))
  }, [keyState, appId, event.eventId, setKey])

  const key = keyState.status === 'ready' ? keyState.key : null
  useEffect(() => {
    if (!key) return
    let active = true
    let timer: ReturnType<typeof setTimeout>
    let looking = false
    let lookAgain = false
    let watch: DoorWatch =
      last.current?.address === key.address ? last.current : { device: null, wasPaired: false, balance: null }
    // An ask cut short by the restart is asked again: the chain layer hands back the one on its way.
    if (watch.balance?.status === 'checking') watch = { ...watch, balance: null }
    const publish = (next: DoorWatch) => {
      watch = next
      last.current = { ...next, address: key.address }
      setWatched(last.current)
    }
    const look = async () => {
      // One look at a time: a recheck asked meanwhile follows it.
      if (looking) return void (lookAgain = true)
      looking = true
      clearTimeout(timer)
      const device = await chain.getDoor(event, key.address).catch(() => undefined)
      if (!active) return
      if (device) publish(seenPaired(device))
      else if (device === null) {
        publish({ ...watch, device: null })
        if (asksForBalance(watch)) {
          publish({ ...watch, balance: { status: 'checking' } })
          // A device that holds nothing (a new one, waiting to be paired) has nothing to send: the
          // balance is a light read, and the write path loads only for a device with ALGO to return.
          const held = await chain.doorBalance(key.address).catch(() => undefined)
          if (!active) return
          const outcome = held === 0n ? ({ status: 'empty' } as const) : await chain.returnDoorBalance(key, event)
          if (!active) return
          publish({ ...watch, balance: balanceAfter(outcome) })
        }
      }
      looking = false
      if (lookAgain) {
        lookAgain = false
        return void look()
      }
      timer = setTimeout(() => void look(), device ? PAIRED_POLL_MS : PAIRING_POLL_MS)
    }
    recheckNow.current = () => void look()
    void look()
    return () => {
      active = false
      clearTimeout(timer)
      recheckNow.current = () => undefined
    }
  }, [chain, event, key])

  const recheck = useCallback(() => recheckNow.current(), [])
  if (keyState.status === 'unsupported') {
    return { state: { status: 'failed', message: CHECK_IN_MESSAGES.deviceKeyUnsupported }, recheck }
  }
  if (keyError) return { state: { status: 'failed', message: keyError }, recheck }
  if (!key || !watched || watched.address !== key.address) return { state: { status: 'loading' }, recheck }
  return { state: stateOf(key, watched), recheck }
}

function stateOf(key: DoorKey, watch: DoorWatch): DoorDeviceState {
  const screen = doorScreen(watch)
  if (screen === 'paired' && watch.device) return { status: 'paired', key, door: watch.device }
  if (screen === 'removed') return { status: 'removed', key, balance: watch.balance ?? { status: 'checking' } }
  return screen === 'unpaired' ? { status: 'unpaired', key } : { status: 'loading' }
}
