// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { OWNER_FIGURES_MESSAGES } from '../../../domain/figures/owner-figures-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { listingOf, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'
import { figure, ownerEvents, renderOwnerPage, renderOwnerPageWith, text } from '../../../testing/render-owner-page'

const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import Dashboard from './DashboardPage'

let chain: FakeChain

async function renderWith(page: ReactElement, events: DynaEvent[]) {
  chain = await renderOwnerPageWith(page, events)
}

async function renderOn(page: ReactElement, fake: FakeChain) {
  chain = fake
  await renderOwnerPage(page, chain)
}

beforeEach(() => {
  walletState.activeAddress = null
})
afterEach(cleanup)

describe('Dashboard', () => {
  it('without a wallet says what it will show, reads nothing and shows no demo figures', async () => {
    await renderWith(<Dashboard />, ownerEvents(3))
    expect(chain.listOwnerEvents).not.toHaveBeenCalled()
    expect(text('dashboard-connect')).toContain(OWNER_FIGURES_MESSAGES.connect)
    expect(screen.getByTestId('wallet-panel')).toBeVisible()
    expect(screen.queryByTestId('dashboard-stats')).toBeNull()
    expect(screen.queryByText('Demo data')).toBeNull()
    expect(text('dashboard-recent-empty')).toBe(OWNER_FIGURES_MESSAGES.recentAfterConnect)
    expect(screen.getByRole('link', { name: 'Create Your First Event' }).getAttribute('href')).toBe('/create-event')
    expect(screen.getByRole('link', { name: 'View All Events' }).getAttribute('href')).toBe('/history')
    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeVisible()
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
    // The list's code loads once there are events to show.
    const recent = within(await screen.findByTestId('dashboard-recent-events')).getAllByRole('listitem')
    expect(recent.map((item) => item.getAttribute('data-event-id'))).toEqual(['EVENT-2', 'EVENT-1', 'EVENT-0'])
    expect(recent[0].textContent).toContain('Newest')
    // When it was created, in this device's zone (UTC in the tests).
    expect(recent[0].querySelector('.dashboard__recent-when')?.textContent).toBe('Created Tue 14 Nov 2023, 22:13 UTC')
    expect(within(recent[0]).getByRole('link', { name: 'Event number 2' }).getAttribute('href')).toBe(
      '/events/EVENT-2/manage',
    )
    expect(screen.getByRole('link', { name: 'Create Event' })).toBeVisible()
  })

  it('with more events than a page, counts them all and says which ones the figures cover', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Dashboard />, ownerEvents(1_000))
    expect(chain.listOwnerEvents).toHaveBeenCalledTimes(1)
    expect(figure('dashboard-stat-events')).toBe('1,000')
    expect(figure('dashboard-stat-scans')).toBe(String(3 * EVENTS_PAGE_SIZE))
    expect(text('dashboard-scope')).toBe(OWNER_FIGURES_MESSAGES.newestOnly(String(EVENTS_PAGE_SIZE), '1,000'))
    expect(within(await screen.findByTestId('dashboard-recent-events')).getAllByRole('listitem')).toHaveLength(5)
  })

  it('invites a new owner to create a first event', async () => {
    walletState.activeAddress = OWNER
    await renderWith(<Dashboard />, [])
    expect(figure('dashboard-stat-events')).toBe('0')
    expect(text('dashboard-recent-empty')).toBe(OWNER_FIGURES_MESSAGES.noEvents)
    expect(screen.getByRole('link', { name: 'Create Your First Event' })).toBeVisible()
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
