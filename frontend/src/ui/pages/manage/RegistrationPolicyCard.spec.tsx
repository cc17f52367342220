// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REGISTRATION_POLICY_MESSAGES } from '../../../domain/event/manage-messages'
import { fail } from '../../../domain/messages/result'
import type { DynaEvent } from '../../../domain/event/event'
import { makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'
import { toastText } from '../../../testing/toast-text'

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

async function renderManage(event: DynaEvent, overrides = {}) {
  chain = makeFakeChain({ getEvent: async () => event, ...overrides })
  await renderManagePage(chain)
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const saveButton = () => screen.getByTestId('registration-policy-save') as HTMLButtonElement
const save = () =>
  act(async () => {
    fireEvent.click(saveButton())
  })

beforeEach(() => {
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('Who can register', () => {
  it('is for the owner of an active event only', async () => {
    await renderManage(makeEvent())
    expect(screen.getByTestId('registration-policy')).toBeVisible()
    cleanup()
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage(makeEvent())
    expect(screen.queryByTestId('registration-policy')).toBeNull()
    cleanup()
    walletState.activeAddress = OWNER
    await renderManage(makeEvent({ active: false }))
    expect(screen.queryByTestId('registration-policy')).toBeNull()
  })

  it("shows the event's flags, and offers saving only once one changes", async () => {
    await renderManage(makeEvent({ listed: false, approvalRequired: true }))
    expect(input('registration-listing-unlisted').checked).toBe(true)
    expect(input('registration-listing-public').checked).toBe(false)
    expect(input('registration-approval').checked).toBe(true)
    expect(screen.getByTestId('registration-policy-private').textContent).toBe(REGISTRATION_POLICY_MESSAGES.privateHint)
    expect(saveButton().disabled).toBe(true)
    fireEvent.click(input('registration-listing-public'))
    expect(saveButton().disabled).toBe(false)
    expect(screen.queryByTestId('registration-policy-private')).toBeNull()
    fireEvent.click(input('registration-listing-unlisted'))
    expect(saveButton().disabled).toBe(true)
  })

  it('turns approval on: sends both flags, says so and reads the event again', async () => {
    await renderManage(makeEvent())
    expect(input('registration-listing-public').checked).toBe(true)
    expect(input('registration-approval').checked).toBe(false)
    fireEvent.click(input('registration-approval'))
    await save()
    expect(chain.setVisibility).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), {
      listed: true,
      approvalRequired: true,
    })
    expect(toastText(toastMock.success.mock.calls[0])).toContain(REGISTRATION_POLICY_MESSAGES.saved)
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
  })

  it('says that registrations already waiting stay waiting when approval is turned off', async () => {
    await renderManage(makeEvent({ approvalRequired: true }))
    expect(screen.queryByTestId('registration-policy-waiting')).toBeNull()
    fireEvent.click(input('registration-approval'))
    expect(screen.getByTestId('registration-policy-waiting').textContent).toBe(REGISTRATION_POLICY_MESSAGES.waitingStay)
    await save()
    expect(chain.setVisibility).toHaveBeenCalledWith(expect.anything(), { listed: true, approvalRequired: false })
  })

  it("shows the contract's reason when it refuses", async () => {
    await renderManage(makeEvent(), { setVisibility: async () => fail('Event is not active') })
    fireEvent.click(input('registration-listing-unlisted'))
    await save()
    expect(toastText(toastMock.error.mock.calls[0])).toBe(
      `${REGISTRATION_POLICY_MESSAGES.saveFailed}Event is not active`,
    )
    expect(toastMock.success).not.toHaveBeenCalled()
  })
})
