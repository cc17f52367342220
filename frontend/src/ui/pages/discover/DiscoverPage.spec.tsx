// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainApi } from '../../../chain'
import { PUBLIC_EVENTS_MAX_PAGES, PUBLIC_EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { DISCOVER_MESSAGES } from '../../../domain/event/discover-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import DiscoverPage from './DiscoverPage'
import { DISCOVER_READ_KEY, keepFirstRead, releaseFirstRead } from '../../first-paint/first-read'
import { makeEvent, makeFakeChain, pagesOf, type FakeChain } from '../../../testing/fake-chain'

const HOUR = 3_600
const now = () => Math.floor(Date.now() / 1000)
const tier = (priceMicroAlgos: bigint, quantity: bigint, sold: bigint) => ({
  name: 'Tier',
  priceMicroAlgos,
  quantity,
  sold,
  transferable: true,
})
const venue = { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' }

function dated(
  eventId: string,
  eventName: string,
  startsIn: number,
  lasts: number,
  overrides: Partial<DynaEvent> = {},
) {
  const startsAt = now() + startsIn
  return makeEvent({
    eventId,
    eventName,
    settings: { startsAt, endsAt: startsAt + lasts, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
    ...overrides,
  })
}

/** Thu 1 May 2031, 08:00 UTC: an event well after the others. */
const LATER_STARTS = Date.UTC(2031, 4, 1, 8, 0) / 1000

function EventPageStub() {
  return <h1>Event page {useParams().eventId}</h1>
}

let chain: FakeChain

/** The page at /discover over a public list of these index positions (newest first; null: left out). */
async function renderDiscover(positions: (DynaEvent | null)[], overrides: Partial<ChainApi> = {}) {
  chain = makeFakeChain({ listPublicEvents: pagesOf(positions, PUBLIC_EVENTS_PAGE_SIZE), ...overrides })
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={['/discover']}>
        <Routes>
          <Route path="/discover" element={<DiscoverPage />} />
          <Route path="/events/:eventId" element={<EventPageStub />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}

const cardIds = () => screen.queryAllByTestId('discover-card').map((card) => card.getAttribute('data-event-id'))
const card = (eventId: string) =>
  screen.getAllByTestId('discover-card').find((item) => item.dataset.eventId === eventId)!
const fact = (eventId: string, name: string) => within(card(eventId)).getByTestId(`discover-card-${name}`).textContent
const listed = (count: number) =>
  Array.from({ length: count }, (_, index) => makeEvent({ eventId: `EV-${count - 1 - index}` }))

afterEach(() => {
  cleanup()
  releaseFirstRead(DISCOVER_READ_KEY)
})

describe('DiscoverPage', () => {
  it('lists public events, happening now and upcoming first, each with its date, venue, price and seats', async () => {
    await renderDiscover([
      makeEvent({
        eventId: 'LATER',
        eventName: 'Later Meetup',
        settings: {
          startsAt: LATER_STARTS,
          endsAt: LATER_STARTS + 2 * HOUR,
          checkInOpensBefore: 0,
          selfCheckIn: false,
          decideBy: 0,
        },
        tiers: [tier(0n, 0n, 0n), tier(5_000_000n, 100n, 2n)],
        maxCapacity: 100,
        registeredCount: 2,
        metadata: { venue, timezone: 'Europe/Lisbon' },
      }),
      makeEvent({ eventId: 'UNDATED', eventName: 'Undated Gathering' }),
      dated('LIVE', 'Live Workshop', -HOUR, 3 * HOUR),
      null,
      dated('SOON', 'Soon Summit', 24 * HOUR, HOUR),
    ])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover events')
    expect(chain.listPublicEvents).toHaveBeenCalledWith({ before: undefined })
    expect(cardIds()).toEqual(['LIVE', 'SOON', 'LATER', 'UNDATED'])
    expect(within(card('LIVE')).getByText(DISCOVER_MESSAGES.happeningNow)).toBeVisible()
    expect(within(card('SOON')).queryByText(DISCOVER_MESSAGES.happeningNow)).toBeNull()

    expect(fact('LATER', 'when')).toBe('Thu 1 May 2031, 09:00–11:00 WEST')
    expect(fact('LATER', 'where')).toBe('Main Hall, 1 Chain Street, Lisbon, Portugal')
    expect(fact('LATER', 'price')).toBe('Free – 5 ALGO')
    expect(fact('LATER', 'seats')).toBe('98 of 100 left')
    expect(fact('UNDATED', 'when')).toBe(DISCOVER_MESSAGES.dateToBeAnnounced)
    expect(within(card('UNDATED')).queryByTestId('discover-card-where')).toBeNull()
    expect(screen.getByTestId('discover-shown').textContent).toBe('Showing 4 events')
    expect(screen.queryByTestId('discover-load-more')).toBeNull()

    const link = within(card('SOON')).getByRole('link', { name: 'Soon Summit' })
    expect(link.getAttribute('href')).toBe('/events/SOON')
    fireEvent.click(link)
    expect(screen.getByRole('heading', { name: 'Event page SOON' })).toBeVisible()
  })

  it('starts from the first load read before the app arrived, and reads nothing again', async () => {
    const first = dated('FIRST', 'Read Before React', HOUR, HOUR)
    await keepFirstRead(DISCOVER_READ_KEY, Promise.resolve({ events: [first], total: 1, nextBefore: null })).read
    await renderDiscover([dated('FRESH', 'Read Again', HOUR, HOUR)])
    expect(cardIds()).toEqual(['FIRST'])
    expect(screen.queryByTestId('discover-loading')).toBeNull()
    expect(chain.listPublicEvents).not.toHaveBeenCalled()
  })

  it('says so while loading, and when no event is public', async () => {
    let answer: (page: { events: DynaEvent[]; total: number; nextBefore: null }) => void = () => undefined
    await renderDiscover([], {
      listPublicEvents: () => new Promise((resolve) => (answer = resolve)),
    })
    expect(screen.getByTestId('discover-loading').textContent).toBe(DISCOVER_MESSAGES.loading)
    await act(async () => answer({ events: [], total: 3, nextBefore: null }))
    const empty = screen.getByTestId('discover-empty')
    expect(within(empty).getByRole('heading').textContent).toBe('No public events yet')
    expect(empty.textContent).toContain(DISCOVER_MESSAGES.emptyHint)
    expect(screen.queryByTestId('discover-loading')).toBeNull()
    expect(screen.queryByTestId('discover-load-more')).toBeNull()
  })

  it('shows the error when the list cannot be read, and reads again on Try again', async () => {
    const pages = pagesOf(listed(2), PUBLIC_EVENTS_PAGE_SIZE)
    let calls = 0
    const failingOnce = async (options?: { before?: number }) => {
      if (++calls === 1) throw new Error('node down')
      return pages(options)
    }
    await renderDiscover([], { listPublicEvents: failingOnce })
    expect(screen.getByTestId('discover-error').textContent).toContain(DISCOVER_MESSAGES.loadFailed)
    expect(cardIds()).toEqual([])
    await act(async () => fireEvent.click(screen.getByTestId('discover-retry')))
    expect(screen.queryByTestId('discover-error')).toBeNull()
    expect(cardIds()).toEqual(['EV-1', 'EV-0'])
  })

  it("reads a page, then the older events with each 'Load more', until the first event", async () => {
    await renderDiscover(listed(PUBLIC_EVENTS_PAGE_SIZE + 10))
    expect(cardIds()).toHaveLength(PUBLIC_EVENTS_PAGE_SIZE)
    expect(chain.listPublicEvents).toHaveBeenCalledTimes(1)
    await act(async () => fireEvent.click(screen.getByTestId('discover-load-more')))
    expect(chain.listPublicEvents).toHaveBeenLastCalledWith({ before: 10 })
    expect(cardIds()).toHaveLength(PUBLIC_EVENTS_PAGE_SIZE + 10)
    expect(cardIds().slice(-1)).toEqual(['EV-0'])
    expect(screen.getByTestId('discover-shown').textContent).toBe(`Showing ${PUBLIC_EVENTS_PAGE_SIZE + 10} events`)
    expect(screen.queryByTestId('discover-load-more')).toBeNull()
  })

  it('looks past newer events that are not public, a bounded number of pages at a time', async () => {
    const positions: (DynaEvent | null)[] = Array.from({ length: 6 * PUBLIC_EVENTS_PAGE_SIZE }, () => null)
    positions[positions.length - 1] = makeEvent({ eventId: 'OLDEST' })
    await renderDiscover(positions)
    expect(chain.listPublicEvents).toHaveBeenCalledTimes(PUBLIC_EVENTS_MAX_PAGES)
    expect(screen.getByTestId('discover-empty').textContent).toContain(DISCOVER_MESSAGES.noneRecent)
    await act(async () => fireEvent.click(screen.getByTestId('discover-load-more')))
    expect(cardIds()).toEqual(['OLDEST'])
    expect(screen.queryByTestId('discover-empty')).toBeNull()
    expect(screen.queryByTestId('discover-load-more')).toBeNull()
  })

  it('keeps the events shown and offers Load more again when older events cannot be read', async () => {
    const pages = pagesOf(listed(PUBLIC_EVENTS_PAGE_SIZE + 1), PUBLIC_EVENTS_PAGE_SIZE)
    let failing = true
    const olderFail = async (options?: { before?: number }) => {
      if (options?.before !== undefined && failing) throw new Error('node down')
      return pages(options)
    }
    await renderDiscover([], { listPublicEvents: olderFail })
    await act(async () => fireEvent.click(screen.getByTestId('discover-load-more')))
    expect(screen.getByTestId('discover-more-error').textContent).toBe(DISCOVER_MESSAGES.loadMoreFailed)
    expect(cardIds()).toHaveLength(PUBLIC_EVENTS_PAGE_SIZE)
    failing = false
    await act(async () => fireEvent.click(screen.getByTestId('discover-load-more')))
    expect(screen.queryByTestId('discover-more-error')).toBeNull()
    expect(cardIds()).toHaveLength(PUBLIC_EVENTS_PAGE_SIZE + 1)
  })
})
