// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import { ACCESS_INFO_MESSAGES } from '../../../domain/event/create-messages'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Sent } from '../../../chain'
import { fail, ok, type Result } from '../../../domain/messages/result'
import type { DynaEvent } from '../../../domain/event/event'
import { weekDayLabels } from '../../../domain/figures/scan-days'
import { makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import { renderManagePage } from '../../../testing/render-manage'

let chain: FakeChain

async function renderManage(event: DynaEvent | null = makeEvent()) {
  chain = makeFakeChain({ getEvent: async () => event })
  await renderManagePage(chain, event?.eventId ?? 'MISSING')
}

const text = (testId: string) => screen.getByTestId(testId).textContent
const input = () => screen.getByTestId('manage-destination-input') as HTMLInputElement
const submit = () => screen.getByTestId('manage-update-submit') as HTMLButtonElement

beforeEach(() => {
  walletState.activeAddress = null
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('ManageEventPage', () => {
  it('shows a loading state first', () => {
    chain = makeFakeChain({ getEvent: () => new Promise(() => {}) })
    void renderManagePage(chain, 'X')
    expect(screen.getByTestId('manage-loading')).toBeVisible()
  })

  it("sends the visitor back to /events with 'Event not found or not accessible' when there is no such event", async () => {
    chain = makeFakeChain({ getEvent: async () => null })
    await renderManagePage(chain, 'MISSING')
    expect(toastMock.error).toHaveBeenCalledWith('Event not found or not accessible')
    expect(screen.getByTestId('events-page')).toBeVisible()
  })

  it("says 'Failed to load event data' and shows Event not found with a way back when the event cannot be read", async () => {
    chain = makeFakeChain({ getEvent: async () => Promise.reject(new Error('Failed to fetch')) })
    await renderManagePage(chain, 'X')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to load event data')
    expect(text('manage-not-found')).toContain('Event not found')
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events')
  })

  it('asks visitors without a wallet to connect and keeps the form read-only', async () => {
    await renderManage()
    expect(text('manage-ownership-message')).toBe('Connect an Algorand wallet to manage this event.')
    expect(input().disabled).toBe(true)
    expect(submit().disabled).toBe(true)
    expect(screen.queryByTestId('manage-controls')).toBeNull()
    expect(text('manage-status-badge')).toBe('Active')
    const share = screen.getByTestId('manage-copy-event-link')
    expect(share.textContent).toBe('Copy event link')
    expect(share.getAttribute('data-link')).toBe(`${window.location.origin}/events/ALGO-SUMMIT-1`)
    expect(screen.getByTestId('manage-event-page-link').getAttribute('href')).toBe('/events/ALGO-SUMMIT-1')
    // The QR code's own link appears only on its card, named as the code's.
    const qrCard = screen.getByTestId('event-qr')
    expect(screen.getByTestId('event-qr-copy').getAttribute('data-link')).toBe(
      'http://localhost/resolve?event=ALGO-SUMMIT-1',
    )
    expect(document.body.textContent?.replace(qrCard.textContent ?? '', '')).not.toContain('/resolve')
  })

  it("puts the owner's attendees and check-in first, with a navigation to every card in page order", async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' })
    const links = [...nav.querySelectorAll('a')]
    expect(links.map((link) => link.textContent)).toEqual([
      'Attendees',
      'Doors',
      'Check-in',
      'Details',
      'Destination',
      'QR code',
      'Scans',
      'Organiser',
      'Scan budget',
      'Attendee costs',
      'Who can register',
      'Status',
      'Wallet',
    ])
    const anchors = [...document.querySelectorAll('.manage-anchor')].map((card) => card.id)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(anchors.map((id) => `#${id}`))
    expect(document.getElementById('manage-attendees')?.contains(screen.getByTestId('attendees'))).toBe(true)
    expect(document.getElementById('manage-details')?.contains(screen.getByTestId('manage-details'))).toBe(true)
    expect(screen.getAllByRole('region').map((group) => group.getAttribute('aria-labelledby'))).toEqual(
      expect.arrayContaining(['manage-group-on-the-day', 'manage-group-the-event', 'manage-group-settings']),
    )
  })

  it('moves the focus to the card a section link jumps to', async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    const link = screen.getByRole('link', { name: 'Scan budget' })
    await act(async () => {
      fireEvent.click(link)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(document.activeElement?.id).toBe('manage-scan-budget')
  })

  it('shows a visitor the wallet first and links only the cards they see', async () => {
    await renderManage()
    const links = [...screen.getByRole('navigation', { name: 'Sections of this page' }).querySelectorAll('a')]
    expect(links.map((link) => link.textContent)).toEqual([
      'Wallet',
      'Details',
      'Destination',
      'QR code',
      'Scans',
      'Organiser',
    ])
    expect(document.querySelector('.manage-anchor')?.id).toBe('manage-wallet')
  })

  it('tells other wallets to switch to the owner', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage()
    expect(text('manage-ownership-message')).toBe(
      `Connected wallet does not match the event owner. Switch to ${OWNER} to make changes.`,
    )
    expect(input().disabled).toBe(true)
    expect(submit().disabled).toBe(true)
    expect(screen.queryByTestId('manage-door-link')).toBeNull()
  })

  it("links the owner to the event's door check-in screen", async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    const link = screen.getByTestId('manage-door-link')
    expect(link.textContent).toBe('Door screen')
    expect(link.getAttribute('href')).toBe('/events/ALGO-SUMMIT-1/check-in')
  })

  it('lets the owner update the destination after checking it', async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    expect(text('manage-ownership-message')).toBe('Organizer wallet connected. You can update event settings.')
    expect(input().disabled).toBe(false)

    fireEvent.change(input(), { target: { value: '   ' } })
    fireEvent.click(submit())
    expect(toastMock.error).toHaveBeenCalledWith('Enter a valid destination URL')

    fireEvent.change(input(), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(submit())
    expect(chain.updateUrl).not.toHaveBeenCalled()

    chain.updateUrl.mockResolvedValue(ok({ txId: 'TX-UPDATE' }))
    fireEvent.change(input(), { target: { value: ' https://example.com/new ' } })
    await act(async () => {
      fireEvent.click(submit())
    })
    expect(chain.updateUrl).toHaveBeenCalledWith('ALGO-SUMMIT-1', 'https://example.com/new')
    expect(toastMock.success).toHaveBeenCalled()
    expect(screen.getByTestId('manage-last-tx')).toBeVisible()
  })

  it('reports a failed update', async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    chain.updateUrl.mockResolvedValue(fail('Only the event owner can do this'))
    fireEvent.change(input(), { target: { value: 'https://example.com/x' } })
    await act(async () => {
      fireEvent.click(submit())
    })
    expect(toastMock.error).toHaveBeenCalled()
    expect(toastMock.success).not.toHaveBeenCalled()
  })

  it("reports a write that throws as 'Transaction failed'", async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    chain.updateUrl.mockRejectedValue(new Error('boom'))
    fireEvent.change(input(), { target: { value: 'https://example.com/x' } })
    await act(async () => {
      fireEvent.click(submit())
    })
    const content = toastMock.error.mock.calls[0][0] as () => ReactElement
    const { container } = render(content())
    expect(container.textContent).toBe('Update failedTransaction failed')
    expect(submit().disabled).toBe(false)
  })

  it('asks before deactivating, saying what it means; dismissing the question leaves the event active', async () => {
    walletState.activeAddress = OWNER
    await renderManage()
    expect(text('manage-controls')).toContain('Deactivate the event to stop new scans and registrations.')
    fireEvent.click(screen.getByTestId('manage-deactivate'))
    expect(text('manage-deactivate-confirm')).toContain(MANAGE_MESSAGES.deactivateQuestion)
    fireEvent.click(screen.getByTestId('manage-deactivate-cancel'))
    expect(screen.queryByTestId('manage-deactivate-confirm')).toBeNull()
    expect(chain.deactivateEvent).not.toHaveBeenCalled()

    let finish: (value: Result<Sent>) => void = () => {}
    chain.deactivateEvent.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    fireEvent.click(screen.getByTestId('manage-deactivate'))
    fireEvent.click(screen.getByTestId('manage-deactivate-confirm-button'))
    expect(text('manage-deactivate-confirm-button')).toContain('Deactivating...')
    await act(async () => finish(ok({ txId: 'TX-OFF' })))
    expect(chain.deactivateEvent).toHaveBeenCalledWith('ALGO-SUMMIT-1')
  })

  it('offers to reactivate an inactive event', async () => {
    walletState.activeAddress = OWNER
    await renderManage(makeEvent({ active: false }))
    expect(text('manage-status-badge')).toBe('Inactive')
    expect(screen.queryByTestId('manage-deactivate')).toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId('manage-reactivate')))
    expect(chain.reactivateEvent).toHaveBeenCalledWith('ALGO-SUMMIT-1')
    expect(toastMock.success).toHaveBeenCalled()
  })

  it('shows details, performance and organiser with their fallbacks', async () => {
    await renderManage(
      makeEvent({ description: '', metadata: {}, maxCapacity: 0, scanCount: 0, dailyScans: [0, 0, 0, 0, 0, 0, 0] }),
    )
    expect(text('manage-description')).toBe('No description available.')
    expect(text('manage-organization')).toBe('Algorand Network')
    expect(text('manage-registrations')).toBe('2 registered • max ∞')
    expect(text('manage-scans')).toBe('0 scans')
    expect(text('manage-access-type')).toBe('Public')
    expect(text('manage-access-public-note')).toBe(ACCESS_INFO_MESSAGES.destinationPublic)
    expect(text('perf-last-scanned')).toBe('No scans recorded')
    expect(text('perf-average')).toBe('—')
    const days = screen.getByTestId('perf-bars').querySelectorAll('li')
    expect(days).toHaveLength(7)
    expect(days[6].textContent).toContain('Today')
    expect(days[0].textContent).toBe(`${weekDayLabels(Date.now() / 1000)[0]}0 scans`)
    expect(text('perf-bars-note')).toBe('Days are UTC days, as the contract counts them.')
    expect(text('manage-when')).toBe('No date set')
    expect(text('manage-organizer')).toContain('Unspecified')
    expect(text('manage-tiers')).toContain('10 ALGO')
    expect(text('manage-tiers')).toContain('98 available')
  })

  it("shows the event's dates in its own zone, and when things happened in this device's (UTC here)", async () => {
    const startsAt = Date.UTC(2026, 11, 12, 23, 0) / 1000
    await renderManage(
      makeEvent({
        settings: { startsAt, endsAt: startsAt + 3 * 3_600, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
        metadata: { timezone: 'America/New_York' },
        createdAt: Date.UTC(2026, 10, 2, 9, 15) / 1000,
        lastUpdatedAt: Date.UTC(2026, 10, 20, 14, 5) / 1000,
        lastScannedAt: Date.UTC(2026, 10, 21, 8, 30) / 1000,
      }),
    )
    expect(text('manage-when')).toBe('Sat 12 Dec 2026, 18:00–21:00 EST')
    expect(text('manage-last-updated')).toBe('Last updated: Fri 20 Nov 2026, 14:05 UTC')
    expect(text('perf-last-scanned')).toBe('Sat 21 Nov 2026, 08:30 UTC')
    expect(screen.getByText('Mon 2 Nov 2026, 09:15 UTC')).toBeVisible()
  })

  it('refreshes on demand', async () => {
    await renderManage()
    await act(async () => {
      fireEvent.click(screen.getByTestId('manage-refresh'))
    })
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
  })
})
