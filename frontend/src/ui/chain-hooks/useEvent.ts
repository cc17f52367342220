import { useEffect, useMemo } from 'react'
import toast from 'react-hot-toast'
import type { DynaEvent } from '../../domain/event/event'
import { eventReadKey, firstRead, releaseFirstRead, startingWith } from '../first-paint/first-read'
import { useChain } from './useChain'
import { useChainData, type UseChainData } from './useChainData'

/**
 * One event from the chain (null when no such event exists); a failed load says so in a toast,
 * unless `quiet` (the screen has what it needs without the chain, and says so itself). The event
 * page's first read, made before the app loaded, stands for the first load.
 */
export function useEvent(
  eventId: string,
  failedMessage: string,
  { quiet = false }: { quiet?: boolean } = {},
): UseChainData<DynaEvent | null> {
  const chain = useChain()
  const first = firstRead<DynaEvent | null>(eventReadKey(eventId))
  const load = useMemo(
    () => startingWith(first, () => chain.getEvent(eventId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first read is taken when the load is made
    [chain, eventId],
  )
  useEffect(() => releaseFirstRead(eventReadKey(eventId)), [eventId])
  const answered = first?.answer
  return useChainData(load, {
    failedMessage,
    onFailed: quiet ? undefined : (message) => toast.error(message),
    initial: answered,
  })
}
