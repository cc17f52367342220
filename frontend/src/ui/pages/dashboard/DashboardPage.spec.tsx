// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_EVENTS_PAGE_SIZE, EVENTS_PAGE_SIZE } from '../../../domain/event-status'
import { OWNER_FIGURES_MESSAGES } from '../../../domain/messages'
import type { DynaEvent } from '../../../domain/types'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { listingOf, makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('@txnlab/use-wallet-react', () => ({ useWallet: () => walletState }))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import Analytics from '../analytics/AnalyticsPage'
import Dashboard from './DashboardPage'

let chain: FakeChain

/** `count` events, newest first, each with 3 scans today and 1 registration. */
function ownerEvents(count: number): DynaEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const seq = count - 1 - index
    return makeEvent({
      eventId: `EVENT-${seq}`,
      eventName: `Event number ${seq}`,
      seq,
      createdAt: 1_700_000_000 + seq,
      scanCount: 3,
      registeredCount: 1,
      attendedCount: seq % 2,
      urlUpdateCount: 0,
      dailyScans: [0, 0, 0, 0, 0, 0, 3],
    })
  })
}

async function renderWith(page: ReactElement, events: DynaEvent[]) {
  await renderOn(page, makeFakeChain({ listOwnerEvents: vi.fn(listingOf(events)) }))
}

async function renderOn(page: ReactElement, fake: FakeChain) {
  chain = fake
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter>{page}</MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}

const text = (testId: string) => screen.getByTestId(testId).textContent
/** A tile's headline figure alone, without its label and hint. */
const figure = (testId: string) => screen.getByTestId(testId).querySelector('.stat__value')?.textContent

beforeEach(() => {
  walletState.activeAddress = null
})
afterEach(cleanup)

describe('Dashboard', () => {
  it('without a wallet says what it will show, reads nothing and shows no demo figures', async () => {
    await renderWith(<Dashboard />, ownerEvents(3))
    expect(chain.listOwnerEvents).not.toHaveBeenCalled()
    expect(text('dashboard-connect')).toContain(OWNER_FIGURES_MESSAGES.connect)
    expect(screen.getByTestId('wallet-panel')).toBeTruthy()
    expect(screen.queryByTestId('dashboard-stats')).toBeNull()
    expect(screen.queryByText('Demo data')).toBeNull()
    expect(text('dashboard-recent-empty')).toBe(OWNER_FIGURES_MESSAGES.recentAfterConnect)
    expect(screen.getByRole('link', { name: 'Create Your First Event' }).getAttribute('href')).toBe('/create-event')
    expect(screen.getByRole('link', { name: 'View All Events' }).getAttribute('href')).toBe('/history')
    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeTruthy()
  })

  it("shows the owner's figures and newest events from one page of the owner list", async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Dashboard />, ownerEvents(3))
    expect(chain.listOwnerEvents).toHaveBeenCalledTimes(1)
    expect(chain.listOwnerEvents).toHaveBeenCalledWith(OWNER, { limit: EVENTS_PAGE_SIZE })
    expect(figure('dashboard-stat-events')).toBe('3')
    expect(text('dashboard-stat-events')).toContain('3 active')
    expect(figure('dashboard-stat-scans')).toBe('9')
    expect(text('dashboard-stat-scans')).toContain('9 today')
    expect(figure('dashboard-stat-registrations')).toBe('3')
    expect(figure('dashboard-stat-attended')).toBe('1')
    expect(text('dashboard-scope')).toBe(OWNER_FIGURES_MESSAGES.allEvents)
    const recent = within(screen.getByTestId('dashboard-recent-events')).getAllByRole('listitem')
    expect(recent.map((item) => item.getAttribute('data-event-id'))).toEqual(['EVENT-2', 'EVENT-1', 'EVENT-0'])
    expect(recent[0].textContent).toContain('Newest')
    expect(within(recent[0]).getByRole('link', { name: 'Event number 2' }).getAttribute('href')).toBe(
      '/events/EVENT-2/manage',
    )
    expect(screen.getByRole('link', { name: 'Create Event' })).toBeTruthy()
  })

  it('with more events than a page, counts them all and says which ones the figures cover', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Dashboard />, ownerEvents(1_000))
    expect(chain.listOwnerEvents).toHaveBeenCalledTimes(1)
    expect(figure('dashboard-stat-events')).toBe('1,000')
    expect(figure('dashboard-stat-scans')).toBe(String(3 * EVENTS_PAGE_SIZE))
    expect(text('dashboard-scope')).toBe(OWNER_FIGURES_MESSAGES.newestOnly(String(EVENTS_PAGE_SIZE), '1,000'))
    expect(within(screen.getByTestId('dashboard-recent-events')).getAllByRole('listitem')).toHaveLength(5)
  })

  it('invites a new owner to create a first event', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Dashboard />, [])
    expect(figure('dashboard-stat-events')).toBe('0')
    expect(text('dashboard-recent-empty')).toBe(OWNER_FIGURES_MESSAGES.noEvents)
    expect(screen.getByRole('link', { name: 'Create Your First Event' })).toBeTruthy()
  })

  it('says when the chain cannot be read and reads again on request', async () => {
    walletState.activeAddress = OWNER
    chain = makeFakeChain({ listOwnerEvents: vi.fn(listingOf(ownerEvents(2))) })
    chain.listOwnerEvents.mockRejectedValueOnce(new Error('offline'))
    await renderOn(<Dashboard />, chain)
    expect(text('dashboard-error')).toContain(OWNER_FIGURES_MESSAGES.readFailed)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(figure('dashboard-stat-events')).toBe('2')
  })
})

describe('Analytics', () => {
  it('without a wallet says what it will show and reads nothing', async () => {
    await renderWith(<Analytics />, ownerEvents(3))
    expect(chain.listOwnerEvents).not.toHaveBeenCalled()
    expect(text('analytics-connect')).toContain(OWNER_FIGURES_MESSAGES.connect)
    expect(screen.queryByTestId('analytics-table')).toBeNull()
  })

  it('reads every event page by page and adds them all up', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Analytics />, ownerEvents(120))
    expect(chain.listOwnerEvents).toHaveBeenCalledTimes(3)
    expect(chain.listOwnerEvents).toHaveBeenNthCalledWith(1, OWNER, { limit: ALL_EVENTS_PAGE_SIZE, before: undefined })
    expect(chain.listOwnerEvents).toHaveBeenNthCalledWith(2, OWNER, { limit: ALL_EVENTS_PAGE_SIZE, before: 70 })
    expect(screen.queryByTestId('analytics-progress')).toBeNull()
    expect(figure('analytics-total-events')).toBe('120')
    expect(figure('analytics-total-scans')).toBe('360')
    expect(figure('analytics-total-registrations')).toBe('120')
    expect(figure('analytics-total-attended')).toBe('60')
    const table = screen.getByTestId('analytics-table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      'Event',
      'Event ID',
      'Current URL',
      'Access',
      'Scans',
      'Registered',
      'Checked in',
      'Status',
      'Actions',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(120)
    expect(within(rows[0]).getByRole('link', { name: 'Manage Event number 119' }).getAttribute('href')).toBe(
      '/events/EVENT-119/manage',
    )
    expect(within(rows[0]).getByRole('link', { name: 'QR poster of Event number 119' }).getAttribute('href')).toBe(
      '/events/EVENT-119/poster',
    )
  })

  it('charts the week with dates, today last, and lists the latest activity', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Analytics />, ownerEvents(4))
    const days = within(screen.getByTestId('analytics-days')).getAllByRole('listitem')
    expect(days).toHaveLength(7)
    expect(days[6].textContent).toBe('Today12 scans')
    expect(days[0].textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}0 scans$/)
    expect(text('analytics-average')).toContain('1.7')
    expect(text('analytics-periods')).toContain('Today')
    expect(text('analytics-periods')).toContain('12 scans')
    const activity = within(screen.getByTestId('analytics-activity')).getAllByRole('listitem')
    expect(activity[0].textContent).toContain('Event number 3')
  })

  it('keeps what it read when a later page fails, and reads again on request', async () => {
    walletState.activeAddress = OWNER
    const all = listingOf(ownerEvents(60))
    chain = makeFakeChain({ listOwnerEvents: vi.fn(all) })
    chain.listOwnerEvents.mockImplementationOnce(all).mockRejectedValueOnce(new Error('offline'))
    await renderOn(<Analytics />, chain)
    expect(text('analytics-error')).toContain(OWNER_FIGURES_MESSAGES.readFailed)
    expect(within(screen.getByTestId('analytics-table')).getAllByRole('row')).toHaveLength(ALL_EVENTS_PAGE_SIZE + 1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(screen.queryByTestId('analytics-error')).toBeNull()
    expect(within(screen.getByTestId('analytics-table')).getAllByRole('row')).toHaveLength(61)
  })
})
