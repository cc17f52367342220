import { useCallback, useEffect, useState } from 'react'
import { eachEventListPage } from '../../chain'
import { ALL_EVENTS_PAGE_SIZE } from '../../domain/event/event-status'
import type { DynaEvent } from '../../domain/event/event'
import { useChain } from './useChain'

export interface AllOwnerEvents {
  /** 'reading' while pages are still coming; the events read so far are already there. */
  status: 'idle' | 'reading' | 'done' | 'failed'
  /** Newest first. */
  events: DynaEvent[]
  /** How many events the owner has; null until the first page arrived. */
  total: number | null
  /** Reads again from the newest event. */
  retry: () => void
}

/**
 * Every event the owner has, read page after page and shown as it arrives. A new owner or chain
 * drops the pages still coming for the old one.
 */
export function useAllOwnerEvents(owner: string | null | undefined): AllOwnerEvents {
  const chain = useChain()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Omit<AllOwnerEvents, 'retry'>>({ status: 'idle', events: [], total: null })

  useEffect(() => {
    let stale = false
    if (!owner) {
      setState({ status: 'idle', events: [], total: null })
      return
    }
    setState({ status: 'reading', events: [], total: null })
    void (async () => {
      let events: DynaEvent[] = []
      try {
        const pages = eachEventListPage((before) =>
          chain.listOwnerEvents(owner, { limit: ALL_EVENTS_PAGE_SIZE, before }),
        )
        for await (const page of pages) {
          if (stale) return
          events = [...events, ...page.events]
          setState({ status: page.nextBefore === null ? 'done' : 'reading', events, total: page.total })
        }
      } catch {
        if (!stale) setState((previous) => ({ ...previous, status: 'failed' }))
      }
    })()
    return () => {
      stale = true
    }
  }, [chain, owner, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, retry }
}
