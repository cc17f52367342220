import { useCallback } from 'react'
import toast from 'react-hot-toast'
import type { DynaEvent } from '../../domain/types'
import { useChain } from './useChain'
import { useChainData, type UseChainData } from './useChainData'

export const EVENT_LOAD_FAILED = 'Failed to load event details'

/** One event from the chain (null when no such event exists); a failed load says so in a toast. */
export function useEvent(eventId: string): UseChainData<DynaEvent | null> {
  const chain = useChain()
  const load = useCallback(() => chain.getEvent(eventId), [chain, eventId])
  return useChainData(load, { failedMessage: EVENT_LOAD_FAILED, onFailed: (message) => toast.error(message) })
}
