// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import type { DynaEvent } from '../../../domain/event/event'
import { EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { listingOf, makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import EventsPage from './EventsPage'

let chain: FakeChain

const EVENTS: DynaEvent[] = [
  makeEvent({ eventId: 'NEW', eventName: 'Hackathon Night', createdAt: 300, seq: 2 }),
  makeEvent({
    eventId: 'DRAFTY',
    eventName: 'Quiet Draft',
    active: false,
    registeredCount: 0,
    scanCount: 0,
    createdAt: 200,
    seq: 1,
  }),
  makeEvent({ eventId: 'OLD', eventName: 'Summit', createdAt: 100, seq: 0 }),
]

async function renderEvents(events: DynaEvent[] = EVENTS) {
  chain = makeFakeChain({ listOwnerEvents: listingOf(events) })
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter>
        <EventsPage />
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}

const cards = () => screen.queryAllByTestId('event-card').map((card) => card.getAttribute('data-event-id'))
const stat = (name: string) => screen.getByTestId(`events-stat-${name}`).textContent

beforeEach(() => {
  walletState.activeAddress = null
})
afterEach(cleanup)

describe('EventsPage', () => {
  it('is empty without a wallet and invites to create a first event', async () => {
    await renderEvents()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Event Management')
    expect(chain.listOwnerEvents).not.toHaveBeenCalled()
    expect(screen.getByTestId('events-empty').textContent).toContain('No events found')
    expect(screen.getByTestId('events-create-first').textContent).toBe('Create Your First Event')
    expect(stat('total')).toBe('0')
  })

  it("lists the connected owner's events in the order given (newest first) with counters", async () => {
    walletState.activeAddress = OWNER
    await renderEvents()
    expect(chain.listOwnerEvents).toHaveBeenCalledWith(OWNER, { limit: EVENTS_PAGE_SIZE })
    expect(cards()).toEqual(['NEW', 'DRAFTY', 'OLD'])
    expect(screen.getByTestId('events-shown').textContent).toBe('Showing 3 of 3 events')
    expect(screen.queryByTestId('events-load-more')).toBeNull()
    expect([stat('total'), stat('active'), stat('published'), stat('drafts')]).toEqual(['3', '2', '0', '1'])
    const manage = screen.getAllByTestId('event-manage-link')[0]
    expect(manage.getAttribute('href')).toBe('/events/NEW/manage')
    expect(screen.getAllByTestId('event-view-link')[0].getAttribute('href')).toBe('/events/NEW')
    const share = screen.getByRole('button', { name: 'Copy event link for Hackathon Night' })
    expect(share.getAttribute('data-link')).toBe(`${window.location.origin}/events/NEW`)
  })

  it("shows each event's date in its own zone, or that it has none, in the grid and in the list", async () => {
    walletState.activeAddress = OWNER
    const startsAt = Date.UTC(2026, 11, 12, 17, 0) / 1000
    const settings = { startsAt, endsAt: startsAt + 3 * 3_600, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 }
    await renderEvents([
      makeEvent({ eventId: 'STHLM', seq: 2, settings, metadata: { timezone: 'Europe/Stockholm' } }),
      makeEvent({ eventId: 'NOZONE', seq: 1, settings, metadata: {} }),
      makeEvent({ eventId: 'UNDATED', seq: 0 }),
    ])
    const dates = () => screen.getAllByTestId('event-card-when').map((when) => when.textContent)
    const expected = [
      'Sat 12 Dec 2026, 18:00–21:00 CET',
      // No zone chosen (an event made without the wizard): this device's (UTC in the tests).
      'Sat 12 Dec 2026, 17:00–20:00 UTC',
      'No date set',
    ]
    expect(dates()).toEqual(expected)
    fireEvent.click(screen.getByTestId('events-view-list'))
    expect(screen.getByTestId('events-list').getAttribute('data-view')).toBe('list')
    expect(dates()).toEqual(expected)
  })

  it('filters by status and search text', async () => {
    walletState.activeAddress = OWNER
    await renderEvents()
    fireEvent.change(screen.getByTestId('events-status-filter'), { target: { value: 'draft' } })
    expect(cards()).toEqual(['DRAFTY'])
    fireEvent.change(screen.getByTestId('events-status-filter'), { target: { value: 'all' } })
    fireEvent.change(screen.getByTestId('events-search'), { target: { value: 'summit' } })
    expect(cards()).toEqual(['OLD'])
  })

  it('shows the filtered empty state without the first-event link', async () => {
    walletState.activeAddress = OWNER
    await renderEvents()
    fireEvent.change(screen.getByTestId('events-status-filter'), { target: { value: 'cancelled' } })
    expect(screen.getByTestId('events-empty').textContent).toContain('No events found')
    expect(screen.queryByTestId('events-create-first')).toBeNull()
  })

  it('offers the registration link in list view only', async () => {
    walletState.activeAddress = OWNER
    await renderEvents()
    expect(screen.queryAllByTestId('event-register-link')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('events-view-list'))
    expect(screen.getByTestId('events-view-list').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getAllByTestId('event-register-link')[0].getAttribute('href')).toBe('/events/NEW/register')
  })

  it(`shows the newest ${EVENTS_PAGE_SIZE}, then the next ${EVENTS_PAGE_SIZE} with each 'Load more'`, async () => {
    walletState.activeAddress = OWNER
    const many = Array.from({ length: 45 }, (_, i) => makeEvent({ eventId: `EV-${44 - i}`, seq: 44 - i }))
    await renderEvents(many)
    expect(cards()).toEqual(many.slice(0, 20).map((event) => event.eventId))
    expect(stat('total')).toBe('45')
    expect(screen.getByTestId('events-shown').textContent).toBe('Showing 20 of 45 events')

    await act(async () => fireEvent.click(screen.getByTestId('events-load-more')))
    expect(chain.listOwnerEvents).toHaveBeenLastCalledWith(OWNER, { limit: EVENTS_PAGE_SIZE, before: 25 })
    expect(cards()).toEqual(many.slice(0, 40).map((event) => event.eventId))
    expect(screen.getByTestId('events-load-more').textContent).toBe('Load more')

    await act(async () => fireEvent.click(screen.getByTestId('events-load-more')))
    expect(cards()).toEqual(many.map((event) => event.eventId))
    expect(screen.getByTestId('events-shown').textContent).toBe('Showing 45 of 45 events')
    expect(screen.queryByTestId('events-load-more')).toBeNull()
  })

  it("keeps the events shown and offers 'Load more' again when the next page fails", async () => {
    walletState.activeAddress = OWNER
    const many = Array.from({ length: 25 }, (_, i) => makeEvent({ eventId: `EV-${24 - i}`, seq: 24 - i }))
    await renderEvents(many)
    chain.listOwnerEvents.mockRejectedValueOnce(new Error('node down'))
    await act(async () => fireEvent.click(screen.getByTestId('events-load-more')))
    expect(cards()).toHaveLength(20)
    expect(screen.getByTestId('events-more-error').textContent).toBe('Failed to load more events from the blockchain.')
    await act(async () => fireEvent.click(screen.getByTestId('events-load-more')))
    expect(cards()).toHaveLength(25)
    expect(screen.queryByTestId('events-more-error')).toBeNull()
  })

  it('keeps an error message when the list cannot be loaded', async () => {
    walletState.activeAddress = OWNER
    chain = makeFakeChain()
    chain.listOwnerEvents.mockRejectedValue(new Error('node down'))
    render(
      <ChainContextReact.Provider value={chain}>
        <MemoryRouter>
          <EventsPage />
        </MemoryRouter>
      </ChainContextReact.Provider>,
    )
    await act(async () => {})
    expect(screen.getByTestId('events-error').textContent).toContain('Failed to load events')
  })
})
