// @vitest-environment jsdom
// The card is rendered inside the Manage page: the page owns the writes and the event reload.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { attendeeCost } from '../../../domain/costs/attendee-costs'
import { ATTENDEE_COSTS_TEXTS } from '../../../domain/costs/attendee-costs-messages'
import { ATTENDEE_COSTS_MESSAGES } from '../../../domain/event/manage-messages'
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
/** One attendee of an event checked in at the door, as the card counts them. */
const ONE_ATTENDEE = attendeeCost({ selfCheckIn: false })

beforeEach(() => {
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('AttendeeCostsCard', () => {
  it('is shown to the owner only', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage({ getEvent: async () => makeEvent({ paysAttendeeCosts: true }) })
    expect(screen.queryByTestId('attendee-costs')).toBeNull()
  })

  it('says what one attendee costs and how many more the budget covers', async () => {
    const event = makeEvent({
      paysAttendeeCosts: true,
      attendeeBudgetMicroAlgos: ONE_ATTENDEE * 12n + 1_000n,
      settings: { ...makeEvent().settings, selfCheckIn: false },
    })
    await renderManage({ getEvent: async () => event })
    expect(text('attendee-costs-status')).toBe(ATTENDEE_COSTS_TEXTS.choice)
    expect(text('attendee-costs-per-attendee')).toBe('about 0.179 ALGO')
    expect(text('attendee-costs-outlook')).toContain('Your budget covers about 12 more attendees.')
    expect(text('attendee-costs-toggle')).toBe(ATTENDEE_COSTS_TEXTS.turnOff)
  })

  it('says when the budget is used up and who pays then', async () => {
    const event = makeEvent({ paysAttendeeCosts: true, attendeeBudgetMicroAlgos: ONE_ATTENDEE - 1n })
    await renderManage({ getEvent: async () => event })
    expect(text('attendee-costs-outlook')).toContain(ATTENDEE_COSTS_TEXTS.usedUp)
  })

  it('says attendees pay their own costs when the owner does not, and offers to pay them', async () => {
    await renderManage({ getEvent: async () => makeEvent({ paysAttendeeCosts: false }) })
    expect(text('attendee-costs-status')).toBe(ATTENDEE_COSTS_TEXTS.off)
    const toggle = screen.getByTestId('attendee-costs-toggle')
    expect(toggle.textContent).toBe(ATTENDEE_COSTS_TEXTS.turnOn)
    await act(async () => {
      fireEvent.click(toggle)
    })
    expect(chain.setAttendeeCosts).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), true)
    expect(toastMock.success).toHaveBeenCalledTimes(1)
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
  })

  it('tops the budget up by the ALGO amount entered', async () => {
    await renderManage({ getEvent: async () => makeEvent({ paysAttendeeCosts: true }) })
    fireEvent.change(input('attendee-costs-top-up-amount'), { target: { value: '1.5' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendee-costs-top-up'))
    })
    expect(chain.topUpAttendeeBudget).toHaveBeenCalledWith(expect.anything(), 1_500_000n)
    expect(toastMock.success).toHaveBeenCalledTimes(1)
  })

  it('sends no top-up of nothing', async () => {
    await renderManage({ getEvent: async () => makeEvent({ paysAttendeeCosts: true }) })
    fireEvent.change(input('attendee-costs-top-up-amount'), { target: { value: '0' } })
    fireEvent.click(screen.getByTestId('attendee-costs-top-up'))
    expect(screen.getByText(ATTENDEE_COSTS_MESSAGES.invalidTopUp)).toBeVisible()
    expect(chain.topUpAttendeeBudget).not.toHaveBeenCalled()
  })

  it('shows why a change failed and keeps the choice as it was', async () => {
    await renderManage({
      getEvent: async () => makeEvent({ paysAttendeeCosts: true }),
      setAttendeeCosts: vi.fn(async () => fail('Only the event owner can do this')),
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendee-costs-toggle'))
    })
    expect(toastMock.error).toHaveBeenCalled()
    expect(text('attendee-costs-status')).toBe(ATTENDEE_COSTS_TEXTS.choice)
  })

  it('takes no top-up and no change on a deactivated event', async () => {
    await renderManage({ getEvent: async () => makeEvent({ active: false, paysAttendeeCosts: true }) })
    expect(screen.queryByTestId('attendee-costs-top-up')).toBeNull()
    expect(screen.queryByTestId('attendee-costs-toggle')).toBeNull()
  })
})
