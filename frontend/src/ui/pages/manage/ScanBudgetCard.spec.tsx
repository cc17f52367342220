// @vitest-environment jsdom
// The card is rendered inside the Manage page: the page owns the writes and the event reload.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { fail } from '../../../domain/messages/result'
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

async function renderManage(overrides: Partial<ChainApi> = {}) {
  chain = makeFakeChain({ getEvent: async () => makeEvent(), listRegistrations: async () => [], ...overrides })
  await renderManagePage(chain)
}

const text = (testId: string) => screen.getByTestId(testId).textContent
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement

beforeEach(() => {
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('ScanBudgetCard', () => {
  it('is shown to the owner only', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage()
    expect(screen.queryByTestId('scan-budget')).toBeNull()
  })

  it('shows the budget left, the scans it still counts, today, the limits, the days it lasts and when counting stops', async () => {
    const event = makeEvent({
      scanBudgetMicroAlgos: 1_000_000n,
      scanLimits: { perRound: 8, perDay: 250, sponsoredToday: 50 },
    })
    await renderManage({ getEvent: async () => event })
    expect(text('scan-budget-left')).toBe('1.000 ALGO')
    expect(text('scan-budget-scans')).toBe('500')
    expect(text('scan-budget-limits')).toBe('up to 8 at the same moment, 250 a day')
    expect(text('scan-budget-today')).toBe('50 of 250')
    expect(text('scan-budget-days')).toBe('lasts 2 days')
    expect(text('scan-budget-outlook')).toBe(
      "At today's pace, counting stops in about 10 days, unless you top up. Each ALGO you add counts 500 more scans.",
    )
    expect(text('scan-budget-skipped')).toContain('how many were skipped cannot be known')
    expect(screen.queryByTestId('scan-budget-withdraw')).toBeNull()
  })

  it('saves new limits through set_scan_limits and reloads the event', async () => {
    await renderManage()
    fireEvent.change(input('scan-limits-per-round'), { target: { value: '10' } })
    fireEvent.change(input('scan-limits-per-day'), { target: { value: '500' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-limits-save'))
    })
    expect(chain.setScanLimits).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), 10, 500)
    expect(toastMock.success).toHaveBeenCalled()
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
  })

  it('refuses limits the contract would refuse, before any signature', async () => {
    await renderManage()
    fireEvent.change(input('scan-limits-per-round'), { target: { value: '20' } })
    fireEvent.change(input('scan-limits-per-day'), { target: { value: '10' } })
    fireEvent.click(screen.getByTestId('scan-limits-save'))
    expect(screen.getByText('Daily cap must be at least the sponsored scans per round')).toBeVisible()
    expect(chain.setScanLimits).not.toHaveBeenCalled()
  })

  it('tops the budget up by the ALGO amount entered', async () => {
    await renderManage()
    fireEvent.change(input('scan-top-up-amount'), { target: { value: '2.5' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-top-up'))
    })
    expect(chain.topUpScanBudget).toHaveBeenCalledWith(expect.anything(), 2_500_000n)
  })

  it('sends no top-up of nothing', async () => {
    await renderManage()
    fireEvent.change(input('scan-top-up-amount'), { target: { value: '0' } })
    fireEvent.click(screen.getByTestId('scan-top-up'))
    expect(screen.getByText('Enter an amount of ALGO to add to the scan budget')).toBeVisible()
    expect(chain.topUpScanBudget).not.toHaveBeenCalled()
  })

  it('offers the withdrawal once the event is deactivated, and shows why it failed', async () => {
    await renderManage({
      getEvent: async () => makeEvent({ active: false, scanBudgetMicroAlgos: 640_000n }),
      withdrawBudgets: vi.fn(async () => fail('Only the event owner can do this')),
    })
    expect(screen.queryByTestId('scan-limits-form')).toBeNull()
    expect(screen.queryByTestId('scan-top-up-form')).toBeNull()
    // A deactivated event counts nothing: no outlook that would ask for a top-up it cannot take.
    expect(screen.queryByTestId('scan-budget-outlook')).toBeNull()
    const withdraw = screen.getByTestId('scan-budget-withdraw')
    expect(withdraw.textContent).toBe('Withdraw 0.640 ALGO')
    await act(async () => {
      fireEvent.click(withdraw)
    })
    expect(chain.withdrawBudgets).toHaveBeenCalledTimes(1)
    expect(toastMock.error).toHaveBeenCalled()
  })

  it('has nothing to withdraw from an empty budget', async () => {
    await renderManage({ getEvent: async () => makeEvent({ active: false, scanBudgetMicroAlgos: 0n }) })
    expect((screen.getByTestId('scan-budget-withdraw') as HTMLButtonElement).disabled).toBe(true)
  })
})
