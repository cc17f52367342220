import { useCallback, useEffect, useRef } from 'react'
import toast from 'react-hot-toast'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData } from '../../chain-hooks/useChainData'

/**
 * Every registration of the event, read from the chain. The page hands down a fresh event object
 * after each of its reloads; the list reads the latest one, and loads again only when the event's
 * counters show its registrations changed (or when asked, after a write), not on every page refresh.
 */
export function useEventRegistrations(event: DynaEvent) {
  const chain = useChain()
  const latestEvent = useRef(event)
  useEffect(() => {
    latestEvent.current = event
  })
  const load = useCallback(() => chain.listRegistrations(latestEvent.current), [chain])
  const { state, reload } = useChainData(load, {
    failedMessage: ATTENDEES_MESSAGES.loadFailed,
    onFailed: (message) => toast.error(message),
  })
  const registrationsVersion = `${event.registeredCount}:${event.attendedCount}:${event.mintedCount}`
  const listedVersion = useRef(registrationsVersion)
  useEffect(() => {
    if (listedVersion.current === registrationsVersion) return
    listedVersion.current = registrationsVersion
    void reload()
  }, [registrationsVersion, reload])
  return { state, reload, latestEvent }
}
