/** Event management list: the connected owner's events, newest first, a page at a time. */
import { useCallback, useMemo, useState } from 'react'
import type { EventListPage } from '../../../chain'
import {
  countEvents,
  EVENTS_PAGE_SIZE,
  isUnfiltered,
  matchesQuery,
  type EventQuery,
} from '../../../domain/event/event-status'
import { EVENTS_LIST_MESSAGES } from '../../../domain/figures/owner-figures-messages'
import { useChain } from '../../chain-hooks/useChain'
import { useEventListPages, type MoreState } from '../../chain-hooks/useEventListPages'
import { WalletPanel } from '../../wallet/WalletPanel'
import { EventCard, type EventsView } from './EventCard'
import { EventFilters } from './EventFilters'
import { EventStats } from './EventStats'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'
import './EventsPage.css'
import { useWalletAccount } from '../../wallet/wallet-account'

const NO_EVENTS: EventListPage = { events: [], total: 0, nextBefore: null }

export default function EventsPage() {
  const chain = useChain()
  const { activeAddress } = useWalletAccount()
  const [query, setQuery] = useState<EventQuery>({ text: '', status: 'all' })
  const [view, setView] = useState<EventsView>('grid')
  const nowSeconds = Math.floor(Date.now() / 1000)

  const readPage = useCallback(
    (before: number | undefined) =>
      activeAddress
        ? chain.listOwnerEvents(activeAddress, { limit: EVENTS_PAGE_SIZE, before })
        : Promise.resolve(NO_EVENTS),
    [chain, activeAddress],
  )
  const { state, more, loadMore } = useEventListPages(readPage, EVENTS_LIST_MESSAGES.loadFailed)
  const listing = state.status === 'loaded' ? state.value : null

  const events = useMemo(() => listing?.events ?? [], [listing])
  const visible = useMemo(
    () => events.filter((event) => matchesQuery(event, query, nowSeconds)),
    [events, query, nowSeconds],
  )

  return (
    <div className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Event Management</h1>
          <p className="page__intro">
            Your events on Algorand, newest first. Manage destinations, share links and track scans.
          </p>
        </div>
        <LinkButton variant="primary" to="/create-event" data-testid="events-create-link">
          Create Event
        </LinkButton>
      </div>

      {!activeAddress && (
        <div className="stack page__section">
          <p className="alert alert--info">Connect your wallet to see the events it owns.</p>
          <WalletPanel compact />
        </div>
      )}

      <EventStats counters={{ ...countEvents(events, nowSeconds), total: listing?.total ?? 0 }} />
      <EventFilters query={query} onQueryChange={setQuery} view={view} onViewChange={setView} />

      {state.status === 'loading' && (
        <p className="muted" role="status" data-testid="events-loading">
          Loading events…
        </p>
      )}
      {state.status === 'failed' && (
        <p className="alert alert--danger" role="alert" data-testid="events-error">
          {state.error}
        </p>
      )}
      {listing && visible.length === 0 && <EmptyState unfiltered={isUnfiltered(query)} />}
      {visible.length > 0 && (
        <ul className={view === 'grid' ? 'event-grid' : 'event-list'} data-testid="events-list" data-view={view}>
          {visible.map((event) => (
            <EventCard key={event.eventId} event={event} view={view} nowSeconds={nowSeconds} />
          ))}
        </ul>
      )}
      {listing && listing.total > 0 && <MoreEvents listing={listing} more={more} onLoadMore={loadMore} />}
    </div>
  )
}

/** How many of the owner's events are shown, and the button for the next, older page. */
function MoreEvents({
  listing,
  more,
  onLoadMore,
}: {
  listing: EventListPage
  more: MoreState
  onLoadMore: () => void
}) {
  return (
    <div className="stack page__section" data-testid="events-more">
      <p className="muted" data-testid="events-shown">
        Showing {listing.events.length} of {listing.total} events
      </p>
      {more === 'failed' && (
        <p className="alert alert--danger" role="alert" data-testid="events-more-error">
          {EVENTS_LIST_MESSAGES.loadMoreFailed}
        </p>
      )}
      {listing.nextBefore !== null && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          busy={more === 'loading'}
          busyLabel="Loading…"
          data-testid="events-load-more"
        >
          Load more
        </Button>
      )}
    </div>
  )
}

function EmptyState({ unfiltered }: { unfiltered: boolean }) {
  return (
    <Card className="empty-state" data-testid="events-empty">
      <h2>No events found</h2>
      <p className="muted">
        {unfiltered
          ? 'Events you create with this wallet will appear here.'
          : 'Try a different search or status filter.'}
      </p>
      {unfiltered && (
        <LinkButton variant="primary" to="/create-event" data-testid="events-create-first">
          Create Your First Event
        </LinkButton>
      )}
    </Card>
  )
}
