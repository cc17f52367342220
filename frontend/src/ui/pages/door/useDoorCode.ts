import { useEffect, useState } from 'react'
import type { ChainApi } from '../../../chain/api'
import { doorCodeMessage, type DoorCode } from '../../../domain/door-code'
import type { DoorKey } from '../../platform/door-key'
import { deviceAnchor, doorTickAt, REANCHOR_INTERVAL_MS, TICK_INTERVAL_MS, type ClockAnchor } from './door-clock'

export interface DoorCodeState {
  /** The code for the current window, signed by the door key; null until the first is signed. */
  code: DoorCode | null
  /** Whole seconds until the next code; null until the clock is anchored. */
  secondsLeft: number | null
  /** True while the codes follow this device's clock because the chain time could not be read yet. */
  onDeviceClock: boolean
  /** True when the code of the current window could not be signed: the one shown is an older one. */
  signingFailed: boolean
}

interface Clock {
  anchor: ClockAnchor
  fromChain: boolean
}

/** The door screen's rotating code: chain-anchored clock, a tick a second, a new signature per window. */
export function useDoorCode(chain: ChainApi, appId: bigint, eventId: string, key: DoorKey): DoorCodeState {
  const clock = useChainClock(chain)
  const now = useNow()
  const tick = clock ? doorTickAt(clock.anchor, Math.max(now, clock.anchor.localMs)) : null
  const doorWindow = tick?.window ?? null
  const [code, setCode] = useState<DoorCode | null>(null)
  const [failedWindow, setFailedWindow] = useState<bigint | null>(null)

  useEffect(() => {
    if (doorWindow === null) return
    let current = true
    key.sign(doorCodeMessage(appId, eventId, doorWindow)).then(
      (signature) => {
        if (current) setCode({ eventId, window: doorWindow, signature })
      },
      // The previous code stays up (the contract still takes it for a while), and the screen says so.
      () => {
        if (current) setFailedWindow(doorWindow)
      },
    )
    return () => {
      current = false
    }
  }, [key, appId, eventId, doorWindow])

  return {
    code,
    secondsLeft: tick?.secondsLeft ?? null,
    onDeviceClock: clock !== null && !clock.fromChain,
    signingFailed: doorWindow !== null && failedWindow === doorWindow,
  }
}

function useChainClock(chain: ChainApi): Clock | null {
  const [clock, setClock] = useState<Clock | null>(null)
  useEffect(() => {
    let mounted = true
    async function anchor() {
      try {
        const chainSeconds = await chain.chainTime()
        if (mounted) setClock({ anchor: { chainSeconds, localMs: Date.now() }, fromChain: true })
      } catch {
        // An earlier chain anchor keeps running on this device's clock; without one, the device clock stands in.
        if (mounted) setClock((previous) => previous ?? { anchor: deviceAnchor(Date.now()), fromChain: false })
      }
    }
    void anchor()
    const timer = setInterval(() => void anchor(), REANCHOR_INTERVAL_MS)
    return () => {
      mounted = false
      clearInterval(timer)
    }
  }, [chain])
  return clock
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
