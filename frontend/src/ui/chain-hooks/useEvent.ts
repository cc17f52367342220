import { useCallback } from 'react'
import toast from 'react-hot-toast'
import type { DynaEvent } from '../../domain/event/event'
import { useChain } from './useChain'
import { useChainData, type UseChainData } from './useChainData'

/**
 * One event from the chain (null when no such event exists); a failed load says so in a toast,
 * unless `quiet` (the screen has what it needs without the chain, and says so itself).
 */
export function useEvent(
  eventId: string,
  failedMessage: string,
  { quiet = false }: { quiet?: boolean } = {},
): UseChainData<DynaEvent | null> {
  const chain = useChain()
  const load = useCallback(() => chain.getEvent(eventId), [chain, eventId])
  return useChainData(load, { failedMessage, onFailed: quiet ? undefined : (message) => toast.error(message) })
}
