// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import Analytics from './Analytics'
import Dashboard from './Dashboard'

afterEach(cleanup)

describe('Dashboard', () => {
  it('shows the demo tiles, labelled as demo', () => {
    render(<Dashboard />, { wrapper: MemoryRouter })
    const tiles = screen.getByTestId('dashboard-stats')
    for (const value of ['12', '1,847', '34', 'Online']) expect(tiles.textContent).toContain(value)
    expect(within(tiles).getByText('Active Events')).toBeTruthy()
    expect(screen.getAllByText('Demo data').length).toBeGreaterThanOrEqual(2)
  })

  it('links to the wizard and to the analytics screen', () => {
    render(<Dashboard />, { wrapper: MemoryRouter })
    const create = screen.getByRole('link', { name: 'Create Your First Event' })
    expect(create.getAttribute('href')).toBe('/create-event')
    expect(screen.getByRole('link', { name: 'View All Events' }).getAttribute('href')).toBe('/history')
    expect(screen.getByRole('heading', { name: 'Recent Events' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeTruthy()
  })
})

describe('Analytics', () => {
  it('shows the demo totals and the four demo events with the spec columns', () => {
    render(<Analytics />, { wrapper: MemoryRouter })
    const totals = screen.getByTestId('analytics-totals')
    for (const value of ['27', '2,194', '81']) expect(totals.textContent).toContain(value)
    const table = screen.getByTestId('analytics-table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Event', 'Event ID', 'Current URL', 'Access', 'Scans', 'Status', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(4)
    for (const status of ['Active', 'Updated', 'Expiring', 'Expired'])
      expect(within(table).getByText(status)).toBeTruthy()
    expect(within(table).getAllByText('Token Gated').length).toBeGreaterThan(0)
    expect(within(table).getAllByText('Public').length).toBeGreaterThan(0)
    for (const action of ['Update', 'Extend', 'View QR', 'Archive']) {
      expect(within(rows[0]).getByText(action).closest('button')).toHaveProperty('disabled', true)
    }
    expect(screen.getByTestId('analytics-demo-note').textContent).toContain('Demo data')
  })

  it('charts 7 days with the analytics math', () => {
    render(<Analytics />, { wrapper: MemoryRouter })
    const days = within(screen.getByTestId('analytics-days')).getAllByRole('listitem')
    expect(days).toHaveLength(7)
    // 412 scans over 7 days: 59 on the first 6 days, 58 on the last.
    expect(days[0].textContent).toContain('Day 1')
    expect(days[0].textContent).toContain('59')
    expect(days[6].textContent).toContain('58')
    expect(screen.getByText('58.9')).toBeTruthy()
    expect(screen.getByTestId('analytics-activity').children.length).toBeGreaterThan(0)
  })
})
