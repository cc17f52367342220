import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventListPage } from '../../chain'
import { useChainData, type ChainData, type ChainDataStart } from './useChainData'

/** The state of the 'Load more' under a list. */
export type MoreState = 'idle' | 'loading' | 'failed'

export interface EventListPages {
  /** The first page, then every page loaded more, as one page. */
  state: ChainData<EventListPage>
  more: MoreState
  /** Loads the next, older page onto the list; nothing while one loads or none is left. */
  loadMore: () => void
  /** Loads the list again from its newest page. */
  reload: () => Promise<void>
  /** True while a reload runs. */
  reloading: boolean
}

/**
 * A list of events read a page at a time: the first page when `readPage` changes (memoise it on
 * what it reads), or `start.initial` where the screen has it already, then each 'Load more' from
 * where the pages so far ended. A page that arrives
 * after the list changed (another wallet, another chain) is dropped.
 */
export function useEventListPages(
  readPage: (before: number | undefined) => Promise<EventListPage>,
  failedMessage: string,
  start: ChainDataStart<EventListPage> = {},
): EventListPages {
  const firstPage = useCallback(() => readPage(undefined), [readPage])
  const { state, replace, reload, reloading } = useChainData(firstPage, { failedMessage, ...start })
  const [more, setMore] = useState<MoreState>('idle')
  const currentList = useRef(readPage)
  useEffect(() => {
    currentList.current = readPage
    setMore('idle')
  }, [readPage])

  const listing = state.status === 'loaded' ? state.value : null
  const loadMore = useCallback(() => {
    if (!listing || listing.nextBefore === null || more === 'loading') return
    const list = readPage
    setMore('loading')
    readPage(listing.nextBefore)
      .then((page) => {
        if (currentList.current !== list) return
        replace({ ...page, events: [...listing.events, ...page.events] })
        setMore('idle')
      })
      .catch(() => currentList.current === list && setMore('failed'))
  }, [listing, more, readPage, replace])

  return { state, more, loadMore, reload, reloading }
}
