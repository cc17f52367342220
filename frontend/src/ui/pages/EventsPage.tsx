/** Event management list: the connected owner's events, newest first, a page at a time. */
import { useWallet } from '@txnlab/use-wallet-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useChain } from '../chain/useChain'
import { countEvents, EVENTS_PAGE_SIZE, isUnfiltered, matchesQuery, type EventQuery } from '../../domain/event-status'
import type { DynaEvent } from '../../domain/types'
import { WalletPanel } from '../wallet/WalletPanel'
import { EventCard, type EventsView } from './events/EventCard'
import { EventFilters } from './events/EventFilters'
import { EventStats } from './events/EventStats'

type Loaded = { state: 'loaded'; events: DynaEvent[]; total: number; nextBefore: number | null; more?: 'loading' | 'failed' }
type Load = { state: 'idle' | 'loading' } | Loaded | { state: 'failed'; error: string }

const NO_EVENTS: Loaded = { state: 'loaded', events: [], total: 0, nextBefore: null }

export default function EventsPage() {
  const chain = useChain()
  const { activeAddress } = useWallet()
  const [load, setLoad] = useState<Load>({ state: 'idle' })
  const [query, setQuery] = useState<EventQuery>({ text: '', status: 'all' })
  const [view, setView] = useState<EventsView>('grid')
  const nowSeconds = Math.floor(Date.now() / 1000)
  // Counts the lists started (one per wallet or chain): a page for an earlier list is dropped.
  const listing = useRef(0)

  useEffect(() => {
    listing.current++
    if (!activeAddress) {
      setLoad(NO_EVENTS)
      return
    }
    let cancelled = false
    setLoad({ state: 'loading' })
    chain
      .listOwnerEvents(activeAddress, { limit: EVENTS_PAGE_SIZE })
      .then((page) => !cancelled && setLoad({ state: 'loaded', ...page }))
      .catch(() => !cancelled && setLoad({ state: 'failed', error: 'Failed to load events from the blockchain.' }))
    return () => {
      cancelled = true
    }
  }, [chain, activeAddress])

  function loadMore() {
    if (!activeAddress || load.state !== 'loaded' || load.nextBefore === null || load.more === 'loading') return
    const [shown, list] = [load, listing.current]
    const stillListed = () => listing.current === list
    setLoad({ ...shown, more: 'loading' })
    chain
      .listOwnerEvents(activeAddress, { limit: EVENTS_PAGE_SIZE, before: shown.nextBefore! })
      .then((page) => stillListed() && setLoad({ ...page, state: 'loaded', events: [...shown.events, ...page.events] }))
      .catch(() => stillListed() && setLoad({ ...shown, more: 'failed' }))
  }

  const events = load.state === 'loaded' ? load.events : []
  const visible = useMemo(() => events.filter((event) => matchesQuery(event, query, nowSeconds)), [events, query, nowSeconds])

  return (
    <div className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Event Management</h1>
          <p className="page__intro">Your events on Algorand, newest first. Manage destinations, share links and track scans.</p>
        </div>
        <Link className="btn btn--primary" to="/create-event" data-testid="events-create-link">
          Create Event
        </Link>
      </div>

      {!activeAddress && (
        <div className="stack page__section">
          <p className="alert alert--info">Connect your wallet to see the events it owns.</p>
          <WalletPanel compact />
        </div>
      )}

      <EventStats counters={{ ...countEvents(events, nowSeconds), total: load.state === 'loaded' ? load.total : 0 }} />
      <EventFilters query={query} onQueryChange={setQuery} view={view} onViewChange={setView} />

      {load.state === 'loading' && (
        <p className="muted" role="status" data-testid="events-loading">
          Loading events…
        </p>
      )}
      {load.state === 'failed' && (
        <p className="alert alert--danger" role="alert" data-testid="events-error">
          {load.error}
        </p>
      )}
      {load.state === 'loaded' && visible.length === 0 && <EmptyState unfiltered={isUnfiltered(query)} />}
      {visible.length > 0 && (
        <ul className={view === 'grid' ? 'event-grid' : 'event-list'} data-testid="events-list" data-view={view}>
          {visible.map((event) => (
            <EventCard key={event.eventId} event={event} view={view} nowSeconds={nowSeconds} />
          ))}
        </ul>
      )}
      {load.state === 'loaded' && load.total > 0 && <MoreEvents load={load} onLoadMore={loadMore} />}
    </div>
  )
}

/** How many of the owner's events are shown, and the button for the next, older page. */
function MoreEvents({ load, onLoadMore }: { load: Loaded; onLoadMore: () => void }) {
  return (
    <div className="stack page__section" data-testid="events-more">
      <p className="muted" data-testid="events-shown">
        Showing {load.events.length} of {load.total} events
      </p>
      {load.more === 'failed' && (
        <p className="alert alert--danger" role="alert" data-testid="events-more-error">
          Failed to load more events from the blockchain.
        </p>
      )}
      {load.nextBefore !== null && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={onLoadMore}
          disabled={load.more === 'loading'}
          data-testid="events-load-more"
        >
          {load.more === 'loading' ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  )
}

function EmptyState({ unfiltered }: { unfiltered: boolean }) {
  return (
    <section className="card empty-state" data-testid="events-empty">
      <h2>No events found</h2>
      <p className="muted">
        {unfiltered ? 'Events you create with this wallet will appear here.' : 'Try a different search or status filter.'}
      </p>
      {unfiltered && (
        <Link className="btn btn--primary" to="/create-event" data-testid="events-create-first">
          Create Your First Event
        </Link>
      )}
    </section>
  )
}
