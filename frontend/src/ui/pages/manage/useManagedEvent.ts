import { useCallback, useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useChain } from '../../chain/useChain'
import type { DynaEvent } from '../../../domain/types'

export type ManagedEvent =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'loaded'; event: DynaEvent }

/** Loads one event and reloads it on demand ('Refresh', and after every transaction). */
export function useManagedEvent(eventId: string) {
  const chain = useChain()
  const [state, setState] = useState<ManagedEvent>({ status: 'loading' })
  const [refreshing, setRefreshing] = useState(false)

  const load = useCallback(async () => {
    try {
      const event = await chain.getEvent(eventId)
      setState(event ? { status: 'loaded', event } : { status: 'missing' })
    } catch {
      toast.error('Failed to load event details')
      setState((previous) => (previous.status === 'loaded' ? previous : { status: 'missing' }))
    }
  }, [chain, eventId])

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
