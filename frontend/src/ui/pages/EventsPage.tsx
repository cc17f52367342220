/** Event management list (product spec 'Event management list'): the connected owner's events. */
import { useWallet } from '@txnlab/use-wallet-react'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useChain } from '../chain/useChain'
import { countEvents, isUnfiltered, matchesQuery, type EventQuery } from '../../domain/event-status'
import type { DynaEvent } from '../../domain/types'
import { WalletPanel } from '../wallet/WalletPanel'
import { EventCard, type EventsView } from './events/EventCard'
import { EventFilters } from './events/EventFilters'
import { EventStats } from './events/EventStats'

type Load = { state: 'idle' | 'loading' } | { state: 'loaded'; events: DynaEvent[] } | { state: 'failed'; error: string }

export default function EventsPage() {
  const chain = useChain()
  const { activeAddress } = useWallet()
  const [load, setLoad] = useState<Load>({ state: 'idle' })
  const [query, setQuery] = useState<EventQuery>({ text: '', status: 'all' })
  const [view, setView] = useState<EventsView>('grid')
  const nowSeconds = Math.floor(Date.now() / 1000)

  useEffect(() => {
    if (!activeAddress) {
      setLoad({ state: 'loaded', events: [] })
      return
    }
    let cancelled = false
    setLoad({ state: 'loading' })
    chain
      .listOwnerEvents(activeAddress)
      .then((events) => !cancelled && setLoad({ state: 'loaded', events }))
      .catch(() => !cancelled && setLoad({ state: 'failed', error: 'Failed to load events from the blockchain.' }))
    return () => {
      cancelled = true
    }
  }, [chain, activeAddress])

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

      <EventStats counters={countEvents(events, nowSeconds)} />
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
