// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
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

import Analytics from './AnalyticsPage'

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
    expect(text('analytics-days-note')).toBe('Days are UTC days, as the contract counts them.')
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
