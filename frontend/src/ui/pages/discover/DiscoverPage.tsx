/**
 * The public list of events (/discover), for attendees: the events organisers made public that
 * are active and not over, happening now and upcoming first. No wallet is needed.
 */
import { useEffect, useMemo } from 'react'
import { readPublicEventsLoad } from '../../../chain'
import type { EventListPage } from '../../../chain'
import { DISCOVER_MESSAGES } from '../../../domain/event/discover-messages'
import { upcomingFirst } from '../../../domain/event/upcoming-first'
import { Button, Card } from '../../components'
import { useChain } from '../../chain-hooks/useChain'
import { useEventListPages, type MoreState } from '../../chain-hooks/useEventListPages'
import { DISCOVER_READ_KEY, firstRead, releaseFirstRead, startingWith } from '../../first-paint/first-read'
import { PublicEventCard } from './PublicEventCard'
import './DiscoverPage.css'

export default function DiscoverPage() {
  const chain = useChain()
  // The first load made before the app arrived (the first paint's) is this page's first load.
  const first = firstRead<EventListPage>(DISCOVER_READ_KEY)
  const readPage = useMemo(() => {
    const read = (before: number | undefined) =>
      readPublicEventsLoad((from) => chain.listPublicEvents({ before: from }), before)
    const firstLoad = startingWith(first, () => read(undefined))
    return (before: number | undefined) => (before === undefined ? firstLoad() : read(before))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first read is taken when the reader is made
  }, [chain])
  useEffect(() => releaseFirstRead(DISCOVER_READ_KEY), [])
  const { state, more, loadMore, reload, reloading } = useEventListPages(readPage, DISCOVER_MESSAGES.loadFailed, {
    initial: first?.answer,
  })
  const listing = state.status === 'loaded' ? state.value : null
  const nowSeconds = Math.floor(Date.now() / 1000)
  // Every event loaded so far in one order: a 'Load more' may bring one that starts sooner.
  const events = useMemo(() => upcomingFirst(listing?.events ?? [], Math.floor(Date.now() / 1000)), [listing])

  return (
    <div className="page discover">
      <div className="page__header">
        <div>
          <h1 className="page__title">{DISCOVER_MESSAGES.title}</h1>
          <p className="page__intro">{DISCOVER_MESSAGES.intro}</p>
        </div>
      </div>

      {state.status === 'loading' && (
        <p className="muted" role="status" data-testid="discover-loading">
          {DISCOVER_MESSAGES.loading}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="alert alert--danger discover__error" role="alert" data-testid="discover-error">
          <p>{state.error}</p>
          <Button variant="secondary" busy={reloading} onClick={() => void reload()} data-testid="discover-retry">
            Try again
          </Button>
        </div>
      )}
      {listing && events.length === 0 && <NoEvents olderLeft={listing.nextBefore !== null} />}
      {events.length > 0 && (
        <ul className="event-grid" data-testid="discover-list">
          {events.map((event) => (
            <PublicEventCard key={event.eventId} event={event} nowSeconds={nowSeconds} />
          ))}
        </ul>
      )}
      {listing && <MoreEvents listing={listing} shown={events.length} more={more} onLoadMore={loadMore} />}
    </div>
  )
}

function NoEvents({ olderLeft }: { olderLeft: boolean }) {
  return (
    <Card className="empty-state" data-testid="discover-empty">
      <h2>{DISCOVER_MESSAGES.empty}</h2>
      <p className="muted">{olderLeft ? DISCOVER_MESSAGES.noneRecent : DISCOVER_MESSAGES.emptyHint}</p>
    </Card>
  )
}

/** How many events are shown, and the button that looks at older ones while there are any. */
function MoreEvents({
  listing,
  shown,
  more,
  onLoadMore,
}: {
  listing: EventListPage
  shown: number
  more: MoreState
  onLoadMore: () => void
}) {
  return (
    <div className="stack page__section discover__more">
      {shown > 0 && (
        <p className="muted" role="status" data-testid="discover-shown">
          {DISCOVER_MESSAGES.shown(shown)}
        </p>
      )}
      {more === 'failed' && (
        <p className="alert alert--danger" role="alert" data-testid="discover-more-error">
          {DISCOVER_MESSAGES.loadMoreFailed}
        </p>
      )}
      {listing.nextBefore !== null && (
        <Button
          variant="secondary"
          busy={more === 'loading'}
          busyLabel="Loading…"
          onClick={onLoadMore}
          data-testid="discover-load-more"
        >
          Load more
        </Button>
      )}
    </div>
  )
}
