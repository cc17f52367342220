import { useCallback, useEffect, useState } from 'react'
import { config } from '../../../config'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import { browserStorage } from '../../platform/json-storage'
import { loadRevokedDoors, saveRevokedDoors, type RevokedDoor } from './revoked-doors'

export interface RevokedDoorBalance {
  door: RevokedDoor
  /** microALGO the device still holds; undefined while it is read, null when it could not be. */
  balance: bigint | null | undefined
}

/**
 * The doors the owner revoked here and what each still holds, read from the chain: a device's
 * balance comes back to the owner the next time its door screen is opened. A door seen empty is
 * shown once more, then forgotten.
 */
export function useRevokedDoors(event: Pick<DynaEvent, 'eventId'>): {
  revoked: RevokedDoorBalance[]
  remember: (door: RevokedDoor) => void
} {
  const chain = useChain()
  const { eventId } = event
  const [doors, setDoors] = useState(() => loadRevokedDoors(browserStorage, config.appId, eventId))
  const [balances, setBalances] = useState<ReadonlyMap<string, bigint | null>>(new Map())

  useEffect(() => {
    let active = true
    void Promise.all(
      doors.map(async (door) => [door.address, await chain.doorBalance(door.address).catch(() => null)] as const),
    ).then((read) => {
      if (!active) return
      setBalances(new Map(read))
      const waiting = doors.filter((door) => read.find(([address]) => address === door.address)?.[1] !== 0n)
      saveRevokedDoors(browserStorage, config.appId, eventId, waiting)
    })
    return () => {
      active = false
    }
  }, [chain, doors, eventId])

  const remember = useCallback(
    (door: RevokedDoor) =>
      setDoors((earlier) => {
        const next = [...earlier.filter((kept) => kept.address !== door.address), door]
        saveRevokedDoors(browserStorage, config.appId, eventId, next)
        return next
      }),
    [eventId],
  )

  return { revoked: doors.map((door) => ({ door, balance: balances.get(door.address) })), remember }
}
