import { useCallback, useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate } from 'react-router-dom'
import { useChain } from '../../chain/useChain'
import { MANAGE_MESSAGES } from '../../../domain/messages'
import type { DynaEvent } from '../../../domain/types'

export type ManagedEvent =
  | { status: 'loading' }
  /** The event could not be read; a missing event sends the visitor back to /events instead. */
  | { status: 'missing' }
  | { status: 'loaded'; event: DynaEvent }

/** Loads one event and reloads it on demand ('Refresh', and after every transaction). */
export function useManagedEvent(eventId: string) {
  const chain = useChain()
  const navigate = useNavigate()
  const [state, setState] = useState<ManagedEvent>({ status: 'loading' })
  const [refreshing, setRefreshing] = useState(false)

  const load = useCallback(async () => {
    try {
      const event = await chain.getEvent(eventId)
      if (event) {
        setState({ status: 'loaded', event })
        return
      }
      toast.error(MANAGE_MESSAGES.notAccessible)
      navigate('/events', { replace: true })
    } catch {
      toast.error(MANAGE_MESSAGES.loadFailed)
      setState((previous) => (previous.status === 'loaded' ? previous : { status: 'missing' }))
    }
  }, [chain, eventId, navigate])

  useEffect(() => {
    setState({ status: 'loading' })
    void load()
  }, [load])

  const refresh = useCallback(async () => {
    setRefreshing(true)
    await load()
    setRefreshing(false)
  }, [load])

  return { state, refreshing, refresh }
}
